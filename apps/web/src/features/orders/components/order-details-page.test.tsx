import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { OrderView } from '@print/contracts';
import { useCartIdStore } from '../../../lib/server-state/cart-id-store';
import { useNotificationStore } from '../../../stores/notification-store';
import { makeOrderView } from '../../../test/order-fixtures';
import { OrderDetailsPage } from './order-details-page';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function Landing() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname}</p>;
}

function stubServer(order: OrderView | null) {
  const posts: { path: string; key: string | null; body: unknown }[] = [];
  // The order as the server holds it: an answer changes it.
  let current = order;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://shop.test').pathname;
      if (init?.method === 'POST') {
        posts.push({
          path,
          key: new Headers(init.headers).get('Idempotency-Key'),
          body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
        });
        if (path.endsWith('/not-printable-choice') && order !== null) {
          current = {
            ...order,
            orderStatus: 'QUOTE_GENERATED',
            actions: { ...order.actions, canAnswerNotPrintable: false },
          };
          return Promise.resolve(jsonResponse(current));
        }
        if (path.endsWith('/payment')) {
          return Promise.resolve(
            jsonResponse({
              order: { _id: 'order-1', orderNumber: '2026-000042' },
              payment: {
                method: 'paypal',
                redirectUrl: 'https://paypal.test/checkoutnow?token=T9',
              },
            }),
          );
        }
        return Promise.resolve(jsonResponse({ cart: { _id: 'cart-9' }, addedItems: 1 }));
      }
      // No offer sent yet (the order's offer panel shows nothing then).
      if (path.startsWith('/api/quotes/'))
        return Promise.resolve(jsonResponse({ error: { code: 'OFFER_NOT_FOUND' } }, 404));
      if (current === null)
        return Promise.resolve(jsonResponse({ error: { code: 'ORDER_NOT_FOUND' } }, 404));
      return Promise.resolve(jsonResponse(current));
    }),
  );
  return posts;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/order-details/:orderId',
        element: <OrderDetailsPage orderId="order-1" language="de" />,
      },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: ['/order-details/order-1'] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('order details page', () => {
  beforeEach(() => useNotificationStore.setState({ notifications: [] }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows every field of the order with its status label and documents', async () => {
    stubServer(makeOrderView());
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Bestellung 2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-status')).toHaveTextContent('Bestellung eingegangen');
    expect(screen.getByTestId('order-payment-status')).toHaveTextContent('Zahlung ausstehend');
    expect(screen.getByTestId('order-due')).toHaveTextContent('25. Dezember 2026');
    expect(screen.getByTestId('order-reference')).toHaveTextContent('PO-4711');
    expect(screen.getByTestId('order-total')).toHaveTextContent('CHF 236.74');
    expect(screen.getByRole('link', { name: 'Auftragsbestätigung (PDF)' })).toHaveAttribute(
      'href',
      '/api/checkout/order/order-1/documents/confirmation.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Erneut bestellen' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Jetzt mit PayPal bezahlen' }),
    ).not.toBeInTheDocument();
  });

  it('tells the customer why a line is not printable, with the picture', async () => {
    const view = makeOrderView({ orderStatus: 'FILES_NOT_PRINTABLE' });
    const [item] = view.items;
    if (!item) throw new Error('an item expected');
    const pictureUrl = '/api/checkout/order/order-1/items/line-1/review-picture';
    stubServer({
      ...view,
      items: [
        { ...item, review: { verdict: 'not_printable', reason: 'Wände 0,3 mm', pictureUrl } },
      ],
    });
    renderPage();
    const line = await screen.findByTestId('order-item');
    expect(line).toHaveTextContent('Nicht druckbar: Wände 0,3 mm');
    expect(within(line).getByRole('link', { name: 'Bild dazu ansehen' })).toHaveAttribute(
      'href',
      pictureUrl,
    );
  });

  it('reorders after the confirmation into the browser’s cart and leads to the cart', async () => {
    useCartIdStore.setState({ cartId: 'cart-7' });
    const posts = stubServer(
      makeOrderView({
        paymentMethod: 'paypal',
        paymentStatus: 'PAYMENT_RECEIVED',
        actions: { canReorder: true, canPayNow: false, canAnswerNotPrintable: false },
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Erneut bestellen' }));
    const dialog = screen.getByRole('dialog', { name: 'Erneut bestellen?' });
    expect(dialog).toHaveTextContent('in Ihren Warenkorb');
    expect(posts).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ja, erneut bestellen' }));
    // The customer lands on the cart (and checks out from there: payment method of their choice,
    // the account's current addresses), never on a "placed again" message of an unpaid order.
    expect(await screen.findByTestId('landed')).toHaveTextContent('/cart');
    expect(useCartIdStore.getState().cartId).toBe('cart-9');
    expect(useNotificationStore.getState().notifications[0]).toMatchObject({
      type: 'success',
      header: 'Die Teile liegen im Warenkorb',
    });
    expect(posts).toMatchObject([
      { path: '/api/checkout/order/order-1', body: { cartId: 'cart-7' } },
    ]);
    expect(posts[0]?.key).toBeTruthy();
  });

  it('pays a pending PayPal order through /redirecting', async () => {
    const posts = stubServer(
      makeOrderView({
        paymentMethod: 'paypal',
        actions: { canReorder: false, canPayNow: true, canAnswerNotPrintable: false },
      }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Jetzt mit PayPal bezahlen' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/redirecting');
    expect(posts.map((post) => post.path)).toEqual(['/api/checkout/order/order-1/payment']);
  });

  it('asks for a choice when files are not printable and sends it with the comment', async () => {
    const posts = stubServer(
      makeOrderView({
        orderStatus: 'FILES_NOT_PRINTABLE',
        actions: { canReorder: false, canPayNow: false, canAnswerNotPrintable: true },
      }),
    );
    renderPage();
    const heading = await screen.findByRole('heading', {
      name: 'Ihre Dateien können so nicht gedruckt werden',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bitte wählen Sie eine der beiden Möglichkeiten.',
    );
    expect(posts).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: 'Angepasstes Angebot anfordern' }));
    fireEvent.change(screen.getByLabelText('Nachricht an uns (freiwillig)'), {
      target: { value: ' Dickere Wände ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Antwort senden' }));
    await vi.waitFor(() => expect(heading).not.toBeInTheDocument());
    expect(posts).toMatchObject([
      {
        path: '/api/checkout/order/order-1/not-printable-choice',
        body: { choice: 'changed_quote', comment: 'Dickere Wände' },
      },
    ]);
  });

  it('another customer’s order is not found', async () => {
    stubServer(null);
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Diese Bestellung wurde nicht gefunden.',
    );
  });
});
