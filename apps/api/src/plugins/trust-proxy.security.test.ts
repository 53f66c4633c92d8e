import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { parseTrustProxy } from './config.js';

/** Issue 23 item 3: per-client limits behind a TLS proxy, forged X-Forwarded-For ignored. */
const PROXY = '10.9.0.7';
const LIMIT = 2;
let mailNo = 0;

function contactFrom(app: App, remoteAddress: string, forwardedFor?: string) {
  mailNo += 1;
  return app.inject({
    method: 'POST',
    url: '/api/forms/contact',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    payload: {
      firstName: 'Anna',
      lastName: 'Muster',
      mail: `proxy-${mailNo}@example.ch`,
      subject: 'Frage',
      message: 'Hallo',
      confirmation: true,
    },
  });
}

let database: TestDatabase;
let behindProxy: App;
let noProxy: App;

beforeAll(async () => {
  database = await createTestDatabase();
  behindProxy = await buildTestApp(database, {
    trustProxy: ['10.9.0.0/16'],
    formsPostsPer10Minutes: LIMIT,
  });
  noProxy = await buildTestApp(database, { formsPostsPer10Minutes: LIMIT });
});
afterAll(async () => {
  await behindProxy.close();
  await noProxy.close();
  await database.dropDatabase();
});

describe('TRUST_PROXY', () => {
  it('counts each client behind a trusted proxy on its own', async () => {
    for (let i = 0; i < LIMIT; i++)
      expect((await contactFrom(behindProxy, PROXY, '203.0.113.1')).statusCode).toBe(200);
    const blocked = await contactFrom(behindProxy, PROXY, '203.0.113.1');
    expect(blocked.statusCode).toBe(429);
    // Another customer behind the same proxy (same socket address) still gets through.
    expect((await contactFrom(behindProxy, PROXY, '203.0.113.2')).statusCode).toBe(200);
  });

  it('follows X-Forwarded-Proto of a trusted proxy only (seen in the session cookie’s Secure)', async () => {
    const secureOf = async (remoteAddress: string) => {
      const res = await behindProxy.inject({
        method: 'POST',
        url: '/api/checkout/cart',
        remoteAddress,
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.9' },
      });
      return res.cookies.find((c) => c.name === 'pp_sid')?.secure ?? false;
    };
    expect(await secureOf(PROXY)).toBe(true);
    expect(await secureOf('192.0.2.50')).toBe(false);
  });

  it('ignores a forged X-Forwarded-For from a peer outside the trusted list', async () => {
    const peer = '192.0.2.60';
    for (let i = 0; i < LIMIT; i++)
      expect((await contactFrom(behindProxy, peer, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    expect((await contactFrom(behindProxy, peer, '198.51.100.200')).statusCode).toBe(429);
  });

  it('without TRUST_PROXY a forged X-Forwarded-For gives no fresh bucket', async () => {
    const peer = '192.0.2.70';
    for (let i = 0; i < LIMIT; i++)
      expect((await contactFrom(noProxy, peer, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    expect((await contactFrom(noProxy, peer, '198.51.100.201')).statusCode).toBe(429);
  });
});

describe('parseTrustProxy', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['1', 1],
    [
      '10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback',
      ['10.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('%j → %j', (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(['true', '0', '11', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '10.0.0.1,', '-1'])(
    'refuses %j at start with a clear message',
    (raw) => {
      expect(() => parseTrustProxy(raw)).toThrow(/TRUST_PROXY/);
    },
  );
});
