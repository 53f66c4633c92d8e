import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddCartItemsResponseSchema, CreateCartResponseSchema } from '@print/contracts';
import { SESSION_COOKIE } from './plugins/session.js';
import { insertAnalysedFile, registerTestSession, TEST_COOKIES } from './test/fixtures.js';
import { buildMultipart, TINY_PNG } from './test/multipart.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/** Every resource belongs to a principal (today the anonymous session); others get 404. */
const OTHER = { [SESSION_COOKIE]: 'otherSessionId00000000' };
const ITEM = { printModeId: 'sls-pa2200', surfaceFinishId: 'sls-pa2200-blasted', colorId: 'white' };
let t: TestApp;
let fileId: string;
let cartId: string;
let itemId: string;

beforeAll(async () => {
  t = await createTestApp();
  fileId = (await insertAnalysedFile(t.app.database.db)).id;
  // A second session the server issued (a made-up pp_sid would be replaced).
  await registerTestSession(t.app.database.db, OTHER[SESSION_COOKIE]);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/cart',
    cookies: TEST_COOKIES,
  });
  cartId = CreateCartResponseSchema.parse(created.json())._id;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    cookies: TEST_COOKIES,
    payload: { items: [{ referencedId: fileId, ...ITEM }] },
  });
  itemId = AddCartItemsResponseSchema.parse(added.json()).createdItems[0]?._id ?? '';
});
afterAll(async () => {
  await t.close();
});

describe('ownership', () => {
  const reads = () =>
    [
      ['GET', `/api/analytx/file/${fileId}`, 'FILE_NOT_FOUND'],
      ['GET', `/api/checkout/cart/${cartId}`, 'CART_NOT_FOUND'],
      ['GET', `/api/checkout/cart/${cartId}/totals`, 'CART_NOT_FOUND'],
      ['DELETE', `/api/checkout/cart/${cartId}/item/${itemId}`, 'CART_NOT_FOUND'],
      ['GET', `/api/checkout/cart/${cartId}/item/${itemId}/thumbnail`, 'CART_NOT_FOUND'],
    ] as const;

  it('answers another session 404 for the first session’s file, cart, totals and items', async () => {
    for (const [method, url, code] of reads()) {
      const res = await t.app.inject({ method, url, cookies: OTHER });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ error: { code } });
    }
  });

  it('answers a caller without any session 404 as well', async () => {
    for (const [method, url] of reads()) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('lets another session change nothing: patch, add, thumbnail, attachment', async () => {
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/checkout/cart/${cartId}/item/${itemId}`,
      cookies: OTHER,
      payload: { items: [{ quantity: 7 }] },
    });
    expect(patch.statusCode).toBe(404);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item`,
      cookies: OTHER,
      payload: { items: [{ referencedId: fileId, ...ITEM }] },
    });
    expect(add.statusCode).toBe(404);
    const thumb = buildMultipart('thumb.png', 'image/png', TINY_PNG);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/thumbnail`,
      cookies: OTHER,
      headers: thumb.headers,
      payload: thumb.payload,
    });
    expect(upload.statusCode).toBe(404);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${cartId}`,
      cookies: TEST_COOKIES,
    });
    expect(own.json()).toMatchObject({ items: [{ _id: itemId, quantity: 1, thumbnail: null }] });
  });

  it('does not let one session put another session’s file into its own cart', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/cart',
      cookies: OTHER,
    });
    const otherCart = CreateCartResponseSchema.parse(created.json())._id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cart/${otherCart}/item`,
      cookies: OTHER,
      payload: { items: [{ referencedId: fileId, ...ITEM }] },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'FILE_NOT_FOUND' } });
  });

  it('issues the session cookie (HttpOnly, SameSite=Lax) with a new cart and the cart is then the caller’s', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/cart',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const id = CreateCartResponseSchema.parse(res.json())._id;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${id}`,
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    });
    expect(mine.statusCode).toBe(200);
  });
});
