import { PriceSetDetailSchema } from '@print/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { PRICE_SET_CHECK_MS } from '../catalog/catalog-cache.js';

/*
 * Price-set writes on the embedded database (one connection: a query beside an open transaction
 * waits for ever). The catalogue cache asks the database again after PRICE_SET_CHECK_MS; a save or
 * a draft that read it inside its transaction hung there (found in the browser, fixed by reading
 * the catalogue before the transaction).
 */
let t: TestApp;
let owner: SignedInStaff;
let nowMs = Date.parse('2026-11-28T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
  owner = await signInStaff(t.app, 'owner');
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const send = (method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/admin/price-sets${url}`,
    cookies: owner.cookies,
    ...(payload ? { payload } : {}),
  });

describe('price sets on PGlite', () => {
  it('creates, saves and publishes a draft while the cache wants to check the database', async () => {
    nowMs += PRICE_SET_CHECK_MS;
    const created = await send('POST', '');
    expect(created.statusCode, created.body).toBe(201);
    const draft = PriceSetDetailSchema.parse(created.json());
    nowMs += PRICE_SET_CHECK_MS;
    const saved = await send('PUT', `/${draft.set.id}`, {
      lockVersion: 0,
      content: { ...draft.content, shippingMethods: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    nowMs += PRICE_SET_CHECK_MS;
    const published = await send('POST', `/${draft.set.id}/publish`, { lockVersion: 1 });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'effective', version: 2 });
  });
});
