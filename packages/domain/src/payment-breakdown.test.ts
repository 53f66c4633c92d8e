import { describe, expect, it } from 'vitest';
import { breakdownPayment, type PaymentBreakdownInput } from './payment-breakdown.js';

const LINES = [
  { name: 'flansch.stl', quantity: 4, unitNetCents: 4250 },
  { name: 'deckel.stl', quantity: 1, unitNetCents: 1990 },
];

function order(overrides: Partial<PaymentBreakdownInput> = {}): PaymentBreakdownInput {
  // Positions 4 × 42.50 + 19.90 = 189.90, voucher 10 % = 18.99, surcharge 29.09 (to 200.00),
  // shipping 9.90, tax 8.1 % of 209.90 = 17.00.
  return {
    lines: LINES,
    surchargeName: 'Mindermengenzuschlag',
    positionNetCents: 18_990,
    smallOrderSurchargeCents: 2_909,
    shippingCents: 990,
    taxCents: 1_700,
    discountCents: 1_899,
    totalCents: 18_990 - 1_899 + 2_909 + 990 + 1_700,
    ...overrides,
  };
}

describe('rule: a payment breakdown lists the lines as net items, the surcharge as one more item, and adds up to the total', () => {
  it.each([
    ['with a small-order surcharge', order(), 3, 18_990 + 2_909],
    [
      'without one',
      order({ smallOrderSurchargeCents: 0, totalCents: 18_990 - 1_899 + 990 + 1_700 }),
      2,
      18_990,
    ],
  ] as const)('%s', (_label, input, itemCount, itemTotalCents) => {
    const { amounts, items } = breakdownPayment(input);
    expect(items).toHaveLength(itemCount);
    expect(amounts.itemTotalCents).toBe(itemTotalCents);
    const itemSum = items.reduce((sum, item) => sum + item.unitCents * item.quantity, 0);
    expect(itemSum).toBe(amounts.itemTotalCents);
    expect(
      amounts.itemTotalCents + amounts.shippingCents + amounts.taxCents - amounts.discountCents,
    ).toBe(amounts.totalCents);
  });

  it('names the surcharge item in the order’s language and keeps the lines as they are', () => {
    const { items } = breakdownPayment(order({ surchargeName: 'Small-order surcharge' }));
    expect(items).toEqual([
      { name: 'flansch.stl', quantity: 4, unitCents: 4250 },
      { name: 'deckel.stl', quantity: 1, unitCents: 1990 },
      { name: 'Small-order surcharge', quantity: 1, unitCents: 2_909 },
    ]);
  });
});
