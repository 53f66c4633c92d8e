import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { selectRecords } from '../../db/json-rows.js';
import { orderNumberCounters, vouchers } from '../../db/schema.js';

/**
 * The steps of the checkout on the cart's and the voucher's tables. The orders module is the
 * checkout's orchestration (CONVENTIONS "API": writes across modules live in one orchestration
 * module as steps, each with an undo): the order number is drawn and the voucher's use counted
 * here, atomically, and the use is given back on cancel. The cart is read with its version stamp
 * by the cart module (readForCheckout) and consumed with the order (orders repository placeOrder:
 * detached from its owner, it then answers 404 like any cart not the caller's; its lines stay,
 * the order's thumbnails refer to them).
 */
export function createCheckoutSteps(db: Db) {
  return {
    /**
     * Draws the year's next order number and, with a voucher code, counts one use of the voucher
     * while one is left, in ONE short statement (no transaction): `usage_count < max_usage` is in
     * the UPDATE itself, so concurrent orders never exceed it, and the counter's upsert gives
     * concurrent callers distinct numbers (on PostgreSQL and PGlite alike). Both rows are locked
     * for this statement only, never while an order is written (every checkout with WELCOME10
     * would wait in line). `voucherId` is null without a code or when the voucher is used up; the
     * checkout gives a counted use back (`giveBackVoucher`) when its order is not placed.
     */
    async takeNumberAndVoucherUse(
      year: number,
      voucherCode: string | null,
    ): Promise<{ readonly sequence: number; readonly voucherId: string | null }> {
      const [row] = await selectRecords(
        db,
        sql`WITH number AS (
            INSERT INTO ${orderNumberCounters} (year, last_value) VALUES (${year}, 1)
            ON CONFLICT (year) DO UPDATE SET last_value = ${orderNumberCounters}.last_value + 1
            RETURNING last_value
          ), voucher_use AS (
            UPDATE ${vouchers} SET usage_count = usage_count + 1
            WHERE ${voucherCode}::text IS NOT NULL AND lower(code) = lower(${voucherCode}::text)
              AND (max_usage IS NULL OR usage_count < max_usage)
            RETURNING id
          )
          SELECT (SELECT last_value FROM number) AS sequence, (SELECT id FROM voucher_use) AS voucher_id`,
        { prepared: true },
      );
      const sequence = Number(row?.['sequence']);
      if (!Number.isSafeInteger(sequence)) throw new Error('order number counter returned no row');
      const voucherId = row?.['voucher_id'];
      return { sequence, voucherId: typeof voucherId === 'string' ? voucherId : null };
    },
    /** The undo of a counted voucher use (an order not placed, or cancelled). */
    async giveBackVoucher(ex: Executor, voucherId: string): Promise<void> {
      await ex
        .update(vouchers)
        .set({ usageCount: sql`greatest(${vouchers.usageCount} - 1, 0)` })
        .where(eq(vouchers.id, voucherId));
    },
  };
}

export type CheckoutSteps = ReturnType<typeof createCheckoutSteps>;
