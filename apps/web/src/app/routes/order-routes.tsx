import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderDetailsPage, TrackOrderPage } from '../../features/orders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteLanguage } from '../../lib/use-route-language';

/**
 * /order-details/:orderId. Spec 2 §2 puts it behind the login guard of the accounts work; until
 * that guard is composed here, the API decides (another customer's order answers 404).
 */
export function OrderDetailsRoute() {
  const { t } = useTranslation('orders');
  const { language } = useRouteLanguage();
  const { orderId = '' } = useParams();
  useDocumentTitle(t('details.title'));
  return <OrderDetailsPage orderId={orderId} language={language} />;
}

export function TrackOrderRoute() {
  const { t } = useTranslation('orders');
  const { language } = useRouteLanguage();
  useDocumentTitle(t('track.title'));
  return <TrackOrderPage language={language} />;
}
