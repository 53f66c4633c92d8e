import { AuditPageSchema, StaffMeSchema, StaffTotpConfirmResponseSchema } from '@print/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createStaffMember,
  customerCookies,
  STAFF_COOKIE,
  STAFF_TEST_PASSWORD,
  type EnrolledStaff,
} from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSecretBox } from './secret-box.js';
import { auditLog, staffMembers } from './staff.tables.js';
import { totpCodeAt } from './totp.js';
import { withoutRequestId } from '../../test/request-id.js';

/**
 * Issue 25 item 1 and 2 through the routes, on one app with a clock the tests move: enrolment,
 * TOTP (window, replay, recovery codes), sessions (idle, absolute, sign-out everywhere), what a
 * session without TOTP and a customer reach, and the audit log.
 */
const MINUTE = 60_000;
const STEP = 30_000;
let clock = new Date('2026-11-28T08:00:05Z');
const at = (offsetMs: number) => new Date(clock.getTime() + offsetMs);
const advance = (ms: number) => {
  clock = at(ms);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await t.close();
});

const NOT_FOUND = (method: string, url: string) => ({
  error: {
    code: 'ROUTE_NOT_FOUND',
    message: `No route ${method} ${url}`,
    requestId: expect.any(String) as string,
  },
});

function get(url: string, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, cookies });
}
function post(url: string, payload?: object, cookies: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) });
}
function cookieOf(response: { cookies: readonly { name: string; value: string }[] }) {
  const value = response.cookies.find((c) => c.name === STAFF_COOKIE)?.value ?? '';
  return { [STAFF_COOKIE]: value };
}
function signIn(staff: EnrolledStaff, code: string, password = staff.password) {
  return post('/api/admin/auth/sign-in', { email: staff.email, password, code });
}
const me = (cookies: Record<string, string>) => get('/api/admin/auth/me', cookies);

describe('enrolment', () => {
  it('uses a link once: password rules, a session that reaches only the TOTP enrolment, then TOTP', async () => {
    const created = await t.app.services.staff.accounts.createMember({
      email: 'Lena@Desk.test',
      name: 'Lena',
      role: 'owner',
    });
    const url = `/api/admin/auth/enrolment/${created.token}`;
    expect((await get(url)).json()).toEqual({ email: 'lena@desk.test', name: 'Lena' });

    const short = await post(url, { password: 'short-password' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('STAFF_PASSWORD_TOO_SHORT');
    const common = await post(url, { password: 'mailcreated5240' });
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });

    const enrolled = await post(url, { password: STAFF_TEST_PASSWORD });
    expect(enrolled.statusCode).toBe(200);
    const cookie = enrolled.cookies.find((c) => c.name === STAFF_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const cookies = cookieOf(enrolled);
    expect(StaffMeSchema.parse(enrolled.json())).toMatchObject({ totpEnrolled: false });

    // Used: the link is gone.
    expect((await get(url)).json()).toMatchObject({ error: { code: 'STAFF_ENROLMENT_INVALID' } });
    expect((await post(url, { password: STAFF_TEST_PASSWORD })).statusCode).toBe(404);

    // Without TOTP: the enrolment only; every role route answers like an unknown route.
    expect((await me(cookies)).statusCode).toBe(200);
    expect((await get('/api/admin/staff', cookies)).json()).toEqual(
      NOT_FOUND('GET', '/api/admin/staff'),
    );
    expect((await get('/api/admin/audit', cookies)).statusCode).toBe(404);
    // Sign-in needs TOTP: not possible before it is enrolled.
    const early = await post('/api/admin/auth/sign-in', {
      email: 'lena@desk.test',
      password: STAFF_TEST_PASSWORD,
      code: '123456',
    });
    expect(early.statusCode).toBe(401);

    const setup = await post('/api/admin/auth/totp/setup', undefined, cookies);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri, qrSvg } = setup.json<{
      secret: string;
      otpauthUri: string;
      qrSvg: string;
    }>();
    expect(otpauthUri).toContain('issuer=Print%20Portal');
    expect(qrSvg).toContain('<svg');

    const wrong = await post('/api/admin/auth/totp/confirm', { code: '000000' }, cookies);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: { code: 'STAFF_CODE_INVALID' } });
    const confirmed = await post(
      '/api/admin/auth/totp/confirm',
      { code: totpCodeAt(secret, clock) },
      cookies,
    );
    expect(confirmed.statusCode).toBe(200);
    const body = StaffTotpConfirmResponseSchema.parse(confirmed.json());
    expect(new Set(body.recoveryCodes).size).toBe(10);
    expect(body.staff.totpEnrolled).toBe(true);
    // The enrolling session is now a full one; the secret is never answered again.
    expect((await get('/api/admin/staff', cookies)).statusCode).toBe(200);
    expect((await me(cookies)).body).not.toContain(secret);
    const again = await post('/api/admin/auth/totp/setup', undefined, cookies);
    expect(again.json()).toMatchObject({ error: { code: 'STAFF_TOTP_ALREADY_ENROLLED' } });
  });

  it('refuses a link after 24 hours', async () => {
    const created = await t.app.services.staff.accounts.createMember({
      email: 'late@desk.test',
      name: 'Late',
      role: 'office',
    });
    const url = `/api/admin/auth/enrolment/${created.token}`;
    advance(24 * 60 * MINUTE);
    expect((await get(url)).statusCode).toBe(404);
    expect((await post(url, { password: STAFF_TEST_PASSWORD })).json()).toMatchObject({
      error: { code: 'STAFF_ENROLMENT_INVALID' },
    });
  });
});

