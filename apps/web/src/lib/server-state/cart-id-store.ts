import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * The id of the visitor's cart, remembered across reloads (spec 1 §4). Only the id: the items
 * are server state (the cart query). Written only by lib/server-state/cart.ts.
 */
interface CartIdState {
  readonly cartId: string | null;
  readonly setCartId: (cartId: string | null) => void;
}

export const CART_STORAGE_KEY = 'cart';

export const useCartIdStore = create<CartIdState>()(
  persist(
    (set) => ({
      cartId: null,
      setCartId: (cartId) => set({ cartId }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ cartId: state.cartId }),
      // Version 0 stored the items too; only the id is kept.
      migrate: (persisted) => ({
        cartId: (persisted as { cartId?: string | null }).cartId ?? null,
      }),
    },
  ),
);

/**
 * The cart id as stored right now (another tab may have written it after this one loaded); null
 * when none is stored or storage is unavailable.
 */
export function readStoredCartId(): string | null {
  try {
    const raw = localStorage.getItem(CART_STORAGE_KEY);
    if (raw === null) return null;
    const cartId = (JSON.parse(raw) as { state?: { cartId?: unknown } }).state?.cartId;
    return typeof cartId === 'string' && cartId !== '' ? cartId : null;
  } catch {
    return null;
  }
}

// Another tab created, switched or forgot the cart: follow it, so both tabs write one cart.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void useCartIdStore.persist.rehydrate();
  });
}
