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
  /** Sign-in state of the caller: invalidated on sign-in, sign-out and refresh. */
  authStatus: () => ['auth-status'] as const,
  /** One order as its owner sees it (GET /api/checkout/order/{id}); language-free figures. */
  order: (orderId: string) => ['order', orderId] as const,
  /** The signed-in customer's orders (GET /api/checkout/order/user). */
  userOrders: () => ['orders', 'user'] as const,
  /** A legacy order found by the tracking form's query (GET /api/rest_api/trackorder.php). */
  legacyOrder: (search: string) => ['legacy-order', search] as const,
} as const;
