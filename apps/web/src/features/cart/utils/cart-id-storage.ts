/** The anonymous cart id survives reloads in localStorage. */
export const CART_ID_STORAGE_KEY = 'cartId';

export function readCartId(storage: Storage): string | null {
  const id = storage.getItem(CART_ID_STORAGE_KEY);
  return id !== null && id.length > 0 ? id : null;
}

export function writeCartId(storage: Storage, cartId: string): void {
  storage.setItem(CART_ID_STORAGE_KEY, cartId);
}
