import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { useNotificationStore } from '../../../stores/notification-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { makeCartItem, makeCartTotals } from '../../../test/cart-fixtures';
import { CartPage } from './cart-page';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

// What the server answers for one piece and, after the change, for two. The figures are the
// server's: the page must show them as they are (it computes nothing).
const ONE = makeCartTotals(
  'cart-1',
  [{ itemId: 'item-1', quantity: 1, unitCents: 10_811, lineCents: 10_811 }],
  {
    positionNetCents: 10_000,
    smallOrderSurchargeCents: 10_000,
    netTotalCents: 20_000,
    taxCents: 1_620,
    totalCents: 21_620,
    taxDisplay: 'INCL_TAX',
    hint: { kind: 'MINIMUM_NOT_REACHED', surchargeCents: 10_000 },
  },
);
const TWO = makeCartTotals(
  'cart-1',
  [{ itemId: 'item-1', quantity: 2, unitCents: 11_352, lineCents: 22_704 }],
  {
    positionNetCents: 21_000,
    netTotalCents: 21_000,
    taxCents: 1_701,
    totalCents: 22_701,
    taxDisplay: 'INCL_TAX',
    hint: { kind: 'FREE_SHIPPING_MISSING', missingCents: 4_000 },
  },
);

function renderCart(onCartEmptied = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CartPage
        language="de"
        anotherFileAction={<span>another</span>}
        onNextStep={vi.fn()}
        onCartEmptied={onCartEmptied}
      />
    </QueryClientProvider>,
  );
}

