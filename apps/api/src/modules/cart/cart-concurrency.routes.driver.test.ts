import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCartItemsResponseSchema,
  CartItemsResponseSchema,
  CartResponseSchema,
  CreateCartResponseSchema,
} from '@print/contracts';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { insertAnalysedFile, TEST_COOKIES } from '../../test/fixtures.js';
import { buildMultipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 13 points 7 and 9: two tabs of one session write the same cart at the same time, and
 * attachments can be removed (by their owner only) and are limited to a list of types.
 */
const MONDAY = new Date('2025-01-06T09:00:00Z');
const ITEM = { printModeId: 'sls-pa2200', surfaceFinishId: 'sls-pa2200-blasted', colorId: 'white' };
const INSERTS = { stepId: 'threaded-inserts', optionId: 'insert-m3', quantity: 4 };
let t: TestApp;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => MONDAY });
  fileId = (await insertAnalysedFile(t.app.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

async function cartWithItem() {
  const created = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'POST',
    url: '/api/checkout/cart',
  });
  const cartId = CreateCartResponseSchema.parse(created.json())._id;
  const res = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    payload: { items: [{ referencedId: fileId, ...ITEM }] },
  });
  const body = AddCartItemsResponseSchema.parse(res.json());
  return { cartId, itemId: body.createdItems[0]!._id, item: body.cart.items[0]! };
}

async function readCart(cartId: string) {
  const res = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'GET',
    url: `/api/checkout/cart/${cartId}`,
  });
  return CartResponseSchema.parse(res.json()).items;
}

function patch(cartId: string, itemId: string, body: unknown, ifMatch?: string) {
  return t.app.inject({
    cookies: TEST_COOKIES,
    method: 'PATCH',
    url: `/api/checkout/cart/${cartId}/item/${itemId}`,
    payload: { items: [body] },
    ...(ifMatch === undefined ? {} : { headers: { 'if-match': `"${ifMatch}"` } }),
  });
}

describe('two writers on one cart', () => {
  it('keeps both lines when two tabs add a line at the same time', async () => {
    const { cartId, itemId } = await cartWithItem();
    const add = () =>
      t.app.inject({
        cookies: TEST_COOKIES,
        method: 'POST',
        url: `/api/checkout/cart/${cartId}/item`,
        payload: { items: [{ referencedId: fileId, ...ITEM }] },
      });
    const answers = await Promise.all([add(), add()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const created = answers.map(
      (a) => AddCartItemsResponseSchema.parse(a.json()).createdItems[0]!._id,
    );
    expect((await readCart(cartId)).map((i) => i._id).sort()).toEqual([itemId, ...created].sort());
  });

  it('applies both of two concurrent partial changes to one line, priced for the result', async () => {
    const { cartId, itemId } = await cartWithItem();
    // Tab A changes the quantity while tab B adds inserts; neither sends If-Match.
    const answers = await Promise.all([
      patch(cartId, itemId, { quantity: 10 }),
      patch(cartId, itemId, { processingSteps: [INSERTS] }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [line] = await readCart(cartId);
    expect(line?.quantity).toBe(10);
    expect(line?.processingSteps.map((s) => s.option._id)).toEqual(['insert-m3']);
    // The stored price is that of quantity 10 with inserts, not of either change alone:
    // 5100 × 0.9 = 4590 + 4 × 250 = 5590 per piece.
    expect(line?.pricing).toMatchObject({ unitNetPrice: 5590, netPrice: 55900 });
  });

  it('answers 409 CART_ITEM_CHANGED to a replacement based on an old revision and keeps the newer one', async () => {
    const { cartId, itemId, item } = await cartWithItem();
    const seen = item.revision;
    const first = await patch(cartId, itemId, { processingSteps: [INSERTS] }, seen);
    expect(first.statusCode).toBe(200);
    const newer = CartItemsResponseSchema.parse(first.json()).items[0]!.revision;
    expect(newer).not.toBe(seen);

    const stale = await patch(cartId, itemId, { processingSteps: [] }, seen);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: { code: 'CART_ITEM_CHANGED', details: { revision: newer } },
    });
    const [line] = await readCart(cartId);
    expect(line?.processingSteps).toHaveLength(1);
    expect(line?.revision).toBe(newer);

    // With the current revision the replacement goes through.
    const fresh = await patch(cartId, itemId, { processingSteps: [] }, newer);
    expect(fresh.statusCode).toBe(200);
    expect((await readCart(cartId))[0]?.processingSteps).toEqual([]);
  });

  it('lets exactly one of two replacements with the same revision win', async () => {
    const { cartId, itemId, item } = await cartWithItem();
    const answers = await Promise.all([
      patch(cartId, itemId, { quantity: 3 }, item.revision),
      patch(cartId, itemId, { quantity: 7 }, item.revision),
    ]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!;
    const expected = CartItemsResponseSchema.parse(winner.json()).items[0]!.quantity;
    expect((await readCart(cartId))[0]?.quantity).toBe(expected);
  });
});

describe('attachments', () => {
  async function attach(cartId: string, itemId: string, name: string) {
    return t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/attachments`,
      ...buildMultipart(name, 'application/octet-stream', Buffer.from(`content of ${name}`)),
    });
  }

  it('removes one attachment and its stored file, keeping the others in order', async () => {
    const { cartId, itemId } = await cartWithItem();
    await attach(cartId, itemId, 'a.pdf');
    await attach(cartId, itemId, 'b.dxf');
    const third = await attach(cartId, itemId, 'c.png');
    const [a, b, c] = CartItemsResponseSchema.parse(third.json()).items[0]!.attachments;
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'DELETE',
      url: b!.url,
    });
    expect(res.statusCode).toBe(200);
    expect(CartItemsResponseSchema.parse(res.json()).items[0]!.attachments).toEqual([a, c]);
    const stored = await readdir(join(t.dataDir, 'uploads', 'carts', cartId, itemId));
    expect(stored.some((name) => name.endsWith('b.dxf'))).toBe(false);
    expect(stored.filter((name) => name.endsWith('.pdf') || name.endsWith('.png'))).toHaveLength(2);
    const download = await t.app.inject({ cookies: TEST_COOKIES, method: 'GET', url: b!.url });
    expect(download.statusCode).toBe(404);
    const again = await t.app.inject({ cookies: TEST_COOKIES, method: 'DELETE', url: b!.url });
    expect(again.json()).toMatchObject({ error: { code: 'ATTACHMENT_NOT_FOUND' } });
  });

  it("answers 404 to another customer's removal and keeps the attachment", async () => {
    const { cartId, itemId } = await cartWithItem();
    const res = await attach(cartId, itemId, 'plan.pdf');
    const [attachment] = CartItemsResponseSchema.parse(res.json()).items[0]!.attachments;
    const foreign = await t.app.inject({
      cookies: { [SESSION_COOKIE]: 'someoneElse00000000000' },
      method: 'DELETE',
      url: attachment!.url,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ error: { code: 'CART_NOT_FOUND' } });
    expect((await readCart(cartId))[0]?.attachments).toEqual([attachment]);
  });

  it('refuses a file type outside the list with 415 and stores nothing', async () => {
    const { cartId, itemId } = await cartWithItem();
    const res = await attach(cartId, itemId, 'setup.exe');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      error: {
        code: 'UNSUPPORTED_FILE_TYPE',
        details: { allowed: expect.arrayContaining(['pdf']) },
      },
    });
    expect((await readCart(cartId))[0]?.attachments).toEqual([]);
  });
});
