import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { LegacyOrder, LegacyTrackOrderRequest } from '@print/contracts';
import { selectOrderStatusLabelKey } from '@print/domain';
import { TextField } from '../../../components/text-field';
import type { Language } from '../../../lib/language';
import { useLegacyOrder } from '../api/track-order';
import { useOrdersText } from '../texts';
import { formatOrderDate } from '../utils/format-date';
import './orders.css';
import { formatMoney } from '../../../lib/format';

function join(...parts: string[]): string {
  return parts.filter((part) => part.trim() !== '').join(' ');
}

function LegacyOrderResult({
  order,
  language,
}: {
  readonly order: LegacyOrder;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const days = (value: number | null) =>
    value === null ? '' : t('fields.productionDays', { count: value });
  const workingDays = (value: number | null) =>
    value === null ? '' : t('fields.shippingDays', { count: value });
  const rows: [string, string][] = [
    [t('track.date'), formatOrderDate(order.date, language)],
    [
      t('track.status'),
      order.orderStatus === undefined
        ? order.publicStatus_de
        : t(`status.${selectOrderStatusLabelKey(order.orderStatus)}`),
    ],
    [t('track.productionTime'), days(order.prodTime)],
    [t('track.shippingTime'), workingDays(order.shipTime)],
    [
      t('track.shipTo'),
      join(
        order.shipFirstName,
        order.shipLastName + ',',
        order.shipStreet,
        order.shipHouseNumber + ',',
        order.shipPostcode,
        order.shipCity + ',',
        order.shipCountry,
      ),
    ],
    [
      t('track.billTo'),
      join(
        order.billFirstName,
        order.billLastName + ',',
        order.billStreet,
        order.billHouseNumber + ',',
        order.billPostcode,
        order.billCity + ',',
        order.billCountry,
      ),
    ],
    [t('track.eMail'), order.eMail],
    [
      t('track.paymentMethod'),
      order.paymentMethod === undefined
        ? order.methodForm_de
        : t(`paymentMethod.${order.paymentMethod}`),
    ],
    [t('track.shipCost'), formatMoney(order.shipCostCents)],
    [t('track.total'), formatMoney(order.priceBruttoCents)],
  ];
  return (
    <section className="track-result" aria-labelledby="track-result-title">
      <h2 id="track-result-title">{t('track.result', { id: order.id })}</h2>
      <dl className="order-facts">
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/** A submitted form's fields (also an old link's, which still carried the e-mail). */
function requestOf(orderId: string, email: string): LegacyTrackOrderRequest | null {
  const request = { orderId: orderId.trim(), email: email.trim() };
  return request.orderId !== '' && request.email !== '' ? request : null;
}

/**
 * /track-order: the legacy tracking of spec 2 §2. Only the order number goes into the URL (a
 * shareable link fills it in); the e-mail never does, so browser history and server logs never
 * hold it. An old link with `email=` is still answered once, and the address is dropped from
 * the URL at once.
 */
export function TrackOrderPage({ language }: { readonly language: Language }) {
  const t = useOrdersText();
  const [searchParams, setSearchParams] = useSearchParams();
  const [orderId, setOrderId] = useState(searchParams.get('orderId') ?? '');
  const [email, setEmail] = useState(searchParams.get('email') ?? '');
  const [submitted, setSubmitted] = useState(() =>
    requestOf(searchParams.get('orderId') ?? '', searchParams.get('email') ?? ''),
  );
  const hasEmailInUrl = searchParams.has('email');
  useEffect(() => {
    if (!hasEmailInUrl) return;
    const next = new URLSearchParams(searchParams);
    next.delete('email');
    setSearchParams(next, { replace: true });
  }, [hasEmailInUrl, searchParams, setSearchParams]);
  const result = useLegacyOrder(submitted);
  return (
    <div className="orders-page container">
      <h1>{t('track.title')}</h1>
      <p className="orders-page__lead">{t('track.lead')}</p>
      <form
        className="track-form"
        onSubmit={(event) => {
          event.preventDefault();
          setSearchParams({ orderId: orderId.trim() });
          setSubmitted(requestOf(orderId, email));
        }}
      >
        <TextField
          id="track-order-id"
          label={t('track.orderId')}
          isRequired
          required
          value={orderId}
          onChange={(event) => setOrderId(event.target.value)}
        />
        <TextField
          id="track-email"
          label={t('track.email')}
          type="email"
          isRequired
          required
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary">
          {t('track.submit')}
        </button>
      </form>
      {result.isFetching && <p role="status">{t('track.loading')}</p>}
      {result.isError && <p role="alert">{t('errors.body')}</p>}
      {result.data === null && <p role="alert">{t('track.notFound')}</p>}
      {result.data && <LegacyOrderResult order={result.data} language={language} />}
    </div>
  );
}
