import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams, useSearchParams } from 'react-router';
import {
  ExistingOrderReview,
  OrderCompletePage,
  OrderFailedPage,
  PaymentDetailsPage,
  QuoteGeneratedPage,
  RedirectingPage,
  ReviewOrderPage,
} from '../../features/checkout';
import { OrderOverview, PayNowButton } from '../../features/orders';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useRouteLanguage } from '../../lib/use-route-language';
import { useOrderProcessStore } from '../../stores/order-process-store';

/** The order process ends on the outcome pages (spec 2 §4: no order ongoing / completed). */
function useEndOrderProcess(): () => void {
  return useCallback(() => useOrderProcessStore.getState().resetOrderProcess(), []);
}

export function PaymentDetailsRoute() {
  const { t } = useTranslation('checkout');
  const { language } = useRouteLanguage();
  const { orderId } = useParams();
  useDocumentTitle(t('details.title'));
  return <PaymentDetailsPage language={language} orderId={orderId ?? null} />;
}

export function ReviewOrderRoute() {
  const { t } = useTranslation('checkout');
  const { language } = useRouteLanguage();
  const { orderId } = useParams();
  useDocumentTitle(t('review.title'));
  if (orderId === undefined) return <ReviewOrderPage language={language} />;
  return (
    <ExistingOrderReview
      language={language}
      orderId={orderId}
      renderOrder={(order) => <OrderOverview order={order} language={language} />}
      renderAction={(order) => <PayNowButton order={order} language={language} />}
    />
  );
}

export function OrderCompleteRoute() {
  const { t } = useTranslation('checkout');
  const { language } = useRouteLanguage();
  const { orderId } = useParams();
  const [search] = useSearchParams();
  useDocumentTitle(t('complete.title'));
  return (
    <OrderCompletePage
      language={language}
      orderId={orderId ?? null}
      token={search.get('token')}
      payerId={search.get('PayerID')}
      renderOrder={(order) => <OrderOverview order={order} language={language} />}
      onCompleted={useEndOrderProcess()}
    />
  );
}

export function OrderFailedRoute() {
  const { t } = useTranslation('checkout');
  const { language } = useRouteLanguage();
  const [search] = useSearchParams();
  useDocumentTitle(t('failed.title'));
  return (
    <OrderFailedPage
      language={language}
      token={search.get('token')}
      onFinished={useEndOrderProcess()}
    />
  );
}

export function QuoteGeneratedRoute() {
  const { t } = useTranslation('checkout');
  const { language } = useRouteLanguage();
  useDocumentTitle(t('quote.title'));
  return <QuoteGeneratedPage language={language} onCompleted={useEndOrderProcess()} />;
}

export function RedirectingRoute() {
  const { t } = useTranslation('checkout');
  const { language } = useRouteLanguage();
  const state: unknown = useLocation().state;
  useDocumentTitle(t('redirecting.title'));
  const redirectUrl =
    typeof state === 'object' && state !== null && 'redirectUrl' in state
      ? state.redirectUrl
      : null;
  return <RedirectingPage language={language} redirectUrl={redirectUrl} />;
}
