import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import type { UserOrderSummary } from '@print/contracts';
import { OrderHistory } from './order-history';

function summary(
  id: string,
  createdAt: string,
  overrides: Partial<UserOrderSummary> = {},
): UserOrderSummary {
  return {
    _id: id,
    id,
    orderNumber: `2026-00000${id.slice(-1)}`,
    createdAt,
    orderStatus: 'ORDER_RECEIVED',
    paymentStatus: 'PAYMENT_PENDING',
    paymentMethod: 'billing',
    isQuote: false,
    totalCents: 23_674,
    ...overrides,
  };
}

function renderHistory(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <OrderHistory language="de" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('order history', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the map of orders newest first, each row linking to its details', async () => {
    renderHistory({
      'order-1': summary('order-1', '2026-10-01T08:00:00.000Z'),
      'order-2': summary('order-2', '2026-11-20T08:00:00.000Z', {
        orderStatus: 'UNKNOWN',
        totalCents: 5_000,
      }),
    });
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    const newest = within(rows[1] as HTMLElement);
    expect(newest.getByRole('link', { name: 'Details zu 2026-000002' })).toHaveAttribute(
      'href',
      '/order-details/order-2',
    );
    expect(newest.getByText('Offen')).toBeInTheDocument();
    expect(newest.getByText('CHF 50.00')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Bestellung eingegangen')).toBeInTheDocument();
  });

  it('says when there are no orders yet', async () => {
    renderHistory({});
    expect(await screen.findByText('Sie haben noch keine Bestellungen.')).toBeInTheDocument();
  });
});
