import { assertCents } from './money.js';
import { displayLinePrice } from './price-cart.js';

const BP_PER_PERCENT = 100;

/** A configured line's price for the whole quantity, in cents (spec 2 §3 "Price object"). */
export interface LinePriceBreakdown {
  readonly unitNetCents: number;
  /** unitNetCents × quantity. */
  readonly netCents: number;
  /** totalCents − netCents. */
  readonly taxCents: number;
  /** The gross line as the cart shows it to a private customer (INCL_TAX). */
  readonly totalCents: number;
  readonly taxRateBp: number;
  /** The rate in percent, e.g. 8.1 for 810 bp. */
  readonly taxRatePercent: number;
}

/**
 * A configured line's net, tax and gross figures, the same as the cart will show them: the gross
 * line is the gross unit (rounded once) × quantity ({@link displayLinePrice}, INCL_TAX) and the
 * tax is what lies between it and the net line, so net + tax = total exactly. Throws RangeError
 * like displayLinePrice.
 */
export function breakdownLinePrice(input: {
  readonly unitNetCents: number;
  readonly quantity: number;
  readonly taxRateBp: number;
}): LinePriceBreakdown {
  const { unitNetCents, quantity, taxRateBp } = input;
  const gross = displayLinePrice({ unitNetCents, quantity, taxRateBp, taxDisplay: 'INCL_TAX' });
  const netCents = unitNetCents * quantity;
  assertCents(netCents, 'netCents');
  return {
    unitNetCents,
    netCents,
    taxCents: gross.lineCents - netCents,
    totalCents: gross.lineCents,
    taxRateBp,
    taxRatePercent: taxRateBp / BP_PER_PERCENT,
  };
}
