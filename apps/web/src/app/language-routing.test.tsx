import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useConsentStore } from '../features/cookie-consent/stores/consent-store';
import { useCartIdStore } from '../lib/server-state/cart-id-store';
import { makeCartItem } from '../test/cart-fixtures';
import { answerContentApi } from '../test/content-fixtures';
import { markVisitorAsReturning, renderApp } from '../test/render-app';

type FetchArgs = [input: string, init?: RequestInit];

function stubApi() {
  const fetchMock = vi.fn((...args: FetchArgs) => {
    const url = args[0];
    const content = answerContentApi(url);
    if (content) return Promise.resolve(content);
    const body = url.endsWith('/checkout/cart')
      ? { _id: 'cart-1' }
      : { _id: 'cart-1', items: [makeCartItem('a'), makeCartItem('b'), makeCartItem('c')] };
    return Promise.resolve(
      new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function languageKeysSent(fetchMock: ReturnType<typeof stubApi>): (string | null)[] {
  return fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('mas-language-key'));
}

describe('language routing and the mas-language-key header', () => {
  beforeEach(() => {
    markVisitorAsReturning();
    // The cart store lives in memory between tests; each test starts with an empty browser.
    useCartIdStore.setState({ cartId: null });
    useConsentStore.setState({
      consent: { essentialCookies: true, statisticCookies: false, marketingCookies: false },
      isDialogOpen: false,
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['/', 'Industrielle 3D‑Druckteile – online bestellt', 'DE'],
    ['/en', 'Industrial 3D-printed parts – ordered online', 'GB'],
    ['/fr/', 'Pièces imprimées en 3D industrielles – commandées en ligne', 'FR'],
  ])('%s renders its language and sends %s', async (url, heading, key) => {
    const fetchMock = stubApi();
    renderApp(url);
    // The language is switched by the route's effect: wait for the heading in that language.
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(new Set(languageKeysSent(fetchMock))).toEqual(new Set([key]));
  });

  it('shows the number of distinct cart items from the API', async () => {
    useCartIdStore.setState({ cartId: 'cart-1' });
    stubApi();
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('cart-count')).toHaveTextContent('3'));
  });

  it('keeps the page and shows 0 items when the API is unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
  });

  it('the switch keeps the path and moves German ↔ French; header follows', async () => {
    const fetchMock = stubApi();
    const { router } = renderApp('/kontakt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument();
    const languageNav = screen.getByRole('navigation', { name: 'Sprache' });
    const french = within(languageNav).getByRole('link', { name: 'FR Français' });
    expect(french).toHaveAttribute('href', '/fr/kontakt');
    expect(within(languageNav).queryByRole('link', { name: /English/ })).toBeNull();

    await act(() => router.navigate('/fr/kontakt'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    fetchMock.mockClear();
    await act(async () => {
      await import('../lib/api-client').then(({ requestJson }) =>
        requestJson('/health').catch(() => null),
      );
    });
    expect(languageKeysSent(fetchMock)).toEqual(['FR']);
  });

  it('prefixes header links in English', async () => {
    stubApi();
    renderApp('/en/');
    await screen.findByRole('heading', { level: 1 });
    const header = within(screen.getByRole('banner'));
    expect(header.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
    expect(header.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/en/cart');
  });
});
