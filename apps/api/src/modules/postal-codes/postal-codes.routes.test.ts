import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postalCodes } from './postal-codes.tables.js';
import { createModuleTestApp, type ModuleTestApp } from '../../test/module-test-app.js';
import { parsePostalCodes, readPostalCodes } from './postal-code-file.js';
import { createPostalCodesService } from './postal-codes.service.js';
import { postalCodesRoutes } from './postal-codes.routes.js';

describe('GET /api/shipping/autofill/{cc}/{postalCode}', () => {
  let t: ModuleTestApp;
  beforeAll(async () => {
    t = await createModuleTestApp((db) => postalCodesRoutes(createPostalCodesService({ db })));
  });
  afterAll(() => t.close());

  it('loads the whole directory at start', async () => {
    const file = await readPostalCodes();
    expect(file.rows.length).toBe(4120);
    expect(await t.db.$count(postalCodes)).toBe(4120);
  });

  it('answers every locality of a code, first match first', async () => {
    const res = await t.app.inject({ url: '/api/shipping/autofill/ch/6900' });
    expect(res.statusCode).toBe(200);
    const places = res
      .json<{ places: { 'place name': string }[] }>()
      .places.map((p) => p['place name']);
    expect(places[0]).toBe('Lugano');
    expect(places).toEqual(expect.arrayContaining(['Lugano', 'Massagno', 'Paradiso']));
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('knows Liechtenstein by its own country code', async () => {
    const res = await t.app.inject({ url: '/api/shipping/autofill/li/9490' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ places: [{ 'place name': 'Vaduz', state: 'FL' }] });
    const wrongCountry = await t.app.inject({ url: '/api/shipping/autofill/ch/9490' });
    expect(wrongCountry.statusCode).toBe(404);
  });

  it('answers 404 POSTAL_CODE_NOT_FOUND for an unknown code', async () => {
    const res = await t.app.inject({ url: '/api/shipping/autofill/ch/0000' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'POSTAL_CODE_NOT_FOUND' } });
  });

  it.each([
    ['/api/shipping/autofill/ch/80a1'],
    ['/api/shipping/autofill/ch/80011'],
    ['/api/shipping/autofill/de/8001'],
    ['/api/shipping/autofill/CH/8001'],
  ])('answers 400 VALIDATION_FAILED for %s', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('skips a second load of the same file and replaces a changed one', async () => {
    const service = createPostalCodesService({ db: t.db });
    expect(await service.ensureLoaded()).toEqual({ loaded: false, rows: 4120 });
    const small = parsePostalCodes(
      'postal_code\tlocality\tcanton\tcountry\n8001\tZürich\tZH\tCH\n',
    );
    const replaced = createPostalCodesService({
      db: t.db,
      readDataset: () => Promise.resolve(small),
    });
    expect(await replaced.ensureLoaded()).toEqual({ loaded: true, rows: 1 });
    expect(await t.db.$count(postalCodes)).toBe(1);
    expect(await service.ensureLoaded()).toEqual({ loaded: true, rows: 4120 });
  });

  it('refuses a malformed file with its line number', () => {
    expect(() =>
      parsePostalCodes(
        'postal_code\tlocality\tcanton\tcountry\n8001\tZürich\tZH\tCH\n80x\tBad\tZH\tCH\n',
      ),
    ).toThrow(/line 3/);
  });
});
