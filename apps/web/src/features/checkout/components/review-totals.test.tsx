import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { makeCartTotals } from '../../../test/cart-fixtures';
import { ReviewTotals } from './review-totals';

// Issue 24 point 13: a private customer sees gross lines; the review's sum starts from exactly
// their sum and closes the cent the per-line rounding leaves with a rounding line. Figures of
// 5 × 42.50 net at 8.1 %: lines 5 × 45.94 = 229.70, total 212.50 + 17.21 = 229.71.
const PRIVATE = makeCartTotals(
  'cart-1',
  [{ itemId: 'a', quantity: 5, unitCents: 4_594, lineCents: 22_970 }],
  {
    isBusinessCustomer: false,
    taxDisplay: 'INCL_TAX',
    positionNetCents: 21_250,
    smallOrderSurchargeCents: 0,
    netTotalCents: 21_250,
    taxCents: 1_721,
    totalCents: 22_971,
    inclTaxSummary: {
      positionsCents: 22_970,
      discountCents: 0,
      surchargeCents: 0,
      shippingCents: 0,
      roundingCents: 1,
      totalCents: 22_971,
      taxCents: 1_721,
    },
  },
);

function renderTotals(totals: Parameters<typeof ReviewTotals>[0]['totals']) {
  render(
    <MemoryRouter>
      <ReviewTotals totals={totals} language="de" />
    </MemoryRouter>,
  );
}

describe('review totals', () => {
  it('private customer: gross subtotal = Σ shown lines, rounding + 0.01, total, VAT included', () => {
    renderTotals(PRIVATE);
    expect(screen.getByText('Zwischensumme (inkl. MwSt.)').nextSibling).toHaveTextContent(
      'CHF 229.70',
    );
    expect(screen.getByTestId('review-rounding')).toHaveTextContent('CHF 0.01');
    expect(screen.getByTestId('review-total')).toHaveTextContent('CHF 229.71');
    expect(screen.getByTestId('review-tax')).toHaveTextContent('CHF 17.21');
    expect(screen.getByText('darin enthalten: MwSt. 8,1 %')).toBeInTheDocument();
    expect(screen.queryByText('Zwischensumme (netto)')).toBeNull();
  });

  it('no rounding line when nothing is left over', () => {
    renderTotals({
      ...PRIVATE,
      inclTaxSummary: { ...PRIVATE.inclTaxSummary!, positionsCents: 22_971, roundingCents: 0 },
    });
    expect(screen.queryByTestId('review-rounding')).toBeNull();
    expect(screen.queryByText('Rundungsdifferenz')).toBeNull();
  });

  it('business customer: net rows plus tax, as before', () => {
    renderTotals({
      ...PRIVATE,
      isBusinessCustomer: true,
      taxDisplay: 'PLUS_TAX',
      inclTaxSummary: null,
    });
    expect(screen.getByText('Zwischensumme (netto)').nextSibling).toHaveTextContent('CHF 212.50');
    expect(screen.getByTestId('review-net')).toHaveTextContent('CHF 212.50');
    expect(screen.getByTestId('review-tax')).toHaveTextContent('CHF 17.21');
  });

  it('the small-order surcharge is named once (issue 24 point 13)', () => {
    renderTotals({
      ...PRIVATE,
      hint: { kind: 'MINIMUM_NOT_REACHED', surchargeCents: 5_000 },
      inclTaxSummary: { ...PRIVATE.inclTaxSummary!, surchargeCents: 5_405 },
    });
    expect(screen.getByTestId('review-hint')).toHaveTextContent('CHF 50.00');
    expect(screen.getAllByText(/Mindermengenzuschlag/)).toHaveLength(1);
  });
});
