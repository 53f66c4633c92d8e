import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { OrderView } from '@print/contracts';
import { localizePath, type Language } from '../../../lib/language';
import { useOrder } from '../../../lib/server-state/order';
import { notify } from '../../../stores/notification-store';
import { usePayPalReturn } from '../hooks/use-paypal-return';
import { useCheckoutText } from '../texts';
import { wipeOrderData } from '../utils/wipe-order-data';
import { CheckoutStatus } from './checkout-status';
import { PayPalDeclined, PayPalNeutralOutcome } from './paypal-outcome';
import './checkout.css';

export interface OrderCompletePageProps {
  readonly language: Language;
  readonly orderId: string | null;
  /** PayPal's return parameters (spec 2 §4: token and PayerID). */
  readonly token: string | null;
  readonly payerId: string | null;
  /** The order's details (composed by the route from the orders feature). */
  readonly renderOrder: (order: OrderView) => ReactNode;
  /** The order is placed: the route resets the order process. */
  readonly onCompleted: () => void;
}

/**
 * /order-complete(/:orderId): reports a PayPal return first (and follows its `next`), then wipes
 * the local order data, starts a new cart and shows the order (spec 2 §2, §4).
 */
export function OrderCompletePage(props: OrderCompletePageProps) {
  const { language, token, payerId, onCompleted } = props;
  const t = useCheckoutText();
  const to = (path: string) => localizePath(path, language);
  const paypal = usePayPalReturn(token, payerId, true);
  const next = paypal.status === 'done' ? paypal.response.next : null;
  // Back in a browser without the shop's session: the server names no order (nothing to show).
  const isElsewhere = paypal.status === 'done' && paypal.response.order === undefined;
  const isPlaced =
    !isElsewhere && (paypal.status === 'none' || next === 'complete' || next === 'pending');
  const orderId = paypal.status === 'done' ? (paypal.response.order?._id ?? null) : props.orderId;
  const order = useOrder(isPlaced ? orderId : null);

  useEffect(() => {
    if (!isPlaced) return;
    onCompleted();
    void wipeOrderData();
  }, [isPlaced, onCompleted]);
  useEffect(() => {
    if (paypal.status === 'error' || order.isError) {
      notify({ type: 'warning', header: t('errors.header'), body: t('errors.body') });
    }
  }, [paypal.status, order.isError, t]);

  if (paypal.status === 'done' && next === 'retry' && paypal.response.declined !== undefined) {
    const { declined, redirectUrl } = paypal.response;
    return <PayPalDeclined reason={declined} redirectUrl={redirectUrl ?? ''} />;
  }
  if (isElsewhere && next !== null && next !== 'retry') {
    return <PayPalNeutralOutcome next={next} language={language} />;
  }
  if (paypal.status === 'done' && next === 'failed') {
    return <Navigate to={to('/order-failed')} replace />;
  }
  if (paypal.status === 'done' && next === 'retry' && paypal.response.redirectUrl) {
    return (
      <Navigate
        to={to('/redirecting')}
        state={{ redirectUrl: paypal.response.redirectUrl }}
        replace
      />
    );
  }
  if (paypal.status === 'error' || order.isError) {
    return <CheckoutStatus title={t('errors.header')} lead={t('errors.body')} toStart={to('/')} />;
  }
  if (paypal.status === 'pending' || (orderId !== null && order.data === undefined)) {
    return <CheckoutStatus title={t('complete.title')} lead={t('complete.loading')} isBusy />;
  }
  const data = order.data ?? null;
  return (
    <div className="checkout-page order-complete container">
      <header className="checkout-page__header">
        <h1>{t('complete.title')}</h1>
        {data !== null && (
          <p className="checkout-page__lead" data-testid="complete-email">
            {t('complete.lead', { email: data.email })}
          </p>
        )}
        {data?.paymentStatus === 'PAYMENT_PENDING' && data.paymentMethod === 'paypal' && (
          <p className="checkout-hint checkout-hint--warning" role="status">
            {t('complete.paymentPending')}
          </p>
        )}
      </header>
      {data !== null && props.renderOrder(data)}
      <p className="checkout-actions">
        <Link className="button button--primary" to={to('/')}>
          {t('complete.toStart')}
        </Link>
      </p>
    </div>
  );
}
