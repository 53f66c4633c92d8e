import type { GeometryFigures } from '@print/domain';
import { MAX_ORDER_NET_CENTS } from '@print/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../orders/orders.tables.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  PA2200,
} from '../../test/checkout-fixtures.js';
import { insertAnalysedFile } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 23 items 10 and 11 at the checkout: a guest order mails its confirmation (with the PDF)
 * to the address the guest typed, so guests are limited per client and per recipient; and no
 * cart can reach an amount the money columns cannot hold (it was a 500).
 */
const PER_RECIPIENT = 2;
const PER_CLIENT = 4;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    guestOrdersPerHour: PER_CLIENT,
    recipientLimits: { 'guest-order': { max: PER_RECIPIENT, windowMs: 24 * 3_600_000 } },
  });
});
afterAll(() => t.close());

async function guestOrder(remoteAddress: string, email: string) {
  const cookies = newSessionCookies();
  const cartId = await createFilledCart(t.app, cookies, 1);
  return t.app.inject({
    method: 'POST',
    url: '/api/checkout/order/checkout',
    cookies,
    remoteAddress,
    payload: checkoutBody(cartId, { email }),
  });
}
const orderCount = async () => (await t.app.database.db.select().from(orders)).length;

describe('guest orders', () => {
  it('mail one address only a few times a day, from any client; then 429 and nothing written', async () => {
    const victim = 'victim-orders@example.ch';
    for (let i = 0; i < PER_RECIPIENT; i++)
      expect((await guestOrder(`10.3.0.${i + 1}`, victim)).statusCode).toBe(200);
    const before = await orderCount();
    const refused = await guestOrder('10.3.0.99', victim);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RECIPIENT_MAIL_LIMIT' } });
    expect(await orderCount()).toBe(before);
    // Another address still orders.
    expect((await guestOrder('10.3.0.99', 'someone-else@example.ch')).statusCode).toBe(200);
  });

  it('are limited per client: past the hour’s allowance 429 RATE_LIMITED, another client still orders', async () => {
    const client = '10.4.0.1';
    for (let i = 0; i < PER_CLIENT; i++)
      expect((await guestOrder(client, `client-${i}@example.ch`)).statusCode).toBe(200);
    const limited = await guestOrder(client, 'client-x@example.ch');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await guestOrder('10.4.0.2', 'client-y@example.ch')).statusCode).toBe(200);
  });
});

/** A solid 200 × 200 × 300 mm block: fits the SLS machine, about CHF 18,000 a piece. */
const BLOCK: GeometryFigures = {
  volumeMm3: 200 * 200 * 300,
  areaMm2: 2 * (200 * 200 + 2 * 200 * 300),
  dimensionsMm: { x: 200, y: 200, z: 300 },
  thinnestWallMm: 200,
  shellCount: 1,
  isWatertight: true,
};

describe('amounts past the money columns', () => {
  it('answers quantity 10,000 of a large part with 422 AMOUNT_TOO_LARGE, never a 500', async () => {
    const cookies = newSessionCookies();
    const file = await insertAnalysedFile(t.app.database.db, {
      ownerSession: cookies.pp_sid,
      figures: BLOCK,
    });
    const cart = await t.app.inject({ method: 'POST', url: '/api/checkout/cart', cookies });
    const cartId = cart.json<{ _id: string }>()._id;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cart/${cartId}/item`,
      cookies,
      payload: { items: [{ referencedId: file.id, ...PA2200, quantity: 10_000 }] },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'AMOUNT_TOO_LARGE' } });
  });

  it('refuses to order a cart whose lines add up past the limit with 422 AMOUNT_TOO_LARGE', async () => {
    const cookies = newSessionCookies();
    const file = await insertAnalysedFile(t.app.database.db, {
      ownerSession: cookies.pp_sid,
      figures: BLOCK,
    });
    const cart = await t.app.inject({ method: 'POST', url: '/api/checkout/cart', cookies });
    const cartId = cart.json<{ _id: string }>()._id;
    // Lines of 300 blocks (each under the line limit) until the cart is past the order limit.
    let positionNetCents = 0;
    for (let lines = 0; positionNetCents <= MAX_ORDER_NET_CENTS && lines < 10; lines++) {
      const added = await t.app.inject({
        method: 'POST',
        url: `/api/checkout/cart/${cartId}/item`,
        cookies,
        payload: { items: [{ referencedId: file.id, ...PA2200, quantity: 300 }] },
      });
      expect(added.statusCode, added.body).toBe(200);
      const totals = await t.app.inject({ url: `/api/checkout/cart/${cartId}/totals`, cookies });
      expect(totals.statusCode, totals.body).toBe(200);
      positionNetCents = totals.json<{ positionNetCents: number }>().positionNetCents;
    }
    expect(positionNetCents).toBeGreaterThan(MAX_ORDER_NET_CENTS);
    const before = await orderCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/order/checkout',
      cookies,
      remoteAddress: '10.5.0.1',
      payload: checkoutBody(cartId, { email: 'big-buyer@example.ch' }),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ error: { code: 'AMOUNT_TOO_LARGE' } });
    expect(await orderCount()).toBe(before);
  });
});
