import type { Language, ReorderResponse } from '@print/contracts';
import type { Result } from '@print/domain';
import type { CartErrorCode, CartService } from '../cart/index.js';
import type { OrdersService } from '../orders/index.js';
import { runIdempotent, type IdempotencyStore } from './idempotency.js';

export type ReorderErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_REORDERABLE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_REQUEST_IN_PROGRESS'
  | CartErrorCode;

export interface ReorderContext {
  readonly principalId: string | null;
  readonly lang: Language;
  /** The cart the customer's browser shows; another principal's or an unknown one is ignored. */
  readonly cartId?: string | undefined;
  /** Idempotency-Key: a double click or retry adds the parts once. */
  readonly idempotencyKey?: string | undefined;
}

/**
 * Spec 2 §4, as a shop does it (issue 24 point 13): allowed for a paid, non-quote order. The
 * snapshot's files and choices go into the customer's cart (the one the browser shows, else the
 * account's current one, else a new one), priced at today's catalogue. No order is placed here:
 * the customer checks out as usual, with the account's addresses as they are NOW and a payment
 * method of their choice (a PayPal reorder reaches PayPal through the checkout), so nothing is
 * mailed to an outdated address and no unpaid order is left behind.
 */
export function createReorder(deps: {
  readonly orders: OrdersService;
  readonly cart: CartService;
  readonly idempotency: IdempotencyStore;
}) {
  return async function reorder(
    orderId: string,
    ctx: ReorderContext,
  ): Promise<Result<ReorderResponse, ReorderErrorCode>> {
    const source = await deps.orders.reorderSource(orderId, ctx.principalId);
    if (!source.ok) return source;
    const owner = source.value.ownerPrincipal;
    const request = {
      principalId: owner,
      key: ctx.idempotencyKey,
      body: { reorderOf: orderId, cartId: ctx.cartId ?? null },
      whileRunning: 'refuse' as const,
    };
    return runIdempotent(deps.idempotency, request, async () => {
      const items = source.value.items;
      if (ctx.cartId !== undefined) {
        const added = await deps.cart.addItems(ctx.cartId, items, owner, ctx.lang);
        if (added.ok)
          return { ok: true, value: { cart: { _id: ctx.cartId }, addedItems: items.length } };
        if (added.error.code !== 'CART_NOT_FOUND') return added;
      }
      const cartId = (await deps.cart.currentOf(owner)) ?? (await deps.cart.createCart(owner))._id;
      const added = await deps.cart.addItems(cartId, items, owner, ctx.lang);
      if (!added.ok) return added;
      return { ok: true, value: { cart: { _id: cartId }, addedItems: items.length } };
    });
  };
}
