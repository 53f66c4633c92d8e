import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AddCartItemsResponseSchema,
  CartItemsResponseSchema,
  CartResponseSchema,
  CreateCartResponseSchema,
} from '@print/contracts';
import { insertAnalysedFile, TEST_COOKIES } from '../../test/fixtures.js';
import { buildMultipart, TINY_PNG } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { ATTACHMENT_MAX_BYTES, THUMBNAIL_MAX_BYTES } from './cart.routes.js';

const MONDAY = new Date('2025-01-06T09:00:00Z');
let t: TestApp;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => MONDAY });
  fileId = (await insertAnalysedFile(t.app.database.db)).id;
});
afterAll(async () => {
  await t.close();
});

async function newCart(): Promise<string> {
  const res = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'POST',
    url: '/api/checkout/cart',
  });
  return CreateCartResponseSchema.parse(res.json())._id;
}

const ITEM = { printModeId: 'sls-pa2200', surfaceFinishId: 'sls-pa2200-blasted', colorId: 'white' };

async function cartWithItem(extra: Record<string, unknown> = {}) {
  const cartId = await newCart();
  const res = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    payload: { items: [{ referencedId: fileId, ...ITEM, ...extra }] },
  });
  const body = AddCartItemsResponseSchema.parse(res.json());
  return { cartId, itemId: body.createdItems[0]!._id, body };
}

async function items(cartId: string) {
  return CartResponseSchema.parse(
    (
      await t.app.inject({
        cookies: TEST_COOKIES,
        method: 'GET',
        url: `/api/checkout/cart/${cartId}`,
      })
    ).json(),
  ).items;
}

describe('carts', () => {
  it('creates carts with unguessable 128-bit base64url ids and an empty item list', async () => {
    const [a, b] = [await newCart(), await newCart()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(a).not.toBe(b);
    expect(await items(a)).toEqual([]);
  });

  it('answers 404 CART_NOT_FOUND for an unknown cart so the client creates a new one', async () => {
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'GET',
      url: '/api/checkout/cart/AAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: { code: 'CART_NOT_FOUND' } });
  });
});

describe('cart items', () => {
  it('adds an item priced on the server, ignoring any price the client sends', async () => {
    const { cartId, itemId, body } = await cartWithItem({
      pricing: { netPrice: 1 },
      priceCents: 1,
    });
    expect(body.cart.items).toHaveLength(1);
    const [item] = body.cart.items;
    expect(item).toMatchObject({
      _id: itemId,
      referencedId: fileId,
      model: {
        _id: fileId,
        name: 'bracket.stl',
        givenUnitOfLength: 'mm',
        analysedProperties: { dimensions: { x: 50, y: 50, z: 50 } },
      },
      printMode: { _id: 'sls-pa2200', name: 'PA2200 (SLS)' },
      surfaceFinish: { name: 'Gestrahlt' },
      color: { name: 'Weiss' },
      quantity: 1,
      scale: 1,
      acknowledgedRepairInfo: true,
      thumbnail: null,
      attachments: [],
      pricing: { netPrice: 5100, totalPrice: 5513, unitNetPrice: 5100 },
      priceCents: 5100,
      productionTime: 8,
      isAvailable: true,
    });
    expect((await items(cartId)).map((i) => i._id)).toEqual([itemId]);
  });

  it('re-prices on PATCH (quantity 10 → 10 % off, 4 brass M3 inserts at 2.50 per piece)', async () => {
    const { cartId, itemId } = await cartWithItem();
    const patch = {
      items: [
        {
          quantity: 10,
          processingSteps: [{ stepId: 'threaded-inserts', optionId: 'insert-m3', quantity: 4 }],
        },
      ],
    };
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'PATCH',
      url: `/api/checkout/cart/${cartId}/item/${itemId}`,
      payload: patch,
    });
    const [item] = CartItemsResponseSchema.parse(res.json()).items;
    // 5100 × 0.9 = 4590 + 4 × 250 = 5590 per piece
    expect(item?.pricing).toMatchObject({ unitNetPrice: 5590, netPrice: 55900 });
    expect(item?.processingSteps).toEqual([
      {
        stepId: 'threaded-inserts',
        name: 'Gewindeeinsätze',
        option: { _id: 'insert-m3', name: 'Messing M3', priceCents: 250 },
        quantity: 4,
      },
    ]);
  });

  it('refuses a non-printable configuration with 422 NOT_PRINTABLE and writes nothing', async () => {
    const cartId = await newCart();
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item`,
      payload: {
        items: [
          { referencedId: fileId, ...ITEM },
          { referencedId: fileId, ...ITEM, givenUnitOfLength: 'cm' },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_PRINTABLE' } });
    expect(await items(cartId)).toEqual([]);
  });

  it('deletes an item and answers the remaining items', async () => {
    const { cartId, itemId } = await cartWithItem();
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'DELETE',
      url: `/api/checkout/cart/${cartId}/item/${itemId}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [] });
    const again = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'DELETE',
      url: `/api/checkout/cart/${cartId}/item/${itemId}`,
    });
    expect(again.json()).toMatchObject({ error: { code: 'CART_ITEM_NOT_FOUND' } });
  });
});

