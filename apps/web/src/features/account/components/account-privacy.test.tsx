import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationStore } from '../../../stores/notification-store';
import { json, stubApi } from '../../../test/account-fixtures';
import { AccountPrivacy } from './account-privacy';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/account']}>
        <Routes>
          <Route path="/account" element={<AccountPrivacy />} />
          <Route path="/" element={<p>Startseite</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('deleting the account on /account (issue 27 item 6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the password, says when it is wrong, and leaves signed out when it is right', async () => {
    const sent: unknown[] = [];
    const calls = stubApi({
      'POST /auth/user/delete': (init) => {
        const body = JSON.parse(init?.body as string) as { password: string };
        sent.push(body);
        return body.password === 'richtiges-Passwort-1'
          ? json({ ok: true })
          : json({ error: { code: 'PASSWORD_WRONG', message: 'wrong' } }, 422);
      },
    });
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Konto löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Konto endgültig löschen?' });
    const confirm = screen.getByRole('button', { name: 'Konto endgültig löschen' });
    expect(confirm).toBeDisabled();
    const password = screen.getByLabelText(/Passwort zur Bestätigung/);
    fireEvent.change(password, { target: { value: 'falsch' } });
    fireEvent.click(confirm);
    expect(await screen.findByRole('alert')).toHaveTextContent('Das Passwort ist nicht richtig.');
    expect(dialog).toBeInTheDocument();

    fireEvent.change(password, { target: { value: 'richtiges-Passwort-1' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Startseite')).toBeVisible();
    expect(sent).toEqual([{ password: 'falsch' }, { password: 'richtiges-Passwort-1' }]);
    expect(calls.filter((call) => call === 'POST /auth/user/delete')).toHaveLength(2);
    await waitFor(() =>
      expect(useNotificationStore.getState().notifications.map((n) => n.header)).toContain(
        'Konto gelöscht',
      ),
    );
  });
});