describe('sign-in with TOTP (fixed clock)', () => {
  it('accepts ±1 step, refuses a replay, an older step and codes outside the window', async () => {
    const staff = await createStaffMember(t.app, { role: 'office' }); // confirmed at step N
    advance(2 * STEP); // now step N+2
    const failed = {
      error: {
        code: 'STAFF_SIGNIN_FAILED',
        message: expect.any(String),
        requestId: expect.any(String),
      },
    };

    const previous = totpCodeAt(staff.totpSecret, at(-STEP)); // N+1, one step back
    const first = await signIn(staff, previous);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ role: 'office', totpEnrolled: true });
    // The same code again (same step): a replay.
    expect((await signIn(staff, previous)).json()).toEqual(failed);
    // The current code is a later step: accepted; then the older one is refused for good.
    expect((await signIn(staff, totpCodeAt(staff.totpSecret, clock))).statusCode).toBe(200);
    expect((await signIn(staff, previous)).statusCode).toBe(401);
    // Two steps away either side: outside the window.
    expect((await signIn(staff, totpCodeAt(staff.totpSecret, at(2 * STEP)))).statusCode).toBe(401);
    expect((await signIn(staff, totpCodeAt(staff.totpSecret, at(-3 * STEP)))).statusCode).toBe(401);
  });

  it('stores the secret sealed; a legacy plaintext one signs in and is sealed at start', async () => {
    const staff = await createStaffMember(t.app, { role: 'production' });
    const stored = async () => {
      const [row] = await t.app.database.db
        .select({ secret: staffMembers.totpSecret })
        .from(staffMembers)
        .where(eq(staffMembers.id, staff.id));
      return row?.secret ?? '';
    };
    const sealed = await stored();
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(staff.totpSecret);

    // As written before encryption: the base32 secret itself.
    await t.app.database.db
      .update(staffMembers)
      .set({ totpSecret: staff.totpSecret })
      .where(eq(staffMembers.id, staff.id));
    advance(STEP);
    expect((await signIn(staff, totpCodeAt(staff.totpSecret, clock))).statusCode).toBe(200);

    expect(await t.app.services.staff.accounts.sealLegacySecrets()).toBeGreaterThanOrEqual(1);
    expect(await stored()).toMatch(/^v1\./);
    expect(await t.app.services.staff.accounts.sealLegacySecrets()).toBe(0);
    advance(STEP);
    expect((await signIn(staff, totpCodeAt(staff.totpSecret, clock))).statusCode).toBe(200);

    // Sealed with another key (a changed STAFF_TOTP_KEY): refused like a wrong code, not a 500.
    const foreign = createSecretBox(Buffer.alloc(32, 9)).seal(staff.totpSecret, staff.id);
    await t.app.database.db
      .update(staffMembers)
      .set({ totpSecret: foreign })
      .where(eq(staffMembers.id, staff.id));
    advance(STEP);
    expect((await signIn(staff, totpCodeAt(staff.totpSecret, clock))).statusCode).toBe(401);
    const [failure] = await t.app.database.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, staff.id))
      .orderBy(desc(auditLog.at))
      .limit(1);
    expect(failure?.after).toMatchObject({ reason: 'secret_unreadable' });
  });

  it('answers a wrong password, an unknown e-mail and a wrong code alike', async () => {
    const staff = await createStaffMember(t.app, { role: 'production' });
    advance(STEP);
    const code = totpCodeAt(staff.totpSecret, clock);
    const answers = [
      await signIn(staff, code, 'Wrong-password-but-long'),
      await signIn({ ...staff, email: 'nobody@desk.test' }, code),
      await signIn(staff, code === '111111' ? '222222' : '111111'),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(withoutRequestId(answer.body)).toEqual(withoutRequestId(answers[0]?.body ?? '{}'));
      expect(answer.cookies).toEqual([]);
    }
    // The right code still works (a wrong password did not use it up).
    expect((await signIn(staff, code)).statusCode).toBe(200);
  });

  it('takes each recovery code once, in any case', async () => {
    const staff = await createStaffMember(t.app, { role: 'owner' });
    const [one = '', two = ''] = staff.recoveryCodes;
    expect((await signIn(staff, one)).statusCode).toBe(200);
    expect((await signIn(staff, one)).statusCode).toBe(401);
    expect((await signIn(staff, two.toUpperCase())).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('end after 15 minutes without a request', async () => {
    const staff = await createStaffMember(t.app, { role: 'office' });
    const cookies = staff.enrolmentCookies;
    advance(14 * MINUTE);
    expect((await me(cookies)).statusCode).toBe(200);
    advance(14 * MINUTE);
    expect((await me(cookies)).statusCode).toBe(200);
    advance(15 * MINUTE);
    expect((await me(cookies)).json()).toEqual(NOT_FOUND('GET', '/api/admin/auth/me'));
  });

  it('end 8 hours after sign-in however busy', async () => {
    const staff = await createStaffMember(t.app, { role: 'office' });
    const cookies = staff.enrolmentCookies;
    const expiresAt = StaffMeSchema.parse((await me(cookies)).json()).expiresAt;
    expect(new Date(expiresAt).getTime()).toBe(clock.getTime() + 8 * 60 * MINUTE);
    for (let minutes = 14; minutes < 8 * 60; minutes += 14) {
      advance(14 * MINUTE);
      expect((await me(cookies)).statusCode).toBe(200);
    }
    advance(8 * 60 * MINUTE - 34 * 14 * MINUTE);
    expect((await me(cookies)).statusCode).toBe(404);
  });

  it('signs out here, and everywhere', async () => {
    const staff = await createStaffMember(t.app, { role: 'production' });
    const [r1 = '', r2 = '', r3 = ''] = staff.recoveryCodes;
    const a = cookieOf(await signIn(staff, r1));
    const b = cookieOf(await signIn(staff, r2));
    const c = cookieOf(await signIn(staff, r3));
    const out = await post('/api/admin/auth/sign-out', undefined, a);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((x) => x.name === STAFF_COOKIE)?.value).toBe('');
    expect((await me(a)).statusCode).toBe(404);
    expect((await me(b)).statusCode).toBe(200);
    expect((await post('/api/admin/auth/sign-out-everywhere', undefined, b)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(404);
    expect((await me(c)).statusCode).toBe(404);
    expect((await me(staff.enrolmentCookies)).statusCode).toBe(404);
  });

  it('refuse a cross-site request that carries the staff cookie', async () => {
    const staff = await createStaffMember(t.app, { role: 'owner' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/auth/sign-out',
      cookies: staff.enrolmentCookies,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.json()).toMatchObject({ error: { code: 'CROSS_SITE_REQUEST' } });
    expect((await me(staff.enrolmentCookies)).statusCode).toBe(200);
  });
});

describe('customers and anonymous callers', () => {
  it('get the unknown route’s 404 on admin routes, also with a forged staff cookie', async () => {
    const customer = await customerCookies(t.app);
    expect((await get('/api/auth/user/details', customer)).statusCode).toBe(200);
    for (const cookies of [customer, {}, { [STAFF_COOKIE]: 'x'.repeat(43) }]) {
      expect((await get('/api/admin/staff', cookies)).json()).toEqual(
        NOT_FOUND('GET', '/api/admin/staff'),
      );
      expect((await post('/api/admin/staff', { email: 'x@y.ch' }, cookies)).json()).toEqual(
        NOT_FOUND('POST', '/api/admin/staff'),
      );
      expect((await get('/api/admin/no-such-route', cookies)).json()).toEqual(
        NOT_FOUND('GET', '/api/admin/no-such-route'),
      );
    }
  });
});

describe('owners: staff accounts and the audit log', () => {
  it('creates and disables staff, each with before/after, client address and request id', async () => {
    const owner = await createStaffMember(t.app, { role: 'owner' });
    const cookies = owner.enrolmentCookies;
    const created = await post(
      '/api/admin/staff',
      { email: 'Neu@Desk.test', name: 'Neu', role: 'production' },
      cookies,
    );
    expect(created.statusCode).toBe(201);
    const link = created.json<{ staff: { id: string; enrolled: boolean }; enrolmentUrl: string }>();
    expect(link.enrolmentUrl).toMatch(/^http:\/\/shop\.test\/admin\/enrol\/[A-Za-z0-9_-]{43}$/);
    expect(link.staff.enrolled).toBe(false);
    const twice = await post(
      '/api/admin/staff',
      { email: 'neu@desk.test', name: 'Neu', role: 'production' },
      cookies,
    );
    expect(twice.json()).toMatchObject({ error: { code: 'STAFF_EMAIL_TAKEN' } });

    const office = await createStaffMember(t.app, { role: 'office' });
    const disabled = await post(`/api/admin/staff/${office.id}/disable`, undefined, cookies);
    expect(disabled.json()).toMatchObject({ id: office.id, disabled: true });
    expect((await me(office.enrolmentCookies)).statusCode).toBe(404);
    advance(STEP);
    const refused = await signIn(office, totpCodeAt(office.totpSecret, clock));
    expect(refused.statusCode).toBe(401);

    const [row] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.disable'));
    expect(row).toMatchObject({
      staffId: owner.id,
      entityType: 'staff',
      entityId: office.id,
      before: { disabled: false },
      after: { disabled: true },
      clientAddress: '127.0.0.1',
    });
    expect(row?.requestId).toMatch(/^[0-9a-f-]{36}$/);

    const page = AuditPageSchema.parse(
      (await get(`/api/admin/audit?staffId=${owner.id}&pageSize=2`, cookies)).json(),
    );
    expect(page.items.map((e) => e.action)).toEqual(['staff.disable', 'staff.create']);
    expect(page.items.every((e) => e.staffName === owner.name)).toBe(true);
    expect(page.total).toBeGreaterThanOrEqual(4); // + enrolled, totp_enrolled
    const today = clock.toISOString().slice(0, 10);
    const dayBefore = new Date(clock.getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
    const inDay = AuditPageSchema.parse(
      (await get(`/api/admin/audit?from=${today}&to=${today}&staffId=${owner.id}`, cookies)).json(),
    );
    expect(inDay.total).toBe(page.total);
    const before = AuditPageSchema.parse(
      (await get(`/api/admin/audit?to=${dayBefore}&staffId=${owner.id}`, cookies)).json(),
    );
    expect(before.total).toBe(0);
    // Failed sign-ins are there too, without the password.
    const failures = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.signin_failed'));
    expect(failures.length).toBeGreaterThan(0);
    expect(JSON.stringify(failures)).not.toContain(STAFF_TEST_PASSWORD);
    expect(JSON.stringify(failures)).not.toContain('Wrong-password');
  });

  it('changes roles, disables and enables, resets an enrolment — never leaving the desk without an owner', async () => {
    const owner = await createStaffMember(t.app, { role: 'owner' });
    const cookies = owner.enrolmentCookies;
    const put = (url: string, payload: object) =>
      t.app.inject({ method: 'PUT', url, cookies, payload });
    // The only active owner left: earlier tests' owners are disabled.
    const members = (await get('/api/admin/staff', cookies)).json<{
      items: { id: string; role: string; disabled: boolean }[];
    }>().items;
    for (const other of members.filter(
      (m) => m.role === 'owner' && !m.disabled && m.id !== owner.id,
    ))
      expect(
        (await post(`/api/admin/staff/${other.id}/disable`, undefined, cookies)).statusCode,
      ).toBe(200);

    const alone = await put(`/api/admin/staff/${owner.id}/role`, { role: 'office' });
    expect(alone.statusCode).toBe(409);
    expect(alone.json()).toMatchObject({ error: { code: 'STAFF_LAST_OWNER' } });
    expect((await me(cookies)).json()).toMatchObject({ role: 'owner' });

    const second = await createStaffMember(t.app, { role: 'owner' });
    const demoted = await put(`/api/admin/staff/${second.id}/role`, { role: 'production' });
    expect(demoted.json()).toMatchObject({ id: second.id, role: 'production' });
    // In effect with the member's next request, the session stays.
    expect((await me(second.enrolmentCookies)).json()).toMatchObject({ role: 'production' });
    const [audit] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.role'));
    expect(audit).toMatchObject({
      staffId: owner.id,
      entityId: second.id,
      before: { role: 'owner' },
      after: { role: 'production' },
    });
    const badRole = await put(`/api/admin/staff/${second.id}/role`, { role: 'admin' });
    expect(badRole.statusCode).toBe(400);
    const byProduction = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/staff/${owner.id}/role`,
      cookies: second.enrolmentCookies,
      payload: { role: 'production' },
    });
    expect(byProduction.statusCode).toBe(404);

    await post(`/api/admin/staff/${second.id}/disable`, undefined, cookies);
    expect((await me(second.enrolmentCookies)).statusCode).toBe(404);
    const enabled = await post(`/api/admin/staff/${second.id}/enable`, undefined, cookies);
    expect(enabled.json()).toMatchObject({ disabled: false });
    advance(STEP);
    const back = await signIn(second, totpCodeAt(second.totpSecret, clock));
    expect(back.statusCode, back.body).toBe(200);
    const session = cookieOf(back);

    const reset = await post(`/api/admin/staff/${second.id}/enrolment`, undefined, cookies);
    expect(reset.statusCode, reset.body).toBe(200);
    const { enrolmentUrl, staff } = reset.json<{ enrolmentUrl: string; staff: object }>();
    expect(staff).toMatchObject({ enrolled: false });
    // Password, authenticator and sessions end at once; the new link is the way back in.
    expect((await me(session)).statusCode).toBe(404);
    advance(STEP);
    const oldCredentials = await signIn(second, totpCodeAt(second.totpSecret, clock));
    expect(oldCredentials.statusCode).toBe(401);
    const token = enrolmentUrl.split('/admin/enrol/')[1] ?? '';
    expect((await get(`/api/admin/auth/enrolment/${token}`)).statusCode).toBe(200);
    const actions = await t.app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, second.id));
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['staff.disable', 'staff.enable', 'staff.enrolment_reset']),
    );
  });

  it('locks an e-mail after 10 failed sign-ins within 15 minutes (429, Retry-After)', async () => {
    advance(16 * MINUTE); // earlier failures leave the window
    const staff = await createStaffMember(t.app, { role: 'office' });
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(staff, '000000', 'Wrong-password-but-long')).statusCode).toBe(401);
    }
    advance(STEP);
    const locked = await signIn(staff, totpCodeAt(staff.totpSecret, clock));
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    advance(15 * MINUTE);
    expect((await signIn(staff, totpCodeAt(staff.totpSecret, clock))).statusCode).toBe(200);
  });
});
