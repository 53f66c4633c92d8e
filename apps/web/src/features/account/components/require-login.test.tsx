import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markVisitorAsReturning, renderApp } from '../../../test/render-app';
import { json, makeUserDetails, stubApi } from '../../../test/account-fixtures';

const UNAUTHENTICATED = () => json({ error: { code: 'NOT_AUTHENTICATED', message: 'no' } }, 401);

describe('route guard and login (spec 2 §2, §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('logged out: refreshes first, then remembers the page and goes to /login', async () => {
    markVisitorAsReturning();
    const calls = stubApi({
      'GET /auth/session': () => json({ isLoggedIn: false }),
      'POST /auth/refresh': UNAUTHENTICATED,
    });
    const { router } = renderApp('/en/password-update');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(calls).toContain('POST /auth/refresh');
    expect(sessionStorage.getItem('loginReturnPath')).toBe('/en/password-update');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  });

  it('an idle session that the refresh renews stays on the page', async () => {
    markVisitorAsReturning();
    let isRefreshed = false;
    stubApi({
      'GET /auth/session': () =>
        json(
          isRefreshed ? { isLoggedIn: true, details: makeUserDetails() } : { isLoggedIn: false },
        ),
      'POST /auth/refresh': () => {
        isRefreshed = true;
        return new Response(null, { status: 201 });
      },
    });
    const { router } = renderApp('/password-update');
    expect(await screen.findByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/password-update');
    expect(screen.getByRole('button', { name: 'Passwort ändern' })).toBeDisabled();
  });

  it('a failed login says so; a successful one returns to the remembered page', async () => {
    markVisitorAsReturning();
    sessionStorage.setItem('loginReturnPath', '/fr/mail-update');
    let isSignedIn = false;
    stubApi({
      'GET /auth/session': () =>
        json(isSignedIn ? { isLoggedIn: true, details: makeUserDetails() } : { isLoggedIn: false }),
      'POST /auth/signin': (init) => {
        const body = JSON.parse(init?.body as string) as { password: string };
        if (body.password !== 'richtig und lang') {
          return json({ error: { code: 'INVALID_CREDENTIALS', message: 'no' } }, 401);
        }
        isSignedIn = true;
        return json({
          user: { username: 'anna', email: 'anna@example.ch' },
          cartId: null,
          // As the API answers them: from now, 30 minutes idle and 12 hours in all.
          idleExpiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          absoluteExpiresAt: new Date(Date.now() + 12 * 3_600_000).toISOString(),
        });
      },
    });
    const { router } = renderApp('/fr/login');
    const name = await screen.findByRole('textbox', { name: 'Nom d’utilisateur ou e-mail' });
    fireEvent.change(name, { target: { value: 'anna' } });
    fireEvent.change(screen.getByLabelText(/^Mot de passe/), { target: { value: 'falsch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(
      await screen.findByText('Le nom d’utilisateur et le mot de passe ne correspondent pas.'),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/fr/login');

    fireEvent.change(screen.getByLabelText(/^Mot de passe/), {
      target: { value: 'richtig und lang' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/mail-update'));
    expect(sessionStorage.getItem('loginReturnPath')).toBeNull();
  });
});
