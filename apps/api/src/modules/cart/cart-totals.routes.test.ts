import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCartItemsResponseSchema,
  CartTotalsSchema,
  CreateCartResponseSchema,
} from '@print/contracts';
import { insertAnalysedFile, TEST_COOKIES } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const MONDAY = new Date('2025-01-06T09:00:00Z');
let clock = MONDAY;
const ITEM = { printModeId: 'sls-pa2200', surfaceFinishId: 'sls-pa2200-blasted', colorId: 'white' };
let t: TestApp;
let cartId: string;

async function inject(method: 'GET' | 'POST', url: string, payload?: unknown) {
  return t.app.inject({ cookies: TEST_COOKIES, method, url, ...(payload ? { payload } : {}) });
}

async function totals(query: string) {
  const res = await inject('GET', `/api/checkout/cart/${cartId}/totals${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return CartTotalsSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const fileId = (await insertAnalysedFile(t.app.database.db)).id;
  cartId = CreateCartResponseSchema.parse((await inject('POST', '/api/checkout/cart')).json())._id;
  const added = await inject('POST', `/api/checkout/cart/${cartId}/item`, {
    items: [{ referencedId: fileId, ...ITEM, quantity: 3 }],
  });
  AddCartItemsResponseSchema.parse(added.json());
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/checkout/cart/{cartId}/totals', () => {
  it('prices a private customer’s cart with gross units that multiply to the shown line', async () => {
    const body = await totals('');
    // The 50 mm PA2200 bracket costs CHF 51.00 net (catalogue seed); 3 pieces.
    expect(body.lines).toHaveLength(1);
    const [line] = body.lines;
    expect(line).toMatchObject({ quantity: 3, unitNetCents: 5100, lineNetCents: 15300 });
    // 51.00 × 1.081 = 55.131 → 55.13 per piece, shown line 3 × 55.13.
    expect(line?.display).toEqual({ unitCents: 5513, lineCents: 16539 });
    expect(body).toMatchObject({
      taxDisplay: 'INCL_TAX',
      taxRateBp: 810,
      positionNetCents: 15300,
      smallOrderSurchargeCents: 4700,
      netTotalCents: 20000,
      taxCents: 1620,
      totalCents: 21620,
      hint: { kind: 'MINIMUM_NOT_REACHED', surchargeCents: 4700 },
      shippingOptions: [],
    });
  });

  it('prices a business customer in CH with standard shipping and the welcome voucher', async () => {
    const body = await totals(
      '?countryCode=ch&isBusinessCustomer=true&shippingMethodId=ch-standard&discountCode=welcome10',
    );
    expect(body.taxDisplay).toBe('PLUS_TAX');
    expect(body.lines[0]?.display).toEqual({ unitCents: 5100, lineCents: 15300 });
    expect(body.voucher).toMatchObject({ isApplied: true, code: 'WELCOME10', value: 10 });
    expect(body.discountCents).toBe(1530);
    expect(body.shippingMethod).toMatchObject({ _id: 'ch-standard', isFree: false });
    expect(body.shippingCents).toBe(body.shippingMethod?.priceCents);
    expect(body.shippingCents).toBeGreaterThan(0);
    expect(
      body.positionNetCents -
        body.discountCents +
        body.smallOrderSurchargeCents +
        body.shippingCents,
    ).toBe(body.netTotalCents);
    expect(body.netTotalCents + body.taxCents).toBe(body.totalCents);
    expect(body.shippingOptions.map((o) => o._id)).toContain('ch-express');
  });

  it('issue 24 item 9: production in calendar days, shipping in working days, by the day asked', async () => {
    // Monday 6 Jan 2025: 8 days → Tue 14 Jan; CH standard 2 working days → Thu 16 Jan,
    // express 1 → Wed 15 Jan.
    const monday = await totals('?countryCode=ch&shippingMethodId=ch-standard');
    expect(monday.productionDays).toBe(8);
    expect(monday.productionEndDate).toBe('2025-01-14');
    expect(monday.deliveryDate).toBe('2025-01-16');
    expect(
      Object.fromEntries(monday.shippingOptions.map((o) => [o._id, o.deliveryDate])),
    ).toMatchObject({ 'ch-standard': '2025-01-16', 'ch-express': '2025-01-15' });
    // The same cart (priced on Monday) asked on Friday 10 Jan: today's 4 days → Tue 14 Jan.
    clock = new Date('2025-01-10T10:00:00Z');
    try {
      const friday = await totals('?countryCode=ch&shippingMethodId=ch-standard');
      expect(friday.lines[0]?.productionDays).toBe(4);
      expect(friday.productionEndDate).toBe('2025-01-14');
      expect(friday.deliveryDate).toBe('2025-01-16');
      // No method chosen: no delivery date, the production end all the same.
      const none = await totals('');
      expect(none).toMatchObject({ deliveryDate: null, productionEndDate: '2025-01-14' });
    } finally {
      clock = MONDAY;
    }
  });

  it('charges a business customer in Austria no tax (reverse charge) and a private one Austria’s rate', async () => {
    expect((await totals('?countryCode=AT&isBusinessCustomer=true')).taxCents).toBe(0);
    expect((await totals('?countryCode=AT&isBusinessCustomer=false')).taxRateBp).toBeGreaterThan(0);
  });

  it('reports an unknown voucher without applying it', async () => {
    const body = await totals('?discountCode=NOSUCHCODE');
    expect(body.voucher).toEqual({
      isApplied: false,
      code: 'NOSUCHCODE',
      reason: 'VOUCHER_NOT_FOUND',
    });
    expect(body.discountCents).toBe(0);
  });

  it.each([
    ['?countryCode=XX', 404, 'COUNTRY_NOT_FOUND'],
    ['?countryCode=AT&shippingMethodId=ch-standard', 404, 'SHIPPING_METHOD_NOT_FOUND'],
    ['?shippingMethodId=ch-standard', 404, 'SHIPPING_METHOD_NOT_FOUND'],
    ['?isBusinessCustomer=yes', 400, 'VALIDATION_FAILED'],
    ['?countryCode=Switzerland', 400, 'VALIDATION_FAILED'],
  ])('answers %s with %i %s', async (query, status, code) => {
    const res = await inject('GET', `/api/checkout/cart/${cartId}/totals${query}`);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code } });
  });
});
