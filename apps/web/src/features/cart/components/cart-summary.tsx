import type { CartTotals, InclTaxSummary } from '@print/contracts';
import { formatDeliveryDate, formatMoney, formatTaxRate } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { useCartText } from '../texts';

export interface CartSummaryProps {
  /** The server's figures (GET …/totals); null while they load. */
  readonly totals: CartTotals | null;
  readonly language: Language;
  readonly onNextStep: () => void;
}

function SummaryLine(props: {
  readonly label: string;
  readonly cents: number;
  readonly testId?: string;
}) {
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
  const t = useCartText();
  return (
    <dl className="cart-summary__lines">
      <SummaryLine label={t('summary.positionsInclTax')} cents={summary.positionsCents} />
      {summary.discountCents > 0 && (
        <SummaryLine
          label={
            totals.voucher?.isApplied === true
              ? t('summary.discountCode', { code: totals.voucher.code })
              : t('summary.discount')
          }
          cents={-summary.discountCents}
          testId="cart-discount"
        />
      )}
      {summary.surchargeCents > 0 && (
        <SummaryLine label={t('summary.surcharge')} cents={summary.surchargeCents} />
      )}
      {totals.shippingMethod !== null && (
        <SummaryLine label={totals.shippingMethod.name} cents={summary.shippingCents} />
      )}
      {summary.roundingCents !== 0 && (
        <SummaryLine
          label={t('summary.rounding')}
          cents={summary.roundingCents}
          testId="cart-rounding"
        />
      )}
      <div className="cart-summary__total">
        <dt>{t('summary.total')}</dt>
        <dd data-testid="cart-total">{formatMoney(summary.totalCents)}</dd>
      </div>
      <div className="cart-summary__included">
        <dt>{t('summary.taxIncluded', { rate })}</dt>
        <dd data-testid="cart-tax">{formatMoney(summary.taxCents)}</dd>
      </div>
    </dl>
  );
}

/** Sums and order-value hints exactly as the server computed them, with the way on to checkout. */
export function CartSummary({ totals, language, onNextStep }: CartSummaryProps) {
  const t = useCartText();
  if (totals === null) {
    return (
      <aside className="cart-summary" aria-busy="true" aria-labelledby="cart-summary-title">
        <h2 id="cart-summary-title" className="cart-summary__title">
          {t('summary.title')}
        </h2>
        <p className="cart-summary__note">{t('loading')}</p>
      </aside>
    );
  }
  const rate = formatTaxRate(totals.taxRateBp, language);
  const { hint } = totals;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {t('summary.title')}
      </h2>
      {hint?.kind === 'MINIMUM_NOT_REACHED' && (
        <p className="cart-hint cart-hint--warning" data-testid="cart-hint">
          {t('summary.minimumNotReached', { surcharge: formatMoney(hint.surchargeCents) })}
        </p>
      )}
      {hint?.kind === 'FREE_SHIPPING_MISSING' && (
        <p className="cart-hint" data-testid="cart-hint">
          {t('summary.freeShippingMissing', { missing: formatMoney(hint.missingCents) })}
        </p>
      )}
      {hint === null && totals.positionNetCents > 0 && (
        <p className="cart-hint cart-hint--success" data-testid="cart-hint">
          {t('summary.freeShipping')}
        </p>
      )}
      {totals.voucher?.isApplied === false && (
        <p
          className="cart-hint cart-hint--warning"
          role="status"
          data-testid="cart-voucher-refused"
        >
          {t('summary.voucherNotRedeemable', { code: totals.voucher.code })}
        </p>
      )}
      {totals.inclTaxSummary !== null ? (
        <GrossLines totals={totals} summary={totals.inclTaxSummary} rate={rate} />
      ) : (
        <dl className="cart-summary__lines">
          <SummaryLine label={t('summary.positions')} cents={totals.positionNetCents} />
          {totals.discountCents > 0 && (
            <SummaryLine
              label={
                totals.voucher?.isApplied === true
                  ? t('summary.discountCode', { code: totals.voucher.code })
                  : t('summary.discount')
              }
              cents={-totals.discountCents}
              testId="cart-discount"
            />
          )}
          {totals.smallOrderSurchargeCents > 0 && (
            <SummaryLine label={t('summary.surcharge')} cents={totals.smallOrderSurchargeCents} />
          )}
          {totals.shippingMethod !== null && (
            <SummaryLine label={totals.shippingMethod.name} cents={totals.shippingCents} />
          )}
          <div className="cart-summary__net">
            <dt>{t('summary.net')}</dt>
            <dd data-testid="cart-net">{formatMoney(totals.netTotalCents)}</dd>
          </div>
          <SummaryLine
            label={t('summary.tax', { rate })}
            cents={totals.taxCents}
            testId="cart-tax"
          />
          <div className="cart-summary__total">
            <dt>{t('summary.total')}</dt>
            <dd data-testid="cart-total">{formatMoney(totals.totalCents)}</dd>
          </div>
        </dl>
      )}
      <p className="cart-summary__note">
        {totals.taxDisplay === 'PLUS_TAX'
          ? t('summary.plusTax', { rate })
          : t('summary.inclTax', { rate })}{' '}
        · {t('summary.shippingNote')}
      </p>
      {totals.productionEndDate !== null && (
        <p className="cart-summary__note" data-testid="cart-production-end">
          {t('summary.productionEnd', {
            date: formatDeliveryDate(totals.productionEndDate, language),
          })}
        </p>
      )}
      <button
        type="button"
        className="button button--primary button--large cart-summary__next"
        onClick={onNextStep}
      >
        {t('nextStep')}
      </button>
    </aside>
  );
}
