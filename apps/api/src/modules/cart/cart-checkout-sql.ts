import { sql, type SQL } from 'drizzle-orm';
import { fromColumnRecord } from '../../db/json-rows.js';
import type { CartItemRow } from './cart.repository.js';
import { cartItems, carts } from './cart.tables.js';

/** A cart as the checkout read it: its version stamp and its lines (opaque to other modules). */
export interface CartCheckoutRead {
  /** carts.updated_at to the microsecond: the order's statement consumes only this version. */
  readonly stamp: string;
  readonly lines: readonly CartItemRow[];
  /** The 3D files of the lines, in no order (the files module decodes them). */
  readonly fileIds: readonly string[];
}

/** The cart the order's statement consumes: this owner's, unchanged since `stamp`. */
export interface CartVersion {
  readonly id: string;
  readonly owner: string;
  readonly stamp: string;
}

function asRead(cart: CartVersion): SQL {
  return sql`${carts.id} = ${cart.id} AND ${carts.ownerSession} = ${cart.owner}
    AND ${carts.updatedAt}::text = ${cart.stamp}`;
}

/**
 * The cart's parts of the checkout's two statements (decision 0018: one read, one write). The
 * checkout composes them with the other modules' parts; the cart's tables stay the cart's.
 */
export const cartCheckoutSql = {
  /** The read's joins: this owner's cart and its lines (no row of lines: an empty or foreign cart). */
  join(cartId: SQL, owner: SQL): SQL {
    return sql`LEFT JOIN ${carts} ON ${carts.id} = ${cartId} AND ${carts.ownerSession} = ${owner}
      LEFT JOIN ${cartItems} ON ${cartItems.cartId} = ${carts.id}`;
  },
  /** The read's columns: the stamp (null: not the owner's cart) and the line as JSON. */
  columns: sql`${carts.updatedAt}::text AS cart_stamp,
    CASE WHEN ${cartItems.id} IS NULL THEN NULL ELSE to_jsonb(${cartItems}) END AS cart_line`,
  /** What the read joins the line's 3D file on. */
  lineFileId: sql`${cartItems.fileId}`,
  /** The read's order: the lines as the cart shows them. */
  orderBy: sql`${cartItems.createdAt}, ${cartItems.id}`,
  /** The cart from the read's rows, or null when it is not the owner's. */
  decode(rows: readonly Record<string, unknown>[]): CartCheckoutRead | null {
    const stamp = rows[0]?.['cart_stamp'];
    if (typeof stamp !== 'string') return null;
    const lines = rows.flatMap((row) => {
      const line = row['cart_line'];
      return line === null || line === undefined
        ? []
        : [fromColumnRecord(cartItems, line as Record<string, unknown>)];
    });
    return { stamp, lines, fileIds: [...new Set(lines.map((line) => line.fileId))] };
  },
  /** The write's consumption: detached from its owner if still as read (and `also` holds). */
  consume(cart: CartVersion, also: SQL = sql``): SQL {
    return sql`UPDATE ${carts} SET owner_session = NULL, updated_at = now()
      WHERE ${asRead(cart)}${also} RETURNING id`;
  },
  /** An expression true while the cart is as read (the write's condition for a voucher's use). */
  isAsRead(cart: CartVersion): SQL {
    return sql`EXISTS (SELECT 1 FROM ${carts} WHERE ${asRead(cart)})`;
  },
  /** The number of carts still as read, 0 or 1 (the write tells why it placed nothing). */
  countAsRead(cart: CartVersion): SQL {
    return sql`(SELECT count(*) FROM ${carts} WHERE ${asRead(cart)})::int`;
  },
};

export type CartCheckoutSql = typeof cartCheckoutSql;
