import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR,
  EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR,
  EMAIL_UNDO_LINK_TTL_MS,
  SIGNIN_FAILURES_PER_DEVICE_PER_HOUR,
} from '@print/domain';
import {
  linkCodeOf,
  mailsTo,
  registerConfirmed,
  signIn,
  TEST_PASSWORD,
  waitForMailTo,
} from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/*
 * Issue 23 item 2 (e-mail change without the password = account takeover, ASVS 3.7.1) and the
 * e-mail-change half of item 10 (unthrottled mail). Each test repeats the attack.
 */

const PER_CLIENT = 12;
let t: TestApp;
let sink: SmtpSink;
let clock = new Date('2026-04-06T08:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    worker: true,
    mail: { smtpUrl: sink.url },
    now: () => clock,
    accounts: { emailChangesPerHour: PER_CLIENT },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let counter = 0;
/** A fresh confirmed account, signed in; answers its names and cookies. */
async function freshAccount() {
  counter += 1;
  const username = `mover-${counter}`;
  const email = `mover${counter}@example.ch`;
  await registerConfirmed(t.app, sink, username, email);
  const { cookies } = await signIn(t.app, username);
  return { username, email, cookies };
}

const changeEmail = (
  cookies: Record<string, string>,
  payload: Record<string, unknown>,
  ip = `10.80.${counter}.1`, // one client per test: the per-client limit is tested on its own
) => t.app.inject({ method: 'POST', url: '/api/auth/email', cookies, payload, remoteAddress: ip });
const post = (url: string, uuid: string) =>
  t.app.inject({ method: 'POST', url, payload: { uuid } });
const isSignedIn = async (cookies: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies })).json<{
    isLoggedIn: boolean;
  }>().isLoggedIn;

/** Changes the address with the right password and confirms from the new inbox. */
async function changeAndConfirm(
  account: { cookies: Record<string, string> },
  to: string,
): Promise<void> {
  const before = mailsTo(sink, to).length;
  const res = await changeEmail(account.cookies, { email: to, password: TEST_PASSWORD });
  expect(res.statusCode).toBe(202);
  const uuid = linkCodeOf(await waitForMailTo(sink, to, before + 1), '/mail-update');
  expect((await post('/api/auth/email/confirm', uuid)).statusCode).toBe(200);
}

/** The undo link of the latest e-mail-changed notice to `oldEmail`. */
async function undoCodeOf(oldEmail: string, count: number): Promise<string> {
  const mail = await waitForMailTo(sink, oldEmail, count);
  expect(mail.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
  expect(mail.text).toContain('72 Stunden');
  return linkCodeOf(mail, '/mail-undo');
}

describe('POST /api/auth/email needs the current password', () => {
  it('refuses a change without it, or with a wrong one: nothing changes, no mail', async () => {
    const a = await freshAccount();
    const none = await changeEmail(a.cookies, { email: 'thief1@example.ch' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { issues: [{ path: '/password' }] } },
    });
    const wrong = await changeEmail(a.cookies, {
      email: 'thief1@example.ch',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { code: 'OLD_PASSWORD_WRONG' } });
    // A later, valid change's mail arrives; none went to the thief's address before it.
    await changeAndConfirm(a, 'mover-ok@example.ch');
    expect(mailsTo(sink, 'thief1@example.ch')).toHaveLength(0);
    expect((await signIn(t.app, a.email)).res.statusCode).toBe(401);
    expect((await signIn(t.app, 'mover-ok@example.ch')).res.statusCode).toBe(200);
  });

  it('counts wrong passwords like failed sign-ins: a session gets 429 after a few', async () => {
    const a = await freshAccount();
    for (let i = 0; i < SIGNIN_FAILURES_PER_DEVICE_PER_HOUR; i += 1) {
      const res = await changeEmail(a.cookies, {
        email: 'thief2@example.ch',
        password: `guess-${i}`,
      });
      expect(res.statusCode).toBe(422);
    }
    const right = await changeEmail(a.cookies, {
      email: 'thief2@example.ch',
      password: TEST_PASSWORD,
    });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ error: { code: 'SIGNIN_THROTTLED' } });
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo(sink, 'thief2@example.ch')).toHaveLength(0);
  });
});

