import type { AdminBankTransaction, AdminBankTransactionList } from '@print/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, mockApi, OFFICE_ME, renderDesk } from '../testing/desk-test-kit';

const UNMATCHED: AdminBankTransaction = {
  id: 7,
  importId: 'imp-1',
  bankReference: 'TX-7',
  amountCents: 12_500,
  currency: 'CHF',
  bookingDate: '2026-03-10',
  valueDate: '2026-03-10',
  qrReference: null,
  creditorReference: null,
  remittanceText: 'Rechnung Muster',
  debtorName: 'Muster AG',
  debtorIban: 'CH9300762011623852957',
  state: 'unmatched',
  matchKind: null,
  settlement: null,
  order: null,
  note: null,
  staffName: null,
  decidedAt: null,
};

const QUEUE: AdminBankTransactionList = { items: [UNMATCHED], total: 1 };

describe('desk payments', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('assigns a queued payment to an order by number, checked before it is sent', async () => {
    let queue = QUEUE;
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/payments/imports') return json({ items: [] });
      if (call.path === '/admin/payments/transactions') return json(queue);
      if (call.path === '/admin/payments/transactions/7/assign') {
        queue = { items: [], total: 0 };
        return json({
          ...UNMATCHED,
          state: 'matched',
          matchKind: 'manual',
          settlement: 'partial',
          order: {
            id: 'order-1',
            orderNumber: '2026-000123',
            totalCents: 20_000,
            status: 'ORDER_RECEIVED',
            paymentStatus: 'PAYMENT_PENDING',
          },
        });
      }
      return undefined;
    });
    renderDesk('/admin/payments');
    const row = (await screen.findByText('Rechnung Muster')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Muster AG')).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Assign' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Order number/), {
      target: { value: '2026-123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      await within(dialog).findByText('An order number looks like 2026-000123.'),
    ).toBeVisible();
    expect(calls.some((call) => call.path.endsWith('/assign'))).toBe(false);

    fireEvent.change(within(dialog).getByLabelText(/^Order number/), {
      target: { value: '2026-000123' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(
      await screen.findByText('Payment assigned to order 2026-000123 (partly paid).'),
    ).toBeVisible();
    expect(calls.find((call) => call.path.endsWith('/assign'))?.body).toEqual({
      orderNumber: '2026-000123',
    });
    await waitFor(() => expect(screen.getByText('No payments in this view.')).toBeVisible());
  });

  it('shows why a bank file was refused', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/payments/imports' && call.method === 'POST')
        return apiError(422, 'BANK_ACCOUNT_MISMATCH');
      if (call.path === '/admin/payments/imports') return json({ items: [] });
      if (call.path === '/admin/payments/transactions') return json({ items: [], total: 0 });
      return undefined;
    });
    renderDesk('/admin/payments');
    const input = await screen.findByLabelText('camt file (XML)');
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please choose a file.');
    const file = new File(['<Document/>'], 'other.xml', { type: 'application/xml' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file belongs to another account: nothing was booked.',
    );
  });
});
