import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, OFFICE_ME, orderDetail, renderDesk } from '../testing/desk-test-kit';

describe('desk order detail: bank payments, open amount, reminders', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the bank payments and the open amount as sent, and pauses reminders with a reason', async () => {
    let paused = false;
    const calls = mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1')
        return json(
          orderDetail({
            timeline: [
              {
                at: '2026-11-26T08:00:00.000Z',
                kind: 'payment',
                actor: 'Anna Office',
                from: null,
                to: 'REFUND_COMPLETED',
                text: 'Refund CHF 10.00',
              },
            ],
            reminders: {
              isPaused: paused,
              pause: paused
                ? { staffName: 'Anna Office', at: '2026-11-28T09:00:00.000Z', reason: 'Calls back' }
                : null,
              reminders: [
                {
                  level: 1,
                  sentAt: '2026-11-27T06:17:00.000Z',
                  openCents: 7_345,
                  url: '/api/admin/orders/order-1/reminders/1/pdf',
                },
              ],
              exhaustedSince: null,
            },
          }),
        );
      if (call.path === '/admin/orders/order-1/reminders/pause') {
        paused = true;
        return json({ isPaused: true, pause: null, reminders: [], exhaustedSince: null });
      }
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    const section = await screen.findByRole('region', { name: 'Payments and amount open' });
    expect(section).toHaveTextContent('Partly paid');
    expect(section).toHaveTextContent('Paid by bankCHF 50.00');
    expect(section).toHaveTextContent('OpenCHF 73.45');
    expect(within(section).getByRole('row', { name: /Hans Meier/ })).toHaveTextContent(
      'QR reference',
    );
    expect(within(section).getByRole('link', { name: 'Payment reminder' })).toHaveAttribute(
      'href',
      '/api/admin/orders/order-1/reminders/1/pdf',
    );
    // The timeline names the refund status in words, not its code.
    expect(screen.getByRole('region', { name: 'Timeline' })).toHaveTextContent('Refund: Refunded');

    fireEvent.click(within(section).getByRole('button', { name: 'Pause reminders' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('Please give a reason');
    fireEvent.change(within(section).getByLabelText('Reason for the pause'), {
      target: { value: 'Calls back' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Pause reminders' }));
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Resume reminders' })).toBeVisible(),
    );
    const post = calls.find((call) => call.path === '/admin/orders/order-1/reminders/pause');
    expect(post?.body).toEqual({ reason: 'Calls back' });
    expect(section).toHaveTextContent('Paused by Anna Office');
  });

  it('lists overdue invoices with exhausted reminders, linked to their orders', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/reminders/exhausted')
        return json({
          items: [
            {
              orderId: 'order-1',
              orderNumber: '2026-000201',
              customerName: 'Hans Meier',
              email: 'hans@meier.test',
              dueDate: '2026-04-01',
              totalCents: 10_000,
              openCents: 6_000,
              reminder2At: '2026-04-25T06:17:00.000Z',
              exhaustedSince: '2026-05-09',
              isPaused: true,
            },
          ],
        });
      return undefined;
    });
    renderDesk('/admin/reminders');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Overdue – reminders exhausted' }),
    ).toBeVisible();
    const row = await screen.findByRole('row', { name: /2026-000201/ });
    expect(within(row).getByRole('link', { name: '2026-000201' })).toHaveAttribute(
      'href',
      '/admin/orders/order-1',
    );
    expect(row).toHaveTextContent('Reminders paused');
    expect(row).toHaveTextContent('CHF 60.00');
    expect(screen.getByRole('link', { name: 'Reminders' })).toHaveAttribute(
      'href',
      '/admin/reminders',
    );
  });
});
