import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerContentApi } from '../test/content-fixtures';
import { markVisitorAsReturning, renderApp } from '../test/render-app';

describe('page-view events on every navigation (spec 1 §2)', () => {
  beforeEach(() => {
    markVisitorAsReturning();
    window.dataLayer = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        const content = answerContentApi(url);
        return content ? Promise.resolve(content) : Promise.reject(new TypeError('offline'));
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pushes path and route name for the first page and each navigation', async () => {
    const { router } = renderApp('/fr');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/fr/kontakt'));
    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    await act(() => router.navigate('/does-not-exist'));
    await screen.findByText('Fehler 404');
    expect(window.dataLayer).toEqual([
      { event: 'page_view', pagePath: '/fr', routeName: 'home' },
      { event: 'page_view', pagePath: '/fr/kontakt', routeName: 'content' },
      { event: 'page_view', pagePath: '/does-not-exist', routeName: 'content' },
    ]);
  });

  it('reports the route pattern, never the secret code, of a mailed link', async () => {
    const { router } = renderApp('/en/reset-password/Secret-Reset-Code_123');
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(1));
    await act(() => router.navigate('/fr/mail-undo/Secret-Undo-Code_456'));
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(2));
    await act(() => router.navigate('/optin/Secret-Optin-Code_789'));
    await vi.waitFor(() => expect(window.dataLayer).toHaveLength(3));
    const pushed = JSON.stringify(window.dataLayer);
    expect(pushed).not.toMatch(/Secret-/);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', pagePath: '/en/reset-password/:resetId', routeName: 'reset-password' },
      { event: 'page_view', pagePath: '/fr/mail-undo/:code', routeName: 'mail-undo' },
      { event: 'page_view', pagePath: '/optin/:optinId', routeName: 'optin' },
    ]);
  });
});
