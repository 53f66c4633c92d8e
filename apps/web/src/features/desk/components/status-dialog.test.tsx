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

function statusCalls(calls: readonly ApiCall[]) {
  return calls.filter((call) => call.path === '/admin/orders/order-1/status');
}

async function openDialog(target: string) {
  fireEvent.click(await screen.findByRole('button', { name: target }));
  return screen.findByRole('dialog');
}

describe('desk status change', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('offers the allowed statuses and requires a reason', async () => {
    let detail = orderDetail();
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(detail);
      if (call.path === '/admin/orders/order-1/status') {
        detail = orderDetail({ status: 'READY_FOR_PROCESSING', version: 4, allowedStatuses: [] });
        return json({ ok: true });
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog('Ready for processing');
    expect(within(dialog).getByRole('heading')).toHaveTextContent(
      'Change status: Order received → Ready for processing',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByText('Required.')).toBeInTheDocument();
    expect(statusCalls(calls)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), {
      target: { value: 'Files checked' },
    });
    fireEvent.click(within(dialog).getByLabelText('Notify the customer by e-mail'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await screen.findByText('Status changed to Ready for processing.')).toBeInTheDocument();
    expect(statusCalls(calls).map((call) => call.body)).toEqual([
      { to: 'READY_FOR_PROCESSING', reason: 'Files checked', notifyCustomer: false, version: 3 },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText(/no further step for your role/)).toBeInTheDocument();
  });

  it('on 409 ORDER_CHANGED says someone else changed it, with the new state, and reloads', async () => {
    let detail = orderDetail();
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(detail);
      if (call.path === '/admin/orders/order-1/status') {
        detail = orderDetail({
          status: 'ORDER_CANCELLED',
          version: 5,
          allowedStatuses: [],
        });
        return apiError(409, 'ORDER_CHANGED', { status: 'ORDER_CANCELLED', version: 5 });
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog('Ready for processing');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Go' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else has changed the order in the meantime.');
    expect(alert).toHaveTextContent('Current status: Order cancelled.');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order cancelled');
  });

  it('shows the text of a 422 code in the dialog', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1') return json(orderDetail());
      if (call.path === '/admin/orders/order-1/status') {
        return apiError(422, 'ORDER_TRANSITION_NOT_ALLOWED');
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const dialog = await openDialog('Order cancelled');
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This status change is not allowed for this order.',
    );
  });
});
