import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CartItem, CartResponse, CartTotals, CartTotalsParams } from '@print/contracts';
import { ApiError, requestJson } from '../api-client';
import { contractSchemas } from '../contracts';
import { useCartIdStore } from './cart-id-store';
import { queryKeys } from './query-keys';

function cartPath(cartId: string): string {
  return `/checkout/cart/${encodeURIComponent(cartId)}`;
}

/** GET /api/checkout/cart/{id}; null when the cart is gone or not the caller's (404). */
export async function fetchCart(cartId: string): Promise<CartResponse | null> {
  try {
    const body = await requestJson(cartPath(cartId));
    return (await contractSchemas.cart()).CartResponseSchema.parse(body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

let pendingCreate: Promise<string> | null = null;

/**
 * The cart to add items to: the remembered one, or a new one (POST /api/checkout/cart) created
 * once for concurrent callers. A remembered cart the server no longer knows is replaced by the
 * cart query (spec 1 §7: a 404 leads to a new cart).
 */
export function ensureCartId(): Promise<string> {
  const stored = useCartIdStore.getState().cartId;
  if (stored !== null) return Promise.resolve(stored);
  pendingCreate ??= requestJson('/checkout/cart', { method: 'POST' })
    .then(async (body) => {
      const { _id } = (await contractSchemas.cart()).CreateCartResponseSchema.parse(body);
      useCartIdStore.getState().setCartId(_id);
      return _id;
    })
    .finally(() => {
      pendingCreate = null;
    });
  return pendingCreate;
}

/** Forgets a cart the server answered 404 for, so the next addition starts a new one. */
export function forgetCart(cartId: string): void {
  if (useCartIdStore.getState().cartId === cartId) useCartIdStore.getState().setCartId(null);
}

/** The cart's items, fetched once and shared (header badge, cart page, checkout). */
export function useCart() {
  const cartId = useCartIdStore((state) => state.cartId);
  const query = useQuery({
    queryKey: queryKeys.cart(cartId ?? ''),
    queryFn: async () => {
      const cart = await fetchCart(cartId ?? '');
      if (cart === null) forgetCart(cartId ?? '');
      return cart;
    },
    enabled: cartId !== null,
    staleTime: 30_000,
  });
  return { cartId, ...query, items: query.data?.items ?? [] };
}

/**
 * Puts the server's answer to a cart change into the cache; its totals are then refetched. A
 * read of the cart still in flight is cancelled first: it may have been answered before the
 * change and would otherwise overwrite it (a new cart's first read races its first item).
 */
export function storeCartItems(
  queryClient: QueryClient,
  cartId: string,
  items: readonly CartItem[],
): void {
  const cart: CartResponse = { _id: cartId, items: [...items] };
  void queryClient.cancelQueries({ queryKey: queryKeys.cart(cartId), exact: true });
  queryClient.setQueryData(queryKeys.cart(cartId), cart);
  void queryClient.invalidateQueries({ queryKey: queryKeys.allCartTotals(cartId) });
}

/** GET …/totals: every figure of the cart as the server computes it (the browser computes none). */
export async function fetchCartTotals(
  cartId: string,
  query: CartTotalsParams,
): Promise<CartTotals> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const body = await requestJson(`${cartPath(cartId)}/totals${search}`);
  return (await contractSchemas.cart()).CartTotalsSchema.parse(body);
}

export function useCartTotals(cartId: string | null, query: CartTotalsParams, isEnabled = true) {
  return useQuery({
    queryKey: queryKeys.cartTotals(cartId ?? '', query),
    queryFn: () => fetchCartTotals(cartId ?? '', query),
    enabled: cartId !== null && isEnabled,
    staleTime: 30_000,
  });
}

/**
 * Switches to the cart the server names after sign-in (the anonymous cart carried over and
 * merged into the account's) or forgets the cart at sign-out (null): the account's cart is not
 * the anonymous visitor's.
 */
export function switchCart(cartId: string | null): void {
  useCartIdStore.getState().setCartId(cartId);
}
