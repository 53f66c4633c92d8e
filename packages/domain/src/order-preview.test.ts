import { describe, expect, it } from 'vitest';
import { previewSinglePartOrder } from './order-preview.js';

// Monday 6 January 2025 in Zurich: 8 production days.
const MONDAY = new Date('2025-01-06T09:00:00Z');
const STANDARD = { priceCents: 900, isStandard: true, shippingTimeDays: 2 };

describe('previewSinglePartOrder: the order of one part, by the cart rule (issue 13 point 6)', () => {
  it('a CHF 27 part alone: surcharge to 200.00, shipping, tax once on the net total', () => {
    const preview = previewSinglePartOrder({
      lineNetCents: 2700,
      shipping: STANDARD,
      taxRateBp: 810,
      orderDate: MONDAY,
      productionDaysExtra: 0,
    });
    expect(preview).toEqual({
      minimumOrderNetCents: 20000,
      smallOrderSurchargeCents: 17300,
      shippingCents: 900,
      isFreeShipping: false,
      netTotalCents: 20900,
      taxCents: 1693, // 209.00 × 8.1 % = 16.929 → 16.93
      totalCents: 22593,
      deliveryDate: '2025-01-16', // 8 production + 2 shipping days after Monday 6th
    });
  });

  it('no surcharge at or above 200.00; free standard shipping from 250.00', () => {
    const at200 = previewSinglePartOrder({
      lineNetCents: 20000,
      shipping: STANDARD,
      taxRateBp: 810,
      orderDate: MONDAY,
      productionDaysExtra: 0,
    });
    expect(at200).toMatchObject({ smallOrderSurchargeCents: 0, shippingCents: 900 });
    const at250 = previewSinglePartOrder({
      lineNetCents: 25000,
      shipping: STANDARD,
      taxRateBp: 810,
      orderDate: MONDAY,
      productionDaysExtra: 3,
    });
    expect(at250).toMatchObject({
      smallOrderSurchargeCents: 0,
      shippingCents: 0,
      isFreeShipping: true,
      netTotalCents: 25000,
      // Mon 6 Jan + 8 + 3 extra calendar days = Fri 17 Jan, + 2 working days = Tue 21 Jan.
      deliveryDate: '2025-01-21',
    });
  });

  it('without a shipping method: no shipping cost and no delivery date', () => {
    const preview = previewSinglePartOrder({
      lineNetCents: 5000,
      shipping: null,
      taxRateBp: 0,
      orderDate: MONDAY,
      productionDaysExtra: 0,
    });
    expect(preview).toMatchObject({ shippingCents: 0, deliveryDate: null, totalCents: 20000 });
  });
});
