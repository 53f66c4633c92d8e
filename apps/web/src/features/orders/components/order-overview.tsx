import type { OrderView } from '@print/contracts';
import { selectOrderStatusLabelKey } from '@print/domain';
import { formatDeliveryDate } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { useOrdersText } from '../texts';
import { formatOrderDate } from '../utils/format-date';
import { CreditNoteLinks } from './credit-note-links';
import { OrderItems, OrderTotals } from './order-lines';
import './orders.css';

function AddressBlock({ address }: { readonly address: OrderView['billingInformation'] }) {
  const lines = [
    address.company,
    `${address.firstname} ${address.lastname}`.trim(),
    address.street,
    address.addressSuffix,
    `${address.postalCode} ${address.city}`.trim(),
    address.country.name,
  ].filter((line) => line !== '');
  return (
    <address>
      {lines.map((line, index) => (
        <span key={index} className="order-address__line">
          {line}
        </span>
      ))}
    </address>
  );
}

/**
 * Every field of an order (spec 2 §2 order complete and order details): number, date, status,
 * payment, reference, addresses, times, items, totals and the document links.
 */
export function OrderOverview({
  order,
  language,
}: {
  readonly order: OrderView;
  readonly language: Language;
}) {
  const t = useOrdersText();
  const facts: [string, string, string][] = [
    [
      order.isQuote ? t('fields.quoteNumber') : t('fields.orderNumber'),
      order.orderNumber,
      'order-number',
    ],
    [t('fields.date'), formatOrderDate(order.createdAt, language), 'order-date'],
    [
      t('fields.status'),
      t(`status.${selectOrderStatusLabelKey(order.orderStatus)}`),
      'order-status',
    ],
    [t('fields.paymentStatus'), t(`paymentStatus.${order.paymentStatus}`), 'order-payment-status'],
    [t('fields.paymentMethod'), t(`paymentMethod.${order.paymentMethod}`), 'order-payment-method'],
    [t('fields.referenceNumber'), order.customerRemarks.referenceNumber, 'order-reference'],
    [t('fields.email'), order.email, 'order-email'],
    [t('fields.shippingMethod'), order.shippingMethod.name, 'order-shipping-method'],
    [
      t('fields.productionTime'),
      t('fields.productionDays', { count: order.estimatedProductionTimeDays }),
      'order-production',
    ],
    [
      t('fields.deliveryTime'),
      formatDeliveryDate(order.estimatedDeliveryDate, language),
      'order-delivery',
    ],
  ];
  if (order.phone !== '') facts.splice(7, 0, [t('fields.phone'), order.phone, 'order-phone']);
  if (order.dueBy !== null)
    facts.splice(2, 0, [t('fields.dueBy'), formatOrderDate(order.dueBy, language), 'order-due']);
  return (
    <div className="order-overview">
      <dl className="order-facts">
        {facts.map(([label, value, testId]) => (
          <div key={testId}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="order-addresses">
        <section aria-labelledby="order-billing-title">
          <h2 id="order-billing-title">{t('fields.billingAddress')}</h2>
          <AddressBlock address={order.billingInformation} />
        </section>
        <section aria-labelledby="order-shipping-title">
          <h2 id="order-shipping-title">{t('fields.shippingAddress')}</h2>
          <AddressBlock address={order.shippingInformation} />
        </section>
      </div>
      <section aria-labelledby="order-items-title">
        <h2 id="order-items-title">{t('fields.items')}</h2>
        <OrderItems items={order.items} />
        <OrderTotals
          totals={order.totals}
          shippingName={order.shippingMethod.name}
          language={language}
        />
      </section>
      {order.documents.length > 0 && (
        <section aria-labelledby="order-documents-title">
          <h2 id="order-documents-title">{t('fields.documents')}</h2>
          <ul className="order-documents">
            {order.documents.map((document) => (
              <li key={document.kind}>
                <a href={document.url} download>
                  {t(`documents.${document.kind}`)}
                </a>
              </li>
            ))}
            <CreditNoteLinks orderId={order._id} />
          </ul>
        </section>
      )}
    </div>
  );
}
