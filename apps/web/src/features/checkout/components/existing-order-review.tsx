import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/checkbox-field';
import { ApiError } from '../../../lib/api-client';
import { localizePath, type Language } from '../../../lib/language';
import { useOrder } from '../../../lib/server-state/order';
import type { OrderView } from '@print/contracts';
import { useCheckoutText } from '../texts';
import { CheckoutStatus } from './checkout-status';
import './checkout.css';

export interface ExistingOrderReviewProps {
  readonly language: Language;
  readonly orderId: string;
  /** The order's details and its pay-now action (composed by the route from orders). */
  readonly renderOrder: (order: OrderView) => ReactNode;
  readonly renderAction: (order: OrderView) => ReactNode;
}

/** /review-order/:orderId: the placed order read-only, terms counted as agreed (spec 2 §2). */
export function ExistingOrderReview({
  language,
  orderId,
  renderOrder,
  renderAction,
}: ExistingOrderReviewProps) {
  const t = useCheckoutText();
  const order = useOrder(orderId);
  const to = (path: string) => localizePath(path, language);
  if (order.isError) {
    const isNotFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <CheckoutStatus
        title={t('errors.header')}
        lead={isNotFound ? t('errors.orderNotFound') : t('errors.body')}
        toStart={to('/')}
      />
    );
  }
  if (order.data === undefined) {
    return <CheckoutStatus title={t('review.title')} lead={t('review.loading')} isBusy />;
  }
  return (
    <div className="checkout-page container">
      <header className="checkout-page__header">
        <h1>{t('details.titleExisting', { orderNumber: order.data.orderNumber })}</h1>
        <p className="checkout-page__lead">{t('details.readOnly')}</p>
      </header>
      {renderOrder(order.data)}
      <CheckboxField id="terms" label={t('review.terms')} isRequired checked disabled />
      <div className="checkout-actions">
        <Link className="button button--secondary" to={to(`/payment-details/${order.data._id}`)}>
          {t('review.showDetails')}
        </Link>
        {renderAction(order.data)}
      </div>
    </div>
  );
}
