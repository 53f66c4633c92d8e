import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { markVisitorAsReturning, renderApp } from '../../../test/render-app';
import { json, makeUserDetails, stubApi } from '../../../test/account-fixtures';

function siteHeader(): HTMLElement {
  const header = document.querySelector<HTMLElement>('header.site-header');
  if (!header) throw new Error('no site header');
  return header;
}

describe('the shell and the account (spec 2 §6)', () => {
  afterEach(() => {
    // Unmounted first: a mounted verified-company shell would switch the type back.
    cleanup();
    vi.unstubAllGlobals();
    usePreferencesStore.setState({ isBusinessCustomer: false });
  });

  it('a verified company is a business customer everywhere; the switch is locked', async () => {
    markVisitorAsReturning();
    const details = makeUserDetails();
    stubApi({
      'GET /auth/session': () =>
        json({
          isLoggedIn: true,
          details: {
            ...details,
            isBusinessCustomer: true,
            billingInformation: { ...details.billingInformation, isVerifiedCompany: true },
          },
        }),
    });
    renderApp('/cart');
    await waitFor(() => expect(usePreferencesStore.getState().isBusinessCustomer).toBe(true));
    const business = screen.getByRole('radio', { name: 'Geschäftskunden' });
    expect(business).toBeChecked();
    expect(business).toBeDisabled();
    expect(within(siteHeader()).getByRole('link', { name: 'Mein Konto' })).toHaveAttribute(
      'href',
      '/account',
    );
    // Even a forced change snaps back while the account is a verified company.
    usePreferencesStore.getState().setBusinessCustomer(false);
    await waitFor(() => expect(usePreferencesStore.getState().isBusinessCustomer).toBe(true));
  });

  it('an anonymous visitor keeps the free switch and the login link', async () => {
    markVisitorAsReturning();
    stubApi({
      'GET /auth/session': () => json({ isLoggedIn: false }),
    });
    renderApp('/cart');
    const privateCustomer = await screen.findByRole('radio', { name: 'Privatkunden' });
    expect(privateCustomer).toBeChecked();
    expect(privateCustomer).toBeEnabled();
    expect(within(siteHeader()).getByRole('link', { name: 'Anmelden' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('a 403 whose refresh fails sends the visitor to /login, remembering the page (spec 2 §7)', async () => {
    markVisitorAsReturning();
    const calls = stubApi({
      'GET /auth/session': () => json({ isLoggedIn: true, details: makeUserDetails() }),
      'GET /auth/sessions': () => json({ error: { code: 'FORBIDDEN', message: 'no' } }, 403),
      'POST /auth/refresh': () =>
        json({ error: { code: 'NOT_AUTHENTICATED', message: 'no' } }, 401),
    });
    const { router } = renderApp('/en/account');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/login'));
    expect(calls).toContain('GET /auth/sessions');
    expect(calls).toContain('POST /auth/refresh');
    expect(sessionStorage.getItem('loginReturnPath')).toBe('/en/account');
    sessionStorage.clear();
  });
});
