import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LegacyOrderSchema } from '@print/contracts';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Through the whole app: the routes are wired, the directory is loaded, the limiter applies. */
describe('lookups in the app: postal-code autofill and legacy tracking', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('fills the town of a postal code', async () => {
    const res = await t.app.inject({ url: '/api/shipping/autofill/ch/8001' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ places: { 'place name': string }[] }>().places[0]?.['place name']).toBe(
      'Zürich',
    );
  });

  it('limits tracking tries to 20 a minute per client, then answers 429 RATE_LIMITED', async () => {
    const url = '/api/rest_api/trackorder.php';
    const payload = { orderId: '100245', email: 'guess@example.ch' };
    for (let i = 0; i < 20; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(404);
    }
    const limited = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: '203.0.113.7',
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    const otherClient = await t.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: '203.0.113.8',
    });
    expect(otherClient.statusCode).toBe(404);
  });

  it('finds a current order by its number and e-mail (any case); a wrong pair is a plain 404', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const placed = await placeOrder(t.app, cookies, checkoutBody(cartId));
    const url = '/api/rest_api/trackorder.php';
    // Another browser: tracking needs no session, only the pair.
    const found = await t.app.inject({
      method: 'POST',
      url,
      payload: { orderId: placed.order.orderNumber, email: 'ANNA@example.ch' },
      remoteAddress: '203.0.113.20',
    });
    expect(found.statusCode, found.body).toBe(200);
    const order = LegacyOrderSchema.parse(found.json());
    expect(order).toMatchObject({
      id: placed.order.orderNumber,
      legacyOrder: false,
      orderStatus: 'ORDER_RECEIVED',
      paymentMethod: 'billing',
      eMail: 'anna@example.ch',
      billLastName: 'Muster',
      billStreet: 'Bahnhofstrasse 1',
      billCity: 'Zürich',
      shipCountry: 'Schweiz',
    });
    expect(order.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(order.priceBruttoCents).toBeGreaterThan(0);
    expect(order.prodTime).toBeGreaterThan(0);

    for (const payload of [
      { orderId: placed.order.orderNumber, email: 'someone@example.ch' },
      { orderId: '2020-999999', email: 'anna@example.ch' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: '203.0.113.21',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'LEGACY_ORDER_NOT_FOUND' } });
    }
  });
});
