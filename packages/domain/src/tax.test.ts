import { describe, expect, it } from 'vitest';
import {
  breakdownPrice,
  computeTaxCents,
  DEFAULT_TAX_RATE_BP,
  formatTaxRatePercent,
  resolveTaxRateBp,
  selectDisplayedPrice,
  type TaxCountry,
} from './tax.js';

const CH: TaxCountry = { countryCode: 'CH', taxRateBp: 810 };
const DE: TaxCountry = { countryCode: 'DE', taxRateBp: 1900 };
const AT: TaxCountry = { countryCode: 'AT', taxRateBp: 2000 };

describe('rule: tax rate (docs/decisions/0007-shop-rulings.md "Tax")', () => {
  it('default rate is 8.1 % = 810 bp', () => {
    expect(DEFAULT_TAX_RATE_BP).toBe(810);
  });

  it.each<[string, TaxCountry | null, boolean, number]>([
    ['no country, private → default 810', null, false, 810],
    ['no country, business → default 810', null, true, 810],
    ['CH private → CH rate', CH, false, 810],
    ['CH business → CH rate (CH excluded from the zero rule)', CH, true, 810],
    [
      'CH with another stored rate → that rate, not the default',
      { countryCode: 'CH', taxRateBp: 770 },
      true,
      770,
    ],
    ['lower-case ch business → CH rate', { countryCode: 'ch', taxRateBp: 810 }, true, 810],
    ['DE private → DE rate', DE, false, 1900],
    ['DE business → DE rate', DE, true, 1900],
    ['AT private → AT rate', AT, false, 2000],
    ['AT business → 0 (reverse charge)', AT, true, 0],
  ])('%s', (_label, country, isBusinessCustomer, expected) => {
    expect(resolveTaxRateBp({ country, isBusinessCustomer })).toBe(expected);
  });
});

describe('rule: tax rounded once to the cent, half away from zero; total = net + tax', () => {
  it.each([
    [10000, 810, 810],
    [12345, 810, 1000], // 999.945
    [12340, 810, 1000], // 999.54
    [12339, 810, 999], // 999.459
    [1000, 805, 81], // 80.5
    [-1000, 805, -81], // −80.5
    [0, 810, 0],
    [100, 0, 0],
    [20990, 810, 1700], // 1700.19
    [9_000_000_000_000_000, 810, 729_000_000_000_000], // product beyond 2^53 stays exact
  ])('net %s at %s bp → tax %s', (netCents, taxRateBp, taxCents) => {
    expect(computeTaxCents(netCents, taxRateBp)).toBe(taxCents);
  });

  it.each([
    [100, 8.1],
    [100, -1],
    [1.5, 810],
  ])('rejects net %s at %s bp', (netCents, taxRateBp) => {
    expect(() => computeTaxCents(netCents, taxRateBp)).toThrow(RangeError);
  });

  it('breaks a price down into net, tax and total', () => {
    expect(breakdownPrice(20990, 810)).toEqual({
      netCents: 20990,
      taxCents: 1700,
      totalCents: 22690,
      taxRateBp: 810,
    });
  });
});

describe('rule: business customers see net "plus tax", private customers gross "incl. tax"', () => {
  const breakdown = breakdownPrice(10000, 810);
  it.each([
    [true, 10000, 'PLUS_TAX'],
    [false, 10810, 'INCL_TAX'],
  ] as const)('business %s → %s cents, %s', (isBusinessCustomer, amountCents, mode) => {
    expect(selectDisplayedPrice(breakdown, isBusinessCustomer)).toEqual({
      amountCents,
      mode,
      taxRateBp: 810,
    });
  });

  it.each([
    [810, '8.1'],
    [770, '7.7'],
    [1900, '19'],
    [250, '2.5'],
    [0, '0'],
  ])('%s bp reads as %s %%', (bp, text) => {
    expect(formatTaxRatePercent(bp)).toBe(text);
  });
});
