import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderCheckoutPage } from '../test/render-checkout';
import { VoucherForm } from './voucher-form';

function renderForm(props: { isApplied: boolean | null; isOffsetBySurcharge?: boolean }) {
  return renderCheckoutPage(
    '/review-order',
    '/review-order',
    <VoucherForm
      language="de"
      voucher={props.isApplied === null ? null : { code: 'WELCOME10', isApplied: props.isApplied }}
      context={{ cartId: 'cart-1', isBusinessCustomer: false }}
      onChange={vi.fn()}
      {...(props.isOffsetBySurcharge !== undefined
        ? { isOffsetBySurcharge: props.isOffsetBySurcharge }
        : {})}
    />,
  );
}

describe('voucher conditions (issue 24 point 13: WELCOME10 below the minimum order)', () => {
  it('the voucher field states the welcome code’s published conditions', async () => {
    renderForm({ isApplied: null });
    const conditions = await screen.findByTestId('voucher-conditions');
    expect(conditions).toHaveTextContent('WELCOME10 (10 % Rabatt)');
    expect(conditions).toHaveTextContent('Mindestbestellwert von CHF 200.00');
  });

  it('an applied voucher offset by the small-order surcharge says so', async () => {
    renderForm({ isApplied: true, isOffsetBySurcharge: true });
    expect(await screen.findByTestId('voucher-below-minimum')).toHaveTextContent(
      'gleicht den Rabatt von WELCOME10 aus',
    );
  });

  it('an applied voucher that saves says nothing more', async () => {
    renderForm({ isApplied: true, isOffsetBySurcharge: false });
    expect(await screen.findByTestId('voucher-applied')).toHaveTextContent('WELCOME10');
    expect(screen.queryByTestId('voucher-below-minimum')).not.toBeInTheDocument();
  });
});
