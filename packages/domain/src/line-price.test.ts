import { describe, expect, it } from 'vitest';
import { breakdownLinePrice } from './line-price.js';
import { priceCart } from './price-cart.js';

describe('rule: a configured line shows net, tax and the gross line the cart will show (gross unit rounded once × quantity)', () => {
  it.each([
    // unit, quantity, rate bp → net, tax, total, percent
    [2840, 1, 810, 2840, 230, 3070, 8.1],
    [2556, 10, 810, 25560, 2070, 27630, 8.1],
    // 1005 × 8.1 % = 81.405 → 81 per piece; the tax on the whole line (244.2) would give 244
    [1005, 3, 810, 3015, 243, 3258, 8.1],
    [1000, 1, 770, 1000, 77, 1077, 7.7],
    [999, 2, 0, 1998, 0, 1998, 0],
  ])(
    '%i × %i at %i bp → net %i + tax %i = %i (%d %)',
    (unitNetCents, quantity, taxRateBp, netCents, taxCents, totalCents, taxRatePercent) => {
      expect(breakdownLinePrice({ unitNetCents, quantity, taxRateBp })).toEqual({
        unitNetCents,
        netCents,
        taxCents,
        totalCents,
        taxRateBp,
        taxRatePercent,
      });
    },
  );

  it('agrees with the cart’s gross line for a private customer', () => {
    const cart = priceCart({
      lines: [{ itemId: 'a', unitNetCents: 1005, quantity: 3, productionDays: 5 }],
      country: { countryCode: 'CH', taxRateBp: 810, shippingMethods: [] },
      isBusinessCustomer: false,
      shippingMethodId: null,
      voucher: null,
      now: new Date('2026-11-24T10:00:00Z'),
    });
    if (!cart.ok) throw new Error(cart.error.code);
    const line = breakdownLinePrice({ unitNetCents: 1005, quantity: 3, taxRateBp: 810 });
    expect(cart.value.lines[0]?.display.lineCents).toBe(line.totalCents);
  });
});
