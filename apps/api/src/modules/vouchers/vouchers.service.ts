import { isVoucherCodeWellFormed, type Voucher } from '@print/domain';
import type { Db } from '../../db/client.js';
import { createVouchersRepository, type VoucherRow } from './vouchers.repository.js';
import { VOUCHER_SEED } from './vouchers.seed.js';

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

export function createVouchersService({ db }: { readonly db: Db }) {
  const repo = createVouchersRepository(db);
  return {
    /** Adds the shop's standing vouchers (WELCOME10) where missing; idempotent. */
    async seed(): Promise<void> {
      await repo.insertMissing(VOUCHER_SEED);
    },
    /**
     * The voucher behind a code, or null for an unknown or malformed code. Whether it may be
     * used now (dates, usage, minimum) is the domain's validateVoucher, at pricing time.
     */
    async findByCode(code: string): Promise<Voucher | null> {
      const key = voucherLookupKey(code);
      if (key === null) return null;
      const row = await repo.findByCode(key);
      return row === null ? null : toVoucher(row);
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
