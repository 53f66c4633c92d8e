import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the OpenAPI document', () => {
  it('describes the session cookie and the cart totals endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<{
      components: { securitySchemes: Record<string, unknown> };
      security: unknown[];
      paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
    }>();
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'pp_sid',
    });
    expect(doc.security).toEqual([{ session: [] }]);
    const totals = doc.paths['/api/checkout/cart/{cartId}/totals']?.get;
    expect(totals?.parameters?.map((p) => `${p.in}:${p.name}`).sort()).toEqual([
      'path:cartId',
      'query:countryCode',
      'query:discountCode',
      'query:isBusinessCustomer',
      'query:shippingMethodId',
    ]);
  });
});