describe('thumbnail and attachments', () => {
  it('stores a PNG thumbnail and serves it back', async () => {
    const { cartId, itemId } = await cartWithItem();
    const mp = buildMultipart('render.png', 'image/png', TINY_PNG);
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/thumbnail`,
      ...mp,
    });
    expect(res.statusCode).toBe(200);
    const url = CartItemsResponseSchema.parse(res.json()).items[0]?.thumbnail;
    expect(url).toBe(`/api/checkout/cart/${cartId}/item/${itemId}/thumbnail`);
    const image = await t.app.inject({ cookies: TEST_COOKIES, method: 'GET', url: url! });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
  });

  it('rejects a thumbnail that is not a PNG by its bytes (415), whatever its name says', async () => {
    const { cartId, itemId } = await cartWithItem();
    const mp = buildMultipart('render.png', 'image/png', Buffer.from('GIF89a not a png at all'));
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/thumbnail`,
      ...mp,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'THUMBNAIL_NOT_PNG' } });
    expect((await items(cartId))[0]?.thumbnail).toBeNull();
  });

  it('rejects an oversized thumbnail with 413 FILE_TOO_LARGE', async () => {
    const { cartId, itemId } = await cartWithItem();
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(THUMBNAIL_MAX_BYTES)]);
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/thumbnail`,
      ...buildMultipart('a.png', 'image/png', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });
    expect((await items(cartId))[0]?.thumbnail).toBeNull();
  });

  it('stores an attachment under a sanitised name and serves it back', async () => {
    const { cartId, itemId } = await cartWithItem();
    const data = Buffer.from('%PDF-1.4 drawing');
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/attachments`,
      ...buildMultipart('../../etc/Zeichnung Ä 1.pdf', 'application/pdf', data),
    });
    expect(res.statusCode).toBe(200);
    const [attachment] = CartItemsResponseSchema.parse(res.json()).items[0]!.attachments;
    expect(attachment).toMatchObject({ name: 'Zeichnung_A_1.pdf', sizeBytes: data.length });
    const download = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'GET',
      url: attachment!.url,
    });
    expect(download.rawPayload.equals(data)).toBe(true);
  });

  it('deletes a truncated attachment past the size limit and answers 413', async () => {
    const { cartId, itemId } = await cartWithItem();
    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1024, 1);
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/attachments`,
      ...buildMultipart('big.pdf', 'application/pdf', big),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'FILE_TOO_LARGE' } });
    expect((await items(cartId))[0]?.attachments).toEqual([]);
    expect(await readdir(join(t.dataDir, 'uploads', 'carts', cartId, itemId))).toEqual([]);
  });
});
