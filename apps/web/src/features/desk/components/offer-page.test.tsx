import type { AdminOfferResponse, OfferTotals } from '@print/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  json,
  mockApi,
  OFFICE_ME,
  orderDetail,
  renderDesk,
  type ApiCall,
} from '../testing/desk-test-kit';

const TOTALS: OfferTotals = {
  positionNetCents: 10_000,
  discountCents: 0,
  smallOrderSurchargeCents: 0,
  shippingCents: 900,
  netTotalCents: 10_900,
  taxRateBp: 810,
  taxCents: 883,
  totalCents: 11_783,
  taxDisplay: 'PLUS_TAX',
};

function offer(change: Partial<AdminOfferResponse> = {}): AdminOfferResponse {
  return {
    orderId: 'order-1',
    orderNumber: 'PP-2026-0001',
    orderStatus: 'QUOTE_GENERATED',
    isOpen: true,
    draft: {
      leadTimeDays: 10,
      validUntil: '2026-12-28',
      lines: [
        {
          lineId: 'line-1',
          position: 1,
          name: 'bracket.stl',
          details: 'PA12 · black',
          quantity: 4,
          listUnitNetCents: 2500,
          overrideUnitNetCents: null,
          overrideReason: null,
          offeredUnitNetCents: 2500,
          offeredLineNetCents: 10_000,
        },
      ],
      totals: TOTALS,
      updatedAt: null,
    },
    revisions: [],
    ...change,
  };
}

const SAVED_TOTALS: OfferTotals = {
  ...TOTALS,
  positionNetCents: 7996,
  netTotalCents: 8896,
  taxCents: 721,
  totalCents: 9617,
};

function savedOffer(): AdminOfferResponse {
  const base = offer();
  return offer({
    draft: {
      ...base.draft,
      leadTimeDays: 14,
      lines: base.draft.lines.map((line) => ({
        ...line,
        overrideUnitNetCents: 1999,
        overrideReason: 'Series discount',
        offeredUnitNetCents: 1999,
        offeredLineNetCents: 7996,
      })),
      totals: SAVED_TOTALS,
      updatedAt: '2026-11-28T07:00:00.000Z',
    },
  });
}

function offerCalls(calls: readonly ApiCall[], method: string) {
  return calls.filter((call) => call.method === method && call.path.includes('/offer'));
}

function handler(state: { current: AdminOfferResponse }, onWrite?: (call: ApiCall) => Response) {
  return (call: ApiCall): Response | undefined => {
    if (call.path === '/admin/auth/me') return json(OFFICE_ME);
    if (call.path === '/admin/orders/order-1') {
      return json(orderDetail({ status: 'QUOTE_GENERATED' }));
    }
    if (call.path === '/admin/orders/order-1/offer' && call.method === 'GET') {
      return json(state.current);
    }
    if (call.path.startsWith('/admin/orders/order-1/offer/')) return onWrite?.(call);
    return undefined;
  };
}

async function priceInput() {
  return screen.findByLabelText('Offered unit price in CHF, line 1 (bracket.stl)');
}

