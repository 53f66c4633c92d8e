import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../stores/notification-store';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { jsonResponse, makeDetails } from '../test/fixtures';
import { renderPage, resetReviewState, stubServer } from '../test/review-server';

describe('review order page', () => {
  beforeEach(resetReviewState);
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
