import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legacyOrders } from './legacy-orders.tables.js';
import { createModuleTestApp, type ModuleTestApp } from '../../test/module-test-app.js';
import { createLegacyOrdersService, type LegacyOrdersService } from './legacy-orders.service.js';
import { legacyOrdersRoutes } from './legacy-orders.routes.js';

const SAMPLE = new URL('./legacy-orders-sample.csv', import.meta.url);

describe('legacy orders: import of the old export and POST /api/rest_api/trackorder.php', () => {
  let t: ModuleTestApp;
  let service: LegacyOrdersService;
  beforeAll(async () => {
    t = await createModuleTestApp((db) => {
      service = createLegacyOrdersService({ db });
      return legacyOrdersRoutes(service);
    });
  });
  afterAll(() => t.close());
  const track = (body: object) =>
    t.app.inject({ method: 'POST', url: '/api/rest_api/trackorder.php', payload: body });

  it('imports the sample: 40 rows, and a second run changes nothing', async () => {
    const text = await readFile(SAMPLE, 'utf8');
    const first = await service.importCsv(text);
    expect(first).toEqual({ read: 40, inserted: 40, updated: 0, unchanged: 0, problems: [] });
    const before = await t.db.select().from(legacyOrders);
    const second = await service.importCsv(text);
    expect(second).toEqual({ read: 40, inserted: 0, updated: 0, unchanged: 40, problems: [] });
    const after = await t.db.select().from(legacyOrders);
    expect(after).toEqual(before);
    const changed = await service.importCsv(
      text.replace('In Produktion;5;2;Elena', 'Versendet;5;2;Elena'),
    );
    expect(changed).toMatchObject({ inserted: 0, updated: 1, unchanged: 39 });
  });

  it('answers an order by number and e-mail (any case), messy date and same-as-shipping billing resolved', async () => {
    const res = await track({ orderId: '100245', email: 'Stefan.Keller74@example.ch' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({
      id: '100245',
      date: '2019-06-16T10:20:00',
      publicStatus_de: 'Abgeschlossen',
      shipStreet: 'Dorfstrasse',
      billStreet: 'Dorfstrasse',
      billHouseNumber: '29',
      billPostcode: '4424',
      billCity: 'Arboldswil',
      priceBruttoCents: 30704,
      shipCostCents: 1200,
      methodForm_de: 'Vorkasse',
      legacyOrder: true,
    });
    const other = await track({ orderId: '100238', email: 'daniel.meyer16@example.ch' });
    expect(other.json()).toMatchObject({
      date: '2019-04-23',
      shipCity: 'Rütihof',
      billCity: 'St-Brais',
    });
  });

  it('answers the same 404 for a wrong e-mail and an unknown number', async () => {
    for (const body of [
      { orderId: '100245', email: 'someone.else@example.ch' },
      { orderId: '999999', email: 'stefan.keller74@example.ch' },
    ]) {
      const res = await track(body);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'LEGACY_ORDER_NOT_FOUND' } });
    }
  });

  it.each([
    { orderId: '100245' },
    { email: 'stefan.keller74@example.ch' },
    { orderId: "1002'45", email: 'stefan.keller74@example.ch' },
    { orderId: '100245', email: 'not-an-address' },
  ])('answers 400 VALIDATION_FAILED for %j', async (body) => {
    const res = await track(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('no longer answers the old GET with the e-mail in the URL', async () => {
    const res = await t.app.inject({
      url: '/api/rest_api/trackorder.php?orderId=100245&email=stefan.keller74@example.ch',
    });
    expect(res.statusCode).toBe(404);
  });
});
