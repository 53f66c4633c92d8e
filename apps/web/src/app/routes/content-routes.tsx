import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from '../../features/content/components/info-page';
import { SupportContacts } from '../../features/home/components/support-contacts';
import { SUPPORT_CONTACTS } from '../../lib/config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalizePath } from '../../lib/use-route-language';

type SimplePage = 'privacy' | 'terms' | 'imprint' | 'disclaimer' | 'guidelines' | 'notAvailable';

function SimpleContentPage({ page }: { readonly page: SimplePage }) {
  const { t } = useTranslation();
  const to = useLocalizePath();
  useDocumentTitle(t(`pages.${page}.title`));
  return (
    <InfoPage title={t(`pages.${page}.title`)} lead={t(`pages.${page}.lead`)}>
      {page === 'privacy' && (
        <p>
          <Link to={{ hash: '#cookie-consent' }} preventScrollReset>
            {t('footer.cookieSettings')}
          </Link>
        </p>
      )}
      <Link className="button button--secondary" to={to('/')}>
        {t('pages.backHome')}
      </Link>
    </InfoPage>
  );
}

export function ContactRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.contact.title'));
  return (
    <InfoPage title={t('pages.contact.title')} lead={t('pages.contact.lead')}>
      <SupportContacts contacts={SUPPORT_CONTACTS} cardHeadingLevel={2} />
    </InfoPage>
  );
}

export const PrivacyRoute = () => <SimpleContentPage page="privacy" />;
export const TermsRoute = () => <SimpleContentPage page="terms" />;
export const ImprintRoute = () => <SimpleContentPage page="imprint" />;
export const DisclaimerRoute = () => <SimpleContentPage page="disclaimer" />;
export const GuidelinesRoute = () => <SimpleContentPage page="guidelines" />;
export const NotAvailableRoute = () => <SimpleContentPage page="notAvailable" />;
