import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { makeOrderView } from '../../../test/order-fixtures';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { jsonResponse, makeDetails } from '../test/fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { OrderCompletePage } from './order-complete-page';

type Next = 'complete' | 'pending' | 'retry' | 'failed';

function stubServer(next: Next = 'complete') {
  const callbacks: unknown[] = [];
  const fetchMock = vi.fn((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://shop.test');
    if (url.pathname.endsWith('/checkout/order/checkout/callback')) {
      callbacks.push(JSON.parse(init?.body as string));
      return Promise.resolve(
        jsonResponse({
          order: { _id: 'order-7', orderNumber: '2026-000007' },
          paymentStatus: next === 'complete' ? 'PAYMENT_RECEIVED' : 'PAYMENT_PENDING',
          next,
          ...(next === 'retry' ? { redirectUrl: 'https://paypal.test/checkoutnow?token=T2' } : {}),
        }),
      );
    }
    if (url.pathname.endsWith('/checkout/order/order-1'))
      return Promise.resolve(jsonResponse(makeOrderView()));
    if (url.pathname.endsWith('/checkout/order/order-7')) {
      return Promise.resolve(
        jsonResponse(
          makeOrderView({
            _id: 'order-7',
            orderNumber: '2026-000007',
            paymentMethod: 'paypal',
            paymentStatus: 'PAYMENT_RECEIVED',
          }),
        ),
      );
    }
    if (url.pathname.endsWith('/checkout/cart') && init?.method === 'POST')
      return Promise.resolve(jsonResponse({ _id: 'cart-new' }));
    return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, callbacks };
}

function renderPage(url: string, onCompleted = vi.fn()) {
  const search = new URL(url, 'http://shop.test').searchParams;
  const orderId = /\/order-complete\/([^?]+)/.exec(url)?.[1] ?? null;
  const view = renderCheckoutPage(
    '/order-complete/:orderId?',
    url,
    <OrderCompletePage
      language="de"
      orderId={orderId}
      token={search.get('token')}
      payerId={search.get('PayerID')}
      renderOrder={(order) => <p data-testid="rendered-order">{order.orderNumber}</p>}
      onCompleted={onCompleted}
    />,
  );
  return { ...view, onCompleted };
}

describe('order complete page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCheckoutDraftStore.getState().setDetails(makeDetails());
    useCheckoutDraftStore.getState().setVoucher({ code: 'WELCOME10', isApplied: true });
    useCartIdStore.setState({ cartId: 'cart-ordered' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('thanks naming the confirmation address, shows the order, wipes the order data and starts a new cart', async () => {
    stubServer();
    const { onCompleted } = renderPage('/order-complete/order-1');
    expect(await screen.findByTestId('complete-email')).toHaveTextContent('anna@example.ch');
    expect(screen.getByTestId('rendered-order')).toHaveTextContent('2026-000042');
    expect(onCompleted).toHaveBeenCalled();
    await waitFor(() => expect(useCartIdStore.getState().cartId).toBe('cart-new'));
    expect(useCheckoutDraftStore.getState()).toMatchObject({
      details: null,
      voucher: null,
      submission: null,
    });
  });

  it('back from PayPal: reports the approval once, then shows the paid order', async () => {
    const server = stubServer('complete');
    renderPage('/order-complete/order-7?token=T1&PayerID=P1');
    expect(await screen.findByTestId('rendered-order')).toHaveTextContent('2026-000007');
    expect(server.callbacks).toEqual([{ token: 'T1', PayerID: 'P1', success: true }]);
  });

  it('a declined capture sends the buyer back to PayPal through /redirecting; the cart stays', async () => {
    stubServer('retry');
    renderPage('/order-complete/order-7?token=T3&PayerID=P1');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/redirecting');
    expect(useCartIdStore.getState().cartId).toBe('cart-ordered');
  });

  it('a cancelled payment goes to /order-failed', async () => {
    stubServer('failed');
    renderPage('/order-complete/order-7?token=T4&PayerID=P1');
    expect(await screen.findByTestId('landed')).toHaveTextContent('/order-failed');
  });
});
