import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIN_LINK_TTL_MS, RESET_LINK_TTL_MS } from '@print/domain';
import { accountLinks } from './accounts.tables.js';
import {
  linkCodeOf,
  mailsTo,
  registerConfirmed,
  signIn,
  signupBody,
  waitForMailTo,
} from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { withoutRequestId } from '../../test/request-id.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let sink: SmtpSink;
let clock = new Date('2026-03-02T08:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url }, now: () => clock });
  await registerConfirmed(t.app, sink, 'reset-user', 'reset@example.ch');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { email } });
const resetWith = (uuid: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password/callback',
    headers: { 'mas-language-key': 'GB' },
    payload: { uuid, password },
  });

describe('POST /api/auth/reset-password: no enumeration, one link per 24 h', () => {
  it('answers a known and an unknown address identically, both times', async () => {
    const known = await requestReset('reset@example.ch');
    const unknown = await requestReset('nobody@example.ch');
    expect(known.statusCode).toBe(202);
    expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);

    const knownAgain = await requestReset('RESET@example.ch');
    const unknownAgain = await requestReset('nobody@example.ch');
    expect(knownAgain.statusCode).toBe(429);
    expect(knownAgain.json()).toEqual({
      error: {
        code: 'RESET_CODE_ACTIVE',
        message: 'Active code found',
        requestId: knownAgain.headers['x-request-id'],
      },
    });
    expect([unknownAgain.statusCode, withoutRequestId(unknownAgain.body)]).toEqual([
      knownAgain.statusCode,
      withoutRequestId(knownAgain.body),
    ]);
    // Only the real account got a mail (opt-in + reset).
    await waitForMailTo(sink, 'reset@example.ch', 2);
    expect(mailsTo(sink, 'nobody@example.ch')).toHaveLength(0);
  });

  it('resets with the mailed link once; the old password and all sessions are gone', async () => {
    const session = await signIn(t.app, 'reset-user');
    const mail = await waitForMailTo(sink, 'reset@example.ch', 2);
    expect(mail.subject).toBe('Passwort zurücksetzen');
    expect(mail.text).toContain('http://shop.test/reset-password/');
    const uuid = linkCodeOf(mail, '/reset-password');

    const common = await resetWith(uuid, '123456qwerty');
    expect(common.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
    const done = await resetWith(uuid, 'Frisches-Passwort-7');
    expect(done.statusCode).toBe(200);
    const reused = await resetWith(uuid, 'Noch-ein-Passwort-8');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });

    const notice = await waitForMailTo(sink, 'reset@example.ch', 3);
    expect(notice.subject).toBe('Your password was changed');
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user/details',
      cookies: session.cookies,
    });
    expect(old.statusCode).toBe(401);
    expect((await signIn(t.app, 'reset-user')).res.statusCode).toBe(401);
    expect((await signIn(t.app, 'reset-user', 'Frisches-Passwort-7')).res.statusCode).toBe(200);
  });

  it('refuses a forged link and an expired one, changing nothing', async () => {
    expect((await resetWith('forged-code', 'Frisches-Passwort-9')).statusCode).toBe(400);
    advance(RESET_LINK_TTL_MS + 1000);
    const again = await requestReset('reset@example.ch');
    expect(again.statusCode).toBe(202);
    const uuid = linkCodeOf(await waitForMailTo(sink, 'reset@example.ch', 4), '/reset-password');
    advance(RESET_LINK_TTL_MS + 1000);
    const expired = await resetWith(uuid, 'Zu-spaet-Passwort-1');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await signIn(t.app, 'reset-user', 'Frisches-Passwort-7')).res.statusCode).toBe(200);
  });

  it('stores link codes only as hashes', async () => {
    const rows = await t.app.database.db.select().from(accountLinks);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

const checkLink = (uuid: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/check', payload: { uuid } });

describe('POST /api/auth/reset-password/check: the page knows a used link before showing the form', () => {
  it('answers 200 for a fresh link without using it, LINK_INVALID once used, forged or expired', async () => {
    await registerConfirmed(t.app, sink, 'check-user', 'check@example.ch');
    expect((await requestReset('check@example.ch')).statusCode).toBe(202);
    const uuid = linkCodeOf(await waitForMailTo(sink, 'check@example.ch', 2), '/reset-password');

    // Checking twice uses nothing: the link still sets a password afterwards.
    for (let i = 0; i < 2; i += 1) {
      const fresh = await checkLink(uuid);
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json()).toEqual({ ok: true });
    }
    expect((await resetWith(uuid, 'Gepruefter-Link-11')).statusCode).toBe(200);

    for (const code of [uuid, 'forged-code', 'A'.repeat(43)]) {
      const used = await checkLink(code);
      expect(used.statusCode, code).toBe(400);
      expect(used.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    }

    advance(RESET_LINK_TTL_MS + 1000);
    expect((await requestReset('check@example.ch')).statusCode).toBe(202);
    const later = linkCodeOf(await waitForMailTo(sink, 'check@example.ch', 4), '/reset-password');
    expect((await checkLink(later)).statusCode).toBe(200);
    advance(RESET_LINK_TTL_MS + 1000);
    expect((await checkLink(later)).json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
  });
});

describe('opt-in links expire after 7 days', () => {
  it('refuses an expired opt-in link; the abandoned name and e-mail are free again', async () => {
    const body = signupBody('late-user', 'late@example.ch');
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(first.statusCode).toBe(201);
    const uuid = linkCodeOf(await waitForMailTo(sink, 'late@example.ch'), '/optin');
    advance(OPTIN_LINK_TTL_MS + 1000);
    const late = await t.app.inject({ method: 'POST', url: '/api/auth/optin', payload: { uuid } });
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await signIn(t.app, 'late-user')).res.statusCode).toBe(403);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(again.statusCode).toBe(201);
    const fresh = linkCodeOf(await waitForMailTo(sink, 'late@example.ch', 2), '/optin');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/optin',
      payload: { uuid: fresh },
    });
    expect(ok.statusCode).toBe(200);
  });
});
