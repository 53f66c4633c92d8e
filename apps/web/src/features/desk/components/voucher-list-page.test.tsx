import type { AdminVoucher } from '@print/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  json,
  mockApi,
  OFFICE_ME,
  renderDesk,
  type ApiCall,
} from '../testing/desk-test-kit';

const OWNER_ME = { ...OFFICE_ME, role: 'owner' as const };
const WELCOME: AdminVoucher = {
  id: 'welcome-10',
  code: 'WELCOME10',
  type: 'percentage',
  value: 10,
  minValueCents: 0,
  fromDate: null,
  toDate: null,
  maxUsage: null,
  freeShipping: false,
  usageCount: 4,
  active: true,
  deactivatedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const writes = (calls: readonly ApiCall[]) => calls.filter((call) => call.method !== 'GET');

describe('desk vouchers', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists vouchers; the owner creates one, a taken code is shown at the code field', async () => {
    let items = [WELCOME];
    let isTaken = true;
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OWNER_ME);
      if (call.path === '/admin/vouchers' && call.method === 'GET') return json({ items });
      if (call.path === '/admin/vouchers' && call.method === 'POST') {
        if (isTaken) {
          isTaken = false;
          return apiError(409, 'VOUCHER_CODE_TAKEN');
        }
        const created = { ...WELCOME, ...(call.body as object), id: 'v2', usageCount: 0 };
        items = [created, ...items];
        return json(created, 201);
      }
      return undefined;
    });
    renderDesk('/admin/vouchers');
    const row = await screen.findByRole('row', { name: /WELCOME10/ });
    expect(row).toHaveTextContent('10 %');
    expect(row).toHaveTextContent('4 / unlimited');

    fireEvent.click(screen.getByRole('button', { name: 'New voucher' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('2 to 30 characters: letters, digits, - and _.'),
    ).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'WINTER-26' } });
    fireEvent.change(within(dialog).getByLabelText(/^Kind/), { target: { value: 'absolute' } });
    fireEvent.change(within(dialog).getByLabelText(/^Value/), { target: { value: '20.00' } });
    fireEvent.change(within(dialog).getByLabelText(/^Minimum order value/), {
      target: { value: '150' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Valid from/), {
      target: { value: '2026-12-01' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Valid until/), {
      target: { value: '2026-12-31' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Usage limit/), { target: { value: '50' } });
    fireEvent.click(within(dialog).getByLabelText('Free shipping'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another voucher has this code.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Voucher WINTER-26 saved.')).toBeInTheDocument();
    const body = {
      code: 'WINTER-26',
      type: 'absolute',
      value: 2_000,
      minValueCents: 15_000,
      fromDate: '2026-12-01',
      toDate: '2026-12-31',
      maxUsage: 50,
      freeShipping: true,
    };
    expect(writes(calls).map((call) => call.body)).toEqual([body, body]);
    expect(await screen.findByRole('row', { name: /WINTER-26/ })).toHaveTextContent('0 / 50');
  });

  it('office reads the list and the use history but has no writing buttons', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/vouchers') return json({ items: [WELCOME] });
      if (call.path === '/admin/vouchers/welcome-10')
        return json({
          voucher: WELCOME,
          uses: [
            {
              orderId: 'order-1',
              orderNumber: '2026-000001',
              usedAt: '2026-11-20T08:30:00.000Z',
              releasedAt: null,
              discountCents: 2_410,
            },
          ],
        });
      return undefined;
    });
    renderDesk('/admin/vouchers');
    fireEvent.click(await screen.findByRole('button', { name: 'Uses: WELCOME10' }));
    const dialog = await screen.findByRole('dialog');
    const use = await within(dialog).findByRole('row', { name: /2026-000001/ });
    expect(use).toHaveTextContent('CHF 24.10');
    expect(screen.queryByRole('button', { name: 'New voucher' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Deactivate/ })).toBeNull();
  });
});
