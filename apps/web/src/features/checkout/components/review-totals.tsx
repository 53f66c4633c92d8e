import type { CartTotals } from '@print/contracts';
import { formatDeliveryDate, formatMoney, formatTaxRate } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { useCheckoutText } from '../texts';

function Line(props: { readonly label: string; readonly cents: number; readonly testId?: string }) {
  return (
    <div>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{formatMoney(props.cents)}</dd>
    </div>
  );
}

/** The order sum exactly as the server computed it (GET …/totals), with its hints. */
export function ReviewTotals({
  totals,
  language,
}: {
  readonly totals: CartTotals;
  readonly language: Language;
}) {
  const t = useCheckoutText();
  const rate = formatTaxRate(totals.taxRateBp, language);
  const { hint } = totals;
  return (
    <section className="review-section review-totals" aria-labelledby="review-totals-title">
      <h2 id="review-totals-title">{t('review.orderSummary')}</h2>
      {hint?.kind === 'MINIMUM_NOT_REACHED' && (
        <p className="checkout-hint checkout-hint--warning" data-testid="review-hint">
          {t('totals.minimumNotReached', { surcharge: formatMoney(hint.surchargeCents) })}
        </p>
      )}
      {hint?.kind === 'FREE_SHIPPING_MISSING' && (
        <p className="checkout-hint" data-testid="review-hint">
          {t('totals.freeShippingMissing', { missing: formatMoney(hint.missingCents) })}
        </p>
      )}
      {totals.voucher?.isApplied === false && (
        <p className="checkout-hint checkout-hint--warning" role="status">
          {t('voucher.notRedeemable', { code: totals.voucher.code })}
        </p>
      )}
      <dl className="totals-list">
        <Line label={t('totals.positions')} cents={totals.positionNetCents} />
        {totals.discountCents > 0 && (
          <Line
            label={t('totals.discount')}
            cents={-totals.discountCents}
            testId="review-discount"
          />
        )}
        {totals.smallOrderSurchargeCents > 0 && (
          <Line label={t('totals.surcharge')} cents={totals.smallOrderSurchargeCents} />
        )}
        <Line
          label={totals.shippingMethod?.name ?? t('totals.shipping')}
          cents={totals.shippingCents}
          testId="review-shipping"
        />
        <Line label={t('totals.net')} cents={totals.netTotalCents} testId="review-net" />
        <Line label={t('totals.tax', { rate })} cents={totals.taxCents} testId="review-tax" />
        <div className="totals-list__total">
          <dt>{t('totals.total')}</dt>
          <dd data-testid="review-total">{formatMoney(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="checkout-note">
        {t('review.productionTime', { count: totals.productionDays })}
      </p>
      {totals.deliveryDate !== null && (
        <p className="checkout-note" data-testid="review-delivery-date">
          {t('review.deliveryDate', {
            date: formatDeliveryDate(totals.deliveryDate, language),
          })}
        </p>
      )}
    </section>
  );
}
