import type { CartTotals, InclTaxSummary } from '@print/contracts';
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

/**
 * A private customer's sum in gross figures, as the server computed them: the subtotal is the
 * sum of the lines as shown, and a rounding difference (when there is one) closes the gap to the
 * total, so every figure adds up (issue 24 point 13).
 */
function GrossLines(props: {
  readonly totals: CartTotals;
  readonly summary: InclTaxSummary;
  readonly rate: string;
}) {
  const { totals, summary, rate } = props;
  const t = useCheckoutText();
  return (
    <dl className="totals-list">
      <Line label={t('totals.positionsInclTax')} cents={summary.positionsCents} />
      {summary.discountCents > 0 && (
        <Line
          label={t('totals.discount')}
          cents={-summary.discountCents}
          testId="review-discount"
        />
      )}
      {summary.surchargeCents > 0 && (
        <Line label={t('totals.surcharge')} cents={summary.surchargeCents} />
      )}
      <Line
        label={totals.shippingMethod?.name ?? t('totals.shipping')}
        cents={summary.shippingCents}
        testId="review-shipping"
      />
      {summary.roundingCents !== 0 && (
        <Line label={t('totals.rounding')} cents={summary.roundingCents} testId="review-rounding" />
      )}
      <div className="totals-list__total">
        <dt>{t('totals.total')}</dt>
        <dd data-testid="review-total">{formatMoney(summary.totalCents)}</dd>
      </div>
      <div className="totals-list__included">
        <dt>{t('totals.taxIncluded', { rate })}</dt>
        <dd data-testid="review-tax">{formatMoney(summary.taxCents)}</dd>
      </div>
    </dl>
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
      {totals.inclTaxSummary !== null ? (
        <GrossLines totals={totals} summary={totals.inclTaxSummary} rate={rate} />
      ) : (
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
      )}
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
