import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../../test/account-fixtures';
import { LoginPage } from './login-page';
import { OptinConfirmation } from './optin-confirmation';
import { ResetPasswordPage } from './reset-password-page';

function renderPage(page: ReactNode, path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const CODE = 'R'.repeat(43);

describe('sign-in before the e-mail is confirmed (issue 24 point 13)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says to confirm the e-mail, not that the password is wrong, and sends a new link', async () => {
    const bodies: unknown[] = [];
    const calls = stubApi({
      'GET /auth/session': () => json({ isLoggedIn: false }),
      'POST /auth/signin': () =>
        json({ error: { code: 'ACCOUNT_NOT_CONFIRMED', message: 'confirm' } }, 403),
      'POST /auth/optin/resend': (init) => {
        bodies.push(JSON.parse(init?.body as string));
        return json({ ok: true }, 202);
      },
    });
    renderPage(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/^Benutzername/), { target: { value: 'neu-kunde' } });
    fireEvent.change(screen.getByLabelText(/^Passwort/), {
      target: { value: 'Kupfer-Drossel-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(
      await screen.findByText(/Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse/),
    ).toBeVisible();
    expect(screen.queryByText(/stimmen nicht überein/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Neuen Bestätigungslink senden' }));
    expect(await screen.findByText(/neuen Bestätigungslink gesendet/)).toBeVisible();
    expect(bodies).toEqual([{ username: 'neu-kunde' }]);
    expect(calls.filter((call) => call === 'POST /auth/optin/resend')).toHaveLength(1);
  });

  it('a wrong password still reads as a mismatch, without the resend button', async () => {
    stubApi({
      'GET /auth/session': () => json({ isLoggedIn: false }),
      'POST /auth/signin': () =>
        json({ error: { code: 'INVALID_CREDENTIALS', message: 'no' } }, 401),
    });
    renderPage(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/^Benutzername/), { target: { value: 'x-kunde' } });
    fireEvent.change(screen.getByLabelText(/^Passwort/), { target: { value: 'falsch-falsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(/stimmen nicht überein/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Neuen Bestätigungslink senden' })).toBeNull();
  });

  it('says a blocked account is blocked (issue 25: the API tells only the right password)', async () => {
    stubApi({
      'GET /auth/session': () => json({ isLoggedIn: false }),
      'POST /auth/signin': () =>
        json({ error: { code: 'ACCOUNT_BLOCKED', message: 'blocked' } }, 403),
    });
    renderPage(<LoginPage />, '/login');
    fireEvent.change(screen.getByLabelText(/^Benutzername/), { target: { value: 'x-kunde' } });
    fireEvent.change(screen.getByLabelText(/^Passwort/), {
      target: { value: 'Kupfer-Drossel-42' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText(/Kundenkonto ist gesperrt/)).toBeVisible();
    expect(screen.queryByText(/stimmen nicht überein/)).not.toBeInTheDocument();
  });
});

describe('the opt-in link clicked again', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the account is already confirmed when the API says so', async () => {
    stubApi({
      'POST /auth/optin': () =>
        json({ error: { code: 'ACCOUNT_ALREADY_CONFIRMED', message: 'confirmed' } }, 409),
    });
    renderPage(<OptinConfirmation optinId={CODE} />, `/optin/${CODE}`);
    expect(await screen.findByText(/bereits bestätigt/)).toBeVisible();
    expect(screen.queryByText(/ungültig/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Anmeld/ })).toBeVisible();
  });

  it('an unknown code stays invalid', async () => {
    stubApi({
      'POST /auth/optin': () => json({ error: { code: 'LINK_INVALID', message: 'no' } }, 400),
    });
    renderPage(<OptinConfirmation optinId={CODE} />, `/optin/${CODE}`);
    expect(await screen.findByText(/ungültig/)).toBeVisible();
    expect(screen.queryByText(/bereits bestätigt/)).not.toBeInTheDocument();
  });
});

describe('a used reset link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the invalid-link message without ever showing the form', async () => {
    let answer: (() => void) | undefined;
    const checked = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        checked.then(() => json({ error: { code: 'LINK_INVALID', message: 'used' } }, 400)),
      ),
    );
    renderPage(<ResetPasswordPage resetId={CODE} />, `/reset-password/${CODE}`);
    expect(screen.getByRole('status')).toHaveTextContent('Der Link wird geprüft');
    expect(screen.queryByLabelText(/^Neues Passwort/)).toBeNull();
    answer?.();
    expect(await screen.findByText(/ungültig oder abgelaufen/)).toBeVisible();
    expect(screen.queryByLabelText(/^Neues Passwort/)).toBeNull();
  });

  it('a valid link shows the form after the check, and the check used nothing', async () => {
    const calls = stubApi({ 'POST /auth/reset-password/check': () => json({ ok: true }) });
    renderPage(<ResetPasswordPage resetId={CODE} />, `/reset-password/${CODE}`);
    expect(await screen.findByLabelText(/^Neues Passwort/)).toBeVisible();
    await waitFor(() => expect(calls).toEqual(['POST /auth/reset-password/check']));
  });
});
