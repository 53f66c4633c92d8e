import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { cartItems, carts, type AttachmentData } from './cart.tables.js';

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
    | 'priceSetId'
    | 'thumbnailKey'
    | 'attachments'
  >
>;

export function createCartRepository(db: Db) {
  // Every cart view, totals and checkout reads the lines: a named prepared statement.
  const listItemsQuery = db
    .select()
    .from(cartItems)
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
    .prepare('cart_items_of_cart');
  async function touchCart(cartId: string): Promise<void> {
    await db
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }
  return {
    /**
     * Of these stored files, the ones a cart line still refers to: a cart restored from an
     * unpaid order shares the ordered lines' thumbnails and attachments (cart-restore.ts).
     */
    async listReferencedKeys(keys: readonly string[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .select({ thumbnailKey: cartItems.thumbnailKey, attachments: cartItems.attachments })
        .from(cartItems)
        .where(
          or(
            inArray(cartItems.thumbnailKey, [...keys]),
            ...keys.map(
              (key) =>
                sql`${cartItems.attachments} @> ${JSON.stringify([{ storageKey: key }])}::jsonb`,
            ),
          ),
        );
      const used = new Set(
        rows.flatMap((row) => [row.thumbnailKey, ...row.attachments.map((a) => a.storageKey)]),
      );
      return new Set(keys.filter((key) => used.has(key)));
    },
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
      return listItemsQuery.execute({ cartId });
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
    /**
     * Compare-and-set: writes the update only while the line's configuration still equals
     * `expected` (the row the caller read and priced). False when another writer changed it in
     * between; the caller then reads again. One statement, so the check and the write are atomic.
     */
    async updateItemIfUnchanged(expected: CartItemRow, update: CartItemUpdate): Promise<boolean> {
      const rows = await db
        .update(cartItems)
        .set(update)
        .where(
          and(
            eq(cartItems.cartId, expected.cartId),
            eq(cartItems.id, expected.id),
            eq(cartItems.printModeId, expected.printModeId),
            eq(cartItems.surfaceFinishId, expected.surfaceFinishId),
            eq(cartItems.colorId, expected.colorId),
            eq(cartItems.quantity, expected.quantity),
            eq(cartItems.scale, expected.scale),
            eq(cartItems.givenUnitOfLength, expected.givenUnitOfLength),
            eq(cartItems.acknowledgedRepairInfo, expected.acknowledgedRepairInfo),
            sql`${cartItems.processingSteps} = ${JSON.stringify(expected.processingSteps)}::jsonb`,
          ),
        )
        .returning({ id: cartItems.id });
      if (rows.length > 0) await touchCart(expected.cartId);
      return rows.length > 0;
    },
    /** Removes one attachment in SQL (no read-modify-write); the removed entry, or null. */
    async removeAttachment(
      cartId: string,
      itemId: string,
      attachmentId: string,
    ): Promise<AttachmentData | null> {
      const [before] = await db
        .select({ attachments: cartItems.attachments })
        .from(cartItems)
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.id, itemId)));
      const removed = before?.attachments.find((a) => a.id === attachmentId);
      if (!removed) return null;
      const rows = await db
        .update(cartItems)
        .set({
          attachments: sql`coalesce((select jsonb_agg(e.value order by e.ord) from jsonb_array_elements(${cartItems.attachments}) with ordinality as e(value, ord) where e.value->>'id' <> ${attachmentId}), '[]'::jsonb)`,
        })
        .where(
          and(
            eq(cartItems.cartId, cartId),
            eq(cartItems.id, itemId),
            sql`${cartItems.attachments} @> ${JSON.stringify([{ id: attachmentId }])}::jsonb`,
          ),
        )
        .returning({ id: cartItems.id });
      if (rows.length === 0) return null;
      await touchCart(cartId);
      return removed;
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
