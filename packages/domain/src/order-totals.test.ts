import { describe, expect, it } from 'vitest';
import {
  allocateDiscountToLines,
  computeOrderTotals,
  FREE_SHIPPING_THRESHOLD_CENTS,
  MINIMUM_ORDER_NET_CENTS,
  priceShippingMethod,
  qualifiesForFreeShipping,
  type OrderTotals,
  type OrderTotalsInput,
  type ShippingMethodRate,
} from './order-totals.js';
import type { Voucher } from './vouchers.js';

const standard: ShippingMethodRate = { priceCents: 990, isStandard: true };
const express: ShippingMethodRate = { priceCents: 2500, isStandard: false };
const base: Voucher = {
  code: 'CODE',
  type: 'percentage',
  value: 10,
  fromDate: null,
  toDate: null,
  minValueCents: 0,
  maxUsage: null,
  usageCount: 0,
  freeShipping: false,
};
const tenPercent = base;
const freeShippingOnly: Voucher = { ...base, type: 'absolute', value: 0, freeShipping: true };
const eightyOff: Voucher = { ...base, type: 'absolute', value: 8000 };

function totals(input: Partial<OrderTotalsInput>): OrderTotals {
  return computeOrderTotals({
    lineNetCents: [],
    voucher: null,
    shipping: standard,
    taxRateBp: 810,
    ...input,
  });
}

describe('order constants', () => {
  it('minimum 200.00 net, free shipping from 250.00', () => {
    expect(MINIMUM_ORDER_NET_CENTS).toBe(20000);
    expect(FREE_SHIPPING_THRESHOLD_CENTS).toBe(25000);
  });
});

