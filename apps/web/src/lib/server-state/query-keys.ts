import type { CartTotalsParams } from '@print/contracts';
import type { Language } from '../language';

/**
 * Every server resource the web app reads has exactly one query key, built here. Texts that
 * come in the request language carry it in the key (shipping countries, the cart's item names,
 * the totals' shipping option names); a language switch then refetches them.
 */
export const queryKeys = {
  /** Everything of one cart (items in every language, totals): invalidated together. */
  cart: (cartId: string) => ['cart', cartId] as const,
  /** The cart's items with their names (model, mode, finish, colour) in the request language. */
  cartItems: (cartId: string, language: Language) => ['cart', cartId, 'items', language] as const,
  /** The totals of one cart for every query (customer type, country…): invalidated together. */
  allCartTotals: (cartId: string) => ['cart', cartId, 'totals'] as const,
  /** Figures are language-free, but the shipping options carry their names in the language. */
  cartTotals: (cartId: string, query: CartTotalsParams, language: Language) =>
    ['cart', cartId, 'totals', query, language] as const,
  printModes: (language: Language) => ['print-modes', language] as const,
  analytxFile: (fileId: string) => ['analytx-file', fileId] as const,
  /** Prices of one file for one (debounced) configurator request; language-free. */
  batchPrices: (trigger: unknown) => ['batch-prices', trigger] as const,
  shippingCountries: (language: Language) => ['shipping-countries', language] as const,
  /** A content page by its path inside the language ('' = start page). */
  contentPage: (language: Language, path: string) => ['content-page', language, path] as const,
  contentNavigation: (language: Language) => ['content-navigation', language] as const,
  /** Sign-in state of the caller: invalidated on sign-in, sign-out and refresh. */
  authStatus: () => ['auth-status'] as const,
  /** One order as its owner sees it (GET /api/checkout/order/{id}); language-free figures. */
  order: (orderId: string) => ['order', orderId] as const,
  /** An offer (quote answer) by its mailed link's token, or the owner's newest by order id. */
  offer: (kind: 'token' | 'order', id: string) => ['offer', kind, id] as const,
  /** A not printable review's mailed answer link (no sign-in: the token is the key). */
  notPrintableLink: (token: string) => ['not-printable-link', token] as const,
  /** A legacy order found by the tracking form (POST /api/rest_api/trackorder.php; memory only). */
  legacyOrder: (orderId: string, email: string) => ['legacy-order', orderId, email] as const,
  /** The signed-in account's orders and active sessions (cleared with the sign-in state). */
  userOrders: () => ['auth-status', 'orders'] as const,
  authSessions: () => ['auth-status', 'sessions'] as const,
  /** POST /api/auth/refresh made by the route guard (201 → the session is alive). */
  authRefresh: () => ['auth-refresh'] as const,
  /** A single-use link from a mail (opt-in, e-mail change), confirmed once per code. */
  linkConfirmation: (kind: 'optin' | 'email', code: string) =>
    ['link-confirmation', kind, code] as const,
  /** Whether a reset link is still valid (checked, never used, before its form shows). */
  resetLinkCheck: (code: string) => ['reset-link-check', code] as const,
} as const;
