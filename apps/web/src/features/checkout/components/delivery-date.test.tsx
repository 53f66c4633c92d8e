import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { deliveryDateFor, productionDaysFor } from '@print/domain';
import { i18n, loadLanguage } from '../../../lib/i18n';
import { makeCartTotals } from '../../../test/cart-fixtures';
import { ReviewTotals } from './review-totals';
import { ShippingMethodList } from './shipping-method-list';

// The fixed clock of issue 24 item 9: an order on Friday 27 November 2026, 11:00 in Zurich. The
// API's PDF test (render-order-pdf.test.ts) renders the same order and reads the same text.
const NOW = new Date('2026-11-27T10:00:00Z');
const EXPECTED = 'Do., 3. Dezember 2026';

function at(path: string, element: React.ReactElement) {
  render(<MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>);
}

describe('issue 24 item 9: the web shows the delivery date of the one domain rule', () => {
  afterEach(() => i18n.changeLanguage('de'));
  const productionDays = productionDaysFor(NOW);
  const standard = deliveryDateFor({ orderDate: NOW, productionDays, shippingTimeDays: 2 });

  it('Friday: 4 production days (calendar) end on Tuesday 1 Dec; 2 working days of shipping: Thu 3 Dec', () => {
    expect(productionDays).toBe(4);
    expect(standard.productionEndDate).toBe('2026-12-01');
    expect(standard.deliveryDate).toBe('2026-12-03');
  });

  it('the review: "Tage" for production, the delivery date as the PDF prints it', () => {
    at(
      '/',
      <ReviewTotals
        totals={makeCartTotals('cart-1', [], {
          productionDays,
          deliveryDate: standard.deliveryDate,
        })}
        language="de"
      />,
    );
    expect(screen.getByText('Produktionszeit: 4 Tage')).toBeInTheDocument();
    expect(screen.getByTestId('review-delivery-date')).toHaveTextContent(
      `Voraussichtliche Lieferung: ${EXPECTED}`,
    );
    expect(document.body.textContent).not.toMatch(/Arbeitstage Produktion|4 Arbeitstage/);
  });

  it('the shipping methods: working days, singular for one, each with its delivery date', () => {
    const option = (id: string, days: number) => ({
      _id: id,
      name: id,
      priceCents: 900,
      listPriceCents: 900,
      isFree: false,
      isStandard: id === 'Standard',
      shippingTimeDays: days,
      deliveryDate: deliveryDateFor({ orderDate: NOW, productionDays, shippingTimeDays: days })
        .deliveryDate,
    });
    at(
      '/',
      <ShippingMethodList
        options={[option('Express', 1), option('Standard', 2)]}
        selectedId="Standard"
        onSelect={() => undefined}
      />,
    );
    const text = document.body.textContent ?? '';
    expect(text).toContain('1 Arbeitstag ·');
    expect(text).not.toContain('1 Arbeitstage');
    expect(text).toContain('2 Arbeitstage');
    const dates = screen.getAllByTestId('shipping-method-delivery').map((el) => el.textContent);
    expect(dates).toEqual(['Lieferung Mi., 2. Dezember 2026', `Lieferung ${EXPECTED}`]);
  });

  it('English labels: working days for shipping, singular for one', async () => {
    await loadLanguage('en');
    await i18n.changeLanguage('en');
    at(
      '/en/',
      <ShippingMethodList
        options={[
          {
            _id: 'e',
            name: 'Express',
            priceCents: 2500,
            listPriceCents: 2500,
            isFree: false,
            isStandard: false,
            shippingTimeDays: 1,
            deliveryDate: '2026-12-02',
          },
        ]}
        selectedId="e"
        onSelect={() => undefined}
      />,
    );
    expect(document.body.textContent).toContain('1 working day · delivery Wed, 2 December 2026');
  });
});
