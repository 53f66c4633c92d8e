import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CustomerOffer } from '@print/contracts';
import { OFFER_DECLINE_REASON_MAX_LENGTH } from '@print/domain';
import { ApiError } from '../../../lib/api-client';
import { formatDeliveryDate, formatMoney, formatTaxRate } from '../../../lib/format';
import { localizePath, type Language } from '../../../lib/language';
import { useAcceptOffer, useDeclineOffer, useOffer, type OfferKey } from '../api/offer';
import { useOrdersText, type OrdersText } from '../texts';

function statusText(offer: CustomerOffer, t: OrdersText, language: Language): string {
  const validUntil = formatDeliveryDate(offer.validUntil, language);
  switch (offer.status) {
    case 'sent':
      return offer.canAccept
        ? t('offer.status.open', { date: validUntil })
        : t('offer.status.superseded', { revision: offer.latestRevision });
    case 'accepted':
      return t('offer.status.accepted');
    case 'superseded':
      return t('offer.status.superseded', { revision: offer.latestRevision });
    case 'expired':
      return t('offer.status.expired', { date: validUntil });
    case 'declined':
      return t('offer.status.declined');
  }
}

function answerError(error: unknown, t: OrdersText): string {
  const code = error instanceof ApiError ? error.code : '';
  if (code === 'OFFER_EXPIRED') return t('offer.errors.expired');
  if (code === 'OFFER_SUPERSEDED') return t('offer.errors.superseded');
  if (code === 'OFFER_DECLINED') return t('offer.status.declined');
  return t('errors.body');
}

/** "Decline": asks for an optional reason first, then closes the revision. */
function DeclineOffer({ offerKey }: { readonly offerKey: OfferKey }) {
  const t = useOrdersText();
  const id = useId();
  const decline = useDeclineOffer(offerKey);
  const [isAsking, setIsAsking] = useState(false);
  const [reason, setReason] = useState('');
  if (!isAsking) {
    return (
      <button type="button" className="button" onClick={() => setIsAsking(true)}>
        {t('offer.decline')}
      </button>
    );
  }
  return (
    <form
      className="offer-panel__decline"
      onSubmit={(event) => {
        event.preventDefault();
        decline.mutate(reason);
      }}
    >
      <label htmlFor={`${id}-reason`}>{t('offer.declineReason')}</label>
      <textarea
        id={`${id}-reason`}
        value={reason}
        maxLength={OFFER_DECLINE_REASON_MAX_LENGTH}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="orders-page__actions">
        <button type="submit" className="button" disabled={decline.isPending}>
          {decline.isPending ? t('offer.declining') : t('offer.declineConfirm')}
        </button>
        <button type="button" className="button" onClick={() => setIsAsking(false)}>
          {t('offer.declineBack')}
        </button>
      </div>
      {decline.isError && <p role="alert">{answerError(decline.error, t)}</p>}
    </form>
  );
}

function OfferLines({
  offer,
  language,
}: {
  readonly offer: CustomerOffer;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const { totals } = offer;
  return (
    <table className="order-items">
      <caption className="visually-hidden">{t('fields.items')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('items.name')}</th>
          <th scope="col" className="order-items__number">
            {t('items.quantity')}
          </th>
          <th scope="col" className="order-items__number">
            {t('items.unitPrice')}
          </th>
          <th scope="col" className="order-items__number">
            {t('items.sum')}
          </th>
        </tr>
      </thead>
      <tbody>
        {offer.lines.map((line) => (
          <tr key={line.lineId} data-testid="offer-line">
            <td>
              <span className="order-items__name">{line.name}</span>
              <br />
              <span>{line.details}</span>
            </td>
            <td className="order-items__number">{line.quantity}</td>
            <td className="order-items__number">{formatMoney(line.unitCents)}</td>
            <td className="order-items__number">{formatMoney(line.lineCents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            {t('offer.net')}
          </th>
          <td className="order-items__number">{formatMoney(totals.netTotalCents)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {t('offer.tax', { rate: formatTaxRate(totals.taxRateBp, language) })}
          </th>
          <td className="order-items__number">{formatMoney(totals.taxCents)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            {t('offer.total')}
          </th>
          <td className="order-items__number" data-testid="offer-total">
            {formatMoney(totals.totalCents)}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * A staff-answered offer (issue 25 item 7): revision, validity, lead time, the offered lines and
 * totals, and the accept button while it is the newest valid revision. By the mailed link or, on
 * the order's page, for its signed-in owner. Renders nothing for a quote without an offer yet.
 */
export function OfferPanel({
  offerKey,
  language,
}: {
  readonly offerKey: OfferKey;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const offer = useOffer(offerKey);
  const accept = useAcceptOffer(offerKey);
  if (offer.isError) {
    const isNotFound = offer.error instanceof ApiError && offer.error.status === 404;
    // On the order's page: no offer sent yet (404) shows nothing; a link that leads nowhere says so.
    if (isNotFound && offerKey.kind === 'order') return null;
    return <p role="alert">{isNotFound ? t('offer.notFound') : t('errors.body')}</p>;
  }
  if (offer.data === undefined) {
    return (
      <p role="status" aria-busy="true">
        {t('offer.loading')}
      </p>
    );
  }
  const data = offer.data;
  return (
    <section className="offer-panel" aria-labelledby="offer-heading">
      <h2 id="offer-heading">
        {t('offer.heading', { orderNumber: data.orderNumber, revision: data.revision })}
      </h2>
      <p role="status">{statusText(data, t, language)}</p>
      <p>{t('offer.leadTime', { days: data.leadTimeDays })}</p>
      <OfferLines offer={data} language={language} />
      {data.canAccept && (
        <div className="orders-page__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={accept.isPending}
            onClick={() => accept.mutate()}
          >
            {accept.isPending ? t('offer.accepting') : t('offer.accept')}
          </button>
          <DeclineOffer offerKey={offerKey} />
          <p>{t('offer.acceptNote')}</p>
        </div>
      )}
      {accept.isError && <p role="alert">{answerError(accept.error, t)}</p>}
      {data.status === 'accepted' && offerKey.kind === 'token' && (
        <p>
          <Link to={localizePath(`/order-details/${data.orderId}`, language)}>
            {t('offer.toOrder')}
          </Link>
        </p>
      )}
    </section>
  );
}

/** /offer/:token: the page of the mailed link (no sign-in needed: the token is the key). */
export function OfferPage({
  token,
  language,
}: {
  readonly token: string;
  readonly language: Language;
}) {
  return (
    <div className="orders-page container">
      <OfferPanel offerKey={{ kind: 'token', token }} language={language} />
    </div>
  );
}
