import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIN_LINK_TTL_MS } from '@print/domain';
import {
  linkCodeOf,
  mailsTo,
  registerConfirmed,
  signIn,
  signupBody,
  waitForMailTo,
} from '../../test/account-fixtures.js';
import { RECIPIENT_LIMITS } from '../mail/recipient-limits.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PER_IP = 6;
let t: TestApp;
let sink: SmtpSink;
let clock = new Date('2026-03-02T08:00:00Z');

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    worker: true,
    mail: { smtpUrl: sink.url },
    now: () => clock,
    accounts: { resetsPerHour: PER_IP },
  });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

let ipCounter = 0;
/** Each call from a fresh client address unless one is given (the per-IP limit is its own test). */
const resend = (username: string, ip = `10.20.0.${(ipCounter += 1)}`, lang = 'GB') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/optin/resend',
    remoteAddress: ip,
    headers: { 'mas-language-key': lang },
    payload: { username },
  });
const optin = (uuid: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/optin', payload: { uuid } });
const signup = (username: string, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: signupBody(username, email) });

/** Lets the account-mails queue run: a resend that mails nothing is proven by a later one that does. */
async function settle(email: string, count: number): Promise<void> {
  await waitForMailTo(sink, email, count);
}

describe('POST /api/auth/optin/resend: a new opt-in link for an unconfirmed account', () => {
  it('mails a new link in the caller’s language; the old link stops working, the new one confirms', async () => {
    expect((await signup('resend-user', 'resend@example.ch')).statusCode).toBe(201);
    const first = linkCodeOf(await waitForMailTo(sink, 'resend@example.ch', 1), '/optin');
    const early = await signIn(t.app, 'resend-user');
    expect(early.res.statusCode).toBe(403);
    expect(early.res.json()).toMatchObject({ error: { code: 'ACCOUNT_NOT_CONFIRMED' } });

    const res = await resend('resend-user');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const mail = await waitForMailTo(sink, 'resend@example.ch', 2);
    expect(mail.subject).toBe('Please confirm your registration');
    expect(mail.text).toContain('http://shop.test/en/optin/');
    const second = linkCodeOf(mail, '/optin');
    expect(second).not.toBe(first);

    // The replaced link is no longer a confirmation (the account is not active yet: just invalid).
    const old = await optin(first);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await optin(second)).statusCode).toBe(200);
    expect((await signIn(t.app, 'resend-user')).res.statusCode).toBe(200);
  });

  it('answers an unknown login and a confirmed account alike, and mails neither', async () => {
    await registerConfirmed(t.app, sink, 'resend-active', 'active@example.ch');
    const known = await resend('resend-active');
    const byMail = await resend('ACTIVE@example.ch');
    const unknown = await resend('nobody-at-all');
    for (const res of [byMail, unknown]) {
      expect([res.statusCode, res.body]).toEqual([known.statusCode, known.body]);
    }
    // A later resend for an unconfirmed account arrives; the confirmed one got only its opt-in.
    expect((await signup('resend-later', 'later@example.ch')).statusCode).toBe(201);
    await resend('resend-later');
    await settle('later@example.ch', 2);
    expect(mailsTo(sink, 'active@example.ch')).toHaveLength(1);
  });

  it(`mails one address at most ${RECIPIENT_LIMITS['optin-resend'].max} times a day, from any client`, async () => {
    expect((await signup('resend-flood', 'flood@example.ch')).statusCode).toBe(201);
    await waitForMailTo(sink, 'flood@example.ch', 1);
    const max = RECIPIENT_LIMITS['optin-resend'].max;
    for (let i = 0; i < max + 3; i += 1) {
      expect((await resend(i % 2 ? 'resend-flood' : 'flood@example.ch')).statusCode).toBe(202);
    }
    await waitForMailTo(sink, 'flood@example.ch', 1 + max);
    // Another unconfirmed account's resend arrives after them all: the flood's jobs are done.
    expect((await signup('resend-probe', 'probe@example.ch')).statusCode).toBe(201);
    await resend('resend-probe');
    await settle('probe@example.ch', 2);
    expect(mailsTo(sink, 'flood@example.ch')).toHaveLength(1 + max);
  });

  it(`answers 429 RATE_LIMITED past ${PER_IP} requests per client`, async () => {
    const ip = '10.30.0.1';
    for (let i = 0; i < PER_IP; i += 1) expect((await resend('x-user', ip)).statusCode).toBe(202);
    const refused = await resend('x-user', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    expect((await resend('x-user', '10.30.0.2')).statusCode).toBe(202);
  });

  it('sends nothing once the account’s opt-in time is over (its name is free again)', async () => {
    expect((await signup('resend-late', 'late@example.ch')).statusCode).toBe(201);
    await waitForMailTo(sink, 'late@example.ch', 1);
    clock = new Date(clock.getTime() + OPTIN_LINK_TTL_MS + 1000);
    await resend('resend-late');
    expect((await signup('resend-after', 'after@example.ch')).statusCode).toBe(201);
    await resend('resend-after');
    await settle('after@example.ch', 2);
    expect(mailsTo(sink, 'late@example.ch')).toHaveLength(1);
  });
});

describe('POST /api/auth/optin: a second click', () => {
  it('on a used link of an active account says it is confirmed; a random code says only "invalid"', async () => {
    expect((await signup('twice-user', 'twice@example.ch')).statusCode).toBe(201);
    const uuid = linkCodeOf(await waitForMailTo(sink, 'twice@example.ch', 1), '/optin');
    expect((await optin(uuid)).statusCode).toBe(200);
    const again = await optin(uuid);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'ACCOUNT_ALREADY_CONFIRMED' } });

    const random = await optin('A'.repeat(43));
    expect(random.statusCode).toBe(400);
    expect(random.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });

  it('on an expired, never used link is invalid, not "confirmed"', async () => {
    expect((await signup('expired-user', 'expired@example.ch')).statusCode).toBe(201);
    const uuid = linkCodeOf(await waitForMailTo(sink, 'expired@example.ch', 1), '/optin');
    clock = new Date(clock.getTime() + OPTIN_LINK_TTL_MS + 1000);
    const res = await optin(uuid);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });
});
