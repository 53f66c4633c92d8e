import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { CartItem } from '@print/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCartStore } from '../../../stores/cart-store';
import { useNotificationStore } from '../../../stores/notification-store';
import { useOrderProcessStore } from '../../../stores/order-process-store';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { CartPage } from './cart-page';

function makeItem(quantity: number, netPrice: number): CartItem {
  return {
    _id: 'item-1',
    model: {
      _id: 'file-1',
      name: 'bracket.stl',
      givenUnitOfLength: 'mm',
      analysedProperties: { dimensions: { x: 10, y: 20, z: 30 } },
    },
    referencedId: 'file-1',
    printModeId: 'pa2200',
    printMode: { _id: 'pa2200', name: 'PA2200 (SLS)' },
    surfaceFinishId: 'raw',
    finishId: 'raw',
    surfaceFinish: { _id: 'raw', name: 'Roh' },
    colorId: 'white',
    color: { _id: 'white', name: 'Weiss', hexcode: '#ffffff' },
    quantity,
    scale: 1,
    givenUnitOfLength: 'mm',
    acknowledgedRepairInfo: true,
    thumbnail: null,
    attachments: [],
    processingSteps: [],
    pricing: {
      netPrice,
      totalPrice: Math.round(netPrice * 1.081),
      unitNetPrice: netPrice / quantity,
    },
    beforeDiscount: { netPrice },
    priceCents: netPrice,
    productionTime: 8,
  };
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
}

function renderCart() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CartPage language="de" anotherFileAction={<span>another</span>} onNextStep={vi.fn()} />
    </QueryClientProvider>,
  );
}

describe('cart page', () => {
  beforeEach(() => {
    useCartStore.setState({ cartId: 'cart-1', items: [makeItem(1, 10_000)], isVerified: true });
    usePreferencesStore.setState({ isBusinessCustomer: true });
    useOrderProcessStore.getState().startConfiguring('file-1');
    useOrderProcessStore.getState().finishAddingToCart();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('+ patches the quantity and shows the server price and the hint', async () => {
    const fetchMock = vi.fn((url: string, init?: RequestInit) => {
      if (init?.method === 'PATCH')
        return Promise.resolve(jsonResponse({ items: [makeItem(2, 21_000)] }));
      if (url.endsWith('/print-modes')) return Promise.resolve(jsonResponse({ printModes: [] }));
      return Promise.resolve(jsonResponse({ _id: 'cart-1', items: [makeItem(1, 10_000)] }));
    });
    vi.stubGlobal('fetch', fetchMock);
    renderCart();
    const item = screen.getByTestId('cart-item');
    expect(within(item).getByTestId('item-sum')).toHaveTextContent('CHF 100.00');
    expect(screen.getByTestId('cart-hint')).toHaveTextContent(
      'Mindermengenzuschlag von CHF 100.00',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Menge erhöhen' }));
    await waitFor(() =>
      expect(within(item).getByTestId('item-sum')).toHaveTextContent('CHF 210.00'),
    );
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(patch?.[0]).toBe('/api/checkout/cart/cart-1/item/item-1');
    expect(JSON.parse(patch?.[1]?.body as string)).toEqual({ items: [{ quantity: 2 }] });
    expect(screen.getByTestId('cart-hint')).toHaveTextContent(
      'Noch CHF 40.00 bis zum kostenlosen Standardversand.',
    );
  });

  it('a typed quantity below 1 is clamped to 1 and sends nothing', () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse({ _id: 'cart-1', items: [makeItem(1, 10_000)] })),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderCart();
    const input = screen.getByRole('spinbutton', { name: 'Menge für bracket.stl' });
    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.blur(input);
    expect(input).toHaveValue(1);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });

  it('deleting the last item empties the cart and ends the order process', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        Promise.resolve(
          init?.method === 'DELETE'
            ? jsonResponse({ items: [] })
            : jsonResponse({ _id: 'cart-1', items: [makeItem(1, 10_000)], printModes: [] }),
        ),
      ),
    );
    renderCart();
    fireEvent.click(screen.getByRole('button', { name: 'bracket.stl entfernen' }));
    expect(await screen.findByTestId('cart-empty')).toBeInTheDocument();
    expect(useOrderProcessStore.getState().step).toBe('no-order-ongoing');
  });
});

describe('cart page without a server', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the stored items and shows the default notification', async () => {
    useCartStore.setState({ cartId: 'cart-1', items: [makeItem(1, 10_000)], isVerified: false });
    useNotificationStore.setState({ notifications: [] });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderCart();
    expect(screen.getByTestId('cart-item')).toBeInTheDocument();
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications[0]?.body).toBe(
        'Der Server ist aktuell nicht erreichbar. Bitte versuche es zu einem späteren Zeitpunkt erneut.',
      ),
    );
  });
});
