import { act, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../features/cookie-consent/stores/consent-store';
import { i18n, loadLanguage } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { useCartIdStore } from '../lib/server-state/cart-id-store';
import { makeCartItem } from '../test/cart-fixtures';
import { usePreferencesStore } from '../stores/preferences-store';
import { App } from './app';
import { createRoutes } from './routes';

const ITEMS = [makeCartItem('a'), makeCartItem('b')];

function renderTree(path: string) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  return (
    <StrictMode>
      <App router={router} queryClient={createQueryClient()} />
    </StrictMode>
  );
}

describe('hydrating the pre-rendered home page (scripts/prerender.mjs)', () => {
  let root: Root | null = null;
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
    useCartIdStore.setState({ cartId: null });
    vi.unstubAllGlobals();
  });

  it.each(['/', '/fr'])(
    '%s hydrates a returning visitor without a mismatch, then shows what the browser stored',
    async (path) => {
      await loadLanguage(path === '/' ? 'de' : 'fr');
      await i18n.changeLanguage(path === '/' ? 'de' : 'fr');
      // The build renders a first visit: nothing stored.
      const html = renderToString(renderTree(path));
      expect(html).toContain('aria-labelledby="hero-title"');
      // Dialogs depend on this browser's storage: they open after hydration, never from HTML.
      expect(html).not.toContain('<dialog');

      // A returning visitor: a cart, business prices, a saved consent, the welcome seen.
      localStorage.setItem('welcomeNoticeSeen', 'true');
      useCartIdStore.setState({ cartId: 'cart-1' });
      vi.stubGlobal(
        'fetch',
        vi.fn(() =>
          Promise.resolve(
            new Response(JSON.stringify({ _id: 'cart-1', items: ITEMS }), {
              headers: { 'content-type': 'application/json' },
            }),
          ),
        ),
      );
      usePreferencesStore.setState({ isBusinessCustomer: true });
      useConsentStore.setState({
        consent: { essentialCookies: true, statisticCookies: false, marketingCookies: false },
        isDialogOpen: false,
      });
      const container = document.createElement('div');
      container.innerHTML = html;
      document.body.append(container);
      const heroBefore = container.querySelector('section.hero');
      expect(heroBefore).not.toBeNull();
      const onRecoverableError = vi.fn();
      await act(async () => {
        root = hydrateRoot(container, renderTree(path), { onRecoverableError });
        await Promise.resolve();
      });

      expect(onRecoverableError).not.toHaveBeenCalled();
      // Hydration adopted the server's nodes; the hero's test id says it is interactive now.
      expect(await screen.findByTestId('home-hero')).toBe(heroBefore);
      await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('2'));
      expect(screen.getAllByRole('radio')[1]).toBeChecked();
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );
});
