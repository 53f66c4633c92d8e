import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Voucher } from '@print/domain';
import type { Executor } from '../../db/client.js';
import { fromColumnRecord, insertRecords, toColumnRecord } from '../../db/json-rows.js';
import { voucherReservations, vouchers } from './vouchers.tables.js';
import { toVoucher } from './voucher-record.js';

/** A voucher as the checkout read it: the domain's voucher, and which row its use goes to. */
export interface CheckoutVoucher {
  readonly id: string;
  readonly voucher: Voucher;
  /** A voucher with a limit counts each use on its row (under its lock); others by reservation. */
  readonly isCounted: boolean;
}

/** The use an order takes: CTE `voucher_use` (a counted voucher only) and its reservation. */
export interface VoucherUse {
  readonly id: string;
  readonly counted: boolean;
}

/**
 * The vouchers' parts of the checkout's two statements, and the undo of a use: use counting and
 * giving a use back live here, with the vouchers' tables.
 */
export const vouchersCheckoutSql = {
  join(lookupKey: SQL): SQL {
    // A deactivated voucher matches nothing, like an unknown code (VOUCHER_NOT_USABLE).
    return sql`LEFT JOIN ${vouchers} ON lower(${vouchers.code}) = ${lookupKey} AND ${vouchers.deactivatedAt} IS NULL`;
  },
  columns: sql`CASE WHEN ${vouchers.id} IS NULL THEN NULL ELSE to_jsonb(${vouchers}) END AS voucher`,
  decode(rows: readonly Record<string, unknown>[]): CheckoutVoucher | null {
    const raw = rows[0]?.['voucher'];
    if (raw === null || raw === undefined) return null;
    const row = fromColumnRecord(vouchers, raw as Record<string, unknown>);
    return { id: row.id, voucher: toVoucher(row), isCounted: row.maxUsage !== null };
  },
  /**
   * CTE body of `voucher_use`: the use counted while one is left (`usage_count < max_usage` in the
   * UPDATE itself: concurrent orders never exceed it; a waiter re-checks the row the winner
   * committed), only when `condition` holds.
   */
  takeUse(voucherId: string, condition: SQL): SQL {
    return sql`UPDATE ${vouchers} SET usage_count = usage_count + 1
      WHERE ${vouchers.id} = ${voucherId}
        AND (max_usage IS NULL OR usage_count < max_usage)
        AND ${condition}
      RETURNING id`;
  },
  /** The order's reservation of its use, written when `condition` holds (a WHERE clause). */
  reserve(orderId: string, use: VoucherUse, condition: SQL): SQL {
    const record = toColumnRecord(voucherReservations, {
      orderId,
      voucherId: use.id,
      useCounted: use.counted,
    });
    return insertRecords(voucherReservations, [record], condition);
  },
};

/** The undo of a counted use (an order not placed after all). */
export async function giveBackUse(ex: Executor, voucherId: string): Promise<void> {
  await ex
    .update(vouchers)
    .set({ usageCount: sql`greatest(${vouchers.usageCount} - 1, 0)` })
    .where(eq(vouchers.id, voucherId));
}

/**
 * A cancelled order's use: its reservation released, and a counted use given back (once: a
 * second release finds the reservation released already).
 */
export async function releaseUseOf(ex: Executor, orderId: string): Promise<void> {
  const [row] = await ex
    .update(voucherReservations)
    .set({ releasedAt: sql`now()` })
    .where(
      and(eq(voucherReservations.orderId, orderId), sql`${voucherReservations.releasedAt} IS NULL`),
    )
    .returning({
      voucherId: voucherReservations.voucherId,
      useCounted: voucherReservations.useCounted,
    });
  if (row?.useCounted === true) await giveBackUse(ex, row.voucherId);
}
