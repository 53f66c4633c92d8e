import { assertCents, divideBigRoundHalfAwayFromZero } from './money.js';

/** 8.1 % when no country is known (docs/decisions/0007-shop-rulings.md "Tax"). */
export const DEFAULT_TAX_RATE_BP = 810;
export const HOME_COUNTRY_CODE = 'CH';
/** Business customers here pay the country's rate; elsewhere (except CH) reverse charge applies. */
export const TAXED_BUSINESS_COUNTRY_CODE = 'DE';
const BP_PER_UNIT = 10000;

export interface TaxCountry {
  readonly countryCode: string;
  readonly taxRateBp: number;
}

/**
 * docs/decisions/0007-shop-rulings.md "Tax": no country → 810 bp; CH → CH's rate; a business customer in a country
 * other than CH and DE → 0 (reverse charge); otherwise the country's rate.
 */
export function resolveTaxRateBp(input: {
  readonly country: TaxCountry | null;
  readonly isBusinessCustomer: boolean;
}): number {
  const { country, isBusinessCustomer } = input;
  if (country === null) return DEFAULT_TAX_RATE_BP;
  const code = country.countryCode.trim().toUpperCase();
  if (code === HOME_COUNTRY_CODE) return country.taxRateBp;
  if (isBusinessCustomer && code !== TAXED_BUSINESS_COUNTRY_CODE) return 0;
  return country.taxRateBp;
}

/** Tax on a net amount, rounded once to the cent, half away from zero. */
export function computeTaxCents(netCents: number, taxRateBp: number): number {
  assertCents(netCents, 'netCents');
  if (!Number.isSafeInteger(taxRateBp) || taxRateBp < 0) {
    throw new RangeError(`taxRateBp must be an integer ≥ 0, got ${taxRateBp}`);
  }
  const taxCents = Number(
    divideBigRoundHalfAwayFromZero(BigInt(netCents) * BigInt(taxRateBp), BigInt(BP_PER_UNIT)),
  );
  assertCents(taxCents, 'taxCents');
  return taxCents;
}

export interface PriceBreakdown {
  readonly netCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly taxRateBp: number;
}

/** total = net + tax (tax rounded once). */
export function breakdownPrice(netCents: number, taxRateBp: number): PriceBreakdown {
  const taxCents = computeTaxCents(netCents, taxRateBp);
  return { netCents, taxCents, totalCents: netCents + taxCents, taxRateBp };
}

export type TaxDisplayMode = 'PLUS_TAX' | 'INCL_TAX';

/**
 * Business customers see net prices "plus X % tax"; private customers see gross prices
 * "incl. X % tax"; both from the same net figures (docs/decisions/0007-shop-rulings.md "Tax").
 */
export function selectDisplayedPrice(
  breakdown: PriceBreakdown,
  isBusinessCustomer: boolean,
): { readonly amountCents: number; readonly mode: TaxDisplayMode; readonly taxRateBp: number } {
  return isBusinessCustomer
    ? { amountCents: breakdown.netCents, mode: 'PLUS_TAX', taxRateBp: breakdown.taxRateBp }
    : { amountCents: breakdown.totalCents, mode: 'INCL_TAX', taxRateBp: breakdown.taxRateBp };
}

/** 810 → "8.1", 770 → "7.7", 0 → "0", 1000 → "10": the percentage as shown next to prices. */
export function formatTaxRatePercent(taxRateBp: number): string {
  return String(taxRateBp / 100);
}
