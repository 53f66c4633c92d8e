import type { CartTotalsParams } from '@print/contracts';
import type { Language } from '../language';

/**
 * Every server resource the web app reads has exactly one query key, built here. Texts that
 * come in the request language carry it in the key; prices and carts are language-free ids.
 */
export const queryKeys = {
  cart: (cartId: string) => ['cart', cartId] as const,
  /** The totals of one cart for every query (customer type, country…): invalidated together. */
  allCartTotals: (cartId: string) => ['cart', cartId, 'totals'] as const,
  cartTotals: (cartId: string, query: CartTotalsParams) =>
    ['cart', cartId, 'totals', query] as const,
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
} as const;
