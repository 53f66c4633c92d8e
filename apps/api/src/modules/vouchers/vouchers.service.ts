import type { Voucher } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import { giveBackUse, releaseUseOf, vouchersCheckoutSql } from './vouchers-checkout-sql.js';
import { createVouchersRepository } from './vouchers.repository.js';
import { toVoucher, voucherLookupKey } from './voucher-record.js';
import { createVoucherAdmin } from './vouchers-admin.js';
import { VOUCHER_SEED } from './vouchers.seed.js';

export function createVouchersService({ db }: { readonly db: Db }) {
  const repo = createVouchersRepository(db);
  return {
    /** The vouchers' parts of the checkout's statements (vouchers-checkout-sql.ts). */
    checkoutSql: vouchersCheckoutSql,
    /** The desk's reads and writes of vouchers and their use history (vouchers-admin.ts). */
    admin: createVoucherAdmin(db),
    /** What a code is looked up by, or null for a malformed code (matches no voucher). */
    lookupKey: voucherLookupKey,
    /** The undo of a counted use, inside the caller's transaction or statement sequence. */
    giveBackUse: (ex: Executor, voucherId: string) => giveBackUse(ex, voucherId),
    /** A cancelled order's use released (and a counted one given back), in the caller's transaction. */
    releaseUseOf: (ex: Executor, orderId: string) => releaseUseOf(ex, orderId),
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
