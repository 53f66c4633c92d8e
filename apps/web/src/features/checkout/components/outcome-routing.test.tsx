import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrderView } from '../../../test/order-fixtures';
import { selectOutcomePath } from '../hooks/use-place-order';
import { jsonResponse } from '../test/fixtures';
import { renderCheckoutPage } from '../test/render-checkout';
import { ExistingOrderReview } from './existing-order-review';
import { selectOrderButtonKey } from './order-button';
import { isSafeRedirectUrl } from './outcome-pages';

const ORDER = { _id: 'order-1', orderNumber: '2026-000001' };

describe('checkout outcomes (spec 2 §4)', () => {
  it('PayPal → /redirecting with the approval link; quote → /quote-generated; else /order-complete/:id', () => {
    const approval = 'https://paypal.test/checkoutnow?token=T1';
    expect(
      selectOutcomePath({ order: ORDER, payment: { method: 'paypal', redirectUrl: approval } }),
    ).toEqual({
      path: '/redirecting',
      redirectUrl: approval,
    });
    expect(selectOutcomePath({ order: ORDER, payment: { method: 'quote' } }).path).toBe(
      '/quote-generated',
    );
    expect(selectOutcomePath({ order: ORDER, payment: { method: 'billing' } }).path).toBe(
      '/order-complete/order-1',
    );
    expect(selectOutcomePath({ order: ORDER, payment: { method: 'prepaid' } }).path).toBe(
      '/order-complete/order-1',
    );
  });

  it('the button reads "go to PayPal", "get quote" or "buy now" (spec 2 §2)', () => {
    expect(selectOrderButtonKey('paypal')).toBe('review.goToPayPal');
    expect(selectOrderButtonKey('quote')).toBe('review.getQuote');
    expect(selectOrderButtonKey('billing')).toBe('review.buyNow');
    expect(selectOrderButtonKey('prepaid')).toBe('review.buyNow');
  });

  it('/redirecting follows web addresses only', () => {
    expect(isSafeRedirectUrl('https://www.paypal.com/checkoutnow?token=T1')).toBe(true);
    expect(isSafeRedirectUrl('/paypal-sim/checkoutnow?token=T1')).toBe(true);
    expect(isSafeRedirectUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeRedirectUrl(42)).toBe(false);
  });
});

describe('review of an existing order', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the order read-only with the terms counted as agreed and the composed action', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse(makeOrderView({ paymentMethod: 'paypal' })))),
    );
    renderCheckoutPage(
      '/review-order/:orderId',
      '/review-order/order-1',
      <ExistingOrderReview
        language="de"
        orderId="order-1"
        renderOrder={(order) => <p data-testid="overview">{order.orderNumber}</p>}
        renderAction={(order) => <button type="button">{`pay ${order._id}`}</button>}
      />,
    );
    expect(await screen.findByTestId('overview')).toHaveTextContent('2026-000042');
    const terms = screen.getByLabelText(/AGB gelesen/);
    expect(terms).toBeChecked();
    expect(terms).toBeDisabled();
    expect(screen.getByRole('button', { name: 'pay order-1' })).toBeInTheDocument();
  });
});