describe('desk quote answering', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('is reached from the order detail with "Answer quote"', async () => {
    const state = { current: offer() };
    mockApi(handler(state));
    const { router } = renderDesk('/admin/orders/order-1');
    fireEvent.click(await screen.findByRole('link', { name: 'Answer quote' }));
    expect(router.state.location.pathname).toBe('/admin/orders/order-1/offer');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Offer for PP-2026-0001' }),
    ).toBeInTheDocument();
  });

  it('links "Offers" from an order that had revisions, for office staff only', async () => {
    const sent = savedOffer();
    const withRevision = offer({
      orderStatus: 'ORDER_RECEIVED',
      isOpen: false,
      revisions: [
        {
          id: 'offer-1',
          revision: 1,
          status: 'accepted',
          leadTimeDays: 14,
          validUntil: '2026-12-28',
          totals: SAVED_TOTALS,
          lines: sent.draft.lines,
          createdByStaffId: 'staff-1',
          createdByName: 'Anna Office',
          sentAt: '2026-11-28T07:05:00.000Z',
          acceptedAt: '2026-11-28T08:00:00.000Z',
          declineReason: null,
          mailQueuedAt: null,
          pdfUrl: '/api/admin/orders/order-1/offer/revisions/1.pdf',
        },
      ],
    });
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(orderDetail());
      if (call.path === '/admin/orders/order-1/offer') return json(withRevision);
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    fireEvent.click(await screen.findByRole('link', { name: 'Offers (1 revision)' }));
    expect(
      await screen.findByText(
        /This order is no longer an open quote request \(status: Order received\)/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled();
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });

  it('shows no quote links to production staff', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json({ ...OFFICE_ME, role: 'production' });
      if (call.path === '/admin/orders/order-1') {
        return json(orderDetail({ status: 'QUOTE_GENERATED' }));
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('PP-2026-0001');
    expect(screen.queryByRole('link', { name: 'Answer quote' })).toBeNull();
    expect(calls.some((call) => call.path.includes('/offer'))).toBe(false);
  });

  it('requires a reason as soon as the price differs, and sends nothing without it', async () => {
    const state = { current: offer() };
    const calls = mockApi(handler(state));
    renderDesk('/admin/orders/order-1/offer');
    const price = await priceInput();
    const reason = screen.getByLabelText('Reason for the price, line 1');
    expect(reason).not.toBeRequired();

    fireEvent.change(price, { target: { value: '19.99' } });
    expect(reason).toBeRequired();
    expect(
      screen.getByText('Required because the price differs from the list price.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('A changed price needs a reason.')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the marked fields.');
    expect(offerCalls(calls, 'PUT')).toEqual([]);
  });

  it('puts integer cents and shows the totals the server answered', async () => {
    const state = { current: offer() };
    const calls = mockApi(
      handler(state, (call) => {
        if (call.method !== 'PUT') return apiError(404, 'NOT_FOUND');
        state.current = savedOffer();
        return json(state.current);
      }),
    );
    renderDesk('/admin/orders/order-1/offer');
    const totals = await screen.findByTestId('offer-totals');
    expect(within(totals).getByText('CHF 117.83')).toBeInTheDocument();

    fireEvent.change(await priceInput(), { target: { value: '19.99' } });
    fireEvent.change(screen.getByLabelText('Reason for the price, line 1'), {
      target: { value: '  Series discount ' },
    });
    fireEvent.change(screen.getByLabelText('Lead time (days)'), { target: { value: '14' } });
    expect(
      screen.getByText('Unsaved changes: the totals are those of the last saved draft.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send offer …' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));

    expect(
      await screen.findByText('Draft saved. The totals have been recalculated.'),
    ).toBeInTheDocument();
    expect(offerCalls(calls, 'PUT').map((call) => [call.path, call.body])).toEqual([
      [
        '/admin/orders/order-1/offer/draft',
        {
          leadTimeDays: 14,
          validUntil: '2026-12-28',
          lines: [
            { lineId: 'line-1', overrideUnitNetCents: 1999, overrideReason: 'Series discount' },
          ],
        },
      ],
    ]);
    const body = offerCalls(calls, 'PUT')[0]?.body as { lines: { overrideUnitNetCents: number }[] };
    expect(Number.isInteger(body.lines[0]?.overrideUnitNetCents)).toBe(true);
    const fresh = screen.getByTestId('offer-totals');
    expect(within(fresh).getByText('CHF 96.17')).toBeInTheDocument();
    expect(within(fresh).getByText('CHF 79.96')).toBeInTheDocument();
    expect(within(fresh).queryByText('CHF 117.83')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send offer …' })).toBeEnabled();
  });

  it('shows a server refusal at the line it names', async () => {
    const state = { current: offer() };
    mockApi(
      handler(state, () => apiError(422, 'OFFER_OVERRIDE_REASON_REQUIRED', { lineId: 'line-1' })),
    );
    renderDesk('/admin/orders/order-1/offer');
    fireEvent.change(await priceInput(), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('Reason for the price, line 1'), {
      target: { value: 'x' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Line 1: A changed price needs a reason.',
    );
    expect(screen.getByLabelText('Reason for the price, line 1')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('sends only after the confirmation and lists the new revision', async () => {
    const state = { current: savedOffer() };
    const calls = mockApi(
      handler(state, (call) => {
        if (call.method !== 'POST') return apiError(404, 'NOT_FOUND');
        const current = state.current;
        state.current = {
          ...current,
          revisions: [
            {
              id: 'offer-1',
              revision: 1,
              status: 'sent',
              leadTimeDays: 14,
              validUntil: '2026-12-28',
              totals: SAVED_TOTALS,
              lines: current.draft.lines,
              createdByStaffId: 'staff-1',
              createdByName: 'Anna Office',
              sentAt: '2026-11-28T07:05:00.000Z',
              acceptedAt: null,
              declineReason: null,
              mailQueuedAt: '2026-11-28T07:05:00.000Z',
              pdfUrl: '/api/admin/orders/order-1/offer/revisions/1.pdf',
            },
          ],
        };
        return json(state.current);
      }),
    );
    renderDesk('/admin/orders/order-1/offer');
    expect(await screen.findByText('No revision sent yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send offer …' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('frozen as revision 1');
    expect(dialog).toHaveTextContent('Offer total: CHF 96.17');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(offerCalls(calls, 'POST')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Send offer …' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send offer' }),
    );
    expect(
      await screen.findByText('Revision 1 sent. The customer has been notified by e-mail.'),
    ).toBeInTheDocument();
    expect(offerCalls(calls, 'POST').map((call) => call.path)).toEqual([
      '/admin/orders/order-1/offer/send',
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const link = screen.getByRole('link', { name: 'Revision 1 as PDF' });
    expect(link).toHaveAttribute('href', '/api/admin/orders/order-1/offer/revisions/1.pdf');
    const row = link.closest('tr');
    expect(row).not.toBeNull();
    expect(within(row as HTMLElement).getByText('Sent')).toBeInTheDocument();
    expect(within(row as HTMLElement).getByText('CHF 96.17')).toBeInTheDocument();
  });

  it('shows a refused send in the dialog', async () => {
    const state = { current: savedOffer() };
    mockApi(handler(state, () => apiError(409, 'OFFER_NOT_OPEN')));
    renderDesk('/admin/orders/order-1/offer');
    fireEvent.click(await screen.findByRole('button', { name: 'Send offer …' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order is no longer an open quote request',
    );
  });
});
