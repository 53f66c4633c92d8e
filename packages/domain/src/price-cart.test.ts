import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCart, type CartShippingMethod, type PriceCartInput } from './price-cart.js';
import type { Voucher } from './vouchers.js';

const NOW = new Date('2026-11-24T10:00:00Z');
const standard: CartShippingMethod = {
  id: 'ch-standard',
  name: 'Standard-Versand',
  priceCents: 990,
  shippingTimeDays: 2,
  isStandard: true,
};
const express: CartShippingMethod = {
  id: 'ch-express',
  name: 'Express',
  priceCents: 2490,
  shippingTimeDays: 1,
  isStandard: false,
};
const CH = { countryCode: 'CH', taxRateBp: 810, shippingMethods: [standard, express] };
const AT = { countryCode: 'AT', taxRateBp: 2000, shippingMethods: [] };
const welcome: Voucher = {
  code: 'WELCOME10',
  type: 'percentage',
  value: 10,
  fromDate: null,
  toDate: null,
  minValueCents: 0,
  maxUsage: null,
  usageCount: 0,
  freeShipping: false,
};

function price(input: Partial<PriceCartInput>) {
  const result = priceCart({
    lines: [],
    country: CH,
    isBusinessCustomer: false,
    shippingMethodId: null,
    voucher: null,
    now: NOW,
    ...input,
  });
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('priceCart', () => {
  it('shows a private customer gross units whose product is the shown line (2 × 27.03 = 54.06)', () => {
    // 25.00 net × 1.081 = 27.025 → 27.03 per unit; the line is 2 × 27.03, not 50.00 × 1.081 = 54.05.
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 2500, quantity: 2, productionDays: 7 }],
    });
    expect(cart.taxDisplay).toBe('INCL_TAX');
    expect(cart.lines[0]?.display).toEqual({ unitCents: 2703, lineCents: 5406 });
    expect(cart.lines[0]?.lineNetCents).toBe(5000);
  });

  it('shows a business customer net prices "plus tax"', () => {
    const cart = price({
      isBusinessCustomer: true,
      lines: [{ itemId: 'a', unitNetCents: 2500, quantity: 3, productionDays: 7 }],
    });
    expect(cart.taxDisplay).toBe('PLUS_TAX');
    expect(cart.lines[0]?.display).toEqual({ unitCents: 2500, lineCents: 7500 });
  });

  it('rulings "Order totals": below 200.00 a surcharge fills the gap and the hint names it', () => {
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 5000, quantity: 1, productionDays: 5 }],
    });
    expect(cart.smallOrderSurchargeCents).toBe(15000);
    expect(cart.netTotalCents).toBe(20000);
    expect(cart.taxCents).toBe(1620);
    expect(cart.totalCents).toBe(21620);
    expect(cart.hint).toEqual({ kind: 'MINIMUM_NOT_REACHED', surchargeCents: 15000 });
  });

  it('rulings "Order totals": standard shipping is free from 250.00 after the voucher', () => {
    const lines = [{ itemId: 'a', unitNetCents: 27000, quantity: 1, productionDays: 5 }];
    const plain = price({ lines, shippingMethodId: 'ch-standard' });
    expect(plain.shippingCents).toBe(0);
    expect(plain.isFreeShipping).toBe(true);
    // 10 % off 270.00 = 243.00 < 250.00: standard shipping costs again, the hint says how much is missing.
    const withVoucher = price({
      lines,
      shippingMethodId: 'ch-standard',
      voucher: { code: 'WELCOME10', voucher: welcome },
    });
    expect(withVoucher.discountCents).toBe(2700);
    expect(withVoucher.shippingCents).toBe(990);
    expect(withVoucher.hint).toEqual({ kind: 'FREE_SHIPPING_MISSING', missingCents: 700 });
    expect(withVoucher.shippingOptions.map((o) => [o.id, o.priceCents])).toEqual([
      ['ch-standard', 990],
      ['ch-express', 2490],
    ]);
  });

  it('express shipping is never free', () => {
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 30000, quantity: 1, productionDays: 5 }],
      shippingMethodId: 'ch-express',
    });
    expect(cart.shippingCents).toBe(2490);
    expect(cart.shippingMethod?.isFree).toBe(false);
  });

  it('rulings "Tax": a business customer outside CH and DE pays no tax (reverse charge)', () => {
    const lines = [{ itemId: 'a', unitNetCents: 30000, quantity: 1, productionDays: 5 }];
    expect(price({ lines, country: AT, isBusinessCustomer: true }).taxRateBp).toBe(0);
    expect(price({ lines, country: AT, isBusinessCustomer: false }).taxRateBp).toBe(2000);
    expect(price({ lines, country: null }).taxRateBp).toBe(810);
  });

  it('reports a voucher below its minimum without applying it', () => {
    const cart = price({
      lines: [{ itemId: 'a', unitNetCents: 10000, quantity: 1, productionDays: 5 }],
      voucher: { code: 'BIG', voucher: { ...welcome, code: 'BIG', minValueCents: 15000 } },
    });
    expect(cart.discountCents).toBe(0);
    expect(cart.voucher).toEqual({
      isApplied: false,
      code: 'BIG',
      reason: 'VOUCHER_MIN_VALUE_NOT_REACHED',
      minValueCents: 15000,
      missingCents: 5000,
    });
  });

  it('reports an unknown voucher code as VOUCHER_NOT_FOUND', () => {
    const cart = price({ voucher: { code: 'NOPE', voucher: null } });
    expect(cart.voucher).toEqual({ isApplied: false, code: 'NOPE', reason: 'VOUCHER_NOT_FOUND' });
  });

  it('refuses a shipping method of another country', () => {
    const result = priceCart({
      lines: [],
      country: AT,
      isBusinessCustomer: false,
      shippingMethodId: 'ch-standard',
      voucher: null,
      now: NOW,
    });
    expect(result.ok ? null : result.error.code).toBe('SHIPPING_METHOD_NOT_FOUND');
  });

  it('takes the slowest line as the production time', () => {
    const cart = price({
      lines: [
        { itemId: 'a', unitNetCents: 100, quantity: 1, productionDays: 5 },
        { itemId: 'b', unitNetCents: 100, quantity: 1, productionDays: 9 },
      ],
    });
    expect(cart.productionDays).toBe(9);
    expect(price({}).productionDays).toBe(0);
  });

  const lineArb = fc.record({
    itemId: fc.uuid(),
    unitNetCents: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 500 }),
    productionDays: fc.integer({ min: 4, max: 20 }),
  });
  const voucherArb = fc.option(
    fc.record({
      code: fc.constantFrom('AB', 'WELCOME10', 'SPRING-2026'),
      type: fc.constantFrom('percentage' as const, 'absolute' as const),
      percent: fc.integer({ min: 0, max: 1_000_000 }).map((v) => v / 10_000),
      absolute: fc.integer({ min: 0, max: 100_000 }),
      minValueCents: fc.integer({ min: 0, max: 50_000 }),
      freeShipping: fc.boolean(),
    }),
  );

  it('property: Σ lines − discount + surcharge + shipping = net, net + tax = total, unit × qty = line', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { maxLength: 12 }),
        voucherArb,
        fc.boolean(),
        fc.constantFrom(null, 'ch-standard', 'ch-express'),
        (lines, v, isBusinessCustomer, shippingMethodId) => {
          const voucher: Voucher | null =
            v === null
              ? null
              : {
                  ...welcome,
                  code: v.code,
                  type: v.type,
                  value: v.type === 'percentage' ? v.percent : v.absolute,
                  minValueCents: v.minValueCents,
                  freeShipping: v.freeShipping,
                };
          const cart = price({
            lines,
            isBusinessCustomer,
            shippingMethodId,
            voucher: voucher === null ? null : { code: voucher.code, voucher },
          });
          const sumLines = cart.lines.reduce((sum, line) => sum + line.lineNetCents, 0);
          expect(sumLines).toBe(cart.positionNetCents);
          expect(
            sumLines - cart.discountCents + cart.smallOrderSurchargeCents + cart.shippingCents,
          ).toBe(cart.netTotalCents);
          expect(cart.netTotalCents + cart.taxCents).toBe(cart.totalCents);
          expect(cart.lines.reduce((sum, line) => sum + line.discountCents, 0)).toBe(
            cart.discountCents,
          );
          for (const [index, line] of cart.lines.entries()) {
            const input = lines[index];
            expect(line.lineNetCents).toBe((input?.unitNetCents ?? NaN) * line.quantity);
            expect(line.display.lineCents).toBe(line.display.unitCents * line.quantity);
            if (isBusinessCustomer) expect(line.display.unitCents).toBe(line.unitNetCents);
            else expect(line.display.unitCents).toBeGreaterThanOrEqual(line.unitNetCents);
          }
          expect(cart.netTotalCents >= 20000 || cart.lines.length === 0).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });
});
