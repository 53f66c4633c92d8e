/**
 * Money is integer cents (CHF) everywhere. One rounding rule: half away from zero, applied once
 * per line, never on intermediate sums (docs/decisions/0007-shop-rulings.md "Language and money").
 */
export type Cents = number;

// 15 significant digits: enough for any amount of cents we handle, and it removes the binary
// noise of products such as 1.005 * 100 = 100.49999999999999 before the half is judged.
const SIGNIFICANT_DIGITS = 15;

/** Rounds to an integer, halves away from zero (2.5 → 3, −2.5 → −3). Throws RangeError on NaN/±Infinity. */
export function roundHalfAwayFromZero(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot round a non-finite number: ${value}`);
  const magnitude = Number(Math.abs(value).toPrecision(SIGNIFICANT_DIGITS));
  const rounded = Math.floor(magnitude + 0.5);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

/**
 * numerator / denominator rounded half away from zero, exactly (integer arithmetic in BigInt).
 * Both must be safe integers, denominator > 0. Used for tax and percentages in basis points.
 */
export function divideRoundHalfAwayFromZero(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(`Invalid integer division ${numerator} / ${denominator}`);
  }
  return Number(divideBigRoundHalfAwayFromZero(BigInt(numerator), BigInt(denominator)));
}

/** BigInt variant of {@link divideRoundHalfAwayFromZero} for products beyond 2^53; denominator > 0. */
export function divideBigRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const remainder = magnitude - quotient * denominator;
  const rounded = remainder * 2n >= denominator ? quotient + 1n : quotient;
  return numerator < 0n ? -rounded : rounded;
}

/** Throws RangeError unless value is a safe integer (a valid amount of cents). */
export function assertCents(value: number, label = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${label} must be a safe integer number of cents, got ${value}`);
  }
}

/** Sums amounts of cents; throws RangeError if any input or the sum is not a safe integer. */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const value of values) {
    assertCents(value);
    total += value;
  }
  assertCents(total, 'sum');
  return total;
}

/**
 * Splits totalCents over the weights by the largest-remainder method: the parts always sum to
 * totalCents exactly. Ties go to the earlier index. Weights must be finite and ≥ 0; if they are
 * all zero the split is even. Negative totals are split like their magnitude, then negated.
 */
export function allocateCents(totalCents: number, weights: readonly number[]): number[] {
  assertCents(totalCents, 'totalCents');
  if (weights.length === 0) {
    if (totalCents !== 0) throw new RangeError('Cannot allocate a non-zero amount over no weights');
    return [];
  }
  for (const weight of weights) {
    if (!Number.isFinite(weight) || weight < 0) throw new RangeError(`Invalid weight ${weight}`);
  }
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const effective = weightSum === 0 ? weights.map(() => 1) : weights;
  const effectiveSum = weightSum === 0 ? weights.length : weightSum;
  const magnitude = Math.abs(totalCents);
  const quotas = effective.map((weight) => (magnitude * weight) / effectiveSum);
  const parts = quotas.map((quota) => Math.floor(quota));
  let leftover = magnitude - parts.reduce((sum, part) => sum + part, 0);
  const order = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (let i = 0; leftover > 0; i = (i + 1) % order.length) {
    const slot = order[i];
    if (slot === undefined) break;
    parts[slot.index] = (parts[slot.index] ?? 0) + 1;
    leftover -= 1;
  }
  return totalCents < 0 ? parts.map((part) => (part === 0 ? 0 : -part)) : parts;
}

/** Zero, null and undefined: `CHF 0.00`, the same format as every other amount (DECISIONS.md "One money format everywhere"). */
export const CHF_ZERO_TEXT = 'CHF\u00a00.00';

const NO_BREAK_SPACE = '\u00a0';
/** The sign of a negative amount: an en dash and a no-break space before "CHF", never "CHF-". */
const NEGATIVE_PREFIX = `\u2013${NO_BREAK_SPACE}`;

/** 123456 → "1'234" (ASCII apostrophe every three digits, as de-CH writes amounts). */
function groupThousands(integerText: string): string {
  return integerText.replace(/\B(?=(\d{3})+(?!\d))/g, "'");
}

/** "-1234.50" from -123450: the exact decimal text of an amount of cents (no binary error). */
function toDecimalText(cents: number): string {
  const magnitude = Math.abs(cents);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${Math.floor(magnitude / 100)}.${String(magnitude % 100).padStart(2, '0')}`;
}

/**
 * The plain decimal amount of a payment in francs, two places, no currency or separators:
 * 123450 → "1234.50", 5 → "0.05". What PayPal's amounts and the QR-bill's amount carry (the one
 * formatter for that purpose; {@link formatChf} is the one for display). Throws RangeError unless
 * cents is a safe integer ≥ 0 (a payment is never negative).
 */
export function formatPaymentAmount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`A payment amount must be non-negative integer cents, got ${cents}`);
  }
  return toDecimalText(cents);
}

/**
 * The one display format of money (DECISIONS.md "One money format everywhere"), in every language,
 * on the web, in PDFs and mails: "CHF", a no-break space, the francs grouped by an ASCII apostrophe,
 * a point and two decimals. 123450 → "CHF 1'234.50"; 0, null and undefined → "CHF 0.00";
 * −812 → "– CHF 8.12" (en dash and no-break space before CHF, never "CHF-8.12"). Written without
 * Intl so that no ICU version can change it. Throws RangeError unless cents is a safe integer.
 */
export function formatChf(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || cents === 0) return CHF_ZERO_TEXT;
  assertCents(cents, 'cents');
  const magnitude = Math.abs(cents);
  const francs = groupThousands(String(Math.floor(magnitude / 100)));
  const amount = `CHF${NO_BREAK_SPACE}${francs}.${String(magnitude % 100).padStart(2, '0')}`;
  return cents < 0 ? `${NEGATIVE_PREFIX}${amount}` : amount;
}

/** Like {@link formatChf}, but a missing (non-printable) price shows an empty string (spec 1). */
export function formatChfOrEmpty(cents: number | null): string {
  return cents === null ? '' : formatChf(cents);
}
