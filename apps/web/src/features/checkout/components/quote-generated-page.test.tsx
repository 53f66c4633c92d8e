import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { jsonResponse, makeDetails } from '../test/fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { QuoteGeneratedPage } from './outcome-pages';

describe('/quote-generated (issue 24 point 13: no fake success)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useCheckoutDraftStore.getState().setDetails(makeDetails());
    // The wipe after a placed quote starts a new cart.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ _id: 'cart-new' }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opened directly: nothing to show, nothing wiped; reached by placing a quote: the success', async () => {
    const onCompleted = vi.fn();
    const { router } = renderCheckoutPage(
      '/quote-generated',
      '/quote-generated',
      <QuoteGeneratedPage language="de" onCompleted={onCompleted} />,
    );
    expect(await screen.findByTestId('no-order-outcome')).toHaveTextContent(
      'Keine Bestellung zum Anzeigen',
    );
    expect(screen.queryByText('Ihr Angebot wurde erstellt')).not.toBeInTheDocument();
    expect(onCompleted).not.toHaveBeenCalled();
    expect(useCheckoutDraftStore.getState().details).not.toBeNull();

    await act(() => router.navigate('/quote-generated', { state: { placed: true } }));
    expect(await screen.findByText('Ihr Angebot wurde erstellt')).toBeInTheDocument();
    expect(onCompleted).toHaveBeenCalled();
    await vi.waitFor(() => expect(useCheckoutDraftStore.getState().details).toBeNull());
  });
});