describe('the undo link mailed to the old address', () => {
  it('restores the old address, ends every session and pending reset link, and works once', async () => {
    const a = await freshAccount();
    const other = await signIn(t.app, a.username);
    await changeAndConfirm(a, 'taken-over@example.ch');
    const uuid = await undoCodeOf(a.email, 2);
    // The thief asks for a reset link at the new address …
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { email: 'taken-over@example.ch' },
    });
    const resetCode = linkCodeOf(
      await waitForMailTo(sink, 'taken-over@example.ch', 2),
      '/reset-password',
    );

    // … the owner undoes: the old address is back, every session and the reset link are gone.
    const undo = await post('/api/auth/email/undo', uuid);
    expect([undo.statusCode, undo.json()]).toEqual([200, { ok: true }]);
    expect(await isSignedIn(a.cookies)).toBe(false);
    expect(await isSignedIn(other.cookies)).toBe(false);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/callback',
      payload: { uuid: resetCode, password: 'Diebes-Passwort-99' },
    });
    expect(reset.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await signIn(t.app, 'taken-over@example.ch')).res.statusCode).toBe(401);
    expect((await signIn(t.app, a.email)).res.statusCode).toBe(200);

    // Once only.
    const again = await post('/api/auth/email/undo', uuid);
    expect(again.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });

  it('a second change by the thief does not take the owner’s link away; the thief’s own undo leads back to the owner', async () => {
    const a = await freshAccount();
    await changeAndConfirm(a, 'step-one@example.ch');
    const ownersLink = await undoCodeOf(a.email, 2);
    later(60_000);
    await changeAndConfirm(a, 'step-two@example.ch');
    const thiefsLink = await undoCodeOf('step-one@example.ch', 2);
    expect((await post('/api/auth/email/undo', thiefsLink)).statusCode).toBe(200);
    expect((await post('/api/auth/email/undo', ownersLink)).statusCode).toBe(200);
    expect((await signIn(t.app, a.email)).res.statusCode).toBe(200);
  });

  it('expires after 72 hours, changing nothing', async () => {
    const a = await freshAccount();
    await changeAndConfirm(a, 'kept-new@example.ch');
    const uuid = await undoCodeOf(a.email, 2);
    later(EMAIL_UNDO_LINK_TTL_MS + 1000);
    const res = await post('/api/auth/email/undo', uuid);
    expect(res.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await signIn(t.app, 'kept-new@example.ch')).res.statusCode).toBe(200);
  });

  it('refuses a made-up code', async () => {
    const res = await post('/api/auth/email/undo', 'B'.repeat(43));
    expect(res.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });
});

describe('mail to a typed address is limited', () => {
  it(`at most ${EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR} mails an hour to one address, whoever asks`, async () => {
    const victim = 'victim@example.ch';
    const a = await freshAccount();
    const b = await freshAccount();
    const ask = (cookies: Record<string, string>) =>
      changeEmail(cookies, { email: victim, password: TEST_PASSWORD });
    for (let i = 0; i < EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR; i += 1) {
      expect((await ask(a.cookies)).statusCode).toBe(202);
    }
    for (const cookies of [a.cookies, b.cookies]) {
      const res = await ask(cookies);
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ error: { code: 'MAIL_LIMIT_REACHED' } });
    }
    await waitForMailTo(sink, victim, EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR);
    // Another address still gets its mail; after it, the victim has no more than the limit.
    await changeAndConfirm(b, 'not-a-victim@example.ch');
    expect(mailsTo(sink, victim)).toHaveLength(EMAIL_CHANGE_MAILS_PER_ADDRESS_PER_HOUR);
    later(61 * 60 * 1000);
    const fresh = await signIn(t.app, a.username);
    expect((await ask(fresh.cookies)).statusCode).toBe(202);
  });

  it('holds for requests at the same instant (one upsert in the database, whatever the process)', async () => {
    const target = 'parallel-victim@example.ch';
    const a = await freshAccount();
    const b = await freshAccount();
    const all = await Promise.all(
      [a, a, a, b, b, b].map(({ cookies }) =>
        changeEmail(cookies, { email: target, password: TEST_PASSWORD }),
      ),
    );
    const statuses = all.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
  });

  it(`at most ${EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR} changes an hour per account, to any addresses`, async () => {
    const a = await freshAccount();
    for (let i = 0; i < EMAIL_CHANGES_PER_ACCOUNT_PER_HOUR; i += 1) {
      const res = await changeEmail(a.cookies, {
        email: `spread${i}@example.ch`,
        password: TEST_PASSWORD,
      });
      expect(res.statusCode).toBe(202);
    }
    const res = await changeEmail(a.cookies, {
      email: 'spread-x@example.ch',
      password: TEST_PASSWORD,
    });
    expect(res.json()).toMatchObject({ error: { code: 'MAIL_LIMIT_REACHED' } });
  });

  it(`and per client: ${PER_CLIENT} requests an hour, then 429 RATE_LIMITED`, async () => {
    const ip = '10.70.0.1';
    for (let i = 0; i < PER_CLIENT; i += 1) {
      expect((await changeEmail({}, { email: 'x@example.ch', password: 'x' }, ip)).statusCode).toBe(
        401,
      );
    }
    const res = await changeEmail({}, { email: 'x@example.ch', password: 'x' }, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});
