import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { localizePath, type Language } from '../../../lib/language';
import { useOrder } from '../../../lib/server-state/order';
import { useOrdersText } from '../texts';
import { NotPrintableChoice } from './not-printable-choice';
import { OfferPanel } from './offer-panel';
import { OrderOverview } from './order-overview';
import { PayNowButton } from './pay-now-button';
import { ReorderButton } from './reorder-button';
import './orders.css';

/** /order-details/:orderId: every field of spec 2, reorder and pay now (owner only: 404 else). */
export function OrderDetailsPage({
  orderId,
  language,
}: {
  readonly orderId: string;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const order = useOrder(orderId);
  if (order.isError) {
    const isNotFound = order.error instanceof ApiError && order.error.status === 404;
    return (
      <div className="orders-page container">
        <h1>{t('errors.header')}</h1>
        <p role="alert">{isNotFound ? t('details.notFound') : t('errors.body')}</p>
        <Link to={localizePath('/account', language)}>{t('details.back')}</Link>
      </div>
    );
  }
  if (order.data === undefined) {
    return (
      <div className="orders-page container" aria-busy="true">
        <p role="status">{t('details.loading')}</p>
      </div>
    );
  }
  const data = order.data;
  return (
    <div className="orders-page container">
      <header className="orders-page__header">
        <h1>
          {data.isQuote
            ? t('details.titleQuote', { orderNumber: data.orderNumber })
            : t('details.titleOrder', { orderNumber: data.orderNumber })}
        </h1>
        <div className="orders-page__actions">
          <ReorderButton order={data} language={language} />
          <PayNowButton order={data} language={language} />
        </div>
      </header>
      {/* Files not printable: the customer chooses a changed quote or a cancellation (item 6). */}
      <NotPrintableChoice order={data} />
      {/* A quote request staff have answered: the offer and its accept button (issue 25 item 7);
          also an order sent back for a changed quote. */}
      {(data.isQuote || data.orderStatus === 'QUOTE_GENERATED') && (
        <OfferPanel offerKey={{ kind: 'order', orderId }} language={language} />
      )}
      <OrderOverview order={data} language={language} />
      <p>
        <Link to={localizePath('/account', language)}>{t('details.back')}</Link>
      </p>
    </div>
  );
}
