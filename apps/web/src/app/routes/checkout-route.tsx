import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoPage } from '../../features/content/components/info-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLocalizePath } from '../../lib/use-route-language';

/** Its own chunk (spec 1 §2); the checkout flow of spec 2 grows here. */
export function CheckoutRoute() {
  const { t } = useTranslation();
  const to = useLocalizePath();
  useDocumentTitle(t('pages.checkout.title'));
  return (
    <InfoPage title={t('pages.checkout.title')} lead={t('pages.checkout.lead')}>
      <Link className="button button--primary" to={to('/cart')}>
        {t('pages.checkout.action')}
      </Link>
    </InfoPage>
  );
}
