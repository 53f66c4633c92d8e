import { useQuery } from '@tanstack/react-query';
import type { CartResponse } from '@print/contracts';
import { ApiError, requestJson } from '../../../lib/api-client';
import { readCartId, writeCartId } from '../utils/cart-id-storage';
import { createCart, readStringField } from './create-cart';

/**
 * What the shell needs of the cart. The shell reads only the id and the number of distinct items,
 * so it does not validate (and bundle the schema of) every item field.
 */
export interface CartSummary {
  readonly cartId: CartResponse['_id'];
  readonly itemCount: number;
}

export const cartSummaryQueryKey = ['cart', 'summary'] as const;

/** GET /api/checkout/cart/{id}; null when the cart is unknown (404). */
export async function getCartSummary(cartId: string): Promise<CartSummary | null> {
  try {
    const body = await requestJson(`/checkout/cart/${encodeURIComponent(cartId)}`);
    const id = readStringField(body, '_id') ?? cartId;
    const items = (body as { items?: unknown }).items;
    return { cartId: id, itemCount: Array.isArray(items) ? items.length : 0 };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The stored cart, or a new one when none is stored or the stored one is gone (spec 1 §7). */
export async function loadOrCreateCart(storage: Storage): Promise<CartSummary> {
  const storedId = readCartId(storage);
  if (storedId !== null) {
    const cart = await getCartSummary(storedId);
    if (cart !== null) return cart;
  }
  const cartId = await createCart();
  writeCartId(storage, cartId);
  return { cartId, itemCount: 0 };
}

export function useCartSummary() {
  return useQuery({ queryKey: cartSummaryQueryKey, queryFn: () => loadOrCreateCart(localStorage) });
}

/** Distinct items in the cart; 0 while loading or when the API is unreachable. */
export function useCartItemCount(): number {
  return useCartSummary().data?.itemCount ?? 0;
}
