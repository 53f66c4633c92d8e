/**
 * Spec 2 §2 route guard: the page a logged-out visitor wanted is remembered while they log in,
 * then used once. Kept for the tab only (sessionStorage), and only as an in-app path: anything
 * that could leave the shop ('//host', 'https:', '/\\host') is refused (no open redirect).
 */
export const RETURN_PATH_KEY = 'loginReturnPath';

export function isInAppPath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !/\p{Cc}/u.test(path);
}

export function rememberReturnPath(path: string, storage: Storage = sessionStorage): void {
  if (isInAppPath(path)) storage.setItem(RETURN_PATH_KEY, path);
}

/** The remembered path, removed as it is read (a later login goes the usual way again). */
export function takeReturnPath(storage: Storage = sessionStorage): string | null {
  const path = storage.getItem(RETURN_PATH_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return path !== null && isInAppPath(path) ? path : null;
}

/**
 * Where a successful login leads (spec 2 §4): the remembered page; else /payment-details when
 * the cart has items, else /account. The remembered path carries its language prefix already;
 * the other two are app paths the caller localizes.
 */
export function resolveLoginTarget(
  returnPath: string | null,
  cartItemCount: number,
): { readonly path: string; readonly isLocalized: boolean } {
  if (returnPath !== null) return { path: returnPath, isLocalized: true };
  return { path: cartItemCount > 0 ? '/payment-details' : '/account', isLocalized: false };
}
