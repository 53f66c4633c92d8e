import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLanguageLoaded } from '../lib/i18n';
import { markVisitorAsReturning, renderApp } from '../test/render-app';

// A test file of its own: French is not loaded yet when it starts (as on a first switch).
describe('a language switch keeps what was typed (issue 24 item 4)', () => {
  beforeEach(() => {
    markVisitorAsReturning();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('the header switch to a language still loading keeps the page and its form mounted', async () => {
    expect(isLanguageLoaded('fr')).toBe(false);
    const { router } = renderApp('/register');
    const username = await screen.findByLabelText(/^Benutzername/, {}, { timeout: 5000 });
    fireEvent.change(username, { target: { value: 'anna-muster' } });
    const switcher = screen.getAllByRole('navigation', { name: 'Sprache' })[0];
    if (switcher === undefined) throw new Error('no language switch');
    act(() => {
      fireEvent.click(within(switcher).getByRole('link', { name: /^FR/ }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/fr/register'), {
      timeout: 5000,
    });
    // The same input, with what was typed: the page was never unmounted while French loaded.
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(username.isConnected).toBe(true);
    expect(username).toHaveValue('anna-muster');
  });
});
