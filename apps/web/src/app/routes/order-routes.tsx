import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireLogin } from '../../features/account/components/require-login';
import {
  NotPrintableAnswerPage,
  OfferPage,
  OrderDetailsPage,
  TrackOrderPage,
} from '../../features/orders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteLanguage } from '../../lib/use-route-language';

/**
 * /order-details/:orderId, behind the login guard (spec 2 §2); the API answers another
 * customer's order with 404.
 */
export function OrderDetailsRoute() {
  const { t } = useTranslation('orders');
  const { language } = useRouteLanguage();
  const { orderId = '' } = useParams();
  useDocumentTitle(t('details.title'));
  return (
    <RequireLogin>
      <OrderDetailsPage orderId={orderId} language={language} />
    </RequireLogin>
  );
}

export function TrackOrderRoute() {
  const { t } = useTranslation('orders');
  const { language } = useRouteLanguage();
  useDocumentTitle(t('track.title'));
  return <TrackOrderPage language={language} />;
}

/** /offer/:token: the page of a mailed offer link; accepting needs no sign-in (the token is the key). */
export function OfferRoute() {
  const { t } = useTranslation('orders');
  const { language } = useRouteLanguage();
  const { token = '' } = useParams();
  useDocumentTitle(t('offer.title'));
  return <OfferPage token={token} language={language} />;
}

/** /order-answer/:token: the not printable review's mailed link; no sign-in (guests answer here). */
export function NotPrintableAnswerRoute() {
  const { t } = useTranslation('orders');
  const { language } = useRouteLanguage();
  const { token = '' } = useParams();
  useDocumentTitle(t('notPrintableLink.titlePlain'));
  return <NotPrintableAnswerPage token={token} language={language} />;
}
