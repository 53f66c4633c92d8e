import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymousSessions } from '../modules/sessions/sessions.tables.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ensureSession, registerSession, SESSION_COOKIE } from './session.js';

/** Issue 23 item 9: the server mints every pp_sid; a made-up one is never adopted. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const INVENTED = 'inventedBySomeone00000'; // well-formed (22 base64url characters), never issued

describe('pp_sid is minted by the server', () => {
  it('answers an invented pp_sid with a fresh id, and a second client with it reads nothing', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/cart',
      cookies: { [SESSION_COOKIE]: INVENTED },
    });
    expect(first.statusCode).toBe(200);
    const issued = first.cookies.find((c) => c.name === SESSION_COOKIE)?.value;
    expect(issued).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(issued).not.toBe(INVENTED);
    const cartId = first.json<{ _id: string }>()._id;
    // The first client's cart is its new session's…
    const own = await t.app.inject({
      url: `/api/checkout/cart/${cartId}`,
      cookies: { [SESSION_COOKIE]: issued ?? '' },
    });
    expect(own.statusCode).toBe(200);
    // …and a second client sending the same invented value sees no cart.
    const second = await t.app.inject({
      url: `/api/checkout/cart/${cartId}`,
      cookies: { [SESSION_COOKIE]: INVENTED },
    });
    expect(second.statusCode).toBe(404);
    const rows = await t.app.database.db.select().from(anonymousSessions);
    expect(rows.map((r) => r.id)).toContain(issued);
    expect(rows.map((r) => r.id)).not.toContain(INVENTED);
  });

  it('keeps an issued id: the next request with it sets no new cookie', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/checkout/cart' });
    const issued = first.cookies.find((c) => c.name === SESSION_COOKIE)?.value ?? '';
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/cart',
      cookies: { [SESSION_COOKIE]: issued },
    });
    expect(again.statusCode).toBe(200);
    expect(again.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
  });
});

describe('pp_sid Secure flag', () => {
  async function cookieOf(isSecure: boolean) {
    const app = Fastify();
    await registerSession(app, { isSecure });
    app.get('/', (request, reply) => ({ id: ensureSession(request, reply) }));
    const res = await app.inject({ url: '/' });
    await app.close();
    return res.cookies.find((c) => c.name === SESSION_COOKIE);
  }

  it('is Secure when PUBLIC_URL is https, even though the proxy speaks http to the server', async () => {
    expect((await cookieOf(true))?.secure).toBe(true);
  });

  it('is not Secure for an http PUBLIC_URL (development on localhost)', async () => {
    expect((await cookieOf(false))?.secure).toBeUndefined();
  });
});
