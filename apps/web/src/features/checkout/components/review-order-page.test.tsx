import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ValidateDiscountResponse } from '@print/contracts';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { useNotificationStore } from '../../../stores/notification-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { makeCartItem, makeCartTotals } from '../../../test/cart-fixtures';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { COUNTRIES, jsonResponse, makeDetails } from '../test/fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { ReviewOrderPage } from './review-order-page';

const STANDARD = {
  _id: 'ship-standard',
  name: 'Standard-Versand',
  priceCents: 900,
  listPriceCents: 900,
  isFree: false,
  isStandard: true,
  shippingTimeDays: 3,
};
const EXPRESS = {
  _id: 'ship-express',
  name: 'Express',
  priceCents: 2_500,
  listPriceCents: 2_500,
  isFree: false,
  isStandard: false,
  shippingTimeDays: 1,
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

interface Server {
  readonly fetchMock: ReturnType<typeof vi.fn>;
  readonly totalsUrls: URL[];
  readonly checkoutCalls: { key: string | null; body: unknown }[];
}

function stubServer(checkoutAnswers: Response[] = []): Server {
  const totalsUrls: URL[] = [];
  const checkoutCalls: Server['checkoutCalls'] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    if (url.pathname.endsWith('/shipping/countries'))
      return Promise.resolve(jsonResponse({ shippingCountries: COUNTRIES }));
    if (url.pathname.endsWith('/auth/user/details')) return Promise.resolve(jsonResponse({}, 401));
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

function renderPage() {
  return renderCheckoutPage('/review-order', '/review-order', <ReviewOrderPage language="de" />);
}

describe('review order page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCheckoutDraftStore.getState().clear();
    useCheckoutDraftStore.getState().setDetails(makeDetails());
    useCartIdStore.setState({ cartId: 'cart-1' });
    usePreferencesStore.setState({ isBusinessCustomer: false });
    useNotificationStore.setState({ notifications: [] });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s totals for the standard method and reprices on another method', async () => {
    const server = stubServer();
    renderPage();
    expect(await screen.findByTestId('review-total')).toHaveTextContent('CHF 236.77');
    expect(server.totalsUrls[0]?.searchParams.get('countryCode')).toBe('CH');
    expect(server.totalsUrls[0]?.searchParams.get('shippingMethodId')).toBe('ship-standard');
    fireEvent.click(screen.getByRole('radio', { name: /Express/ }));
    await waitFor(() =>
      expect(screen.getByTestId('review-shipping')).toHaveTextContent('CHF 25.00'),
    );
    expect(useCheckoutDraftStore.getState().shippingMethodId).toBe('ship-express');
  });

  it('gates the button on the terms, titled "Bitte stimmen Sie den AGB zu"', async () => {
    stubServer();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Jetzt kaufen' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Bitte stimmen Sie den AGB zu');
    fireEvent.click(screen.getByLabelText(/AGB gelesen/));
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('title');
  });

  it('reads "Weiter zu PayPal" for PayPal', async () => {
    useCheckoutDraftStore.getState().setDetails(makeDetails({ billingPaymentMethod: 'paypal' }));
    stubServer();
    renderPage();
    expect(await screen.findByRole('button', { name: 'Weiter zu PayPal' })).toBeInTheDocument();
  });

  it('validates a voucher, redeems it and prices with it; restored from the draft', async () => {
    const server = stubServer();
    renderPage();
    const input = await screen.findByLabelText('Gutscheincode');
    const submit = screen.getByRole('button', { name: 'Einlösen' });
    fireEvent.change(input, { target: { value: 'W' } });
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: 'WELCOME10' } });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Gutschein gültig' });
    expect(dialog).toHaveTextContent('10 % Rabatt');
    expect(useCheckoutDraftStore.getState().voucher).toEqual({
      code: 'WELCOME10',
      isApplied: false,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByTestId('voucher-applied')).toHaveTextContent('WELCOME10');
    await waitFor(() =>
      expect(screen.getByTestId('review-discount')).toHaveTextContent('CHF-21.00'),
    );
    expect(server.totalsUrls.at(-1)?.searchParams.get('discountCode')).toBe('WELCOME10');
    expect(JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}')).toMatchObject({
      state: { voucher: { code: 'WELCOME10', isApplied: true } },
    });
  });

  it('below the minimum: says the minimum and the remaining amount, no redeem', async () => {
    stubServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), { target: { value: 'BIG50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mindestbestellwert nicht erreicht' });
    expect(dialog).toHaveTextContent('CHF 500.00');
    expect(dialog).toHaveTextContent('CHF 290.00');
    expect(within(dialog).queryByRole('button', { name: 'Einlösen' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    expect(useCheckoutDraftStore.getState().voucher).toBeNull();
  });

  it('an unknown voucher (404) says so and offers a retry', async () => {
    stubServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gutschein nicht gültig' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Gutscheincode')).toHaveFocus();
  });

  it('places the order once with an Idempotency-Key and goes to /order-complete', async () => {
    const answer = jsonResponse(
      { order: { _id: 'order-1', orderNumber: '2026-000001' }, payment: { method: 'billing' } },
      201,
    );
    const server = stubServer([answer]);
    renderPage();
    fireEvent.click(await screen.findByLabelText(/AGB gelesen/));
    const button = screen.getByRole('button', { name: 'Jetzt kaufen' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByTestId('landed')).toHaveTextContent('/order-complete/order-1');
    expect(server.checkoutCalls).toHaveLength(1);
    expect(server.checkoutCalls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.checkoutCalls[0]?.body).toMatchObject({
      cartId: 'cart-1',
      isBusinessCustomer: false,
      paymentDetails: {
        billingPaymentMethod: 'billing',
        shippingMethodId: 'ship-standard',
        email: 'anna@example.ch',
      },
    });
  });

  it('a failure goes to /order-failed with the warning; the retry sends the same key', async () => {
    const server = stubServer([jsonResponse({ error: { code: 'INTERNAL' } }, 500)]);
    const first = renderPage();
    fireEvent.click(await screen.findByLabelText(/AGB gelesen/));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt kaufen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/order-failed');
    expect(useNotificationStore.getState().notifications[0]).toMatchObject({
      type: 'warning',
      header: 'Hier scheint ein Fehler aufgetreten zu sein.',
    });
    first.unmount();
    renderPage();
    fireEvent.click(await screen.findByLabelText(/AGB gelesen/));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt kaufen' }));
    await waitFor(() => expect(server.checkoutCalls).toHaveLength(2));
    expect(server.checkoutCalls[1]?.key).toBe(server.checkoutCalls[0]?.key);
  });

  it('a refusal the customer can act on is said in words (voucher used up)', async () => {
    stubServer([jsonResponse({ error: { code: 'VOUCHER_USED_UP', message: 'used up' } }, 422)]);
    renderPage();
    fireEvent.click(await screen.findByLabelText(/AGB gelesen/));
    fireEvent.click(screen.getByRole('button', { name: 'Jetzt kaufen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/order-failed');
    expect(useNotificationStore.getState().notifications[0]?.body).toBe(
      'Der Gutschein wurde bereits vollständig eingelöst.',
    );
  });

  it('a method the cart no longer allows blocks the button and says why', async () => {
    useCheckoutDraftStore.getState().setDetails(makeDetails({ billingPaymentMethod: 'quote' }));
    stubServer();
    renderPage();
    const button = await screen.findByRole('button', { name: 'Angebot anfordern' });
    fireEvent.click(screen.getByLabelText(/AGB gelesen/));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Nur für angemeldete Kunden.'),
    );
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Zahlungsart ändern' })).toHaveAttribute(
      'href',
      '/payment-details',
    );
  });
});
