import type { ContentElement as Element, ContentNavigation, ContentPage } from '@print/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useContentText } from '../texts';
import { ContactFormProvider } from './contact-form-slot';
import { ContentElement } from './content-element';
import { StoryNavigation } from './story-navigation';
import { CARD_LAYOUTS } from './textpic';
import '../content.css';

/** Consecutive product boxes share one grid; every other element stands alone. */
function groupElements(elements: readonly Element[]): Element[][] {
  const groups: Element[][] = [];
  for (const element of elements) {
    const isCard = element.type === 'textpic' && CARD_LAYOUTS.has(element.appearance.layout);
    const last = groups.at(-1);
    const lastIsCards =
      last?.[0]?.type === 'textpic' && last[0].appearance.layout === element.appearance.layout;
    if (isCard && last && lastIsCards) last.push(element);
    else groups.push([element]);
  }
  return groups;
}

export function ContentPageView({
  page,
  navigation,
  contactForm = null,
}: {
  readonly page: ContentPage;
  readonly navigation: ContentNavigation | undefined;
  /** What a `form_contact` element shows (the route composes the forms feature in). */
  readonly contactForm?: ReactNode;
}) {
  const t = useContentText();
  const elements = page.content.colPos0 ?? [];
  return (
    <article className="content-page container">
      {page.breadcrumbs.length > 1 && (
        <nav className="content-breadcrumbs" aria-label={t('breadcrumbs')}>
          <ol>
            {page.breadcrumbs.map((crumb) => (
              <li key={crumb.link}>
                {crumb.current ? (
                  <span aria-current="page">{crumb.title}</span>
                ) : (
                  <Link to={crumb.link}>{crumb.title}</Link>
                )}
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 className="content-page__title" tabIndex={-1}>
        {page.meta.title}
      </h1>
      {page.meta.subtitle !== '' && <p className="content-page__subtitle">{page.meta.subtitle}</p>}
      <ContactFormProvider form={contactForm}>
        {groupElements(elements).map((group) =>
          group.length > 1 || CARD_LAYOUTS.has(group[0]?.appearance.layout ?? '') ? (
            <div
              key={group[0]?.id}
              className={`content-cards content-cards--${group[0]?.appearance.layout ?? ''}`}
            >
              {group.map((element) => (
                <ContentElement key={element.id} element={element} />
              ))}
            </div>
          ) : (
            group[0] && (
              <ContentElement
                key={group[0].id}
                element={group[0]}
                isFirst={group[0] === elements[0]}
              />
            )
          ),
        )}
      </ContactFormProvider>
      {navigation && <StoryNavigation navigation={navigation} pageLink={page.slug} />}
    </article>
  );
}
