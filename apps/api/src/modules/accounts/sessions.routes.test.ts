import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionListResponseSchema } from '@print/contracts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@print/domain';
import { authSessions, users } from './accounts.tables.js';
import {
  AUTH_COOKIE,
  registerConfirmed,
  signIn,
  TEST_PASSWORD,
  waitForMailTo,
} from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import argon2 from './argon2.js';
import { ARGON2_OPTIONS } from './password-hasher.js';

let t: TestApp;
let sink: SmtpSink;
let clock = new Date('2026-03-02T08:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url }, now: () => clock });
  await registerConfirmed(t.app, sink, 'sessions-user', 'sessions@example.ch');
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const details = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/auth/user/details', cookies });
const refresh = (cookies: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies });

describe('sessions: opaque tokens, stored hashed, revoked on the server', () => {
  it('stores only the SHA-256 of the token', async () => {
    const { token } = await signIn(t.app, 'sessions-user');
    const rows = await t.app.database.db.select().from(authSessions);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.tokenHash).not.toContain(token);
    }
  });

  it('refresh answers 201 when signed in and 401 otherwise; a forged token is anonymous', async () => {
    const { cookies } = await signIn(t.app, 'sessions-user');
    expect((await refresh(cookies)).statusCode).toBe(201);
    expect((await refresh({})).statusCode).toBe(401);
    const forged = { [AUTH_COOKIE]: 'A'.repeat(43) };
    expect((await refresh(forged)).statusCode).toBe(401);
    expect((await details(forged)).statusCode).toBe(401);
  });

  it('logout ends the session on the server: the old token no longer works', async () => {
    const { cookies } = await signIn(t.app, 'sessions-user');
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === AUTH_COOKIE)?.value).toBe('');
    expect((await details(cookies)).statusCode).toBe(401);
  });

  it('ends after 30 idle minutes; refresh keeps it alive up to the 12 h absolute limit', async () => {
    const { cookies } = await signIn(t.app, 'sessions-user');
    advance(SESSION_IDLE_MS - 60_000);
    expect((await refresh(cookies)).statusCode).toBe(201);
    advance(SESSION_IDLE_MS - 60_000);
    expect((await details(cookies)).statusCode).toBe(200);
    advance(SESSION_IDLE_MS);
    expect((await details(cookies)).statusCode).toBe(401);

    const second = await signIn(t.app, 'sessions-user');
    const steps = Math.ceil(SESSION_ABSOLUTE_MS / (SESSION_IDLE_MS / 2));
    let lastOk = 0;
    for (let i = 1; i <= steps; i += 1) {
      advance(SESSION_IDLE_MS / 2);
      if ((await refresh(second.cookies)).statusCode !== 201) break;
      lastOk = i;
    }
    // Alive for just under 12 h of steady use, then gone for good.
    expect(lastOk).toBe(steps - 1);
    expect((await details(second.cookies)).statusCode).toBe(401);
  });

  it('housekeeping deletes the sessions that died unused and keeps the live ones', async () => {
    const idle = await signIn(t.app, 'sessions-user');
    advance(SESSION_IDLE_MS - 60_000);
    const live = await signIn(t.app, 'sessions-user');
    advance(2 * 60_000); // the first is now idle for 31 minutes, the second for 2
    const count = async () => (await t.app.database.db.select().from(authSessions)).length;
    const before = await count();
    await t.app.services.accounts.sessions.sweep();
    expect(await count()).toBeLessThan(before);
    expect((await details(live.cookies)).statusCode).toBe(200);
    expect((await details(idle.cookies)).statusCode).toBe(401);
    const rows = await t.app.database.db.select().from(authSessions);
    expect(rows.every((row) => clock.getTime() - row.lastSeenAt.getTime() < SESSION_IDLE_MS)).toBe(
      true,
    );
  });

  it('lists the active sessions and ends the others', async () => {
    const a = await signIn(t.app, 'sessions-user');
    const b = await signIn(t.app, 'sessions-user');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/auth/sessions',
      cookies: a.cookies,
    });
    const { sessions } = SessionListResponseSchema.parse(list.json());
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(sessions.filter((s) => s.isCurrent)).toHaveLength(1);
    const ended = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/sessions/others',
      cookies: a.cookies,
    });
    expect(ended.statusCode).toBe(200);
    expect(ended.json<{ ended: number }>().ended).toBeGreaterThanOrEqual(1);
    expect((await details(a.cookies)).statusCode).toBe(200);
    expect((await details(b.cookies)).statusCode).toBe(401);
  });

  it('a password change ends every session and mails a notice; the new password works', async () => {
    const a = await signIn(t.app, 'sessions-user');
    const b = await signIn(t.app, 'sessions-user');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      cookies: a.cookies,
      payload: { oldPassword: 'not-the-password', newPassword: 'Neues-Passwort-2026' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { code: 'OLD_PASSWORD_WRONG' } });
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/password',
      cookies: a.cookies,
      payload: { oldPassword: TEST_PASSWORD, newPassword: 'Neues-Passwort-2026' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await details(a.cookies)).statusCode).toBe(401);
    expect((await details(b.cookies)).statusCode).toBe(401);
    const notice = await waitForMailTo(sink, 'sessions@example.ch', 2);
    expect(notice.subject).toBe('Ihr Passwort wurde geändert');
    expect((await signIn(t.app, 'sessions-user')).res.statusCode).toBe(401);
    expect((await signIn(t.app, 'sessions-user', 'Neues-Passwort-2026')).res.statusCode).toBe(200);
  });

  it('refuses a state-changing request with cookies from another site (403 CROSS_SITE_REQUEST)', async () => {
    const { cookies } = await signIn(t.app, 'sessions-user', 'Neues-Passwort-2026');
    const put = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh', cookies, headers });
    const foreign = await put({ 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
    expect((await put({ origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await put({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(201);
    expect((await put({ origin: 'http://shop.test' })).statusCode).toBe(201);
    expect((await put({})).statusCode).toBe(201);
  });

  it('renews a hash made with older argon2 parameters at the next sign-in', async () => {
    await registerConfirmed(t.app, sink, 'rehash-user', 'rehash@example.ch');
    const older = await argon2.hash(TEST_PASSWORD, {
      type: argon2.argon2id,
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
    await t.app.database.db
      .update(users)
      .set({ passwordHash: older })
      .where(eq(users.username, 'rehash-user'));

    const { res } = await signIn(t.app, 'rehash-user');
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, 'rehash-user'));
    expect(row?.passwordHash).not.toBe(older);
    expect(
      row?.passwordHash?.startsWith(
        `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},p=${ARGON2_OPTIONS.parallelism},t=${ARGON2_OPTIONS.timeCost}$`,
      ),
    ).toBe(true);
    expect(await argon2.verify(row?.passwordHash ?? '', TEST_PASSWORD)).toBe(true);
    expect((await signIn(t.app, 'rehash-user')).res.statusCode).toBe(200);
  });
});
