import type { CheckoutCommand, CheckoutResponse, Language } from '@print/contracts';
import type { Result } from '@print/domain';
import type { CartErrorCode, CartService } from '../cart/index.js';
import type { OrdersService } from '../orders/index.js';
import type { CheckoutErrorCode, CheckoutService } from './checkout.service.js';
import { runIdempotent, type IdempotencyStore } from './idempotency.js';

export type ReorderErrorCode =
  'ORDER_NOT_FOUND' | 'ORDER_NOT_REORDERABLE' | CartErrorCode | CheckoutErrorCode;

export interface ReorderContext {
  readonly principalId: string | null;
  readonly isSignedIn: boolean;
  readonly lang: Language;
  /** Idempotency-Key: a double click or retry gives one new order. */
  readonly idempotencyKey?: string | undefined;
}

/**
 * Spec 2 §4: allowed for a paid, non-quote order. A new cart with the snapshot's files and choices
 * is priced at today's catalogue and checked out with the same addresses and payment method (no
 * voucher): a NEW order, answered like checkout.
 */
export function createReorder(deps: {
  readonly orders: OrdersService;
  readonly cart: CartService;
  readonly checkout: CheckoutService;
  readonly idempotency: IdempotencyStore;
}) {
  return async function reorder(
    orderId: string,
    ctx: ReorderContext,
  ): Promise<Result<CheckoutResponse, ReorderErrorCode>> {
    const source = await deps.orders.reorderSource(orderId, ctx.principalId);
    if (!source.ok) return source;
    const owner = source.value.ownerPrincipal;
    const request = {
      principalId: owner,
      key: ctx.idempotencyKey,
      body: { reorderOf: orderId },
      whileRunning: 'refuse' as const,
    };
    return runIdempotent(deps.idempotency, request, async () => {
      const { _id: cartId } = await deps.cart.createCart(owner);
      const added = await deps.cart.addItems(cartId, source.value.items, owner, ctx.lang);
      if (!added.ok) return added;
      const previous = source.value.checkoutCommand as unknown as CheckoutCommand;
      const command: CheckoutCommand = { ...previous, cartId, discountId: undefined };
      return deps.checkout.checkout(command, {
        principalId: owner,
        isSignedIn: ctx.isSignedIn,
        lang: ctx.lang,
      });
    });
  };
}
