import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { previewSinglePartOrder } from '@print/domain';
import { usePreferencesStore } from '../../../stores/preferences-store';
import { OrderPreview } from './order-preview';

const PREVIEW = {
  minimumOrderNetCents: 20000,
  smallOrderSurchargeCents: 17300,
  shippingCents: 900,
  isFreeShipping: false,
  netTotalCents: 20900,
  taxCents: 1693,
  totalCents: 22593,
  deliveryDate: '2025-01-16',
};

function renderPreview(preview = PREVIEW) {
  render(
    <MemoryRouter initialEntries={['/']}>
      <OrderPreview preview={preview} />
    </MemoryRouter>,
  );
}

describe('the order preview shows the server figures as they are (issue 13 point 6)', () => {
  beforeEach(() => usePreferencesStore.setState({ isBusinessCustomer: false }));

  it('a part below the minimum: surcharge, shipping, delivery date and the gross order total', () => {
    renderPreview();
    expect(screen.getByTestId('order-preview-surcharge')).toHaveTextContent(
      /Mindestbestellwert CHF 200\.00.*Mindermengenzuschlag von CHF 173\.00/,
    );
    expect(screen.getByTestId('order-preview-shipping')).toHaveTextContent('CHF 9.00');
    expect(screen.getByTestId('order-preview-delivery')).toHaveTextContent(/16\. Januar 2025/);
    expect(screen.getByTestId('order-preview-total')).toHaveTextContent('CHF 225.93');
  });

  it('business customers see the net total; no surcharge text above the minimum; free shipping', () => {
    usePreferencesStore.setState({ isBusinessCustomer: true });
    renderPreview({
      ...PREVIEW,
      smallOrderSurchargeCents: 0,
      shippingCents: 0,
      isFreeShipping: true,
    });
    expect(screen.queryByTestId('order-preview-surcharge')).toBeNull();
    expect(screen.getByTestId('order-preview-shipping')).toHaveTextContent('Kostenlos');
    expect(screen.getByTestId('order-preview-total')).toHaveTextContent(/CHF 209\.00.*zzgl\. MwSt/);
  });

  it('issue 24 item 9: an order on Fri 27 Nov 2026 arrives "Do., 3. Dezember 2026", as the PDF says', () => {
    // The same clock and text as the checkout's delivery-date test and the API's PDF test.
    const preview = previewSinglePartOrder({
      lineNetCents: 30000,
      shipping: { priceCents: 900, isStandard: true, shippingTimeDays: 2 },
      taxRateBp: 810,
      orderDate: new Date('2026-11-27T10:00:00Z'),
      productionDaysExtra: 0,
    });
    expect(preview.deliveryDate).toBe('2026-12-03');
    renderPreview({ ...preview, deliveryDate: preview.deliveryDate ?? '' });
    expect(screen.getByTestId('order-preview-delivery')).toHaveTextContent('Do., 3. Dezember 2026');
  });
});
