import type { AdminOrderRefunds } from '@print/contracts';
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

const REFUNDS: AdminOrderRefunds = {
  orderId: 'order-1',
  method: 'paypal',
  paidCents: 12_345,
  refundedCents: 0,
  openCents: 0,
  leftCents: 12_345,
  refunds: [],
};

const posts = (calls: readonly ApiCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/admin/orders/order-1/refunds');

function serve(refunds: () => AdminOrderRefunds, onPost: (call: ApiCall) => Response) {
  return mockApi((call) => {
    if (call.path === '/admin/auth/me') return json(OFFICE_ME);
    if (call.path === '/admin/orders/order-1')
      return json(orderDetail({ paymentMethod: 'paypal' }));
    if (call.path === '/admin/orders/order-1/refunds')
      return call.method === 'POST' ? onPost(call) : json(refunds());
    return undefined;
  });
}

async function openDialog(name: string) {
  const section = await screen.findByRole('region', { name: 'Refunds' });
  fireEvent.click(await within(section).findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('desk refunds', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('refunds part of a PayPal payment: amount checked against what is left, then sent in cents', async () => {
    let current = REFUNDS;
    const calls = serve(
      () => current,
      () => {
        current = {
          ...REFUNDS,
          refundedCents: 1_250,
          leftCents: 11_095,
          refunds: [
            {
              id: 'refund-1',
              kind: 'paypal',
              status: 'COMPLETED',
              amountCents: 1_250,
              reason: 'Scratched part',
              noteToPayer: null,
              iban: null,
              accountHolder: null,
              paypalRefundId: 'R1',
              failure: null,
              staffName: 'Anna Office',
              createdAt: '2026-11-28T09:00:00.000Z',
              updatedAt: '2026-11-28T09:00:00.000Z',
            },
          ],
        };
        return json(current.refunds[0], 201);
      },
    );
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog('Refund via PayPal');
    expect(dialog).toHaveTextContent('Left to refund: CHF 123.45.');
    fireEvent.click(within(dialog).getByLabelText('Refund everything that is left'));
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '123.46' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(
      await within(dialog).findByText('The amount is larger than what is left to refund.'),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '12.50' } });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Scratched part' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund of CHF 12.50 saved (Refunded).')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { kind: 'paypal', amountCents: 1_250, reason: 'Scratched part' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    const row = await screen.findByRole('row', { name: /Scratched part/ });
    expect(row).toHaveTextContent('Refunded');
    expect(row).toHaveTextContent('Anna Office');
  });

  it("shows PayPal's refusal with its issue code and keeps the dialog open", async () => {
    serve(
      () => REFUNDS,
      () => apiError(422, 'REFUND_REJECTED_BY_PAYPAL', { issue: 'CAPTURE_FULLY_REFUNDED' }),
    );
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog('Refund via PayPal');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Cancelled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'PayPal refused the refund (CAPTURE_FULLY_REFUNDED).',
    );
  });

  it('records a bank refund of a prepaid order with a checked IBAN', async () => {
    const calls = serve(
      () => ({ ...REFUNDS, method: 'bank' }),
      (call) =>
        json(
          {
            ...(call.body as object),
            id: 'r2',
            status: 'COMPLETED',
            noteToPayer: null,
            paypalRefundId: null,
            failure: null,
            staffName: 'Anna Office',
            createdAt: '2026-11-28T09:00:00.000Z',
            updatedAt: '2026-11-28T09:00:00.000Z',
            iban: 'CH9300762011623852957',
          },
          201,
        ),
    );
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog('Record a bank refund');
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '20' } });
    fireEvent.change(within(dialog).getByLabelText(/^IBAN/), {
      target: { value: 'CH93 0076 2011 6238 5295 8' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Account holder/), {
      target: { value: 'Hans Meier' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Overpaid' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('This IBAN is not valid.')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^IBAN/), {
      target: { value: 'CH93 0076 2011 6238 5295 7' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Refund of CHF 20.00 saved (Refunded).')).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      {
        kind: 'bank',
        amountCents: 2_000,
        reason: 'Overpaid',
        iban: 'CH93 0076 2011 6238 5295 7',
        accountHolder: 'Hans Meier',
      },
    ]);
  });

  it('says a refund is due on a cancelled order with money left (a customer’s cancel too)', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1')
        return json(orderDetail({ paymentMethod: 'paypal', status: 'ORDER_CANCELLED' }));
      if (call.path === '/admin/orders/order-1/refunds') return json(REFUNDS);
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const section = await screen.findByRole('region', { name: 'Refunds' });
    expect(
      await within(section).findByText(/Refund due: this paid order is cancelled/),
    ).toHaveTextContent('123.45');
  });
});