describe('rule: order totals (docs/decisions/0007-shop-rulings.md "Order totals" and "Tax")', () => {
  it.each<[string, Partial<OrderTotalsInput>, Partial<OrderTotals>]>([
    [
      'below the minimum: surcharge fills the gap, shipping charged, tax on the whole net',
      { lineNetCents: [15000] },
      {
        positionNetCents: 15000,
        smallOrderSurchargeCents: 5000,
        shippingCents: 990,
        isFreeShipping: false,
        netTotalCents: 20990,
        taxCents: 1700,
        totalCents: 22690,
        hint: { kind: 'MINIMUM_NOT_REACHED', surchargeCents: 5000 },
      },
    ],
    [
      '1 cent below the minimum',
      { lineNetCents: [19999] },
      { smallOrderSurchargeCents: 1, hint: { kind: 'MINIMUM_NOT_REACHED', surchargeCents: 1 } },
    ],
    [
      'exactly at the minimum: no surcharge, free shipping missing 50.00',
      { lineNetCents: [20000] },
      { smallOrderSurchargeCents: 0, hint: { kind: 'FREE_SHIPPING_MISSING', missingCents: 5000 } },
    ],
    [
      'between 200 and 250: the missing amount for free shipping',
      { lineNetCents: [12000, 10000] },
      {
        positionNetCents: 22000,
        smallOrderSurchargeCents: 0,
        shippingCents: 990,
        netTotalCents: 22990,
        taxCents: 1862,
        totalCents: 24852,
        hint: { kind: 'FREE_SHIPPING_MISSING', missingCents: 3000 },
      },
    ],
    [
      '1 cent below free shipping',
      { lineNetCents: [24999] },
      {
        shippingCents: 990,
        netTotalCents: 25989,
        taxCents: 2105,
        totalCents: 28094,
        hint: { kind: 'FREE_SHIPPING_MISSING', missingCents: 1 },
      },
    ],
    [
      'exactly 250.00: standard shipping free, no hint',
      { lineNetCents: [25000] },
      {
        shippingCents: 0,
        isFreeShipping: true,
        netTotalCents: 25000,
        taxCents: 2025,
        totalCents: 27025,
        hint: null,
      },
    ],
    [
      'only the standard method becomes free',
      { lineNetCents: [30000], shipping: express },
      {
        shippingCents: 2500,
        isFreeShipping: false,
        netTotalCents: 32500,
        taxCents: 2633,
        totalCents: 35133,
        hint: null,
      },
    ],
    [
      'the free-shipping threshold uses the total after voucher',
      { lineNetCents: [27000], voucher: tenPercent },
      {
        discountCents: 2700,
        positionAfterDiscountCents: 24300,
        shippingCents: 990,
        netTotalCents: 25290,
        taxCents: 2048,
        totalCents: 27338,
        hint: { kind: 'FREE_SHIPPING_MISSING', missingCents: 700 },
      },
    ],
    [
      'a freeShipping voucher makes standard shipping free and drops the missing hint',
      { lineNetCents: [21000], voucher: freeShippingOnly },
      {
        shippingCents: 0,
        isFreeShipping: true,
        netTotalCents: 21000,
        taxCents: 1701,
        totalCents: 22701,
        hint: null,
      },
    ],
    [
      'a freeShipping voucher does not lift the minimum',
      { lineNetCents: [15000], voucher: freeShippingOnly },
      {
        smallOrderSurchargeCents: 5000,
        shippingCents: 0,
        netTotalCents: 20000,
        hint: { kind: 'MINIMUM_NOT_REACHED', surchargeCents: 5000 },
      },
    ],
    [
      'the surcharge does not count towards free shipping',
      { lineNetCents: [15000] },
      { smallOrderSurchargeCents: 5000, isFreeShipping: false, shippingCents: 990 },
    ],
    [
      'an absolute voucher larger than the positions stops at zero, then the surcharge applies',
      { lineNetCents: [5000], voucher: eightyOff },
      {
        discountCents: 5000,
        positionAfterDiscountCents: 0,
        smallOrderSurchargeCents: 20000,
        netTotalCents: 20990,
      },
    ],
    [
      'no shipping method chosen yet',
      { lineNetCents: [22000], shipping: null },
      {
        shippingCents: 0,
        isFreeShipping: false,
        netTotalCents: 22000,
        taxCents: 1782,
        totalCents: 23782,
      },
    ],
    [
      'reverse charge: 0 % tax',
      { lineNetCents: [30000], taxRateBp: 0 },
      { netTotalCents: 30000, taxCents: 0, totalCents: 30000, taxRateBp: 0 },
    ],
    [
      'an empty cart has no surcharge and no hint',
      { lineNetCents: [], shipping: null },
      {
        positionNetCents: 0,
        smallOrderSurchargeCents: 0,
        netTotalCents: 0,
        taxCents: 0,
        totalCents: 0,
        hint: null,
      },
    ],
  ])('%s', (_label, input, expected) => {
    expect(totals(input)).toMatchObject(expected);
  });

  it('returns every field', () => {
    expect(totals({ lineNetCents: [15000] })).toEqual({
      positionNetCents: 15000,
      discountCents: 0,
      positionAfterDiscountCents: 15000,
      smallOrderSurchargeCents: 5000,
      shippingCents: 990,
      isFreeShipping: false,
      netTotalCents: 20990,
      taxRateBp: 810,
      taxCents: 1700,
      totalCents: 22690,
      hint: { kind: 'MINIMUM_NOT_REACHED', surchargeCents: 5000 },
    });
  });

  it('rejects a line that is not whole cents', () => {
    expect(() => totals({ lineNetCents: [100.5] })).toThrow(RangeError);
  });
});

describe('rule: one free-shipping threshold for chooser, summary and order sum', () => {
  it.each<[number, Voucher | null, boolean]>([
    [25000, null, true],
    [24999, null, false],
    [0, freeShippingOnly, true],
    [24999, tenPercent, false],
  ])('%s cents after voucher with %j → %s', (cents, voucher, expected) => {
    expect(qualifiesForFreeShipping(cents, voucher)).toBe(expected);
  });

  it.each<[ShippingMethodRate, boolean, number]>([
    [standard, true, 0],
    [standard, false, 990],
    [express, true, 2500],
    [express, false, 2500],
  ])('%j qualified %s costs %s', (method, qualified, cents) => {
    expect(priceShippingMethod(method, qualified)).toBe(cents);
  });
});

describe('rule: a discount spread over lines sums to the discount exactly', () => {
  it.each([
    [[12345, 5000], 1734, [1234, 500]],
    [[100, 100, 100], 100, [34, 33, 33]],
  ])('%j with %s → %j', (lines, discount, expected) => {
    expect(allocateDiscountToLines(lines, discount)).toEqual(expected);
  });
});
