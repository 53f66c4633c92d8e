import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allocateCents,
  assertCents,
  CHF_ZERO_TEXT,
  divideRoundHalfAwayFromZero,
  formatChf,
  formatChfOrEmpty,
  formatPaymentAmount,
  roundHalfAwayFromZero,
  sumCents,
} from './money.js';

const NBSP = '\u00a0';

describe('rule: rounding is half away from zero (docs/decisions/0007-shop-rulings.md "Language and money")', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [0.5, 1],
    [-0.5, -1],
    [1234.5, 1235],
    [-1234.5, -1235],
    [1.4999, 1],
    [-1.4999, -1],
    [2.4999999, 2],
    [100.49, 100],
    [7, 7],
    [-7, -7],
  ])('rounds %s to %s', (value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it.each([
    ['1.005 CHF in cents (100.49999999999999)', 1.005 * 100, 101],
    ['−1.005 CHF in cents', -1.005 * 100, -101],
    ['2.675 CHF in cents (267.49999999999997)', 2.675 * 100, 268],
    ['1.115 CHF in cents (111.49999999999999)', 1.115 * 100, 112],
    ['0.1 + 0.2 CHF in cents (30.000000000000004)', (0.1 + 0.2) * 100, 30],
  ])('absorbs binary float noise: %s', (_label, value, expected) => {
    expect(roundHalfAwayFromZero(value)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundHalfAwayFromZero(-0.4), 0)).toBe(true);
  });

  it.each([NaN, Infinity, -Infinity])('throws RangeError for %s', (value) => {
    expect(() => roundHalfAwayFromZero(value)).toThrow(RangeError);
  });
});

describe('exact integer division rounding half away from zero', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 3, 1],
    [-4, 3, -1],
    [1, 3, 0],
    [2, 3, 1],
    [9_999_450, 10_000, 1000],
    [9_999_500, 10_000, 1000],
    [9_995_000, 10_000, 1000],
    [9_994_999, 10_000, 999],
  ])('%s / %s → %s', (numerator, denominator, expected) => {
    expect(divideRoundHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });

  it.each([
    [1.5, 2],
    [1, 0],
    [1, -2],
  ])('rejects %s / %s', (numerator, denominator) => {
    expect(() => divideRoundHalfAwayFromZero(numerator, denominator)).toThrow(RangeError);
  });
});

describe('rule: money is integer cents, safe-integer checked', () => {
  it.each([0, 1, -5, Number.MAX_SAFE_INTEGER])('accepts %s', (value) => {
    expect(() => assertCents(value)).not.toThrow();
  });

  it.each([1.5, NaN, Infinity, 2 ** 53])('rejects %s with RangeError naming the label', (value) => {
    expect(() => assertCents(value, 'priceCents')).toThrow(/priceCents/);
  });

  it('sums cents and rejects a non-integer part', () => {
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(sumCents([])).toBe(0);
    expect(() => sumCents([100, 0.5])).toThrow(RangeError);
    expect(() => sumCents([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});

describe('rule: discounts are spread so that the parts sum to the total exactly', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [10, [1, 2], [3, 7]],
    [7, [1, 2, 4], [1, 2, 4]],
    [1, [1, 1], [1, 0]],
    [10, [0, 0], [5, 5]],
    [0, [3, 5], [0, 0]],
    [5, [0, 7], [0, 5]],
    [1000, [12345, 5000], [712, 288]],
  ])('allocates %s over %j as %j', (total, weights, expected) => {
    expect(allocateCents(total, weights)).toEqual(expected);
  });

  it('allows nothing over no weights but refuses to lose money', () => {
    expect(allocateCents(0, [])).toEqual([]);
    expect(() => allocateCents(1, [])).toThrow(RangeError);
  });

  it.each([[[-1, 2]], [[NaN]], [[Infinity]]])('rejects invalid weights %j', (weights) => {
    expect(() => allocateCents(10, weights)).toThrow(RangeError);
  });

  it('property: parts sum to the total and each stays within one cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        (total, weights) => {
          const parts = allocateCents(total, weights);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          parts.forEach((part, i) => {
            const share =
              weightSum === 0 ? total / weights.length : (total * (weights[i] ?? 0)) / weightSum;
            expect(Math.abs(part - share)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe("rule: one money format everywhere (DECISIONS.md): CHF 0.00, CHF 1'234.50, – CHF 8.12", () => {
  it.each([
    [123450, `CHF${NBSP}1'234.50`],
    [1, `CHF${NBSP}0.01`],
    [5, `CHF${NBSP}0.05`],
    [100, `CHF${NBSP}1.00`],
    [99999, `CHF${NBSP}999.99`],
    [100000, `CHF${NBSP}1'000.00`],
    [123456789, `CHF${NBSP}1'234'567.89`],
    [Number.MAX_SAFE_INTEGER, `CHF${NBSP}90'071'992'547'409.91`],
  ])('formats %s cents as %j (thousands by an apostrophe, a decimal point)', (cents, expected) => {
    expect(formatChf(cents)).toBe(expected);
  });

  it.each([
    [-812, `\u2013${NBSP}CHF${NBSP}8.12`],
    [-1, `\u2013${NBSP}CHF${NBSP}0.01`],
    [-123450, `\u2013${NBSP}CHF${NBSP}1'234.50`],
  ])(
    'a negative amount %s is %j: en dash and space before CHF, never "CHF-"',
    (cents, expected) => {
      expect(formatChf(cents)).toBe(expected);
      expect(formatChf(cents)).not.toMatch(/CHF-|-/);
    },
  );

  it.each([0, -0, null, undefined])(
    'zero/null/undefined shows "CHF 0.00", never "CHF 0,00" (%s)',
    (value) => {
      expect(formatChf(value)).toBe(`CHF${NBSP}0.00`);
      expect(CHF_ZERO_TEXT).toBe(`CHF${NBSP}0.00`);
      expect(formatChf(value)).not.toContain(',');
    },
  );

  it('zero has the same shape as every other amount', () => {
    const shape = /^CHF\u00a0[\d']+\.\d{2}$/;
    expect([0, 1, 48948, 123450].map(formatChf).every((text) => shape.test(text))).toBe(true);
  });

  it('throws for a non-integer amount', () => {
    expect(() => formatChf(1.5)).toThrow(RangeError);
  });

  it.each([
    [null, ''],
    [0, `CHF${NBSP}0.00`],
    [150, `CHF${NBSP}1.50`],
  ])(
    'rule: a non-printable (null) price shows an empty currency value: %s → %j',
    (cents, expected) => {
      expect(formatChfOrEmpty(cents)).toBe(expected);
    },
  );
});

describe('rule: a payment amount (PayPal, QR-bill) is the plain decimal in francs, two places', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [24_547, '245.47'],
    [123_456_789, '1234567.89'],
    [99_999_999_999, '999999999.99'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i cents → "%s"', (cents, text) => {
    expect(formatPaymentAmount(cents)).toBe(text);
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d cents', (cents) => {
    expect(() => formatPaymentAmount(cents)).toThrow(RangeError);
  });
});
