import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartItem, CartResponse, CartTotals, CartTotalsParams } from '@print/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError, requestJson } from '../api-client';
import { getCurrentLanguage } from '../i18n';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '../language';
import { contractSchemas } from '../contracts';
import { readStoredCartId, useCartIdStore } from './cart-id-store';
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

/** Creates a cart unless another tab remembered one meanwhile (read from storage, not memory). */
async function createUnlessStored(): Promise<string> {
  const stored = readStoredCartId();
  if (stored !== null) {
    useCartIdStore.getState().setCartId(stored);
    return stored;
  }
  const body = await requestJson('/checkout/cart', { method: 'POST' });
  const { _id } = (await contractSchemas.cart()).CreateCartResponseSchema.parse(body);
  useCartIdStore.getState().setCartId(_id);
  return _id;
}

/**
 * The cart to add items to: the remembered one, or a new one (POST /api/checkout/cart) created
 * once for concurrent callers. A remembered cart the server no longer knows is replaced by the
 * cart query (spec 1 §7: a 404 leads to a new cart). Two tabs never make two carts (issue 13
 * point 7): the creation holds a lock shared by the origin's tabs (Web Locks) and first looks
 * whether another tab has stored a cart meanwhile; that cart's lines would otherwise be lost
 * when this tab's id replaced it in storage.
 */
export function ensureCartId(): Promise<string> {
  const stored = useCartIdStore.getState().cartId ?? readStoredCartId();
  if (stored !== null) {
    if (useCartIdStore.getState().cartId !== stored) useCartIdStore.getState().setCartId(stored);
    return Promise.resolve(stored);
  }
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  pendingCreate ??= (
    locks ? locks.request('print-portal-cart-create', createUnlessStored) : createUnlessStored()
  ).finally(() => {
    pendingCreate = null;
  });
  return pendingCreate;
}

const CART_CHANNEL = 'print-portal-cart';
/** This tab's sender id: a channel also delivers to the sending tab's other listeners. */
const TAB_ID = Math.random().toString(36).slice(2);

/** Tells the other tabs of this browser that a cart changed (they refetch it). */
function announceCartChange(cartId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CART_CHANNEL);
  channel.postMessage({ cartId, tabId: TAB_ID });
  channel.close();
}

/**
 * Keeps this tab's cart current while another tab edits it (issue 13 point 7): a change
 * announced by another tab refetches the cart and its totals at once; the cart query also
 * refetches whenever the tab becomes visible or focused.
 */
function useCartChangesOfOtherTabs(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CART_CHANNEL);
    channel.onmessage = (event: MessageEvent<{ cartId?: unknown; tabId?: unknown }>) => {
      const { cartId, tabId } = event.data;
      if (typeof cartId === 'string' && tabId !== TAB_ID) {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart(cartId) });
      }
    };
    return () => channel.close();
  }, [queryClient]);
}

/** Forgets a cart the server answered 404 for, so the next addition starts a new one. */
export function forgetCart(cartId: string): void {
  if (useCartIdStore.getState().cartId === cartId) useCartIdStore.getState().setCartId(null);
}

/**
 * The language the API calls are made in (api-client sends i18n's language as
 * mas-language-key): a switch re-renders the caller, and the new key fetches the new names.
 */
function useRequestLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * The cart's items, fetched once per language and shared (header badge, cart page, checkout).
 * After a language switch the previous language's items stay shown until the names in the new
 * one arrive (no loading state in between: a page never unmounts its forms for a switch).
 */
export function useCart() {
  const cartId = useCartIdStore((state) => state.cartId);
  const language = useRequestLanguage();
  useCartChangesOfOtherTabs();
  const query = useQuery({
    queryKey: queryKeys.cartItems(cartId ?? '', language),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === cartId ? previous : undefined,
    queryFn: async () => {
      const cart = await fetchCart(cartId ?? '');
      if (cart === null) forgetCart(cartId ?? '');
      return cart;
    },
    enabled: cartId !== null,
    staleTime: 30_000,
    // Another tab may have changed the cart while this one was hidden (issue 13 point 7).
    refetchOnWindowFocus: 'always',
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
  // The answer carries the names in the language the change was requested in.
  const key = queryKeys.cartItems(cartId, getCurrentLanguage());
  void queryClient.cancelQueries({ queryKey: key, exact: true });
  queryClient.setQueryData(key, cart);
  // The items in the other languages are outdated now.
  void queryClient.invalidateQueries({
    queryKey: ['cart', cartId, 'items'],
    predicate: (query) => query.queryKey[3] !== key[3],
  });
  void queryClient.invalidateQueries({ queryKey: queryKeys.allCartTotals(cartId) });
  announceCartChange(cartId);
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
  const language = useRequestLanguage();
  return useQuery({
    queryKey: queryKeys.cartTotals(cartId ?? '', query, language),
    // A language switch keeps the figures on screen until the names in the new language arrive.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === cartId &&
      JSON.stringify(previousQuery.queryKey[3]) === JSON.stringify(query)
        ? previous
        : undefined,
    queryFn: () => fetchCartTotals(cartId ?? '', query),
    enabled: cartId !== null && isEnabled,
    staleTime: 30_000,
    refetchOnWindowFocus: 'always',
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