describe('cart page', () => {
  beforeEach(() => {
    useCartIdStore.setState({ cartId: 'cart-1' });
    usePreferencesStore.setState({ isBusinessCustomer: false });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s prices and sums, and after + the server’s new ones', async () => {
    let quantity = 1;
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') {
        quantity = 2;
        return Promise.resolve(jsonResponse({ items: [makeCartItem('item-1', 2, 10_500)] }));
      }
      if (url.endsWith('/print-modes')) return Promise.resolve(jsonResponse({ printModes: [] }));
      if (url.includes('/totals')) return Promise.resolve(jsonResponse(quantity === 1 ? ONE : TWO));
      return Promise.resolve(
        jsonResponse({ _id: 'cart-1', items: [makeCartItem('item-1', quantity)] }),
      );
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCart();
    const item = await screen.findByTestId('cart-item');
    await waitFor(() =>
      expect(within(item).getByTestId('item-sum')).toHaveTextContent('CHF 108.11'),
    );
    expect(within(item).getByTestId('unit-price')).toHaveTextContent('CHF 108.11');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('CHF 216.20');
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('CHF 16.20');
    expect(screen.getByTestId('cart-hint')).toHaveTextContent(
      'Wir berechnen die Differenz von CHF 100.00',
    );
    // Issue 24 point 13: the surcharge's name appears once, on its own line of the sum.
    expect(screen.getAllByText(/Mindermengenzuschlag/)).toHaveLength(1);
    const totalsUrl = fetchMock.mock.calls
      .map(([url]) => url)
      .find((url) => url.includes('/totals'));
    expect(totalsUrl).toBe('/api/checkout/cart/cart-1/totals?isBusinessCustomer=false');

    fireEvent.click(within(item).getByRole('button', { name: 'Menge erhöhen' }));
    await waitFor(() =>
      expect(within(item).getByTestId('item-sum')).toHaveTextContent('CHF 227.04'),
    );
    expect(within(item).getByTestId('unit-price')).toHaveTextContent('CHF 113.52');
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/checkout/cart/cart-1/item/item-1');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({ items: [{ quantity: 2 }] });
    expect(screen.getByTestId('cart-hint')).toHaveTextContent(
      'Noch CHF 40.00 bis zum kostenlosen Standardversand.',
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent('CHF 227.01');
  });

  it('issue 24 point 13: a private customer’s gross lines add up to the total, rounding shown', async () => {
    // 5 × 42.50 net: each unit 45.94 incl. 8.1 % (3.4425 rounded), the line 229.70; the total
    // is 212.50 + 17.21 = 229.71. The server's gross summary closes the cent with a rounding line.
    const totals = makeCartTotals(
      'cart-1',
      [{ itemId: 'item-1', quantity: 5, unitCents: 4_594, lineCents: 22_970 }],
      {
        isBusinessCustomer: false,
        taxDisplay: 'INCL_TAX',
        positionNetCents: 21_250,
        netTotalCents: 21_250,
        taxCents: 1_721,
        totalCents: 22_971,
        inclTaxSummary: {
          positionsCents: 22_970,
          discountCents: 0,
          surchargeCents: 0,
          shippingCents: 0,
          roundingCents: 1,
          totalCents: 22_971,
          taxCents: 1_721,
        },
      },
    );
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/print-modes')) return Promise.resolve(jsonResponse({ printModes: [] }));
        if (url.includes('/totals')) return Promise.resolve(jsonResponse(totals));
        return Promise.resolve(
          jsonResponse({ _id: 'cart-1', items: [makeCartItem('item-1', 5, 4_250)] }),
        );
      }),
    );
    renderCart();
    const item = await screen.findByTestId('cart-item');
    await waitFor(() =>
      expect(within(item).getByTestId('item-sum')).toHaveTextContent('CHF 229.70'),
    );
    expect(screen.getByText('Zwischensumme (inkl. MwSt.)').nextSibling).toHaveTextContent(
      'CHF 229.70',
    );
    expect(screen.getByTestId('cart-rounding')).toHaveTextContent('CHF 0.01');
    expect(screen.getByText('Rundungsdifferenz')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('CHF 229.71');
    expect(screen.getByTestId('cart-tax')).toHaveTextContent('CHF 17.21');
    // No net subtotal beside gross lines: nothing a customer cannot add up.
    expect(screen.queryByText('Zwischensumme (netto)')).toBeNull();
  });

  it('a line the effective prices no longer offer shows as unavailable, without its last price', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        if (url.endsWith('/print-modes')) return Promise.resolve(jsonResponse({ printModes: [] }));
        if (url.includes('/totals')) return Promise.resolve(jsonResponse(ONE));
        return Promise.resolve(
          jsonResponse({
            _id: 'cart-1',
            items: [{ ...makeCartItem('item-1'), isAvailable: false }],
          }),
        );
      }),
    );
    renderCart();
    const row = await screen.findByTestId('cart-item');
    expect(await within(row).findByTestId('item-unavailable')).toHaveTextContent(
      'Dieses Verfahren, Material oder diese Farbe bieten wir nicht mehr an.',
    );
    expect(within(row).getByTestId('unit-price')).toHaveTextContent('Nicht mehr erhältlich');
    expect(within(row).getByTestId('unit-price')).not.toHaveTextContent('108.11');
    expect(within(row).getByTestId('item-sum')).toHaveTextContent('–');
  });

  it('a typed quantity below 1 is clamped to 1 and sends nothing', async () => {
    const fetchMock = vi.fn((url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(
          url.includes('/totals') ? ONE : { _id: 'cart-1', items: [makeCartItem('item-1')] },
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCart();
    const input = await screen.findByRole('spinbutton', { name: 'Menge für bracket.stl' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('deleting the last item empties the cart and reports it (the app ends the order process)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init?: RequestInit) =>
        Promise.resolve(
          init?.method === 'DELETE'
            ? jsonResponse({ items: [] })
            : url.includes('/totals')
              ? jsonResponse(ONE)
              : jsonResponse({ _id: 'cart-1', items: [makeCartItem('item-1')], printModes: [] }),
        ),
      ),
    );
    const onCartEmptied = vi.fn();
    renderCart(onCartEmptied);
    fireEvent.click(await screen.findByRole('button', { name: 'bracket.stl entfernen' }));
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
    expect(onCartEmptied).toHaveBeenCalledTimes(1);
  });

  it('forgets a cart the server does not know (404) and shows the empty cart', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse({ error: { code: 'CART_NOT_FOUND', message: 'x' } }, 404)),
      ),
    );
    renderCart();
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
    await waitFor(() => expect(useCartIdStore.getState().cartId).toBeNull());
  });
});

describe('cart page without a server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the default notification', async () => {
    useCartIdStore.setState({ cartId: 'cart-1' });
    useNotificationStore.setState({ notifications: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderCart();
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications[0]?.body).toBe(
        'Der Server ist aktuell nicht erreichbar. Bitte versuche es zu einem späteren Zeitpunkt erneut.',
      ),
    );
  });
});
