import { formatChf, type OrderTotals } from '@print/domain';
import { formatTaxRate } from '../../../lib/format';
import type { Language } from '../../../lib/language';
import { fillText } from '../../../lib/fill-text';
import type { CartMessages } from '../../../locales/de/cart';

export interface CartSummaryProps {
  readonly totals: OrderTotals;
  readonly texts: CartMessages;
  readonly isBusinessCustomer: boolean;
  readonly language: Language;
  readonly onNextStep: () => void;
}

/** Sums and the order-value hints of DECISIONS.md, with the way on to checkout. */
export function CartSummary(props: CartSummaryProps) {
  const { totals, texts, isBusinessCustomer, language, onNextStep } = props;
  const rate = formatTaxRate(totals.taxRateBp, language);
  const { hint } = totals;
  return (
    <aside className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cart-summary__title">
        {texts.summary.title}
      </h2>
      {hint?.kind === 'MINIMUM_NOT_REACHED' && (
        <p className="cart-hint cart-hint--warning" data-testid="cart-hint">
          {fillText(texts.summary.minimumNotReached, { surcharge: formatChf(hint.surchargeCents) })}
        </p>
      )}
      {hint?.kind === 'FREE_SHIPPING_MISSING' && (
        <p className="cart-hint" data-testid="cart-hint">
          {fillText(texts.summary.freeShippingMissing, { missing: formatChf(hint.missingCents) })}
        </p>
      )}
      {hint === null && totals.positionNetCents > 0 && (
        <p className="cart-hint cart-hint--success" data-testid="cart-hint">
          {texts.summary.freeShipping}
        </p>
      )}
      <dl className="cart-summary__lines">
        <div>
          <dt>{texts.summary.positions}</dt>
          <dd>{formatChf(totals.positionNetCents)}</dd>
        </div>
        {totals.smallOrderSurchargeCents > 0 && (
          <div>
            <dt>{texts.summary.surcharge}</dt>
            <dd>{formatChf(totals.smallOrderSurchargeCents)}</dd>
          </div>
        )}
        <div className="cart-summary__net">
          <dt>{texts.summary.net}</dt>
          <dd data-testid="cart-net">{formatChf(totals.netTotalCents)}</dd>
        </div>
        {isBusinessCustomer && (
          <div>
            <dt>{fillText(texts.summary.tax, { rate })}</dt>
            <dd>{formatChf(totals.taxCents)}</dd>
          </div>
        )}
        <div className="cart-summary__total">
          <dt>{texts.summary.total}</dt>
          <dd data-testid="cart-total">{formatChf(totals.totalCents)}</dd>
        </div>
      </dl>
      <p className="cart-summary__note">
        {fillText(isBusinessCustomer ? texts.summary.plusTax : texts.summary.inclTax, { rate })} ·{' '}
        {texts.summary.shippingNote}
      </p>
      <button
        type="button"
        className="button button--primary button--large cart-summary__next"
        onClick={onNextStep}
      >
        {texts.nextStep}
      </button>
    </aside>
  );
}
