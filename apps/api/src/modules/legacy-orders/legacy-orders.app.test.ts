import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
