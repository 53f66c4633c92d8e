import { isVoucherCodeWellFormed, type Voucher } from '@print/domain';
import type { VoucherRow } from './vouchers.repository.js';

/** A stored voucher as packages/domain prices it. */
export function toVoucher(row: VoucherRow): Voucher {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    fromDate: row.fromDate,
    toDate: row.toDate,
    minValueCents: row.minValueCents,
    maxUsage: row.maxUsage,
    usageCount: row.usageCount,
    freeShipping: row.freeShipping,
  };
}

/**
 * What a code is looked up by (vouchers_code_lower_idx: trimmed, lower case), or null for a
 * malformed code, which matches no voucher.
 */
export function voucherLookupKey(code: string): string | null {
  return isVoucherCodeWellFormed(code) ? code.trim().toLowerCase() : null;
}
