import type {
  AdminCreditNote,
  AdminCreditNoteOverview,
  CreditNoteAmountsView,
} from '@print/contracts';
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
import { lastMonthOf } from './accounting-export-page';

const BASE = '/admin/orders/order-1/credit-notes';

function overview(change: Partial<AdminCreditNoteOverview> = {}): AdminCreditNoteOverview {
  return {
    hasInvoice: true,
    invoice: { netCents: 20_900, taxCents: 1_693, grossCents: 22_593 },
    remaining: { netCents: 20_900, taxCents: 1_693, grossCents: 22_593 },
    lines: [
      { lineId: 'line-1', name: 'bracket.stl', quantity: 2, creditedQuantity: 0, netCents: 20_000 },
    ],
    shippingNetCents: 900,
    isShippingCredited: false,
    surchargeNetCents: 0,
    isSurchargeCredited: false,
    creditNotes: [],
    ...change,
  };
}

const AMOUNTS: CreditNoteAmountsView = {
  kind: 'partial',
  lines: [{ lineId: 'line-1', name: 'bracket.stl', quantity: 1, netCents: 10_000 }],
  shippingNetCents: 0,
  surchargeNetCents: 0,
  amountNetCents: 0,
  adjustmentNetCents: 0,
  taxes: [{ rateBp: 810, netCents: 10_000, taxCents: 810, grossCents: 10_810 }],
  netCents: 10_000,
  taxCents: 810,
  grossCents: 10_810,
};

const NOTE: AdminCreditNote = {
  ...AMOUNTS,
  id: 'cn-1',
  number: 'GS-2026-000001',
  orderId: 'order-1',
  orderNumber: 'PP-2026-0001',
  reason: 'Teil beschädigt',
  issuedAt: '2026-11-28T09:00:00.000Z',
  staffName: 'Anna Office',
  trigger: 'staff',
  pdfUrl: '/api/admin/orders/order-1/credit-notes/cn-1/pdf',
};

const writes = (calls: readonly ApiCall[]) => calls.filter((call) => call.method === 'POST');

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Credit note …' }));
  return screen.findByRole('dialog');
}

describe('desk credit notes', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('previews the server’s amounts, requires a reason, then issues and lists the credit note', async () => {
    let current = overview();
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(orderDetail());
      if (call.path === `${BASE}/preview`) return json(AMOUNTS);
      if (call.path === BASE && call.method === 'POST') {
        current = overview({
          creditNotes: [NOTE],
          remaining: { netCents: 10_900, taxCents: 883, grossCents: 11_783 },
        });
        return json(NOTE);
      }
      if (call.path === BASE) return json(current);
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('In part'));
    fireEvent.change(within(dialog).getByLabelText(/bracket\.stl: pieces/), {
      target: { value: '1' },
    });
    const issue = within(dialog).getByRole('button', { name: 'Issue credit note' });
    // Nothing to confirm before the server has computed the amounts.
    expect(issue).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Calculate amounts' }));
    const preview = await within(dialog).findByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Total credited').nextSibling).toHaveTextContent(/108\.10/);
    expect(within(preview).getByText('VAT 8.1 %').nextSibling).toHaveTextContent(/8\.10/);

    fireEvent.click(issue);
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(writes(calls).filter((call) => call.path === BASE)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Teil beschädigt' },
    });
    fireEvent.click(issue);
    expect(
      await screen.findByText(/Credit note GS-2026-000001 for .*108\.10 issued\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes(calls).map((call) => call.body)).toEqual([
      {
        request: {
          kind: 'partial',
          lines: [{ lineId: 'line-1', quantity: 1 }],
          includeShipping: false,
          includeSurcharge: false,
          amountGrossCents: 0,
        },
      },
      {
        request: {
          kind: 'partial',
          lines: [{ lineId: 'line-1', quantity: 1 }],
          includeShipping: false,
          includeSurcharge: false,
          amountGrossCents: 0,
        },
        reason: 'Teil beschädigt',
      },
    ]);
    const link = await screen.findByRole('link', { name: 'GS-2026-000001' });
    expect(link).toHaveAttribute('href', NOTE.pdfUrl);
  });

  it('shows the server’s refusal of more than is left and keeps the confirmation closed', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(orderDetail());
      if (call.path === `${BASE}/preview`)
        return apiError(422, 'CREDIT_NOTE_EXCEEDS_INVOICE', { remainingGrossCents: 22_593 });
      if (call.path === BASE) return json(overview());
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByLabelText('In part'));
    fireEvent.change(within(dialog).getByLabelText('Amount incl. VAT (CHF)'), {
      target: { value: '999.00' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Calculate amounts' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'More than is left on the invoice.',
    );
    expect(within(dialog).getByRole('button', { name: 'Issue credit note' })).toBeDisabled();
  });

  it('offers last month as the export period', () => {
    expect(lastMonthOf(new Date('2026-03-15T12:00:00Z'))).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(lastMonthOf(new Date('2026-01-05T12:00:00Z'))).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
  });
});
