import { describe, expect, it } from 'vitest';
import { computeCartTotals } from './cart-totals';

function lines(...netCents: number[]) {
  return netCents.map((netPrice) => ({ pricing: { netPrice, totalPrice: 0, unitNetPrice: 0 } }));
}

describe('cart hints (DECISIONS.md "Order totals")', () => {
  it('below CHF 200.00 net: minimum not reached, with the surcharge', () => {
    const totals = computeCartTotals(lines(10_000, 5_000));
    expect(totals.hint).toEqual({ kind: 'MINIMUM_NOT_REACHED', surchargeCents: 5_000 });
    expect(totals.smallOrderSurchargeCents).toBe(5_000);
    expect(totals.netTotalCents).toBe(20_000);
  });

  it('between 200.00 and 250.00: how much is missing for free shipping', () => {
    expect(computeCartTotals(lines(22_050)).hint).toEqual({
      kind: 'FREE_SHIPPING_MISSING',
      missingCents: 2_950,
    });
  });

  it('exactly 200.00 is no longer below the minimum', () => {
    expect(computeCartTotals(lines(20_000)).hint).toEqual({
      kind: 'FREE_SHIPPING_MISSING',
      missingCents: 5_000,
    });
  });

  it('from 250.00 no hint', () => {
    expect(computeCartTotals(lines(25_000)).hint).toBeNull();
  });

  it('an empty cart has no hint and no surcharge', () => {
    const totals = computeCartTotals([]);
    expect([totals.hint, totals.smallOrderSurchargeCents]).toEqual([null, 0]);
  });

  it('adds 8.1 % tax on the net total by default', () => {
    expect(computeCartTotals(lines(30_000)).taxCents).toBe(2_430);
  });
});
