import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNIN_FAILURES_PER_HOUR } from '@print/domain';
import { registerConfirmed, signupBody, TEST_PASSWORD } from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PER_IP = 5;
let t: TestApp;
let sink: SmtpSink;
let clock = new Date('2026-03-02T08:00:00Z');

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    worker: true,
    mail: { smtpUrl: sink.url },
    now: () => clock,
    accounts: { signinsPerMinute: PER_IP, signupsPerHour: PER_IP, resetsPerHour: PER_IP },
  });
  await registerConfirmed(t.app, sink, 'locked-user', 'locked@example.ch');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const signinFrom = (ip: string, username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: ip,
    payload: { username, password },
  });

/** `count` wrong passwords for `username`, each IP staying under its own per-IP limit. */
async function failFromManyIps(username: string, count: number, net: string): Promise<void> {
  for (let i = 0; i < count; i += PER_IP) {
    const ip = `${net}.${i / PER_IP}`;
    const batch = Array.from({ length: Math.min(PER_IP, count - i) }, () =>
      signinFrom(ip, username, 'wrong-password'),
    );
    for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
  }
}

describe('per-IP limits: reached and staying', () => {
  it.each([
    ['/api/auth/signin', () => ({ username: 'nobody-here', password: 'whatever-pw' })],
    ['/api/auth/signup', () => signupBody('a', 'not-an-email')],
    ['/api/auth/reset-password', () => ({ email: `x${Math.random()}@example.ch` })],
  ])(`%s answers 429 RATE_LIMITED past ${PER_IP} requests per IP`, async (url, body) => {
    const ip = `10.1.${url.length}.1`;
    const send = () => t.app.inject({ method: 'POST', url, remoteAddress: ip, payload: body() });
    for (let i = 0; i < PER_IP; i += 1) expect((await send()).statusCode).not.toBe(429);
    for (let i = 0; i < 3; i += 1) {
      const res = await send();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    }
    // Another IP is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: '10.9.9.9',
      payload: body(),
    });
    expect(other.statusCode).not.toBe(429);
  });
});

describe(`per account: ${SIGNIN_FAILURES_PER_HOUR} failures an hour, from clients it never signed in from`, () => {
  it('holds back even the right password from a fresh client without the device cookie, for an hour', async () => {
    await failFromManyIps('locked-user', SIGNIN_FAILURES_PER_HOUR, '10.2.0');
    const locked = await signinFrom('10.3.0.1', 'locked-user', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: 'ACCOUNT_LOCKED' } });
    // The e-mail names the same account.
    expect((await signinFrom('10.3.0.2', 'LOCKED@example.ch', TEST_PASSWORD)).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 30 * 60 * 1000);
    expect((await signinFrom('10.3.0.3', 'locked-user', TEST_PASSWORD)).statusCode).toBe(429);
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    expect((await signinFrom('10.3.0.4', 'locked-user', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('locks an unknown name exactly alike, so the lock reveals no account', async () => {
    await failFromManyIps('ghost-user', SIGNIN_FAILURES_PER_HOUR, '10.4.0');
    const res = await signinFrom('10.5.0.1', 'ghost-user', TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'ACCOUNT_LOCKED' } });
  });
});
