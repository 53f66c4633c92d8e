import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNIN_FAILURES_PER_CLIENT_PER_HOUR,
  SIGNIN_FAILURES_PER_DEVICE_PER_HOUR,
  SIGNIN_FAILURES_PER_HOUR,
} from '@print/domain';
import { eq } from 'drizzle-orm';
import { registerConfirmed, signupBody, TEST_PASSWORD } from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { users } from './accounts.tables.js';
import { createPasswordHasher } from './password-hasher.js';

/*
 * Issue 23 item 5 ("lockout by anyone") and item 7's sign-in half: the failure limits slow the
 * attacker, not the owner. Each test repeats the attack and fails if it works again.
 */

const DEVICE_COOKIE = 'pp_device';
let t: TestApp;
let sink: SmtpSink;
let clock = new Date('2026-03-02T08:00:00Z');

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url }, now: () => clock });
  await registerConfirmed(t.app, sink, 'owner-user', 'owner@example.ch');
  await registerConfirmed(t.app, sink, 'device-user', 'device@example.ch');
  await registerConfirmed(t.app, sink, 'neighbour', 'neighbour@example.ch');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const signinFrom = (ip: string, username: string, password: string, device?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    remoteAddress: ip,
    payload: { username, password },
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });

const signup = (ip: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', remoteAddress: ip, payload: body });

/** Signs in successfully and answers the device cookie the server set. */
async function deviceOf(ip: string, username: string): Promise<string> {
  const res = await signinFrom(ip, username, TEST_PASSWORD);
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === DEVICE_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  return cookie?.value ?? '';
}

/** `count` wrong passwords, each client staying under its own failure limit. */
async function failFromManyClients(username: string, count: number, net: string) {
  const perClient = SIGNIN_FAILURES_PER_CLIENT_PER_HOUR - 1;
  for (let i = 0; i < count; i += perClient) {
    const ip = `${net}.${i / perClient}`;
    const batch = Array.from({ length: Math.min(perClient, count - i) }, () =>
      signinFrom(ip, username, 'wrong-password-x'),
    );
    for (const res of await Promise.all(batch)) expect(res.statusCode).toBe(401);
  }
}

function expectRetryAfter(res: Awaited<ReturnType<typeof signinFrom>>, code: string) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ error: { code } });
  const seconds = Number(res.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(3600);
}

