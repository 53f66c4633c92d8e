import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLanguageLoaded } from '../lib/i18n';
import { markVisitorAsReturning, renderApp } from '../test/render-app';

// A test file of its own: English and French are not loaded yet when it starts.
describe('English and French texts load on demand', () => {
  beforeEach(() => {
    markVisitorAsReturning();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('offline'))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('only German is in the initial bundle', () => {
    expect([isLanguageLoaded('de'), isLanguageLoaded('en'), isLanguageLoaded('fr')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('a switch to French renders French texts once they arrived', async () => {
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Industrielle 3D‑Druckteile – online bestellt',
    );
    await act(() => router.navigate('/fr'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Pièces imprimées en 3D industrielles – commandées en ligne',
      }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('link', { name: 'Panier, 0 article' })).toBeInTheDocument();
  });
});
