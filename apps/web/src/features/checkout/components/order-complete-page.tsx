import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { OrderView } from '@print/contracts';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
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

/** A prepaid order not paid yet: production starts when the money is there (issue 24 point 13). */
function PrepaidNote({
  prepayment,
}: {
  readonly prepayment: NonNullable<OrderView['prepayment']>;
}) {
  const t = useCheckoutText();
  const amount = formatMoney(prepayment.amountCents);
  return (
    <section
      className="checkout-hint checkout-hint--warning prepaid-note"
      role="status"
      aria-labelledby="prepaid-note-title"
      data-testid="prepaid-note"
    >
      <h2 id="prepaid-note-title">{t('complete.prepaidTitle')}</h2>
      <p>{t('complete.prepaidLead', { amount })}</p>
      <p>{t('complete.prepaidHow')}</p>
      <dl className="prepaid-note__data">
        <dt>{t('complete.prepaidAmount')}</dt>
        <dd>{amount}</dd>
        <dt>{t('complete.prepaidCreditor')}</dt>
        <dd>{prepayment.creditorName}</dd>
        <dt>{t('complete.prepaidIban')}</dt>
        <dd data-testid="prepaid-iban">{prepayment.iban}</dd>
        <dt>{t('complete.prepaidReference')}</dt>
        <dd data-testid="prepaid-reference">{prepayment.reference}</dd>
      </dl>
    </section>
  );
}

/**
 * Opened without an order of this browser (no id, another customer's id, a reload after the
 * session ended): no "thank you", nothing wiped (issue 24 point 13).
 */
function NoOrderOutcome({ language }: { readonly language: Language }) {
  const t = useCheckoutText();
  return (
    <div data-testid="no-order-outcome">
      <CheckoutStatus
        title={t('complete.noOrderTitle')}
        lead={t('complete.noOrderLead')}
        toStart={localizePath('/', language)}
      >
        <p className="checkout-actions">
          <Link className="button button--secondary" to={localizePath('/account', language)}>
            {t('complete.toAccount')}
          </Link>
        </p>
      </CheckoutStatus>
    </div>
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * /order-complete(/:orderId): reports a PayPal return first (and follows its `next`), then shows
 * the order, wipes the local order data and starts a new cart (spec 2 §2, §4) — only once the
 * order is there: opened without one it says so and changes nothing (issue 24 point 13).
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
  const isMissing =
    (paypal.status === 'none' && orderId === null) || (order.isError && isNotFound(order.error));
  const isShown = isPlaced && order.data !== undefined;

  useEffect(() => {
    if (!isShown) return;
    onCompleted();
    void wipeOrderData();
  }, [isShown, onCompleted]);
  useEffect(() => {
    if (paypal.status === 'error' || (order.isError && !isMissing)) {
      notify({ type: 'warning', header: t('errors.header'), body: t('errors.body') });
    }
  }, [paypal.status, order.isError, isMissing, t]);

  if (paypal.status === 'done' && next === 'retry' && paypal.response.declined !== undefined) {
    const { declined, redirectUrl } = paypal.response;
    return <PayPalDeclined reason={declined} redirectUrl={redirectUrl ?? ''} />;
  }
  if (isElsewhere && next !== null && next !== 'retry') {
    return <PayPalNeutralOutcome next={next} language={language} />;
  }
  if (paypal.status === 'done' && next === 'failed') {
    return <Navigate to={to('/order-failed')} state={{ failed: true }} replace />;
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
  if (isMissing) return <NoOrderOutcome language={language} />;
  if (paypal.status === 'error' || order.isError) {
    return <CheckoutStatus title={t('errors.header')} lead={t('errors.body')} toStart={to('/')} />;
  }
  if (paypal.status === 'pending' || (orderId !== null && order.data === undefined)) {
    return <CheckoutStatus title={t('complete.title')} lead={t('complete.loading')} isBusy />;
  }
  const data = order.data ?? null;
  if (data?.orderStatus === 'ORDER_CANCELLED') {
    return (
      <CheckoutStatus
        title={t('complete.cancelledTitle')}
        lead={t('complete.cancelledLead', { orderNumber: data.orderNumber })}
        toStart={to('/')}
      />
    );
  }
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
        {data?.prepayment !== undefined && <PrepaidNote prepayment={data.prepayment} />}
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
