import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartResponseSchema, OrderViewSchema } from '@print/contracts';
import { buildMultipart, TINY_PNG } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
  postCheckout,
} from '../../test/checkout-fixtures.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-01-05T09:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

async function upload(
  cookies: { pp_sid: string },
  url: string,
  name: string,
  type: string,
  data: Buffer,
) {
  const res = await t.app.inject({
    cookies,
    method: 'POST',
    url,
    ...buildMultipart(name, type, data),
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('a cart with an attached drawing and a thumbnail', () => {
  it('refuses prepaid and PayPal, orders on invoice, and shows the owner the line’s thumbnail', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const cart = CartResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/checkout/cart/${cartId}`, cookies })).json(),
    );
    const itemUrl = `/api/checkout/cart/${cartId}/item/${cart.items[0]?._id ?? ''}`;
    await upload(
      cookies,
      `${itemUrl}/attachments`,
      'drawing.pdf',
      'application/pdf',
      Buffer.from('%PDF-1.4 drawing'),
    );
    await upload(cookies, `${itemUrl}/thumbnail`, 'thumb.png', 'image/png', TINY_PNG);

    for (const method of ['prepaid', 'paypal'] as const) {
      const res = await postCheckout(
        t.app,
        cookies,
        checkoutBody(cartId, { billingPaymentMethod: method }),
      );
      expect(res.statusCode, method).toBe(422);
      expect(res.json()).toMatchObject({
        error: { code: 'PAYMENT_METHOD_NOT_AVAILABLE', details: { reason: 'HAS_ATTACHMENTS' } },
      });
    }
    const { order } = await placeOrder(t.app, cookies, checkoutBody(cartId));
    const view = OrderViewSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/checkout/order/${order._id}`, cookies })
      ).json(),
    );
    expect(view.items[0]?.attachmentCount).toBe(1);
    const thumbnail = view.items[0]?.thumbnail ?? '';
    expect(thumbnail).toMatch(/\/items\/.+\/thumbnail$/);
    const mine = await t.app.inject({ method: 'GET', url: thumbnail, cookies });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.rawPayload.equals(TINY_PNG)).toBe(true);
    const theirs = await t.app.inject({
      method: 'GET',
      url: thumbnail,
      cookies: newSessionCookies(),
    });
    expect(theirs.statusCode).toBe(404);
  });
});
