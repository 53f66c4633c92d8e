import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InclTaxSummary } from './incl-tax-summary.js';
import { priceCart, type PriceCartInput } from './price-cart.js';

const NOW = new Date('2026-11-24T10:00:00Z');
const CH = {
  countryCode: 'CH',
  taxRateBp: 810,
  shippingMethods: [
    { id: 'std', name: 'Standard', priceCents: 990, shippingTimeDays: 2, isStandard: true },
  ],
};

function price(input: Partial<PriceCartInput>) {
  const result = priceCart({
    lines: [],
    country: CH,
    isBusinessCustomer: false,
    shippingMethodId: null,
    voucher: null,
    now: NOW,
    ...input,
  });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const shownSum = (s: InclTaxSummary) =>
  s.positionsCents - s.discountCents + s.surchargeCents + s.shippingCents + s.roundingCents;

describe('rule: what a private customer is shown adds up to the total (issue 24 point 13)', () => {
  it('5 × 42.50 net: the lines show 5 × 45.94 = 229.70, the total is 229.71: rounding + 0.01', () => {
    // 212.50 net × 8.1 % = 17.2125 → total 229.71; per unit 42.50 × 8.1 % = 3.4425 → 45.94.
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 4250, quantity: 5, productionDays: 7 }],
    });
    expect(cart.lines[0]?.display.lineCents).toBe(22_970);
    expect(cart.totalCents).toBe(22_971);
    expect(cart.inclTaxSummary).toEqual({
      positionsCents: 22_970,
      discountCents: 0,
      surchargeCents: 0,
      shippingCents: 0,
      roundingCents: 1,
      totalCents: 22_971,
      taxCents: 1_721,
    });
  });

  it('surcharge and shipping grossed up once each; the rounding can be negative (− 0.01)', () => {
    // 2 × 27.03 = 54.06 shown; surcharge 150.00 → 162.15; shipping 9.90 → 10.70; sum 226.91;
    // net 209.90, tax 17.00 (17.0019), total 226.90.
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 2500, quantity: 2, productionDays: 7 }],
      shippingMethodId: 'std',
    });
    expect(cart.totalCents).toBe(22_690);
    expect(cart.inclTaxSummary).toMatchObject({
      positionsCents: 5_406,
      surchargeCents: 16_215,
      shippingCents: 1_070,
      roundingCents: -1,
      totalCents: 22_690,
    });
  });

  it('nothing left over: no rounding difference (2 × 100.00 → 2 × 108.10 = 216.20)', () => {
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 10_000, quantity: 2, productionDays: 7 }],
    });
    expect(cart.inclTaxSummary?.roundingCents).toBe(0);
    expect(cart.inclTaxSummary?.positionsCents).toBe(cart.totalCents);
  });

  it('business customers see net figures plus tax: no gross summary', () => {
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 4250, quantity: 4, productionDays: 7 }],
      isBusinessCustomer: true,
    });
    expect(cart.inclTaxSummary).toBeNull();
  });

  it('for any cart the shown rows add up to the total, and the rounding stays a few cents', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            unitNetCents: fc.integer({ min: 0, max: 500_000 }),
            quantity: fc.integer({ min: 1, max: 500 }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.boolean(),
        (lines, withShipping) => {
          const cart = price({
            lines: lines.map((line, index) => ({
              ...line,
              itemId: `i${index}`,
              productionDays: 5,
            })),
            shippingMethodId: withShipping ? 'std' : null,
          });
          const summary = cart.inclTaxSummary;
          expect(summary).not.toBeNull();
          if (summary === null) return;
          expect(shownSum(summary)).toBe(cart.totalCents);
          // Each displayed unit is off by at most half a cent, times its quantity, plus the
          // three grossed-up rows and the total's own rounding.
          const bound = lines.reduce((sum, line) => sum + line.quantity, 0) / 2 + 2;
          expect(Math.abs(summary.roundingCents)).toBeLessThanOrEqual(bound);
        },
      ),
    );
  });
});
