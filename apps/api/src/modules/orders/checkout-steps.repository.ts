import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { cartItems, carts, vouchers } from '../../db/schema.js';

/**
 * The steps of the checkout transaction on the cart's and the voucher's tables. The orders
 * module is the checkout's orchestration (CONVENTIONS "API": writes across modules live in one
 * orchestration module as steps, each with an undo): the cart is consumed by detaching it from
 * its owner (it then answers 404 like any cart not the caller's; its lines stay, the order's
 * thumbnails refer to them), the voucher's use is counted atomically and given back on cancel.
 */
export function createCheckoutSteps(db: Db) {
  return {
    /** The cart's version stamp (updated_at, exact to the microsecond), or null when not owned. */
    async readCartStamp(cartId: string, owner: string): Promise<string | null> {
      const [row] = await db
        .select({ stamp: sql<string>`${carts.updatedAt}::text` })
        .from(carts)
        .where(and(eq(carts.id, cartId), eq(carts.ownerSession, owner)));
      return row?.stamp ?? null;
    },
    /**
     * Locks the cart for the order transaction if it is still the owner's and unchanged since
     * `stamp` was read: false when a line changed meanwhile (the caller prices again) or the cart
     * is gone.
     */
    async lockCart(ex: Executor, cartId: string, owner: string, stamp: string): Promise<boolean> {
      const [row] = await ex
        .select({ id: carts.id })
        .from(carts)
        .where(
          and(
            eq(carts.id, cartId),
            eq(carts.ownerSession, owner),
            sql`${carts.updatedAt}::text = ${stamp}`,
          ),
        )
        .for('update');
      return row !== undefined;
    },
    /** Consumes the cart: nobody owns it any more. */
    async detachCart(ex: Executor, cartId: string): Promise<void> {
      await ex
        .update(carts)
        .set({ ownerSession: null, updatedAt: sql`now()` })
        .where(eq(carts.id, cartId));
    },
    /** Storage keys of the lines' thumbnails (not part of the cart's public view). */
    async listThumbnailKeys(cartId: string): Promise<Map<string, string | null>> {
      const rows = await db
        .select({ id: cartItems.id, key: cartItems.thumbnailKey })
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId));
      return new Map(rows.map((r) => [r.id, r.key]));
    },
    /**
     * Counts one use of the voucher if it has a use left: one statement, so concurrent orders can
     * never exceed maxUsage. Answers the voucher's id, or null when it is used up (or unknown).
     */
    async reserveVoucher(ex: Executor, code: string): Promise<string | null> {
      const [row] = await ex
        .update(vouchers)
        .set({ usageCount: sql`${vouchers.usageCount} + 1` })
        .where(
          and(
            sql`lower(${vouchers.code}) = lower(${code})`,
            sql`(${vouchers.maxUsage} IS NULL OR ${vouchers.usageCount} < ${vouchers.maxUsage})`,
          ),
        )
        .returning({ id: vouchers.id });
      return row?.id ?? null;
    },
    /** The undo of reserveVoucher. */
    async giveBackVoucher(ex: Executor, voucherId: string): Promise<void> {
      await ex
        .update(vouchers)
        .set({ usageCount: sql`greatest(${vouchers.usageCount} - 1, 0)` })
        .where(eq(vouchers.id, voucherId));
    },
  };
}

export type CheckoutSteps = ReturnType<typeof createCheckoutSteps>;
