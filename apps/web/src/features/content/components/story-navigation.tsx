import type { ContentNavigation, NavigationItem } from '@print/contracts';
import { Link } from 'react-router';
import { useContentText } from '../texts';

interface StoryLinks {
  readonly section: NavigationItem | null;
  readonly previous: { title: string; link: string } | null;
  readonly next: { title: string; link: string } | null;
}

/**
 * Spec 1 §2 "Content pages": the sub-links of the top-level entry the page belongs to, and the
 * previous and next pages of the flat list (each entry followed by its sub-pages).
 */
export function findStoryLinks(navigation: ContentNavigation, pageLink: string): StoryLinks {
  const section =
    navigation.content.find(
      (item) => item.link === pageLink || item.children.some((child) => child.link === pageLink),
    ) ?? null;
  const flat = navigation.content.flatMap((item) => [
    { title: item.title, link: item.link },
    ...item.children,
  ]);
  const index = flat.findIndex((item) => item.link === pageLink);
  if (index === -1) return { section, previous: null, next: null };
  return { section, previous: flat[index - 1] ?? null, next: flat[index + 1] ?? null };
}

export function StoryNavigation({
  navigation,
  pageLink,
}: {
  readonly navigation: ContentNavigation;
  readonly pageLink: string;
}) {
  const t = useContentText();
  const { section, previous, next } = findStoryLinks(navigation, pageLink);
  if (!section && !previous && !next) return null;
  return (
    <nav className="content-story" aria-label={t('story.label')}>
      {section && section.children.length > 0 && (
        <div className="content-story__section">
          <h2 className="content-story__title">{t('story.section')}</h2>
          <ul>
            <li>
              <Link to={section.link} aria-current={section.link === pageLink ? 'page' : undefined}>
                {section.title}
              </Link>
            </li>
            {section.children.map((child) => (
              <li key={child.link}>
                <Link to={child.link} aria-current={child.link === pageLink ? 'page' : undefined}>
                  {child.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="content-story__pager">
        {previous && (
          <Link className="content-story__previous" to={previous.link} rel="prev">
            <span className="content-story__hint">{t('story.previous')}</span> {previous.title}
          </Link>
        )}
        {next && (
          <Link className="content-story__next" to={next.link} rel="next">
            <span className="content-story__hint">{t('story.next')}</span> {next.title}
          </Link>
        )}
      </div>
    </nav>
  );
}
