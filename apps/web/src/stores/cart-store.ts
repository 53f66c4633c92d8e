import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartItem } from '@print/contracts';
import { ApiError, requestJson } from '../lib/api-client';

/**
 * The anonymous cart (spec 1 §3, §4): its id and items survive reloads in localStorage and are
 * refreshed from the API at start. The configurator adds items itself and then calls `setItems`.
 */
interface CartState {
  readonly cartId: string | null;
  readonly items: readonly CartItem[];
  /** True once the stored id was confirmed (or replaced) by the API in this page session. */
  readonly isVerified: boolean;
  readonly setCartId: (cartId: string) => void;
  readonly setItems: (items: readonly CartItem[]) => void;
  readonly clearCart: () => void;
}

export const CART_STORAGE_KEY = 'cart';

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      cartId: null,
      items: [],
      isVerified: false,
      setCartId: (cartId) => set({ cartId, isVerified: true }),
      setItems: (items) => set({ items }),
      clearCart: () => set({ cartId: null, items: [], isVerified: false }),
    }),
    {
      name: CART_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ cartId: state.cartId, items: state.items }),
    },
  ),
);

/** Number of distinct items (the header's cart badge). */
export function selectCartItemCount(state: Pick<CartState, 'items'>): number {
  return state.items.length;
}

function readCartBody(body: unknown): { id: string | null; items: readonly CartItem[] } {
  if (typeof body !== 'object' || body === null) return { id: null, items: [] };
  const record = body as { _id?: unknown; items?: unknown };
  return {
    id: typeof record._id === 'string' && record._id.length > 0 ? record._id : null,
    items: Array.isArray(record.items) ? (record.items as CartItem[]) : [],
  };
}

async function createCartId(): Promise<string> {
  const { id } = readCartBody(await requestJson('/checkout/cart', { method: 'POST' }));
  if (id === null) throw new ApiError(200, 'INVALID_RESPONSE', 'cart without _id');
  return id;
}

async function loadCart(cartId: string): Promise<readonly CartItem[] | null> {
  try {
    const body = await requestJson(`/checkout/cart/${encodeURIComponent(cartId)}`);
    return readCartBody(body).items;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

let pending: Promise<string> | null = null;

/**
 * Restores the stored cart from the API (spec 1 §4 "create cart", §7 "a 404 leads to creating a
 * new cart"): reuses the stored id and refreshes its items, or creates a new, empty cart.
 */
export async function restoreCart(): Promise<string> {
  const storedId = useCartStore.getState().cartId;
  if (storedId !== null) {
    const items = await loadCart(storedId);
    // A newer cart may have been set meanwhile (a second tab, a reset); its state wins.
    const latestId = useCartStore.getState().cartId;
    if (latestId !== storedId && latestId !== null) return latestId;
    if (items !== null) {
      useCartStore.setState({ cartId: storedId, items, isVerified: true });
      return storedId;
    }
  }
  const cartId = await createCartId();
  const latestId = useCartStore.getState().cartId;
  if (latestId !== storedId && latestId !== null) return latestId;
  useCartStore.setState({ cartId, items: [], isVerified: true });
  return cartId;
}

/** The cart id to add items to: the verified one, or restored/created once (concurrent callers share it). */
export function ensureCartId(): Promise<string> {
  const { cartId, isVerified } = useCartStore.getState();
  if (cartId !== null && isVerified) return Promise.resolve(cartId);
  pending ??= restoreCart().finally(() => {
    pending = null;
  });
  return pending;
}