describe('an account under attack from many clients', () => {
  it('still admits the owner on a device it signed in from; holds other clients back with Retry-After', async () => {
    const device = await deviceOf('10.20.0.1', 'owner-user');
    await failFromManyClients('owner-user', SIGNIN_FAILURES_PER_HOUR, '10.21.0');
    // More guesses from yet other clients are not even looked at.
    for (let i = 0; i < 20; i += 1) {
      expectRetryAfter(
        await signinFrom(`10.21.9.${i}`, 'owner-user', 'wrong-password-y'),
        'ACCOUNT_LOCKED',
      );
    }

    // The right password from a client the account never signed in from: slowed, not let in.
    expectRetryAfter(await signinFrom('10.22.0.1', 'owner-user', TEST_PASSWORD), 'ACCOUNT_LOCKED');
    // A made-up device cookie, and the device cookie of another account, are no way round it.
    const forged = 'A'.repeat(43);
    expect((await signinFrom('10.22.0.2', 'owner-user', TEST_PASSWORD, forged)).statusCode).toBe(
      429,
    );
    const neighbours = await deviceOf('10.22.0.3', 'neighbour');
    const borrowed = await signinFrom('10.22.0.3', 'owner-user', TEST_PASSWORD, neighbours);
    expect(borrowed.statusCode).toBe(429);

    // The owner's browser: in, from any address, by user name or e-mail.
    const owner = await signinFrom('10.23.0.1', 'owner-user', TEST_PASSWORD, device);
    expect(owner.statusCode).toBe(200);
    const renewed = owner.cookies.find((c) => c.name === DEVICE_COOKIE)?.value ?? '';
    expect(renewed).not.toBe(device);
    expect(
      (await signinFrom('10.23.0.2', 'OWNER@example.ch', TEST_PASSWORD, renewed)).statusCode,
    ).toBe(200);
    // The replaced device token no longer counts as a known device.
    expect((await signinFrom('10.23.0.3', 'owner-user', TEST_PASSWORD, device)).statusCode).toBe(
      429,
    );
  });

  it('a device cookie buys few guesses: its own failures hold it back too', async () => {
    const device = await deviceOf('10.30.0.1', 'device-user');
    for (let i = 0; i < SIGNIN_FAILURES_PER_DEVICE_PER_HOUR; i += 1) {
      expect(
        (await signinFrom('10.30.0.1', 'device-user', 'wrong-guess-1', device)).statusCode,
      ).toBe(401);
    }
    expectRetryAfter(
      await signinFrom('10.30.0.1', 'device-user', TEST_PASSWORD, device),
      'SIGNIN_THROTTLED',
    );
    // The account itself is not locked by them: the owner elsewhere signs in.
    expect((await signinFrom('10.30.0.2', 'device-user', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('one guessing client', () => {
  it(`is slowed after ${SIGNIN_FAILURES_PER_CLIENT_PER_HOUR} failures an hour, over any accounts, with Retry-After`, async () => {
    const ip = '10.40.0.1';
    for (let i = 0; i < SIGNIN_FAILURES_PER_CLIENT_PER_HOUR; i += 1) {
      expect((await signinFrom(ip, `guess-${i}`, 'wrong-guess-2')).statusCode).toBe(401);
    }
    expectRetryAfter(await signinFrom(ip, 'neighbour', TEST_PASSWORD), 'SIGNIN_THROTTLED');
    // Other clients are not affected; after the hour the client may try again.
    expect((await signinFrom('10.40.0.2', 'neighbour', TEST_PASSWORD)).statusCode).toBe(200);
    clock = new Date(clock.getTime() + 61 * 60 * 1000);
    expect((await signinFrom(ip, 'neighbour', TEST_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sign-up does not tell taken names and addresses for free', () => {
  it('answers a taken e-mail exactly like a new one: status, headers that matter, body', async () => {
    const fresh = await signup('10.50.0.1', signupBody('brand-new', 'brand.new@example.ch'));
    const taken = await signup('10.50.0.2', signupBody('someone-else', 'OWNER@example.ch'));
    expect([taken.statusCode, taken.json()]).toEqual([fresh.statusCode, fresh.json()]);
    expect([fresh.statusCode, fresh.json()]).toEqual([201, { ok: true }]);
    expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
    const names = (res: typeof fresh) => res.cookies.map((c) => c.name).sort();
    expect(names(taken)).toEqual(names(fresh));
  });

  it('counts a taken user name like a failed sign-in of the client, then answers 429', async () => {
    const ip = '10.51.0.1';
    for (let i = 0; i < SIGNIN_FAILURES_PER_CLIENT_PER_HOUR; i += 1) {
      const res = await signup(ip, signupBody('owner-user', `probe${i}@example.ch`));
      expect(res.statusCode).toBe(409);
    }
    const res = await signup(ip, signupBody('owner-user', 'probe-last@example.ch'));
    expectRetryAfter(res, 'SIGNIN_THROTTLED');
    expect(JSON.stringify(res.json())).not.toContain('USER_NAME_TAKEN');
  });
});

describe('passwords set before the 12-character rule', () => {
  it('an old 8-character password still signs in (the rule applies only where one is set)', async () => {
    await registerConfirmed(t.app, sink, 'old-timer', 'old.timer@example.ch');
    const hash = await createPasswordHasher(1).hash('Kupfer-8');
    await t.app.database.db
      .update(users)
      .set({ passwordHash: hash })
      .where(eq(users.usernameKey, 'old-timer'));
    expect((await signinFrom('10.60.0.1', 'old-timer', 'Kupfer-8')).statusCode).toBe(200);
    // Setting such a password again is refused.
    const again = await signup(
      '10.60.0.2',
      signupBody('newer-timer', 'newer@example.ch', 'Kupfer-8'),
    );
    expect(again.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        details: { issues: [{ message: 'PASSWORD_TOO_SHORT' }] },
      },
    });
  });
});
