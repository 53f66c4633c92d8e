import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BatchCalculationResponseSchema } from '@print/contracts';
import { BRACKET_MM, insertAnalysedFile, TEST_COOKIES } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Monday 6 January 2025, 10:00 in Zurich → 8 production days (rulings "Order totals").
const MONDAY = new Date('2025-01-06T09:00:00Z');
let t: TestApp;
let bracketId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => MONDAY });
  bracketId = (await insertAnalysedFile(t.app.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

const PA2200_WHITE = {
  printModeId: 'sls-pa2200',
  surfaceFinishId: 'sls-pa2200-blasted',
  printModeColorId: 'white',
};

async function calculate(body: Record<string, unknown>) {
  const res = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'POST',
    url: '/api/pricing/batch-calculations',
    payload: body,
  });
  return { status: res.statusCode, json: res.json<unknown>() };
}

function batch(overrides: Record<string, unknown> = {}) {
  return {
    objectId: bracketId,
    objectScale: 1,
    objectUnitLength: 'mm',
    objectQuantity: 1,
    params: [PA2200_WHITE],
    ...overrides,
  };
}

describe('POST /api/pricing/batch-calculations', () => {
  it('prices the 50 mm PA2200 bracket from its stored figures (1200 + 20×150 + 125×4 + 80×5 = 5100 cents)', async () => {
    const { status, json } = await calculate(batch());
    expect(status).toBe(200);
    const [result] = BatchCalculationResponseSchema.parse(json);
    expect(result).toEqual({
      ...{ printModeId: 'sls-pa2200', surfaceFinishId: 'sls-pa2200-blasted', colorId: 'white' },
      price: {
        netPrice: 5100,
        tax: 413,
        totalPrice: 5513,
        taxRate: 8.1,
        taxRateBp: 810,
        unitNetPrice: 5100,
      },
      productionTime: 8,
      printable: true,
      tooLarge: false,
      tooSmall: false,
      reasons: [],
      fitScale: null,
      // Issue 13 point 6: ordered alone, 51.00 is topped up to 200.00 (surcharge 149.00), plus
      // CH standard shipping 12.00 = 212.00 net, tax 8.1 % once = 17.17; arrives after 8
      // production + 2 shipping days.
      orderPreview: {
        minimumOrderNetCents: 20000,
        smallOrderSurchargeCents: 14900,
        shippingCents: 1200,
        isFreeShipping: false,
        netTotalCents: 21200,
        taxCents: 1717,
        totalCents: 22917,
        deliveryDate: '2025-01-16',
      },
    });
  });

  it('applies finish rate, colour factor and quantity break, and the mode extra production days', async () => {
    const { json } = await calculate(
      batch({
        objectQuantity: 10,
        params: [
          {
            printModeId: 'sls-pa2200',
            surfaceFinishId: 'sls-pa2200-dyed',
            printModeColorId: 'black',
          },
          {
            printModeId: 'sls-alumide',
            surfaceFinishId: 'sls-alumide-blasted',
            printModeColorId: 'alu-grey',
          },
        ],
      }),
    );
    const [dyed, alumide] = BatchCalculationResponseSchema.parse(json);
    // (1200 + 3000 + 500 + 80×9) × 1.08 × 0.90 = 5268.24 → 5268 per piece
    expect(dyed?.price?.unitNetPrice).toBe(5268);
    expect(dyed?.price?.netPrice).toBe(52680);
    // 1500 + 20×230 + 125×5 + 80×6 = 7205 × 0.90 = 6484.5 → 6485 (half away from zero)
    expect(alumide?.price?.unitNetPrice).toBe(6485);
    expect(alumide?.productionTime).toBe(9);
  });

  it('reads the file in the chosen unit: 50 cm is too large for every SLS chamber and has no price', async () => {
    const { json } = await calculate(batch({ objectUnitLength: 'cm' }));
    const [result] = BatchCalculationResponseSchema.parse(json);
    expect(result).toMatchObject({ price: null, printable: false, tooLarge: true });
    expect(result?.reasons[0]).toMatchObject({ code: 'TOO_LARGE', actual: 500, limit: 340 });
  });

  it('warns tooSmall at scale 0.1 (0.3 mm walls < 0.8 mm) and charges the minimum part price', async () => {
    const { json } = await calculate(batch({ objectScale: 0.1 }));
    const [result] = BatchCalculationResponseSchema.parse(json);
    expect(result).toMatchObject({ printable: true, tooSmall: true });
    expect(result?.price).toMatchObject({ netPrice: 2500, tax: 203, totalPrice: 2703 });
  });

  it.each([
    [{ isBusinessCustomer: true, countryCode: 'FR' }, 0, 0],
    [{ isBusinessCustomer: true, countryCode: 'DE' }, 1900, 969],
    [{ isBusinessCustomer: false, countryCode: 'FR' }, 2000, 1020],
    [{ isBusinessCustomer: true }, 810, 413],
  ])('uses the tax rule for %o', async (flags, taxRateBp, tax) => {
    const { json } = await calculate(batch(flags));
    const [result] = BatchCalculationResponseSchema.parse(json);
    expect(result?.price).toMatchObject({ netPrice: 5100, taxRateBp, tax, totalPrice: 5100 + tax });
  });

  it('marks a file that is not watertight as not printable', async () => {
    const leaky = await insertAnalysedFile(t.app.database.db, {
      figures: { ...BRACKET_MM, isWatertight: false },
    });
    const [result] = BatchCalculationResponseSchema.parse(
      (await calculate(batch({ objectId: leaky.id }))).json,
    );
    expect(result).toMatchObject({ printable: false, price: null });
    expect(result?.reasons.map((r) => r.code)).toContain('NOT_WATERTIGHT');
  });

  it('answers 409 FILE_NOT_ANALYSED for a file still being analysed and 404 for unknown ids', async () => {
    const pending = await insertAnalysedFile(t.app.database.db, { status: 'uploaded' });
    expect(await calculate(batch({ objectId: pending.id }))).toMatchObject({
      status: 409,
      json: { error: { code: 'FILE_NOT_ANALYSED' } },
    });
    expect(await calculate(batch({ objectId: 'no-such-file' }))).toMatchObject({
      status: 404,
      json: { error: { code: 'FILE_NOT_FOUND' } },
    });
    const wrongFinish = batch({
      params: [{ ...PA2200_WHITE, surfaceFinishId: 'mjf-pa12-blasted' }],
    });
    expect(await calculate(wrongFinish)).toMatchObject({
      status: 404,
      json: { error: { code: 'SURFACE_FINISH_NOT_FOUND' } },
    });
    const wrongColor = batch({ params: [{ ...PA2200_WHITE, printModeColorId: 'blue' }] });
    expect(await calculate(wrongColor)).toMatchObject({
      status: 404,
      json: { error: { code: 'COLOR_NOT_FOUND' } },
    });
  });
});
