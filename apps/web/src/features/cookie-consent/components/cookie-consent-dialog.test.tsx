import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { pageReloader, useConsentStore } from '../stores/consent-store';
import { CookieConsentDialog } from './cookie-consent-dialog';

describe('cookie consent dialog', () => {
  beforeEach(() => useConsentStore.setState({ consent: null, isDialogOpen: true }));

  it('saves the selection under "cookies" and closes', () => {
    render(<CookieConsentDialog />);
    fireEvent.click(screen.getByRole('checkbox', { name: /Statistik/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Auswahl speichern' }));
    expect(JSON.parse(localStorage.getItem('cookies')!)).toEqual({
      essentialCookies: true,
      statisticCookies: true,
      marketingCookies: false,
    });
    expect(useConsentStore.getState().isDialogOpen).toBe(false);
  });

  it.each([
    ['the reject-all button', 'Alle ablehnen'],
    ['the × button', 'Schliessen'],
  ])('%s stores the rejection and closes', (_what, name) => {
    useConsentStore.setState({
      consent: { essentialCookies: true, statisticCookies: true, marketingCookies: true },
    });
    render(<CookieConsentDialog />);
    fireEvent.click(screen.getByRole('button', { name }));
    expect(JSON.parse(localStorage.getItem('cookies')!)).toEqual({
      essentialCookies: true,
      statisticCookies: false,
      marketingCookies: false,
    });
    expect(useConsentStore.getState().isDialogOpen).toBe(false);
  });

  it('offers reject all as prominently as accept all', () => {
    render(<CookieConsentDialog />);
    const reject = screen.getByRole('button', { name: 'Alle ablehnen' });
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' });
    expect(reject.className).toBe(accept.className);
  });

  it('keeps essential cookies on and not switchable', () => {
    render(<CookieConsentDialog />);
    const essential = screen.getByRole('checkbox', { name: /Notwendig/ });
    expect(essential).toBeChecked();
    expect(essential).toBeDisabled();
  });

  it('revoke clears the flags, removes the stored choice and reloads', () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => undefined);
    localStorage.setItem(
      'cookies',
      JSON.stringify({ essentialCookies: true, statisticCookies: true, marketingCookies: true }),
    );
    useConsentStore.setState({
      consent: { essentialCookies: true, statisticCookies: true, marketingCookies: true },
    });
    render(<CookieConsentDialog />);
    fireEvent.click(screen.getByRole('button', { name: 'Zustimmung widerrufen' }));
    expect(localStorage.getItem('cookies')).toBeNull();
    expect(useConsentStore.getState().consent).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });
});
