import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { cartItems, carts } from './cart.tables.js';

/**
 * The id of the cart that gives an ordered cart's lines back: derived from the ordered cart's
 * own id (128 secret bits), so a second give-back finds the same cart and adds no line twice.
 */
export function restoredCartIdOf(orderedCartId: string): string {
  return createHash('sha256')
    .update(`restored-cart:${orderedCartId}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');
}

/**
 * An order that was never paid (cancelled at PayPal, or left there) gives its lines back: a new
 * cart of `owner` with the ordered cart's lines as they were (configuration, quantity,
 * attachments, thumbnail). Idempotent: the cart's id is derived from the ordered cart's, and its
 * lines are copied only by the statement that creates it. Run inside the caller's transaction.
 * Answers the restored cart's id.
 */
export async function restoreOrderedCart(
  tx: Executor,
  orderedCartId: string,
  owner: string,
): Promise<string> {
  const id = restoredCartIdOf(orderedCartId);
  await tx.execute(sql`WITH created AS (
      INSERT INTO ${carts} (id, owner_session) VALUES (${id}, ${owner})
      ON CONFLICT (id) DO NOTHING RETURNING id
    )
    INSERT INTO ${cartItems} (id, cart_id, file_id, print_mode_id, surface_finish_id, color_id,
      quantity, scale, given_unit_of_length, acknowledged_repair_info, processing_steps,
      attachments, thumbnail_key, unit_net_cents, line_net_cents, production_days, price_set_id,
      created_at)
    SELECT gen_random_uuid()::text, created.id, i.file_id, i.print_mode_id, i.surface_finish_id,
      i.color_id, i.quantity, i.scale, i.given_unit_of_length, i.acknowledged_repair_info,
      i.processing_steps, i.attachments, i.thumbnail_key, i.unit_net_cents, i.line_net_cents,
      i.production_days, i.price_set_id, i.created_at
    FROM ${cartItems} i, created WHERE i.cart_id = ${orderedCartId}`);
  return id;
}

/** The restored cart of an ordered cart when it exists and is still `owner`'s, else null. */
export async function findRestoredCart(
  ex: Executor,
  orderedCartId: string,
  owner: string,
): Promise<string | null> {
  const id = restoredCartIdOf(orderedCartId);
  const rows = await ex
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, id), eq(carts.ownerSession, owner)));
  return rows.length > 0 ? id : null;
}
