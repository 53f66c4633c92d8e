import type { OrderItem, OrderTotalsView } from '@print/contracts';
import { formatMoney, formatTaxRate } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { useOrdersText } from '../texts';

/** The ordered lines as ordered (names and prices are the order's snapshot). */
export function OrderItems({ items }: { readonly items: readonly OrderItem[] }) {
  const t = useOrdersText();
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
        {items.map((item) => (
          <tr key={item._id} data-testid="order-item">
            <td>
              <span className="order-items__product">
                {item.thumbnail !== null && (
                  <img
                    src={item.thumbnail}
                    alt={t('items.thumbnail', { name: item.name })}
                    width={48}
                    height={48}
                  />
                )}
                <span>
                  <span className="order-items__name">{item.name}</span>
                  <span className="order-items__details">
                    {t('items.details', {
                      mode: item.printMode.name,
                      finish: item.finish.name,
                      color: item.color.name,
                    })}
                  </span>
                  {item.review && (
                    <span className="order-items__review" role="note">
                      <strong>{t(`review.${item.review.verdict}`)}</strong>
                      {item.review.reason && `: ${item.review.reason}`}
                      {item.review.pictureUrl && (
                        <>
                          {' '}
                          <a href={item.review.pictureUrl} target="_blank" rel="noreferrer">
                            {t('review.picture')}
                          </a>
                        </>
                      )}
                    </span>
                  )}
                </span>
              </span>
            </td>
            <td className="order-items__number">{item.quantity}</td>
            <td className="order-items__number">{formatMoney(item.display.unitCents)}</td>
            <td className="order-items__number">{formatMoney(item.display.lineCents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Line(props: { readonly label: string; readonly cents: number; readonly testId?: string }) {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{formatMoney(props.cents)}</dd>
    </div>
  );
}

/** The totals as ordered, in cents from the server. */
export function OrderTotals(props: {
  readonly totals: OrderTotalsView;
  readonly shippingName: string;
  readonly language: Language;
}) {
  const { totals, language } = props;
  const t = useOrdersText();
  return (
    <dl className="order-totals">
      <Line label={t('totals.positions')} cents={totals.positionNetCents} />
      {totals.discountCents > 0 && (
        <Line label={t('totals.discount')} cents={-totals.discountCents} />
      )}
      {totals.smallOrderSurchargeCents > 0 && (
        <Line label={t('totals.surcharge')} cents={totals.smallOrderSurchargeCents} />
      )}
      <Line label={props.shippingName || t('totals.shipping')} cents={totals.shippingCents} />
      <Line label={t('totals.net')} cents={totals.netTotalCents} />
      <Line
        label={t('totals.tax', { rate: formatTaxRate(totals.taxRateBp, language) })}
        cents={totals.taxCents}
      />
      <div className="order-totals__total">
        <dt>{t('totals.total')}</dt>
        <dd data-testid="order-total">{formatMoney(totals.totalCents)}</dd>
      </div>
    </dl>
  );
}
