import type { CartItem } from '@print/contracts';
import { computeOrderTotals, DEFAULT_TAX_RATE_BP, type OrderTotals } from '@print/domain';

/**
 * The cart's sums by the order-total rules of DECISIONS.md (no voucher and no shipping chosen
 * yet): net positions, small-order surcharge below CHF 200.00, tax, and the hint to show.
 */
export function computeCartTotals(
  items: readonly Pick<CartItem, 'pricing'>[],
  taxRateBp: number = DEFAULT_TAX_RATE_BP,
): OrderTotals {
  return computeOrderTotals({
    lineNetCents: items.map((item) => item.pricing.netPrice),
    voucher: null,
    shipping: null,
    taxRateBp,
  });
}
