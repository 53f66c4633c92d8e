import { useTranslation } from 'react-i18next';
import { IconMail, IconPhone } from '../../../components/icons';
import type { SupportContact } from '../../../lib/config';

export interface SupportContactsProps {
  readonly contacts: Readonly<Record<'technical' | 'sales', SupportContact>>;
  /** h3 under the home page's section heading, h2 directly under the contact page's h1. */
  readonly cardHeadingLevel: 2 | 3;
}

export function SupportContacts({ contacts, cardHeadingLevel }: SupportContactsProps) {
  const { t } = useTranslation();
  const CardHeading = cardHeadingLevel === 2 ? 'h2' : 'h3';
  const cards = [
    { key: 'technical', title: t('home.support.technical'), body: t('home.support.technicalBody') },
    { key: 'sales', title: t('home.support.sales'), body: t('home.support.salesBody') },
  ] as const;
  return (
    <ul className="support">
      {cards.map((card) => {
        const contact = contacts[card.key];
        return (
          <li key={card.key} className="support__card">
            <CardHeading className="support__title">{card.title}</CardHeading>
            <p className="support__body">{card.body}</p>
            <p className="support__line">
              <IconMail />
              <span className="visually-hidden">{t('home.support.email')}: </span>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p className="support__line">
              <IconPhone />
              <span className="visually-hidden">{t('home.support.phone')}: </span>
              <a href={`tel:${contact.phoneE164}`}>{contact.phone}</a>
            </p>
            <p className="support__hours">{t('home.support.hours')}</p>
          </li>
        );
      })}
    </ul>
  );
}

export function SupportSection({
  contacts,
}: {
  readonly contacts: SupportContactsProps['contacts'];
}) {
  const { t } = useTranslation();
  return (
    <section id="support" className="section section--muted" aria-labelledby="support-title">
      <div className="container">
        <div className="section__header">
          <h2 id="support-title" className="section__title">
            {t('home.support.title')}
          </h2>
          <p className="section__lead">{t('home.support.lead')}</p>
        </div>
        <SupportContacts contacts={contacts} cardHeadingLevel={3} />
      </div>
    </section>
  );
}
