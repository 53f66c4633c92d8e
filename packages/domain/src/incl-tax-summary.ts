import { assertCents } from './money.js';
import { computeTaxCents } from './tax.js';

/**
 * The order sum as a private customer reads it (prices incl. VAT), so that what is shown adds
 * up (issue 24 point 13): the lines' gross sums exactly as displayed, the voucher, surcharge
 * and shipping each grossed up once, then a rounding difference that closes the gap to the
 * total. The total and the VAT stay those of the net calculation (DECISIONS.md "Tax": tax on
 * the net total, rounded once); the rounding line only explains the cents the per-line rounding
 * of the displayed gross prices leaves. Every figure in cents; discountCents is positive and
 * is subtracted.
 */
export interface InclTaxSummary {
  /** Σ the lines' displayed gross sums (unit gross × quantity). */
  readonly positionsCents: number;
  readonly discountCents: number;
  readonly surchargeCents: number;
  readonly shippingCents: number;
  /** totalCents − (positions − discount + surcharge + shipping); 0 when nothing is left over. */
  readonly roundingCents: number;
  readonly totalCents: number;
  /** The VAT contained in totalCents. */
  readonly taxCents: number;
}

export interface InclTaxSummaryInput {
  readonly lineDisplayCents: readonly number[];
  readonly discountNetCents: number;
  readonly surchargeNetCents: number;
  readonly shippingNetCents: number;
  readonly taxRateBp: number;
  readonly totalCents: number;
  readonly taxCents: number;
}

const gross = (netCents: number, taxRateBp: number) =>
  netCents + computeTaxCents(netCents, taxRateBp);

/** See {@link InclTaxSummary}. Throws RangeError on amounts that are not cents. */
export function summarizeInclTax(input: InclTaxSummaryInput): InclTaxSummary {
  input.lineDisplayCents.forEach((cents) => assertCents(cents, 'lineDisplayCents'));
  const positionsCents = input.lineDisplayCents.reduce((sum, cents) => sum + cents, 0);
  const discountCents = gross(input.discountNetCents, input.taxRateBp);
  const surchargeCents = gross(input.surchargeNetCents, input.taxRateBp);
  const shippingCents = gross(input.shippingNetCents, input.taxRateBp);
  const shownCents = positionsCents - discountCents + surchargeCents + shippingCents;
  assertCents(shownCents, 'shownCents');
  return {
    positionsCents,
    discountCents,
    surchargeCents,
    shippingCents,
    roundingCents: input.totalCents - shownCents,
    totalCents: input.totalCents,
    taxCents: input.taxCents,
  };
}
