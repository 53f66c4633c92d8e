import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { cartItems, carts } from './cart.tables.js';

/**
 * Sign-in carry-over of carts (issue 10 item 4): the anonymous session's carts pass to the
 * account. When the account already has a cart, the session's items move into it (nothing is
 * lost) and the emptied session carts are deleted. Answers the account's current cart (the most
 * recently changed one), or null when it has none; `from` null only looks it up. Run it inside
 * the caller's transaction.
 */
export async function carryOverCarts(
  tx: Executor,
  from: string | null,
  to: string,
): Promise<string | null> {
  if (from !== null) await moveCarts(tx, from, to);
  const [current] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.ownerSession, to))
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1);
  return current?.id ?? null;
}

/**
 * The account's current cart (the most recently changed one) as a named prepared statement: every
 * sign-in and refresh asks it.
 */
export function currentCartQuery(db: Db): (owner: string) => Promise<string | null> {
  const query = db
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.ownerSession, sql.placeholder('owner')))
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1)
    .prepare('carts_current_of_owner');
  return async (owner) => (await query.execute({ owner }))[0]?.id ?? null;
}

async function moveCarts(tx: Executor, from: string, to: string): Promise<void> {
  const [target] = await tx
    .select({ id: carts.id })
    .from(carts)
    .where(eq(carts.ownerSession, to))
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1);
  if (!target) {
    await tx
      .update(carts)
      .set({ ownerSession: to, updatedAt: sql`now()` })
      .where(eq(carts.ownerSession, from));
  } else {
    const sources = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.ownerSession, from), ne(carts.id, target.id)));
    const ids = sources.map((s) => s.id);
    if (ids.length > 0) {
      await tx.update(cartItems).set({ cartId: target.id }).where(inArray(cartItems.cartId, ids));
      await tx.delete(carts).where(inArray(carts.id, ids));
      await tx
        .update(carts)
        .set({ updatedAt: sql`now()` })
        .where(eq(carts.id, target.id));
    }
  }
}
