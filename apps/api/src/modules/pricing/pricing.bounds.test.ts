import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAnalysedFile, TEST_COOKIES } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Issue 13 point 1: every input of a price request is bounded on the server too; a request
// outside the bounds is refused at once with VALIDATION_FAILED, never left to hang.
let t: TestApp;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  fileId = (await insertAnalysedFile(t.app.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

function priceRequest(overrides: Record<string, unknown>) {
  return t.app.inject({
    cookies: TEST_COOKIES,
    method: 'POST',
    url: '/api/pricing/batch-calculations',
    payload: {
      objectId: fileId,
      objectScale: 1,
      objectUnitLength: 'mm',
      objectQuantity: 1,
      params: [
        {
          printModeId: 'sls-pa2200',
          surfaceFinishId: 'sls-pa2200-blasted',
          printModeColorId: 'white',
        },
      ],
      ...overrides,
    },
  });
}

describe('price requests outside the allowed inputs', () => {
  it.each([
    ['scale above 10', { objectScale: 10.5 }],
    ['scale 500 (X = 5000 mm of a 10 mm part)', { objectScale: 500 }],
    ['zero scale', { objectScale: 0 }],
    ['negative scale', { objectScale: -1 }],
    ['quantity 0', { objectQuantity: 0 }],
    ['quantity above 10000', { objectQuantity: 10_001 }],
    ['fractional quantity', { objectQuantity: 1.5 }],
    ['unknown unit', { objectUnitLength: 'furlong' }],
  ])('%s → 400 VALIDATION_FAILED', async (_name, overrides) => {
    const res = await priceRequest(overrides);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('the bounds themselves are accepted', async () => {
    for (const objectScale of [0.01, 10]) {
      expect((await priceRequest({ objectScale })).statusCode).toBe(200);
    }
  });
});

describe('the order preview of a price answer (issue 13 point 6)', () => {
  it('a part at or above 250.00 has no surcharge and free standard shipping', async () => {
    const res = await priceRequest({ objectQuantity: 10 });
    expect(res.statusCode).toBe(200);
    const [result] = res.json<{ orderPreview: Record<string, unknown> | null }[]>();
    expect(result?.orderPreview).toMatchObject({
      smallOrderSurchargeCents: 0,
      shippingCents: 0,
      isFreeShipping: true,
    });
  });

  it('a country without standard shipping has no delivery date; an unprintable part no preview', async () => {
    const [abroad] = (await priceRequest({ countryCode: 'US' })).json<
      { orderPreview: { deliveryDate: string | null } | null }[]
    >();
    expect(abroad?.orderPreview?.deliveryDate).toBeNull();
    const [huge] = (await priceRequest({ objectUnitLength: 'cm', objectScale: 10 })).json<
      { printable: boolean; orderPreview: unknown }[]
    >();
    expect(huge).toMatchObject({ printable: false, orderPreview: null });
  });
});

describe('metres as a unit of length (issue 13 point 3)', () => {
  it('a file can be declared in metres and is priced in metres', async () => {
    const patch = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'PATCH',
      url: `/api/analytx/file/${fileId}`,
      payload: { givenUnitOfLength: 'm' },
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ givenUnitOfLength: 'm' });
    // The 50 mm bracket read in metres is 50 m: too large for every chamber, no price.
    const [inMetres] = (await priceRequest({ objectUnitLength: 'm' })).json<
      { printable: boolean; tooLarge: boolean; price: unknown }[]
    >();
    expect(inMetres).toMatchObject({ printable: false, tooLarge: true, price: null });
    // At scale 0.01 its largest side is 500 mm: metres scale like any unit (k = 1000 × scale).
    const [scaled] = (await priceRequest({ objectUnitLength: 'm', objectScale: 0.01 })).json<
      { reasons: { code: string; actual: number }[] }[]
    >();
    const tooLarge = scaled?.reasons.find((r) => r.code === 'TOO_LARGE');
    expect(tooLarge?.actual).toBeCloseTo(500, 6);
  });
});

describe('scaling to fit (issue 13 point 5)', () => {
  it('a too-large configuration names the scale at which it fits, and it does fit there', async () => {
    const [tooLarge] = (await priceRequest({ objectUnitLength: 'cm' })).json<
      { printable: boolean; fitScale: number | null }[]
    >();
    expect(tooLarge?.printable).toBe(false);
    expect(tooLarge?.fitScale).toBeGreaterThan(0.01);
    expect(tooLarge?.fitScale).toBeLessThan(1);
    const [fitted] = (
      await priceRequest({ objectUnitLength: 'cm', objectScale: tooLarge?.fitScale })
    ).json<{ printable: boolean; tooLarge: boolean; fitScale: number | null }[]>();
    expect(fitted).toMatchObject({ printable: true, tooLarge: false, fitScale: null });
  });
});
