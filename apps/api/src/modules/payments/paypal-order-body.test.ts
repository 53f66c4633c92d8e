import { formatPaymentAmount } from '@print/domain';
import { describe, expect, it } from 'vitest';
import { parsePayPalAmount } from './paypal-money.js';
import { buildCreateOrderBody } from './paypal-order-body.js';
import type { StartPayPalPaymentInput } from './payment-port.js';

describe('PayPal amounts (cents ↔ decimal strings)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [24_547, '245.47'],
    [123_456_789, '1234567.89'],
  ])('%i cents ↔ "%s"', (cents, text) => {
    expect(formatPaymentAmount(cents)).toBe(text);
    expect(parsePayPalAmount(text)).toBe(cents);
  });

  it.each(['', '1.234', '-1.00', '1e3', ' 1.00', 'abc'])('does not read "%s"', (text) => {
    expect(parsePayPalAmount(text)).toBeNull();
  });

  it('reads one decimal place as tenths', () => {
    expect(parsePayPalAmount('12.5')).toBe(1250);
  });
});

const INPUT: StartPayPalPaymentInput = {
  orderId: 'o-1',
  orderNumber: '2026-000042',
  language: 'fr',
  amounts: {
    itemTotalCents: 20_000,
    shippingCents: 0,
    taxCents: 1620,
    discountCents: 0,
    totalCents: 21_620,
  },
  items: [
    { name: 'gear.stl', quantity: 3, unitCents: 3333 },
    { name: 'Supplément petite commande', quantity: 1, unitCents: 10_001 },
  ],
  returnUrl: 'https://shop.test/order-complete/o-1',
  cancelUrl: 'https://shop.test/order-failed',
};

interface Body {
  intent: string;
  purchase_units: {
    custom_id: string;
    invoice_id: string;
    amount: { value: string; breakdown: Record<string, { value: string }> };
    items: { name: string; quantity: string; unit_amount: { value: string } }[];
  }[];
  payment_source: { paypal: { experience_context: Record<string, string> } };
}

describe('create-order body', () => {
  it('carries the breakdown, the order number and the return URLs in the buyer language', () => {
    const body = buildCreateOrderBody(INPUT) as Body;
    const unit = body.purchase_units[0];
    expect(body.intent).toBe('CAPTURE');
    expect(unit?.custom_id).toBe('2026-000042');
    expect(unit?.invoice_id).toBe('2026-000042');
    expect(unit?.amount.value).toBe('216.20');
    expect(unit?.amount.breakdown).toMatchObject({
      item_total: { value: '200.00' },
      shipping: { value: '0.00' },
      tax_total: { value: '16.20' },
      discount: { value: '0.00' },
    });
    expect(unit?.items.map((i) => [i.name, i.quantity, i.unit_amount.value])).toEqual([
      ['gear.stl', '3', '33.33'],
      ['Supplément petite commande', '1', '100.01'],
    ]);
    expect(body.payment_source.paypal.experience_context).toMatchObject({
      locale: 'fr-CH',
      return_url: INPUT.returnUrl,
      cancel_url: INPUT.cancelUrl,
    });
  });

  it('sends one item with the item total when the lines do not add up to it (per-line rounding)', () => {
    const body = buildCreateOrderBody({
      ...INPUT,
      items: [{ name: 'gear.stl', quantity: 3, unitCents: 3333 }],
      amounts: { ...INPUT.amounts, itemTotalCents: 10_000, totalCents: 11_620 },
    }) as Body;
    expect(body.purchase_units[0]?.items).toEqual([
      expect.objectContaining({
        name: 'Order 2026-000042',
        quantity: '1',
        unit_amount: expect.objectContaining({ value: '100.00' }) as unknown,
      }),
    ]);
  });

  it("cuts an item name to PayPal's 127 characters", () => {
    const long = 'x'.repeat(300);
    const body = buildCreateOrderBody({
      ...INPUT,
      items: [{ name: long, quantity: 1, unitCents: 20_000 }],
    }) as Body;
    expect(body.purchase_units[0]?.items[0]?.name).toHaveLength(127);
  });
});
