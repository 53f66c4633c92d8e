import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { jsonResponse, makeDetails } from '../test/fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { OrderCompletePage } from './order-complete-page';
import { OrderFailedPage } from './outcome-pages';

/** Texts in the test's i18n language (German). The server answers the PayPal return with `answer`; every other call is recorded and 404. */
function stubCallback(answer: Record<string, unknown>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string) => {
      const url = new URL(input, 'http://shop.test');
      calls.push(url.pathname);
      if (url.pathname.endsWith('/checkout/order/checkout/callback'))
        return Promise.resolve(jsonResponse(answer));
      return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND' } }, 404));
    }),
  );
  return calls;
}

function renderComplete(token: string) {
  return renderCheckoutPage(
    '/order-complete/:orderId?',
    `/order-complete/order-1?token=${token}&PayerID=PAYERABCDEFGH`,
    <OrderCompletePage
      language="de"
      orderId="order-1"
      token={token}
      payerId="PAYERABCDEFGH"
      renderOrder={(order) => <p data-testid="rendered-order">{order.orderNumber}</p>}
      onCompleted={vi.fn()}
    />,
  );
}

describe('PayPal outcome pages (issue 24 items 2 and 3)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    useCheckoutDraftStore.getState().clear();
    useCartIdStore.setState({ cartId: 'cart-ordered' });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a return without the session: "payment received, confirmation by mail", no order read or shown', async () => {
    const calls = stubCallback({ paymentStatus: 'PAYMENT_RECEIVED', next: 'complete' });
    renderComplete('TOKEN1');
    const page = await screen.findByTestId('paypal-neutral-outcome');
    expect(page).toHaveTextContent('Zahlung erhalten');
    expect(page).toHaveTextContent('per E-Mail');
    expect(screen.queryByTestId('rendered-order')).toBeNull();
    expect(calls.filter((path) => path.includes('/checkout/order/order-1'))).toEqual([]);
  });

  it('… or "being checked" when PayPal holds the capture', async () => {
    stubCallback({ paymentStatus: 'PAYMENT_PENDING', next: 'pending' });
    renderComplete('TOKEN2');
    expect(await screen.findByTestId('paypal-neutral-outcome')).toHaveTextContent(
      'Ihre Zahlung wird geprüft',
    );
  });

  it('a declined capture says why and waits for the buyer before going back to PayPal', async () => {
    const approval = 'https://paypal.test/checkoutnow?token=TOKEN3';
    stubCallback({
      order: { _id: 'order-1', orderNumber: '2026-000001' },
      paymentStatus: 'PAYMENT_PENDING',
      next: 'retry',
      redirectUrl: approval,
      declined: 'INSTRUMENT_DECLINED',
    });
    renderComplete('TOKEN3');
    const alert = await screen.findByTestId('paypal-declined');
    expect(alert).toHaveTextContent('PayPal hat die gewählte Karte bzw. das Konto abgelehnt');
    expect(screen.getByRole('link', { name: 'Zurück zu PayPal' })).toHaveAttribute(
      'href',
      approval,
    );
    expect(screen.queryByTestId('landed')).toBeNull();
  });

  it('a cancel: the restored cart becomes the cart and the review page opens with the note', async () => {
    useCheckoutDraftStore.getState().setDetails(makeDetails());
    stubCallback({
      order: { _id: 'order-1', orderNumber: '2026-000001' },
      paymentStatus: 'PAYMENT_PENDING',
      next: 'failed',
      cartId: 'cart-restored',
    });
    const { router } = renderCheckoutPage(
      '/en/order-failed',
      '/en/order-failed?token=TOKEN4',
      <OrderFailedPage language="en" token="TOKEN4" onFinished={vi.fn()} />,
    );
    expect(await screen.findByTestId('landed')).toHaveTextContent('/en/review-order');
    expect(useCartIdStore.getState().cartId).toBe('cart-restored');
    await waitFor(() => expect(router.state.location.state).toEqual({ paypalCancelled: true }));
  });

  it('a cancel in a browser without the session: "payment cancelled", nothing else', async () => {
    stubCallback({ paymentStatus: 'PAYMENT_PENDING', next: 'failed' });
    renderCheckoutPage(
      '/order-failed',
      '/order-failed?token=TOKEN5',
      <OrderFailedPage language="de" token="TOKEN5" onFinished={vi.fn()} />,
    );
    expect(await screen.findByTestId('paypal-neutral-outcome')).toHaveTextContent(
      'Zahlung abgebrochen',
    );
    expect(useCartIdStore.getState().cartId).toBe('cart-ordered');
  });

  it('/order-failed opened directly says there is nothing to show; reached by a refusal it says cancelled', async () => {
    const direct = renderCheckoutPage(
      '/order-failed',
      '/order-failed',
      <OrderFailedPage language="de" token={null} onFinished={vi.fn()} />,
    );
    expect(await screen.findByTestId('no-order-outcome')).toHaveTextContent(
      'Keine Bestellung zum Anzeigen',
    );
    direct.unmount();
    renderCheckoutPage(
      '/order-failed',
      { pathname: '/order-failed', state: { failed: true } },
      <OrderFailedPage language="de" token={null} onFinished={vi.fn()} />,
    );
    expect(await screen.findByRole('heading', { name: 'Bestellung abgebrochen' })).toBeVisible();
  });
});
