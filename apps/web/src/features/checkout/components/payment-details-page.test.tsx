import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '../../../lib/language';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { makeCartItem } from '../../../test/cart-fixtures';
import { makeOrderView } from '../../../test/order-fixtures';
import { makeUserDetails } from '../../../test/account-fixtures';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { COUNTRIES, jsonResponse, makeDetails } from '../test/fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { PaymentDetailsPage } from './payment-details-page';

interface ServerOptions {
  readonly hasAttachments?: boolean;
  readonly isLoggedIn?: boolean;
}

function stubServer(options: ServerOptions = {}) {
  const item = makeCartItem('item-1');
  const items = options.hasAttachments
    ? [{ ...item, attachments: [{ _id: 'a1', name: 'drawing.pdf', sizeBytes: 10, url: '/a1' }] }]
    : [item];
  const fetchMock = vi.fn((url: string) => {
    if (url.endsWith('/shipping/countries'))
      return Promise.resolve(jsonResponse({ shippingCountries: COUNTRIES }));
    if (url.endsWith('/auth/session')) {
      return Promise.resolve(
        jsonResponse(
          options.isLoggedIn
            ? { isLoggedIn: true, details: makeUserDetails() }
            : { isLoggedIn: false },
        ),
      );
    }
    if (url.endsWith('/auth/user/details')) return Promise.resolve(jsonResponse(makeUserDetails()));
    if (url.includes('/shipping/autofill/ch/8001'))
      return Promise.resolve(jsonResponse({ places: [{ 'place name': 'Zürich', state: 'ZH' }] }));
    if (url.endsWith('/checkout/cart/cart-1'))
      return Promise.resolve(jsonResponse({ _id: 'cart-1', items }));
    return Promise.resolve(jsonResponse({ error: { code: 'NOT_FOUND' } }, 404));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  return renderCheckoutPage(
    '/payment-details',
    '/payment-details',
    <PaymentDetailsPage language="de" orderId={null} />,
  );
}

describe('payment details page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCheckoutDraftStore.getState().clear();
    useCartIdStore.setState({ cartId: 'cart-1' });
    usePreferencesStore.setState({ isBusinessCustomer: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers invoice by default; quote needs sign-in and says so', async () => {
    stubServer();
    renderPage();
    const invoice = await screen.findByRole('radio', { name: 'Rechnung' });
    expect(invoice).toBeChecked();
    const quote = screen.getByRole('radio', { name: 'Unverbindliches Angebot' });
    await waitFor(() => expect(quote).toBeDisabled());
    expect(quote).toHaveAccessibleDescription('Nur für angemeldete Kunden.');
    expect(screen.queryByLabelText('Adresse in meinem Konto speichern')).not.toBeInTheDocument();
  });

  it('disables prepaid and PayPal when an item has attachments; signed in, quote is offered', async () => {
    stubServer({ hasAttachments: true, isLoggedIn: true });
    renderPage();
    const prepaid = await screen.findByRole('radio', { name: 'Vorkasse' });
    expect(prepaid).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Unverbindliches Angebot' })).toBeEnabled(),
    );
    expect(screen.getByLabelText('Adresse in meinem Konto speichern')).toBeInTheDocument();
  });

  it('signed in, a new checkout starts from the account: its e-mail and billing address', async () => {
    stubServer({ isLoggedIn: true });
    renderPage();
    expect(await screen.findByLabelText('E-Mail *')).toHaveValue('anna@example.ch');
    expect(screen.getByLabelText('Strasse und Hausnummer *')).toHaveValue('Bahnhofstrasse 1');
    expect(screen.getByLabelText('Nachname *')).toHaveValue('Muster');
    // The account has no company; a private customer needs none (DECISIONS.md "Customer data").
    expect(screen.getByLabelText('Firma')).toHaveValue('');
  });

  it('shows what is missing and stays on the page (a business customer names the company)', async () => {
    usePreferencesStore.setState({ isBusinessCustomer: true });
    stubServer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Weiter zur Bestellübersicht' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte prüfen Sie die markierten Felder.',
    );
    const company = screen.getByLabelText('Firma *');
    expect(company).toHaveAttribute('aria-invalid', 'true');
    expect(company).toHaveAccessibleDescription(
      'Für Geschäftskunden ist die Firma erforderlich. max. 100 Zeichen',
    );
    expect(screen.queryByTestId('landed')).not.toBeInTheDocument();
  });

  it('suggests the town 500 ms after the postal code', async () => {
    const fetchMock = stubServer();
    renderPage();
    const postalCode = await screen.findByLabelText('PLZ *');
    fireEvent.change(postalCode, { target: { value: '8001' } });
    const autofillCalls = () =>
      fetchMock.mock.calls.filter(([url]) => String(url).includes('/autofill/'));
    expect(autofillCalls()).toHaveLength(0);
    // Timers fire late under load, never early: nothing is asked within the first 300 ms.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(autofillCalls()).toHaveLength(0);
    await waitFor(() => expect(screen.getByLabelText('Ort *')).toHaveValue('Zürich'), {
      timeout: 4000,
    });
    expect(autofillCalls()).toHaveLength(1);
  });

  it('keeps the draft in session storage and goes on to the review when valid', async () => {
    stubServer();
    useCheckoutDraftStore.getState().setDetails(makeDetails());
    renderPage();
    const email = await screen.findByLabelText('E-Mail *');
    expect(email).toHaveValue('anna@example.ch');
    fireEvent.change(email, { target: { value: 'einkauf@example.ch' } });
    expect(JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}')).toMatchObject({
      state: { details: { email: 'einkauf@example.ch' } },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Weiter zur Bestellübersicht' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/review-order');
  });
});

