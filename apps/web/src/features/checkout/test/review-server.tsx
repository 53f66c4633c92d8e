import { vi } from 'vitest';
import type { ValidateDiscountResponse } from '@print/contracts';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { useNotificationStore } from '../../../stores/notification-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { makeCartItem, makeCartTotals } from '../../../test/cart-fixtures';
import { ReviewOrderPage } from '../components/review-order-page';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { COUNTRIES, jsonResponse, makeDetails } from './fixtures';
import { renderCheckoutPage } from './render-checkout';

// The server of the review page's tests: countries, cart, totals priced by method and voucher,
// validate-discount (WELCOME10 valid, BIG50 below its minimum, others 404) and checkout.
const STANDARD = {
  _id: 'ship-standard',
  name: 'Standard-Versand',
  priceCents: 900,
  listPriceCents: 900,
  isFree: false,
  isStandard: true,
  shippingTimeDays: 3,
  // Ordered Fri 27 Nov 2026 (REVIEW_CLOCK): production 4 days → Tue 1 Dec, + 3 working days.
  deliveryDate: '2026-12-04',
};
const EXPRESS = {
  _id: 'ship-express',
  name: 'Express',
  priceCents: 2_500,
  listPriceCents: 2_500,
  isFree: false,
  isStandard: false,
  shippingTimeDays: 1,
  deliveryDate: '2026-12-02',
};

function totalsFor(url: URL) {
  const hasVoucher = url.searchParams.get('discountCode') === 'WELCOME10';
  const method = url.searchParams.get('shippingMethodId') === 'ship-express' ? EXPRESS : STANDARD;
  return makeCartTotals(
    'cart-1',
    [{ itemId: 'item-1', quantity: 1, unitCents: 21_000, lineCents: 21_000 }],
    {
      countryCode: 'CH',
      positionNetCents: 21_000,
      discountCents: hasVoucher ? 2_100 : 0,
      shippingCents: method.priceCents,
      netTotalCents: 21_000 - (hasVoucher ? 2_100 : 0) + method.priceCents,
      taxCents: 1_777,
      totalCents: 23_677,
      shippingMethod: method,
      shippingOptions: [EXPRESS, STANDARD],
      productionDays: 4,
      deliveryDate: method.deliveryDate,
    },
  );
}

function discount(code: string, state: 'VALID' | 'BELOW_MINIMUM'): ValidateDiscountResponse {
  return {
    discount: {
      _id: code,
      code,
      type: 'percentage',
      value: 10,
      fromDate: null,
      toDate: null,
      rules: { minValueCents: 50_000, maxUsage: null, freeShipping: false },
    },
    validity: {
      state,
      isRedeemable: state === 'VALID',
      cartNetCents: 21_000,
      missingCents: state === 'VALID' ? 0 : 29_000,
      discountCents: state === 'VALID' ? 2_100 : 0,
    },
  };
}

export interface Server {
  readonly fetchMock: ReturnType<typeof vi.fn>;
  readonly totalsUrls: URL[];
  readonly checkoutCalls: { key: string | null; body: unknown }[];
}

export function stubServer(checkoutAnswers: Response[] = []): Server {
  const totalsUrls: URL[] = [];
  const checkoutCalls: Server['checkoutCalls'] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    if (url.pathname.endsWith('/shipping/countries'))
      return Promise.resolve(jsonResponse({ shippingCountries: COUNTRIES }));
    if (url.pathname.endsWith('/auth/session'))
      return Promise.resolve(jsonResponse({ isLoggedIn: false }));
    if (url.pathname.endsWith('/totals')) {
      totalsUrls.push(url);
      return Promise.resolve(jsonResponse(totalsFor(url)));
    }
    if (url.pathname.endsWith('/checkout/cart/cart-1'))
      return Promise.resolve(
        jsonResponse({ _id: 'cart-1', items: [makeCartItem('item-1', 1, 21_000)] }),
      );
    if (url.pathname.endsWith('/validate-discount')) {
      const { code } = JSON.parse(init?.body as string) as { code: string };
      if (code === 'WELCOME10') return Promise.resolve(jsonResponse(discount(code, 'VALID')));
      if (code === 'BIG50') return Promise.resolve(jsonResponse(discount(code, 'BELOW_MINIMUM')));
      return Promise.resolve(jsonResponse({ error: { code: 'VOUCHER_NOT_FOUND' } }, 404));
    }
    if (url.pathname.endsWith('/checkout/order/checkout')) {
      checkoutCalls.push({
        key: new Headers(init?.headers).get('Idempotency-Key'),
        body: JSON.parse(init?.body as string),
      });
      return Promise.resolve(
        checkoutAnswers.shift() ?? jsonResponse({ error: { code: 'INTERNAL' } }, 500),
      );
    }
    return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, totalsUrls, checkoutCalls };
}

export function renderPage() {
  return renderCheckoutPage('/review-order', '/review-order', <ReviewOrderPage language="de" />);
}

/** A draft of valid details, cart-1, a private customer and no notifications. */
export function resetReviewState(): void {
  sessionStorage.clear();
  useCheckoutDraftStore.getState().clear();
  useCheckoutDraftStore.getState().setDetails(makeDetails());
  useCartIdStore.setState({ cartId: 'cart-1' });
  usePreferencesStore.setState({ isBusinessCustomer: false });
  useNotificationStore.setState({ notifications: [] });
}
