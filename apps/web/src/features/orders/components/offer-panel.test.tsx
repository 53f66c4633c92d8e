import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { CustomerOffer } from '@print/contracts';
import { OfferPage } from './offer-panel';

const TOKEN = 'a'.repeat(43);

function offer(overrides: Partial<CustomerOffer> = {}): CustomerOffer {
  return {
    orderId: 'order-1',
    orderNumber: '2026-000042',
    revision: 2,
    latestRevision: 2,
    status: 'sent',
    canAccept: true,
    validUntil: '2026-01-20',
    leadTimeDays: 7,
    language: 'de',
    lines: [
      {
        lineId: 'line-1',
        position: 0,
        name: 'bracket.stl',
        details: 'PA2200 (SLS) · Gestrahlt · Weiss',
        quantity: 5,
        unitCents: 4324,
        lineCents: 21620,
      },
    ],
    totals: {
      positionNetCents: 20000,
      discountCents: 0,
      smallOrderSurchargeCents: 0,
      shippingCents: 1200,
      netTotalCents: 21200,
      taxRateBp: 810,
      taxCents: 1717,
      totalCents: 22917,
      taxDisplay: 'INCL_TAX',
    },
    sentAt: '2026-01-05T09:00:00.000Z',
    acceptedAt: null,
    orderStatus: 'QUOTE_GENERATED',
    ...overrides,
  };
}

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/** The JSON bodies of the POSTs since the last stubServer. */
const bodies: unknown[] = [];

function stubServer(answers: { get: Response; accept?: Response }) {
  const posts: string[] = [];
  bodies.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://shop.test').pathname;
      if (init?.method === 'POST') {
        posts.push(path);
        bodies.push(typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null);
        return Promise.resolve(answers.accept ?? jsonResponse({}, 500));
      }
      return Promise.resolve(answers.get);
    }),
  );
  return posts;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/offer/:token', element: <OfferPage token={TOKEN} language="de" /> }],
    { initialEntries: [`/offer/${TOKEN}`] },
  );
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('the offer page of a mailed link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the offered lines and total and accepts with one click', async () => {
    const posts = stubServer({
      get: jsonResponse(offer()),
      accept: jsonResponse(
        offer({ status: 'accepted', canAccept: false, orderStatus: 'ORDER_RECEIVED' }),
      ),
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Angebot 2026-000042 – Revision 2' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('offer-total')).toHaveTextContent('229.17');
    fireEvent.click(screen.getByRole('button', { name: 'Angebot annehmen' }));
    expect(
      await screen.findByText(/Angenommen: Ihre Bestellung ist eingegangen/),
    ).toBeInTheDocument();
    expect(posts).toEqual([`/api/quotes/${TOKEN}/accept`]);
    expect(screen.queryByRole('button', { name: 'Angebot annehmen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zur Bestellung' })).toHaveAttribute(
      'href',
      '/order-details/order-1',
    );
  });

  it('says why an accept was refused (expired) and offers no button for a superseded revision', async () => {
    stubServer({
      get: jsonResponse(offer()),
      accept: jsonResponse({ error: { code: 'OFFER_EXPIRED', message: 'expired' } }, 422),
    });
    const { unmount } = renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Angebot annehmen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Angebot ist abgelaufen');
    unmount();
    vi.unstubAllGlobals();
    stubServer({
      get: jsonResponse(offer({ revision: 1, status: 'superseded', canAccept: false })),
    });
    renderPage();
    expect(
      await screen.findByText('Dieses Angebot wurde durch Revision 2 ersetzt.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Angebot annehmen' })).toBeNull();
  });

  it('declines with a reason after asking for it; the accept button goes', async () => {
    const posts = stubServer({
      get: jsonResponse(offer()),
      accept: jsonResponse(offer({ status: 'declined', canAccept: false })),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Angebot ablehnen' }));
    expect(posts).toEqual([]);
    fireEvent.change(screen.getByLabelText(/Warum lehnen Sie ab/), {
      target: { value: 'Zu teuer' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ablehnung senden' }));
    expect(await screen.findByText('Dieses Angebot wurde abgelehnt.')).toBeInTheDocument();
    expect(posts).toEqual([`/api/quotes/${TOKEN}/decline`]);
    expect(bodies).toEqual([{ reason: 'Zu teuer' }]);
    expect(screen.queryByRole('button', { name: 'Angebot annehmen' })).toBeNull();
  });
});