describe('payment details: nothing typed is discarded by a data load (issue 24 items 1, 4)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCheckoutDraftStore.getState().clear();
    useCartIdStore.setState({ cartId: 'cart-1' });
    usePreferencesStore.setState({ isBusinessCustomer: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a language switch keeps the form and every value while the new names load', async () => {
    const fetchMock = stubServer();
    function Switchable() {
      const [language, setLanguage] = useState<Language>('de');
      return (
        <>
          <button type="button" onClick={() => setLanguage('fr')}>
            FR
          </button>
          <PaymentDetailsPage language={language} orderId={null} />
        </>
      );
    }
    renderCheckoutPage('/payment-details', '/payment-details', <Switchable />);
    const email = await screen.findByLabelText('E-Mail *');
    fireEvent.change(email, { target: { value: 'anna@example.ch' } });
    fireEvent.change(screen.getByLabelText('Ihre Referenz *'), { target: { value: 'PO-1' } });
    fireEvent.change(screen.getByLabelText('Vorname *'), { target: { value: 'Anna' } });
    // The countries in French do not answer during this test: the page must not wait for them
    // behind a loading view (that unmounted the form, which came back empty).
    fetchMock.mockImplementation((url: string) =>
      url.endsWith('/shipping/countries')
        ? new Promise<Response>(() => undefined)
        : Promise.resolve(jsonResponse({ _id: 'cart-1', items: [makeCartItem('item-1')] })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'FR' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/countries'))).toBe(true),
    );
    expect(screen.getByLabelText('E-Mail *')).toBe(email);
    expect(email).toHaveValue('anna@example.ch');
    expect(screen.getByLabelText('Ihre Referenz *')).toHaveValue('PO-1');
    expect(screen.getByLabelText('Vorname *')).toHaveValue('Anna');
  });
});

describe('payment details of an existing order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the order read-only, shipping flag set; a PayPal order offers only PayPal', async () => {
    const order = makeOrderView({ paymentMethod: 'paypal' });
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/shipping/countries'))
          return Promise.resolve(jsonResponse({ shippingCountries: COUNTRIES }));
        if (url.endsWith('/checkout/order/order-1')) return Promise.resolve(jsonResponse(order));
        if (url.endsWith('/auth/session'))
          return Promise.resolve(jsonResponse({ isLoggedIn: false }));
        return Promise.resolve(jsonResponse({ _id: 'cart-1', items: [] }));
      }),
    );
    renderCheckoutPage(
      '/payment-details/:orderId',
      '/payment-details/order-1',
      <PaymentDetailsPage language="de" orderId="order-1" />,
    );
    expect(
      await screen.findByRole('heading', { name: 'Bestellung 2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail *')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-Mail *')).toHaveValue('anna@example.ch');
    expect(screen.getByLabelText('Lieferadresse weicht von der Rechnungsadresse ab')).toBeChecked();
    expect(screen.getByRole('radio', { name: 'PayPal' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Rechnung' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Rechnung' })).toHaveAccessibleDescription(
      'Diese Bestellung kann nur mit PayPal bezahlt werden.',
    );
    expect(screen.getByRole('link', { name: 'Weiter zur Bestellübersicht' })).toHaveAttribute(
      'href',
      '/review-order/order-1',
    );
  });
});
