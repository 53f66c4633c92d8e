import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateCartResponseSchema } from '@print/contracts';
import { insertAnalysedFile, TEST_COOKIES } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let cartId: string;
let fileId: string;

beforeAll(async () => {
  t = await createTestApp();
  // A route that breaks an invariant, registered before the app is ready, to see the 5xx path.
  t.app.get('/api/test-boom', () => {
    throw new Error('connection to 10.0.0.7 refused, password=hunter2');
  });
  fileId = (await insertAnalysedFile(t.app.database.db)).id;
  cartId = CreateCartResponseSchema.parse(
    (
      await t.app.inject({ cookies: TEST_COOKIES, method: 'POST', url: '/api/checkout/cart' })
    ).json(),
  )._id;
});
afterAll(async () => {
  await t.close();
});

const item = (extra: Record<string, unknown> = {}) => ({
  referencedId: fileId,
  printModeId: 'sls-pa2200',
  surfaceFinishId: 'sls-pa2200-blasted',
  colorId: 'white',
  ...extra,
});

async function post(
  payload: string | Record<string, unknown>,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) {
  const res = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    payload,
    headers,
  });
  return {
    status: res.statusCode,
    body: res.json<{ error: { code: string; message: string } }>(),
  };
}

async function expectNothingWritten(): Promise<void> {
  const res = await t.app.inject({
    cookies: TEST_COOKIES,
    method: 'GET',
    url: `/api/checkout/cart/${cartId}`,
  });
  expect(res.json()).toEqual({ _id: cartId, items: [] });
}

describe('bad input answers a stable 4xx code, never a 500, and writes nothing', () => {
  it('malformed JSON → 400 INVALID_JSON', async () => {
    const { status, body } = await post('{"items": [ {');
    expect(status).toBe(400);
    expect(body.error.code).toBe('INVALID_JSON');
    await expectNothingWritten();
  });

  it('wrong types → 400 VALIDATION_FAILED naming the field', async () => {
    const { status, body } = await post({ items: [item({ quantity: 'two' })] });
    expect(status).toBe(400);
    expect(body).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { issues: [{ path: '/items/0/quantity' }] } },
    });
    await expectNothingWritten();
  });

  it.each([0, -3, 1.5])('quantity %s → 400 VALIDATION_FAILED', async (quantity) => {
    const { status, body } = await post({ items: [item({ quantity })] });
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    await expectNothingWritten();
  });

  it.each([0, 'NaN', null, -1])('scale %s → 400 VALIDATION_FAILED', async (scale) => {
    const { status, body } = await post({ items: [item({ scale })] });
    expect(status).toBe(400);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    await expectNothingWritten();
  });

  it('scale 0 in a price request → 400 VALIDATION_FAILED', async () => {
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: '/api/pricing/batch-calculations',
      payload: {
        objectId: fileId,
        objectScale: 0,
        objectUnitLength: 'mm',
        objectQuantity: 1,
        params: [
          {
            printModeId: 'sls-pa2200',
            surfaceFinishId: 'sls-pa2200-blasted',
            printModeColorId: 'white',
          },
        ],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('unknown ids → 404 with the specific code', async () => {
    expect(await post({ items: [item({ referencedId: 'nope' })] })).toMatchObject({
      status: 404,
      body: { error: { code: 'FILE_NOT_FOUND' } },
    });
    expect(await post({ items: [item({ printModeId: 'nope' })] })).toMatchObject({
      status: 404,
      body: { error: { code: 'PRINT_MODE_NOT_FOUND' } },
    });
    const steps = [{ stepId: 'threaded-inserts', optionId: 'tap-m4', quantity: 1 }];
    expect(await post({ items: [item({ processingSteps: steps })] })).toMatchObject({
      status: 404,
      body: { error: { code: 'PROCESSING_STEP_NOT_FOUND' } },
    });
    const patch = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'PATCH',
      url: `/api/checkout/cart/${cartId}/item/nope`,
      payload: { items: [{ quantity: 2 }] },
    });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toMatchObject({ error: { code: 'CART_ITEM_NOT_FOUND' } });
    await expectNothingWritten();
  });

  it('oversized body → 413 BODY_TOO_LARGE', async () => {
    const { status, body } = await post({ items: [item({ padding: 'x'.repeat(600 * 1024) })] });
    expect(status).toBe(413);
    expect(body.error.code).toBe('BODY_TOO_LARGE');
    await expectNothingWritten();
  });

  it('wrong content type on a JSON route → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const { status, body } = await post('items=1', { 'content-type': 'text/plain' });
    expect(status).toBe(415);
    expect(body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await expectNothingWritten();
  });

  it('JSON sent to a multipart upload route → 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const add = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item`,
      payload: { items: [item()] },
    });
    const itemId = add.json<{ createdItems: { _id: string }[] }>().createdItems[0]!._id;
    const res = await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item/${itemId}/thumbnail`,
      payload: { png: 'x' },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
    await t.app.inject({
      cookies: TEST_COOKIES,
      method: 'DELETE',
      url: `/api/checkout/cart/${cartId}/item/${itemId}`,
    });
  });

  it('an unexpected failure → 500 INTERNAL_ERROR without the internal message', async () => {
    const res = await t.app.inject({ cookies: TEST_COOKIES, method: 'GET', url: '/api/test-boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: {
        code: 'INTERNAL_ERROR',
        message: 'Internal server error',
        requestId: res.headers['x-request-id'],
      },
    });
    expect(res.body).not.toContain('hunter2');
  });
});
