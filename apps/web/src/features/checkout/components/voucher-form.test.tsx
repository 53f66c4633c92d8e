import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCheckoutDraftStore } from '../stores/checkout-draft-store';
import { renderPage, resetReviewState, stubServer } from '../test/review-server';

describe('voucher on the review page (spec 2 §4, §8)', () => {
  beforeEach(resetReviewState);
  afterEach(() => vi.unstubAllGlobals());

  it('validates a voucher, redeems it and prices with it; restored from the draft', async () => {
    const server = stubServer();
    renderPage();
    const input = await screen.findByLabelText('Gutscheincode');
    const submit = screen.getByRole('button', { name: 'Einlösen' });
    fireEvent.change(input, { target: { value: 'W' } });
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: 'WELCOME10' } });
    fireEvent.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Gutschein gültig' });
    expect(dialog).toHaveTextContent('10 % Rabatt');
    expect(useCheckoutDraftStore.getState().voucher).toEqual({
      code: 'WELCOME10',
      isApplied: false,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Einlösen' }));
    expect(await screen.findByTestId('voucher-applied')).toHaveTextContent('WELCOME10');
    await waitFor(() =>
      expect(screen.getByTestId('review-discount')).toHaveTextContent('– CHF 21.00'),
    );
    expect(server.totalsUrls.at(-1)?.searchParams.get('discountCode')).toBe('WELCOME10');
    expect(JSON.parse(sessionStorage.getItem('checkout-draft') ?? '{}')).toMatchObject({
      state: { voucher: { code: 'WELCOME10', isApplied: true } },
    });
  });

  it('below the minimum: says the minimum and the remaining amount, no redeem', async () => {
    stubServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), { target: { value: 'BIG50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mindestbestellwert nicht erreicht' });
    expect(dialog).toHaveTextContent('CHF 500.00');
    expect(dialog).toHaveTextContent('CHF 290.00');
    expect(within(dialog).queryByRole('button', { name: 'Einlösen' })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verwerfen' }));
    expect(useCheckoutDraftStore.getState().voucher).toBeNull();
  });

  it('an unknown voucher (404) says so and offers a retry', async () => {
    stubServer();
    renderPage();
    fireEvent.change(await screen.findByLabelText('Gutscheincode'), { target: { value: 'NOPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Einlösen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gutschein nicht gültig' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erneut versuchen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Gutscheincode')).toHaveFocus();
  });
});
