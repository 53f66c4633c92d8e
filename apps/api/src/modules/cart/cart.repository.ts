import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartItems, carts, type AttachmentData } from '../../db/schema.js';

export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = typeof cartItems.$inferInsert;
export type CartItemUpdate = Partial<
  Pick<
    CartItemRow,
    | 'printModeId'
    | 'surfaceFinishId'
    | 'colorId'
    | 'quantity'
    | 'scale'
    | 'givenUnitOfLength'
    | 'acknowledgedRepairInfo'
    | 'processingSteps'
    | 'unitNetCents'
    | 'lineNetCents'
    | 'productionDays'
    | 'thumbnailKey'
    | 'attachments'
  >
>;

export function createCartRepository(db: Db) {
  async function touchCart(cartId: string): Promise<void> {
    await db
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }
  return {
    async insertCart(id: string, ownerSession: string): Promise<void> {
      await db.insert(carts).values({ id, ownerSession });
    },
    /** True when the cart exists and belongs to this session; false for anyone else's cart. */
    async isOwnedBy(id: string, ownerSession: string): Promise<boolean> {
      const [row] = await db
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, id), eq(carts.ownerSession, ownerSession)));
      return row !== undefined;
    },
    listItems(cartId: string): Promise<CartItemRow[]> {
      return db
        .select()
        .from(cartItems)
        .where(eq(cartItems.cartId, cartId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    },
    async findItem(cartId: string, itemId: string): Promise<CartItemRow | null> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
      return row ?? null;
    },
    /** All or nothing: one transaction for the whole batch. */
    async insertItems(cartId: string, rows: readonly NewCartItemRow[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(cartItems).values([...rows]);
        await tx
          .update(carts)
          .set({ updatedAt: sql`now()` })
          .where(eq(carts.id, cartId));
      });
    },
    async updateItem(cartId: string, itemId: string, update: CartItemUpdate): Promise<void> {
      await db
        .update(cartItems)
        .set(update)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
      await touchCart(cartId);
    },
    /** Appends in SQL so two concurrent uploads never overwrite each other's entry. */
    async appendAttachment(
      cartId: string,
      itemId: string,
      attachment: AttachmentData,
    ): Promise<void> {
      await db
        .update(cartItems)
        .set({
          attachments: sql`${cartItems.attachments} || ${JSON.stringify([attachment])}::jsonb`,
        })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
      await touchCart(cartId);
    },
    async deleteItem(cartId: string, itemId: string): Promise<CartItemRow | null> {
      const [row] = await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)))
        .returning();
      if (row) await touchCart(cartId);
      return row ?? null;
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
