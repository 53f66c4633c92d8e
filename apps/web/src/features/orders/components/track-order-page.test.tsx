import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { LegacyOrder } from '@print/contracts';
import { TrackOrderPage } from './track-order-page';

const LEGACY: LegacyOrder = {
  id: '123456',
  date: '2019-03-13',
  publicStatus_de: 'Versendet',
  prodTime: 5,
  shipTime: 2,
  shipFirstName: 'Hans',
  shipLastName: 'Meier',
  shipStreet: 'Seestrasse',
  shipHouseNumber: '12',
  shipPostcode: '8002',
  shipCity: 'Zürich',
  shipCountry: 'Schweiz',
  billFirstName: 'Hans',
  billLastName: 'Meier',
  billStreet: 'Seestrasse',
  billHouseNumber: '12',
  billPostcode: '8002',
  billCity: 'Zürich',
  billCountry: 'Schweiz',
  eMail: 'hans@example.ch',
  priceBruttoCents: 34_560,
  shipCostCents: 900,
  methodForm_de: 'Rechnung',
  legacyOrder: true,
};

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderPage(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/track-order', element: <TrackOrderPage language="de" /> }],
    {
      initialEntries: [url],
    },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('track order page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the form’s fields to the legacy endpoint, keeps the e-mail out of the URL and shows the order', async () => {
    const fetchMock = vi.fn((_url: string, init?: RequestInit) =>
      Promise.resolve(
        (init?.body as string).includes('"orderId":"123456"')
          ? jsonResponse(LEGACY)
          : jsonResponse({ error: { code: 'LEGACY_ORDER_NOT_FOUND' } }, 404),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderPage('/track-order');
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Bestellnummer *'), { target: { value: ' 123456 ' } });
    fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: 'hans@example.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Status abfragen' }));
    expect(await screen.findByRole('heading', { name: 'Bestellung 123456' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?orderId=123456');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/rest_api/trackorder.php');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({
      orderId: '123456',
      email: 'hans@example.ch',
    });
    expect(screen.getByText('Versendet')).toBeInTheDocument();
    expect(screen.getByText('CHF 345.60')).toBeInTheDocument();
  });

  it('an old tracking link with the e-mail is answered and the e-mail leaves the URL; an unknown order says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse({ error: { code: 'LEGACY_ORDER_NOT_FOUND' } }, 404)),
      ),
    );
    const router = renderPage('/track-order?orderId=999&email=x%40example.ch');
    expect(screen.getByLabelText('Bestellnummer *')).toHaveValue('999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu diesen Angaben wurde keine Bestellung gefunden.',
    );
    expect(router.state.location.search).toBe('?orderId=999');
  });

  it('shows a current order with its status and payment method in the page language; a malformed number is a plain "not found"', async () => {
    const current: LegacyOrder = {
      ...LEGACY,
      id: '2026-000042',
      publicStatus_de: 'ORDER_RECEIVED',
      methodForm_de: 'billing',
      legacyOrder: false,
      orderStatus: 'ORDER_RECEIVED',
      paymentMethod: 'billing',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init?: RequestInit) =>
        Promise.resolve(
          (init?.body as string).includes('2026-000042')
            ? jsonResponse(current)
            : jsonResponse({ error: { code: 'VALIDATION_FAILED' } }, 400),
        ),
      ),
    );
    renderPage('/track-order');
    fireEvent.change(screen.getByLabelText('Bestellnummer *'), {
      target: { value: '2026-000042' },
    });
    fireEvent.change(screen.getByLabelText('E-Mail *'), { target: { value: 'hans@example.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Status abfragen' }));
    expect(
      await screen.findByRole('heading', { name: 'Bestellung 2026-000042' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('ORDER_RECEIVED')).toBeNull();
    expect(screen.queryByText('billing')).toBeNull();
    expect(screen.getByText('Bestellung eingegangen')).toBeInTheDocument();
    expect(screen.getByText('Rechnung')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Bestellnummer *'), { target: { value: '2026-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Status abfragen' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Zu diesen Angaben wurde keine Bestellung gefunden.',
    );
  });
});
