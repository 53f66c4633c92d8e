import type { AdminCustomerDetail, AdminCustomerList } from '@print/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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

const CUSTOMER_LIST: AdminCustomerList = {
  items: [
    {
      id: 'cust-1',
      email: 'hans@meier.test',
      userName: 'hmeier',
      name: 'Hans Meier',
      company: 'Meier AG',
      isBusiness: true,
      companyVerified: false,
      blocked: false,
      createdAt: '2026-01-10T08:00:00.000Z',
      orderCount: 3,
      lastOrderAt: '2026-11-20T08:30:00.000Z',
    },
  ],
  total: 1,
  page: 1,
  pageSize: 50,
};

function customerDetail(change: Partial<AdminCustomerDetail> = {}): AdminCustomerDetail {
  return {
    id: 'cust-1',
    email: 'hans@meier.test',
    userName: 'hmeier',
    name: 'Hans Meier',
    company: 'Meier AG',
    isBusiness: true,
    companyVerified: false,
    blocked: false,
    createdAt: '2026-01-10T08:00:00.000Z',
    language: 'de',
    confirmedAt: '2026-01-10T08:05:00.000Z',
    billingAddress: { company: 'Meier AG', firstname: 'Hans', lastname: 'Meier', city: 'Bern' },
    shippingAddress: null,
    vatId: 'CHE-123.456.789 MWST',
    companyVerification: null,
    block: null,
    orders: [
      {
        id: 'order-1',
        orderNumber: 'PP-2026-0001',
        createdAt: '2026-11-20T08:30:00.000Z',
        status: 'ORDER_RECEIVED',
        paymentStatus: 'PAYMENT_PENDING',
        paymentMethod: 'billing',
        totalCents: 12_345,
      },
    ],
    ...change,
  };
}

const STAMP = { at: '2026-11-28T07:00:00.000Z', staffId: 'staff-1', staffName: 'Anna Office' };

function posts(calls: readonly ApiCall[], action: string) {
  return calls
    .filter((call) => call.method === 'POST' && call.path === `/admin/customers/cust-1/${action}`)
    .map((call) => call.body);
}

describe('desk customers', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API with the filters of the URL and keeps every change in the URL', async () => {
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/customers') return json(CUSTOMER_LIST);
      return undefined;
    });
    const { router } = renderDesk(
      '/admin/customers?q=meier&type=business&blocked=false&sort=name&dir=asc&page=2',
    );
    const link = await screen.findByRole('link', { name: 'Hans Meier' });
    expect(link).toHaveAttribute('href', '/admin/customers/cust-1');
    expect(screen.getByRole('link', { name: 'Customers' })).toHaveAttribute(
      'href',
      '/admin/customers',
    );
    const listCall = calls.find((call) => call.path === '/admin/customers');
    expect(Object.fromEntries(listCall?.search ?? [])).toEqual({
      q: 'meier',
      type: 'business',
      blocked: 'false',
      sort: 'name',
      dir: 'asc',
      page: '2',
    });
    expect(screen.getByLabelText('Search')).toHaveValue('meier');
    expect(screen.getByLabelText('Customer type')).toHaveValue('business');
    expect(screen.getByLabelText('Blocked')).toHaveValue('false');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    // A filter starts again on page 1.
    fireEvent.change(screen.getByLabelText('Company verified'), { target: { value: 'true' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=meier&type=business&verified=true&blocked=false&sort=name&dir=asc',
      ),
    );
    // A header sorts (descending first); the debounced search writes the URL after the pause.
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /E-mail/ })).getByRole('button'),
    );
    await waitFor(() => expect(router.state.location.search).toMatch(/sort=email$/));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'AG' } });
    await waitFor(() => expect(router.state.location.search).toContain('q=AG'));

    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue('meier'));
  });

  it('blocks only with a reason, sends it and shows who blocked when and why', async () => {
    let detail = customerDetail();
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/customers/cust-1') return json(detail);
      if (call.path === '/admin/customers/cust-1/block') {
        detail = customerDetail({
          blocked: true,
          block: { ...STAMP, reason: 'Unpaid invoices' },
        });
        return json(detail);
      }
      if (call.path === '/admin/customers/cust-1/unblock') {
        detail = customerDetail();
        return json(detail);
      }
      return undefined;
    });
    renderDesk('/admin/customers/cust-1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hans Meier');
    expect(screen.getByRole('link', { name: 'PP-2026-0001' })).toHaveAttribute(
      'href',
      '/admin/orders/order-1',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Block account …' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/sessions end at once/);
    expect(dialog).toHaveTextContent(/sign-in is refused/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block account' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(posts(calls, 'block')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: '  Unpaid invoices ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block account' }));
    expect(
      await screen.findByText('The account is blocked; all its sessions have ended.'),
    ).toBeInTheDocument();
    expect(posts(calls, 'block')).toEqual([{ reason: 'Unpaid invoices' }]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Unpaid invoices')).toBeInTheDocument();
    expect(screen.getByText(/by Anna Office on/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Unblock account' }));
    expect(
      await screen.findByText('The account is unblocked; the customer can sign in again.'),
    ).toBeInTheDocument();
    expect(posts(calls, 'unblock')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Block account …' })).toBeInTheDocument();
  });

  it('verifies the company and revokes it; an error shows its code', async () => {
    let detail = customerDetail();
    let fail = false;
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/customers/cust-1') return json(detail);
      if (call.path === '/admin/customers/cust-1/verify-company') {
        if (fail) return apiError(400, 'VALIDATION_FAILED');
        const verified = (call.body as { verified: boolean }).verified;
        detail = customerDetail({ companyVerified: verified, companyVerification: STAMP });
        return json(detail);
      }
      return undefined;
    });
    renderDesk('/admin/customers/cust-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify company' }));
    expect(await screen.findByText('The company is verified.')).toBeInTheDocument();
    expect(screen.getByText(/by Anna Office on/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Revoke verification' }));
    expect(await screen.findByText('The verification is revoked.')).toBeInTheDocument();
    expect(posts(calls, 'verify-company')).toEqual([{ verified: true }, { verified: false }]);

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Verify company' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some input is missing or invalid.');
  });

  it('links an order with an account to its customer', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') {
        return json(orderDetail({ customerAccountId: 'cust-1' }));
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    expect(await screen.findByRole('link', { name: 'Open the customer' })).toHaveAttribute(
      'href',
      '/admin/customers/cust-1',
    );
  });
});
