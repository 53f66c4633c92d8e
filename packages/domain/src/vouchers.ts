import { VOUCHER_CODE_MAX_LENGTH, VOUCHER_CODE_MIN_LENGTH } from './limits.js';
import { assertCents, divideBigRoundHalfAwayFromZero } from './money.js';
import { err, ok, type Result } from './result.js';

export { VOUCHER_CODE_MAX_LENGTH, VOUCHER_CODE_MIN_LENGTH } from './limits.js';
export type { Result } from './result.js';

export type VoucherType = 'percentage' | 'absolute';

/**
 * value: percent for 'percentage' (may be fractional, up to 4 decimals), cents for 'absolute'.
 * fromDate and toDate are instants, both inclusive. A voucher stored with a date-only toDate
 * means the whole day: map it with endOfZonedDay(parseCalendarDate(iso)) before calling.
 */
export interface Voucher {
  readonly code: string;
  readonly type: VoucherType;
  readonly value: number;
  readonly fromDate: Date | null;
  readonly toDate: Date | null;
  readonly minValueCents: number;
  readonly maxUsage: number | null;
  readonly usageCount: number;
  readonly freeShipping: boolean;
}

export type VoucherErrorCode =
  | 'VOUCHER_NOT_STARTED'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_MIN_VALUE_NOT_REACHED'
  | 'VOUCHER_CODE_INVALID';

/** Code length 2..30 after trimming (spec 2 §5). */
export function isVoucherCodeWellFormed(code: string): boolean {
  const length = code.trim().length;
  return length >= VOUCHER_CODE_MIN_LENGTH && length <= VOUCHER_CODE_MAX_LENGTH;
}

/**
 * docs/decisions/0007-shop-rulings.md "Order totals": valid only inside [fromDate, toDate] (inclusive instants), while
 * usageCount < maxUsage (null = unlimited), and when cartNetCents ≥ minValueCents.
 * Checked in this order: code, start, end, usage, minimum. The minimum failure carries
 * details { minValueCents, missingCents } for the "remaining amount" modal.
 */
export function validateVoucher(
  voucher: Voucher,
  ctx: { readonly now: Date; readonly cartNetCents: number },
): Result<Voucher, VoucherErrorCode> {
  const nowMs = ctx.now.getTime();
  if (Number.isNaN(nowMs)) throw new RangeError('now is an invalid Date');
  assertCents(ctx.cartNetCents, 'cartNetCents');
  if (!isVoucherCodeWellFormed(voucher.code)) {
    return err(
      'VOUCHER_CODE_INVALID',
      `Voucher codes have ${VOUCHER_CODE_MIN_LENGTH} to ${VOUCHER_CODE_MAX_LENGTH} characters`,
    );
  }
  if (voucher.fromDate !== null && nowMs < voucher.fromDate.getTime()) {
    return err('VOUCHER_NOT_STARTED', 'This voucher is not valid yet', {
      fromDate: voucher.fromDate.toISOString(),
    });
  }
  if (voucher.toDate !== null && nowMs > voucher.toDate.getTime()) {
    return err('VOUCHER_EXPIRED', 'This voucher has expired', {
      toDate: voucher.toDate.toISOString(),
    });
  }
  if (voucher.maxUsage !== null && voucher.usageCount >= voucher.maxUsage) {
    return err('VOUCHER_USED_UP', 'This voucher has been used up');
  }
  if (ctx.cartNetCents < voucher.minValueCents) {
    const missingCents = voucher.minValueCents - ctx.cartNetCents;
    return err('VOUCHER_MIN_VALUE_NOT_REACHED', 'The order total is below the voucher minimum', {
      minValueCents: voucher.minValueCents,
      missingCents,
    });
  }
  return ok(voucher);
}

// Percentages are scaled to integers (4 decimals) so the discount is exact, not float-rounded.
const PERCENT_SCALE = 10_000;
const HUNDRED_PERCENT_SCALED = 100 * PERCENT_SCALE;

/**
 * percentage → netAfter = net × (1 − p/100) rounded to the cent (half away from zero);
 * absolute → net − value, never below zero. discount = net − netAfter.
 * Throws RangeError for a percentage outside 0..100 or an absolute value that is not cents ≥ 0.
 */
export function applyVoucher(
  netCents: number,
  voucher: Voucher,
): { readonly discountCents: number; readonly netAfterCents: number } {
  assertCents(netCents, 'netCents');
  let netAfterCents: number;
  if (voucher.type === 'percentage') {
    if (!Number.isFinite(voucher.value) || voucher.value < 0 || voucher.value > 100) {
      throw new RangeError(`percentage voucher value must be 0..100, got ${voucher.value}`);
    }
    const keptScaled = HUNDRED_PERCENT_SCALED - Math.round(voucher.value * PERCENT_SCALE);
    netAfterCents = Number(
      divideBigRoundHalfAwayFromZero(
        BigInt(netCents) * BigInt(keptScaled),
        BigInt(HUNDRED_PERCENT_SCALED),
      ),
    );
  } else {
    assertCents(voucher.value, 'absolute voucher value');
    if (voucher.value < 0)
      throw new RangeError(`absolute voucher value must be ≥ 0, got ${voucher.value}`);
    netAfterCents = Math.max(0, netCents - voucher.value);
  }
  return { discountCents: netCents - netAfterCents, netAfterCents };
}
