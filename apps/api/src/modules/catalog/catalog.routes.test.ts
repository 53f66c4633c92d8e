import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PrintModesResponseSchema,
  ShippingCountriesResponseSchema,
  SurfaceFinishesResponseSchema,
} from '@print/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/print-modes', () => {
  it('serves the seeded modes with the materials the spec names, in German by default', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/print-modes' });
    expect(res.statusCode).toBe(200);
    const body = PrintModesResponseSchema.parse(res.json());
    const materials = body.printModes.map((m) => m.printModeMaterial.name);
    expect(materials).toEqual(
      expect.arrayContaining(['PA2200', 'Alumide', 'PA3200GF', 'TPU', 'PA12 blau']),
    );
    const pa2200 = body.printModes.find((m) => m._id === 'sls-pa2200');
    expect(pa2200?.features.minFeatureSize).toBe(0.8);
    expect(pa2200?.features.resolutionZ).toBe(0.12);
    expect(pa2200?.printModeMethod).toEqual({ name: 'SLS', machine: 'EOS P 396' });
    expect(pa2200?.surfaceFinishes[0]?.properties.name).toBe('Gestrahlt');
    expect(pa2200?.surfaceFinishes[0]?.colors[0]).toMatchObject({
      _id: 'white',
      name: 'Weiss',
      hexcode: '#f4f4f0',
    });
    expect(pa2200?.processingSteps.map((s) => s._id)).toEqual([
      'threaded-inserts',
      'thread-tapping',
    ]);
    const mjf = body.printModes.find((m) => m.printModeMethod.name === 'MJF');
    expect(mjf?.features.maxDimensions).toEqual({ x: 380, y: 284, z: 380 });
  });

  it.each([
    ['GB', 'Bead blasted', 'White'],
    ['FR', 'Sablé', 'Blanc'],
    ['DE', 'Gestrahlt', 'Weiss'],
    ['XX', 'Gestrahlt', 'Weiss'],
  ])('answers in the language of mas-language-key %s', async (key, finishName, colorName) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/print-modes',
      headers: { 'mas-language-key': key },
    });
    const pa2200 = PrintModesResponseSchema.parse(res.json()).printModes.find(
      (m) => m._id === 'sls-pa2200',
    );
    expect(pa2200?.surfaceFinishes[0]?.properties.name).toBe(finishName);
    expect(pa2200?.surfaceFinishes[0]?.colors[0]?.name).toBe(colorName);
  });
});

describe('GET /api/print-modes/surface-finishes', () => {
  it('lists every finish with its print mode and colours', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/print-modes/surface-finishes' });
    const body = SurfaceFinishesResponseSchema.parse(res.json());
    const dyed = body.surfaceFinishes.find((f) => f._id === 'sls-pa2200-dyed');
    expect(dyed?.printModeId).toBe('sls-pa2200');
    expect(dyed?.colors.map((c) => c._id)).toEqual(['black', 'anthracite', 'red', 'navy']);
  });
});

describe('GET /api/shipping/countries', () => {
  it('sorts by localised name and keeps only CH selectable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/shipping/countries' });
    const { shippingCountries } = ShippingCountriesResponseSchema.parse(res.json());
    expect(shippingCountries.map((c) => c.country)).toEqual([
      'Deutschland',
      'Frankreich',
      'Italien',
      'Liechtenstein',
      'Österreich',
      'Schweiz',
    ]);
    expect(shippingCountries.filter((c) => c.isSelectable).map((c) => c.countryCode)).toEqual([
      'CH',
    ]);
    const ch = shippingCountries.find((c) => c.countryCode === 'CH');
    expect(ch).toMatchObject({
      taxRate: 8.1,
      taxRateBp: 810,
      isEU: false,
      postalCodeRegex: '^[1-9]\\d{3}$',
    });
    expect(ch?.shippingMethods[0]).toMatchObject({
      shippingMethodId: 'standard',
      shippingMethod: 'Standard-Versand',
      priceCents: 1200,
      shippingTimeDays: 2,
    });
    const de = shippingCountries.find((c) => c.countryCode === 'DE');
    expect(de).toMatchObject({ taxRateBp: 1900, isEU: true, isSelectable: false });
  });

  it('sorts by the English names for GB', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shipping/countries',
      headers: { 'mas-language-key': 'GB' },
    });
    const { shippingCountries } = ShippingCountriesResponseSchema.parse(res.json());
    expect(shippingCountries.map((c) => c.countryCode)).toEqual([
      'AT',
      'FR',
      'DE',
      'IT',
      'LI',
      'CH',
    ]);
  });
});

describe('app shell', () => {
  it('answers health, JSON 404 for unknown api routes, and OpenAPI at /docs/json', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    const docs = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/print-modes', '/api/shipping/countries']));
  });
});
