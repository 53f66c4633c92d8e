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
    if (url.pathname.endsWith('/checkout/order/order-prepaid')) {
      return Promise.resolve(
        jsonResponse(
          makeOrderView({
            _id: 'order-prepaid',
            paymentMethod: 'prepaid',
            paymentStatus: 'PAYMENT_PENDING',
            prepayment: {
              amountCents: 26077,
              creditorName: 'Print Portal AG',
              iban: 'CH44 3199 9123 0008 8901 2',
              reference: '21 00000 00003 13947 14300 09017',
            },
          }),
        ),
      );
    }
    if (url.pathname.endsWith('/checkout/order/order-cancelled')) {
      return Promise.resolve(
        jsonResponse(makeOrderView({ _id: 'order-cancelled', orderStatus: 'ORDER_CANCELLED' })),
      );
    }
    if (url.pathname.endsWith('/checkout/order/order-foreign')) {
      return Promise.resolve(
        jsonResponse({ error: { code: 'ORDER_NOT_FOUND', message: 'not found' } }, 404),
      );
    }
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

  it('a prepaid order says to pay first: amount, account and reference', async () => {
    stubServer();
    renderPage('/order-complete/order-prepaid');
    const note = await screen.findByTestId('prepaid-note');
    expect(note).toHaveTextContent('Bitte zuerst bezahlen');
    expect(note).toHaveTextContent('sobald Ihre Zahlung von CHF 260.77 eingegangen ist');
    expect(screen.getByTestId('prepaid-iban')).toHaveTextContent('CH44 3199 9123 0008 8901 2');
    expect(screen.getByTestId('prepaid-reference')).toHaveTextContent(
      '21 00000 00003 13947 14300 09017',
    );
  });

  it('an invoice order shows no pay-first note', async () => {
    stubServer();
    renderPage('/order-complete/order-1');
    expect(await screen.findByTestId('complete-email')).toBeInTheDocument();
    expect(screen.queryByTestId('prepaid-note')).not.toBeInTheDocument();
  });

  it.each([
    ['without an order id', '/order-complete'],
    ['with another customer’s (or an expired session’s) order id', '/order-complete/order-foreign'],
  ])('opened %s: no thanks, nothing wiped', async (_, url) => {
    const { fetchMock } = stubServer();
    const { onCompleted } = renderPage(url);
    expect(await screen.findByTestId('no-order-outcome')).toHaveTextContent(
      'Keine Bestellung zum Anzeigen',
    );
    expect(screen.queryByText('Vielen Dank für Ihre Bestellung!')).not.toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(useCartIdStore.getState().cartId).toBe('cart-ordered');
    expect(useCheckoutDraftStore.getState().voucher).toEqual({
      code: 'WELCOME10',
      isApplied: true,
    });
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input).includes('/checkout/order/checkout/callback'),
      ),
    ).toBe(false);
  });

  it('a cancelled order is shown as cancelled, not thanked for', async () => {
    stubServer();
    renderPage('/order-complete/order-cancelled');
    expect(await screen.findByText('Diese Bestellung wurde storniert')).toBeInTheDocument();
    expect(screen.queryByText('Vielen Dank für Ihre Bestellung!')).not.toBeInTheDocument();
  });
});
