import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, OFFICE_ME, ORDER_LIST, renderDesk } from '../testing/desk-test-kit';

function deskApi() {
  return mockApi((call) => {
    if (call.path === '/admin/auth/me') return json(OFFICE_ME);
    if (call.path === '/admin/orders') return json(ORDER_LIST);
    if (call.path === '/admin/orders/status') {
      return json({
        results: [
          { orderId: 'order-1', ok: false, code: 'ORDER_CHANGED', status: 'IN_PRODUCTION' },
        ],
      });
    }
    return undefined;
  });
}

describe('desk order list', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API with the filters of the URL and keeps every change in the URL', async () => {
    const calls = deskApi();
    const { router } = renderDesk(
      '/admin/orders?q=meier&status=ORDER_RECEIVED,IN_PRODUCTION&overdue=true&sort=totalCents&dir=asc&page=2',
    );
    await screen.findByRole('link', { name: 'PP-2026-0001' });
    const listCall = calls.find((call) => call.path === '/admin/orders');
    expect(Object.fromEntries(listCall?.search ?? [])).toEqual({
      q: 'meier',
      status: 'ORDER_RECEIVED,IN_PRODUCTION',
      overdue: 'true',
      sort: 'totalCents',
      dir: 'asc',
      page: '2',
    });
    // The filters show what the URL says, the status chips their counts.
    expect(screen.getByLabelText('Search')).toHaveValue('meier');
    expect(screen.getByLabelText('Overdue only')).toBeChecked();
    const inProduction = screen.getByRole('button', { name: /In production/ });
    expect(inProduction).toHaveAttribute('aria-pressed', 'true');
    expect(inProduction).toHaveTextContent('4');
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders.csv?q=meier&status=ORDER_RECEIVED%2CIN_PRODUCTION&overdue=true&sort=totalCents&dir=asc',
    );

    // A chip toggles its status and starts again on page 1.
    fireEvent.click(inProduction);
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?q=meier&status=ORDER_RECEIVED&overdue=true&sort=totalCents&dir=asc',
      ),
    );
    // A header sorts; the debounced search writes the URL after the pause.
    fireEvent.click(
      within(screen.getByRole('columnheader', { name: /Number/ })).getByRole('button'),
    );
    await waitFor(() => expect(router.state.location.search).toMatch(/sort=orderNumber$/));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'PP-2026' } });
    await waitFor(() => expect(router.state.location.search).toContain('q=PP-2026'));

    // Back restores the previous filters, in the URL and in the form.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue('meier'));
  });

  it('links each row to its order and changes several orders at once', async () => {
    const calls = deskApi();
    const { router } = renderDesk('/admin/orders');
    const link = await screen.findByRole('link', { name: 'PP-2026-0001' });
    expect(link).toHaveAttribute('href', '/admin/orders/order-1');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select order PP-2026-0001' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change status …' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New status'), {
      target: { value: 'READY_FOR_PROCESSING' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Checked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(
      await within(dialog).findByText(/Someone else has changed the order/),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/admin/orders/status')?.body).toEqual({
      orders: [{ orderId: 'order-1', version: 3 }],
      to: 'READY_FOR_PROCESSING',
      reason: 'Checked',
      notifyCustomer: true,
    });
    expect(router.state.location.pathname).toBe('/admin/orders');
  });
});
