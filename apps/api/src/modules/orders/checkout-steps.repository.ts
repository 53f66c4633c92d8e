import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { carts, vouchers } from '../../db/schema.js';

/**
 * The steps of the checkout on the cart's and the voucher's tables. The orders module is the
 * checkout's orchestration (CONVENTIONS "API": writes across modules live in one orchestration
 * module as steps, each with an undo): the cart's version stamp is read here and the cart is
 * consumed with the order (orders repository placeOrder: detached from its owner, it then answers
 * 404 like any cart not the caller's; its lines stay, the order's thumbnails refer to them); the
 * voucher's use is counted atomically and given back on cancel.
 */
export function createCheckoutSteps(db: Db) {
  // One voucher is typically used by many concurrent orders (WELCOME10): its use is counted in a
  // statement of its own, so its row is locked for that statement only, never for the rest of an
  // order's transaction (which made every checkout with the code wait in line).
  const reserveQuery = db
    .update(vouchers)
    .set({ usageCount: sql`${vouchers.usageCount} + 1` })
    .where(
      and(
        sql`lower(${vouchers.code}) = lower(${sql.placeholder('code')})`,
        sql`(${vouchers.maxUsage} IS NULL OR ${vouchers.usageCount} < ${vouchers.maxUsage})`,
      ),
    )
    .returning({ id: vouchers.id })
    .prepare('voucher_reserve_use');
  const stampQuery = db
    .select({ stamp: sql<string>`${carts.updatedAt}::text` })
    .from(carts)
    .where(
      and(
        eq(carts.id, sql.placeholder('cartId')),
        eq(carts.ownerSession, sql.placeholder('owner')),
      ),
    )
    .prepare('checkout_cart_stamp');
  return {
    /** The cart's version stamp (updated_at, exact to the microsecond), or null when not owned. */
    async readCartStamp(cartId: string, owner: string): Promise<string | null> {
      const [row] = await stampQuery.execute({ cartId, owner });
      return row?.stamp ?? null;
    },
    /**
     * Counts one use of the voucher while one is left (`usage_count < max_usage` in the UPDATE
     * itself, so concurrent orders can never exceed it); answers its id, or null when it is used
     * up. The checkout gives the use back (`giveBackVoucher`) when its order is not placed.
     */
    async reserveVoucherUse(code: string): Promise<string | null> {
      const [row] = await reserveQuery.execute({ code });
      return row?.id ?? null;
    },
    /** The undo of reserveVoucherUse (an order not placed, or cancelled). */
    async giveBackVoucher(ex: Executor, voucherId: string): Promise<void> {
      await ex
        .update(vouchers)
        .set({ usageCount: sql`greatest(${vouchers.usageCount} - 1, 0)` })
        .where(eq(vouchers.id, voucherId));
    },
  };
}

export type CheckoutSteps = ReturnType<typeof createCheckoutSteps>;
