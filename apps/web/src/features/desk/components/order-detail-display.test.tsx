import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi, OFFICE_ME, orderDetail, renderDesk } from '../testing/desk-test-kit';

describe('desk order detail: what staff read', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'en'));
  afterEach(() => vi.unstubAllGlobals());

  it('names the country, the documents, a mail’s template, recipient and delivery, and an offer’s end', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders/order-1')
        return json(
          orderDetail({
            billingAddress: { firstname: 'Hans', city: 'Zürich', countryId: 'ch' },
            documents: [
              { kind: 'invoice', url: '/api/admin/orders/order-1/documents/invoice.pdf' },
            ],
            timeline: [
              {
                at: '2026-11-21T08:00:00.000Z',
                kind: 'change',
                actor: 'customer',
                from: 'offer r1',
                to: 'declined',
                text: 'Offer revision 1 declined: too dear',
              },
              {
                at: '2026-11-20T08:31:00.000Z',
                kind: 'mail',
                actor: 'system',
                from: null,
                to: 'hans@meier.test',
                text: 'ordered: not sent yet (2 attempts)',
                mail: {
                  event: 'ordered',
                  subject: null,
                  recipient: 'hans@meier.test',
                  state: 'retrying',
                  attempts: 2,
                },
              },
            ],
          }),
        );
      return undefined;
    });
    renderDesk('/admin/orders/order-1');
    expect(await screen.findByRole('link', { name: 'Invoice' })).toHaveAttribute(
      'href',
      '/api/admin/orders/order-1/documents/invoice.pdf',
    );
    expect(screen.getByText('Switzerland')).toBeInTheDocument();
    expect(screen.queryByText('ch')).toBeNull();
    expect(
      screen.getByText(
        'Order confirmation · to hans@meier.test · not sent yet (2 failed attempts, retried)',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/– →/)).toBeNull();
    expect(screen.getByText('offer r1 → Declined')).toBeInTheDocument();
  });
});
