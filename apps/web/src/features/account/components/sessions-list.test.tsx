import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../stores/notification-store';
import { json, stubApi } from '../../../test/account-fixtures';
import { SessionsList } from './sessions-list';

const session = (id: string, isCurrent: boolean) => ({
  id,
  createdAt: '2026-11-24T08:00:00.000Z',
  lastSeenAt: '2026-11-24T09:30:00.000Z',
  userAgent: isCurrent ? 'Firefox on Linux' : 'Safari on iPhone',
  isCurrent,
});

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/account']}>
        <SessionsList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('active sessions (issue 10 item 3)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sessions, ends the others and says so', async () => {
    let sessions = [session('a', true), session('b', false)];
    const calls = stubApi({
      'GET /auth/sessions': () => json({ sessions }),
      'DELETE /auth/sessions/others': () => {
        sessions = sessions.filter((entry) => entry.isCurrent);
        return json({ ended: 1 });
      },
    });
    renderList();
    expect(await screen.findByText('Safari on iPhone')).toBeVisible();
    expect(screen.getByText('Diese Sitzung')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Andere Sitzungen beenden' }));
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(calls).toContain('DELETE /auth/sessions/others');
    expect(useNotificationStore.getState().notifications.map((n) => n.header)).toContain(
      'Sitzungen beendet',
    );
    expect(screen.getByText('Keine weiteren Sitzungen.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Andere Sitzungen beenden' })).toBeDisabled();
  });
});
