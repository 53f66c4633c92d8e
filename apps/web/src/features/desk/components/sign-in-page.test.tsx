import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  json,
  mockApi,
  OFFICE_ME,
  ORDER_LIST,
  renderDesk,
  type ApiCall,
} from '../testing/desk-test-kit';

function fillIn(code = '123456') {
  fireEvent.change(screen.getByLabelText(/^E-Mail/), { target: { value: 'anna@print.test' } });
  fireEvent.change(screen.getByLabelText(/^Passwort/), {
    target: { value: 'a long enough password' },
  });
  fireEvent.change(screen.getByLabelText(/^Code aus der Authenticator-App/), {
    target: { value: code },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
}

describe('desk sign-in', () => {
  beforeEach(() => localStorage.setItem('deskLanguage', 'de'));
  afterEach(() => vi.unstubAllGlobals());

  it('sends a signed-out member to the sign-in page and shows STAFF_SIGNIN_FAILED', async () => {
    const calls = mockApi((call) =>
      call.path === '/admin/auth/sign-in' ? apiError(401, 'STAFF_SIGNIN_FAILED') : undefined,
    );
    const { router } = renderDesk('/admin/orders?status=IN_PRODUCTION');
    await screen.findByRole('heading', { name: 'Anmeldung für Mitarbeitende' });
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/admin/orders?status=IN_PRODUCTION')}`,
    );
    expect(screen.queryByText(/Sitzung ist abgelaufen/)).toBeNull();

    fillIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-Mail, Passwort oder Code stimmen nicht.',
    );
    expect(screen.getByLabelText(/^Code aus der Authenticator-App/)).toHaveValue('');
    expect(calls.find((call) => call.path === '/admin/auth/sign-in')?.body).toEqual({
      email: 'anna@print.test',
      password: 'a long enough password',
      code: '123456',
    });
  });

  it('says when there were too many attempts (429 RATE_LIMITED)', async () => {
    mockApi((call) =>
      call.path === '/admin/auth/sign-in' ? apiError(429, 'RATE_LIMITED') : undefined,
    );
    renderDesk('/admin/sign-in');
    await screen.findByRole('heading', { name: 'Anmeldung für Mitarbeitende' });
    fillIn('abcd-efgh-2345');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche.');
  });

  it('refuses a malformed code before asking the server', async () => {
    const calls = mockApi(() => undefined);
    renderDesk('/admin/sign-in');
    await screen.findByRole('heading', { name: 'Anmeldung für Mitarbeitende' });
    fillIn('12345');
    expect(await screen.findByText(/Der Code ist ungültig/)).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/admin/auth/sign-in')).toBe(false);
  });

  it('signs in and returns to the page of ?next=', async () => {
    let isSignedIn = false;
    mockApi((call: ApiCall) => {
      if (call.path === '/admin/auth/sign-in') {
        isSignedIn = true;
        return json({ staff: OFFICE_ME });
      }
      if (!isSignedIn) return undefined;
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders') return json(ORDER_LIST);
      return undefined;
    });
    const { router } = renderDesk(
      `/admin/sign-in?next=${encodeURIComponent('/admin/orders?status=ORDER_RECEIVED')}`,
    );
    await screen.findByRole('heading', { name: 'Anmeldung für Mitarbeitende' });
    fillIn();
    expect(await screen.findByRole('link', { name: 'PP-2026-0001' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/orders');
    expect(router.state.location.search).toBe('?status=ORDER_RECEIVED');
    expect(screen.getByText(/Anna Office/)).toBeInTheDocument();
  });

  it('returns to sign-in with a message when the session ends (a 404 of any admin call)', async () => {
    let isExpired = false;
    mockApi((call) => {
      if (isExpired) return undefined;
      if (call.path === '/admin/auth/me') return json(OFFICE_ME);
      if (call.path === '/admin/orders') return json(ORDER_LIST);
      return undefined;
    });
    const { router } = renderDesk('/admin/orders?q=meier');
    await screen.findByRole('link', { name: 'PP-2026-0001' });
    isExpired = true;
    fireEvent.click(screen.getByRole('button', { name: /In Produktion/ }));
    expect(await screen.findByText(/Ihre Sitzung ist abgelaufen/)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/sign-in'));
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/admin/orders?q=meier&status=IN_PRODUCTION',
    );
  });

  it('sends a session without TOTP to the TOTP step only', async () => {
    mockApi((call) => {
      if (call.path === '/admin/auth/me') return json({ ...OFFICE_ME, totpEnrolled: false });
      if (call.path === '/admin/auth/totp/setup') {
        return json({
          otpauthUri: 'otpauth://totp/x',
          secret: 'JBSWY3DPEHPK3PXP',
          qrSvg:
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path fill="#ffffff" d="M0 0h29v29H0z"/><path stroke="#000000" d="M4 4.5h7"/><script>alert(1)</script></svg>',
        });
      }
      return undefined;
    });
    const { router, container } = renderDesk('/admin/orders');
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/totp');
    const qr = screen.getByRole('img', { name: 'QR-Code für die Authenticator-App' });
    expect(qr.querySelectorAll('path')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
  });
});
