import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDepartureStore } from '../../../stores/departure-store';
import { markVisitorAsReturning, renderApp } from '../../../test/render-app';
import { json, makeUserDetails, stubApi } from '../../../test/account-fixtures';

const UNAUTHENTICATED = () => json({ error: { code: 'NOT_AUTHENTICATED', message: 'no' } }, 401);

/** A signed-in visitor whose session ends at `POST endPath`. */
function stubSignedIn(endPath: string) {
  let isSignedIn = true;
  const calls = stubApi({
    'GET /auth/session': () =>
      json(isSignedIn ? { isLoggedIn: true, details: makeUserDetails() } : { isLoggedIn: false }),
    'POST /auth/refresh': UNAUTHENTICATED,
    'GET /checkout/order/user': () => (isSignedIn ? json({ orders: [] }) : UNAUTHENTICATED()),
    'GET /auth/sessions': () => (isSignedIn ? json({ sessions: [] }) : UNAUTHENTICATED()),
    [`POST ${endPath}`]: () => {
      isSignedIn = false;
      return endPath === '/auth/logout' ? new Response(null, { status: 204 }) : json({});
    },
  });
  return calls;
}

describe('a page that needs a login, left on purpose (spec 2 §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    sessionStorage.clear();
    useDepartureStore.setState({ leavingPath: null });
  });

  it('signing out on /account goes home: no refresh, no /login, no page to return to', async () => {
    markVisitorAsReturning();
    const calls = stubSignedIn('/auth/logout');
    const { router } = renderApp('/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible();

    fireEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Abmelden' }));
    expect(await screen.findByText('Sie wurden abgemeldet.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toContain('POST /auth/logout');
    expect(calls).not.toContain('POST /auth/refresh');
    expect(sessionStorage.getItem('loginReturnPath')).toBeNull();
    expect(useDepartureStore.getState().leavingPath).toBeNull();
  });

  it('a changed password leads to /login after 3 s without bringing the next login back here', async () => {
    markVisitorAsReturning();
    const calls = stubSignedIn('/auth/password');
    const { router } = renderApp('/password-update');
    const submit = await screen.findByRole('button', { name: 'Passwort ändern' });
    fireEvent.change(screen.getByLabelText(/Bisheriges Passwort/), {
      target: { value: 'das alte Passwort' },
    });
    fireEvent.change(screen.getByLabelText(/Neues Passwort/), {
      target: { value: 'ein neues langes Passwort 7' },
    });
    fireEvent.change(screen.getByLabelText(/Passwort wiederholen/), {
      target: { value: 'ein neues langes Passwort 7' },
    });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    // The page and its success message stay until the redirect.
    await screen.findAllByText(/Sie werden weitergeleitet/);
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('heading', { level: 1, name: 'Passwort ändern' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    expect(calls).toContain('POST /auth/password');
    expect(calls).not.toContain('POST /auth/refresh');
    expect(sessionStorage.getItem('loginReturnPath')).toBeNull();
  }, 10_000);

  it('the guard of a page being left waits; once another page shows, it guards again', async () => {
    markVisitorAsReturning();
    const calls = stubApi({
      'GET /auth/session': () => json({ isLoggedIn: false }),
      'POST /auth/refresh': UNAUTHENTICATED,
    });
    useDepartureStore.getState().leave('/account');
    const { router } = renderApp('/account');
    expect(await screen.findByText('Anmeldung wird geprüft …')).toBeVisible();
    await waitFor(() => expect(calls).toContain('GET /auth/session'));
    // Anonymous, yet the page being left neither refreshes nor goes to /login.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).not.toContain('POST /auth/refresh');
    expect(router.state.location.pathname).toBe('/account');

    await act(() => router.navigate('/'));
    expect(useDepartureStore.getState().leavingPath).toBeNull();
    await act(() => router.navigate('/account'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls).toContain('POST /auth/refresh');
    expect(sessionStorage.getItem('loginReturnPath')).toBe('/account');
  });
});
