import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLineReviews, orderLines, orders } from './orders.tables.js';

/**
 * What must outlive the retention sweep and an account's deletion (modules/privacy): orders are
 * kept for 10 years, with the files their lines name (quote requests and offers included: a quote
 * is an order, an offer's lines are its lines) and the repaired file a review chose.
 */
export function createOrderRetention(db: Db) {
  return {
    /** Of these files, the ones an order line or a line's review names. */
    async referencedFileIds(fileIds: readonly string[]): Promise<Set<string>> {
      if (fileIds.length === 0) return new Set();
      const ids = [...fileIds];
      const [lines, reviews] = await Promise.all([
        db
          .selectDistinct({ fileId: orderLines.fileId })
          .from(orderLines)
          .where(inArray(orderLines.fileId, ids)),
        db
          .selectDistinct({ fileId: orderLineReviews.repairedFileId })
          .from(orderLineReviews)
          .where(inArray(orderLineReviews.repairedFileId, ids)),
      ]);
      const used = new Set(lines.map((row) => row.fileId));
      for (const row of reviews) if (row.fileId !== null) used.add(row.fileId);
      return used;
    },
    /** Of these carts, the ones an order was placed from (their lines and attachments stay). */
    async orderedCartIds(cartIds: readonly string[]): Promise<Set<string>> {
      if (cartIds.length === 0) return new Set();
      const rows = await db
        .select({ cartId: orders.cartId })
        .from(orders)
        .where(inArray(orders.cartId, [...cartIds]));
      return new Set(rows.map((row) => row.cartId));
    },
  };
}

export type OrderRetention = ReturnType<typeof createOrderRetention>;
