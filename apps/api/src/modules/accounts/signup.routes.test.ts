import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponseSchema, UserDetailsResponseSchema } from '@print/contracts';
import {
  AUTH_COOKIE,
  linkCodeOf,
  mailsTo,
  registerConfirmed,
  signIn,
  signupBody,
  TEST_PASSWORD,
  waitForMailTo,
} from '../../test/account-fixtures.js';
import { users } from './accounts.tables.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const countUsers = async () => (await t.app.database.db.select().from(users)).length;

describe('POST /api/auth/signup → opt-in mail → POST /api/auth/optin → sign-in', () => {
  it('registers, mails a real opt-in link in the customer’s language, confirms and signs in', async () => {
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'mas-language-key': 'FR' },
      payload: signupBody('Zoë_Ørsted', 'zoe@example.ch'),
    });
    expect(signup.statusCode).toBe(201);
    const mail = await waitForMailTo(sink, 'zoe@example.ch');
    expect(mail.subject).toBe('Veuillez confirmer votre inscription');
    expect(mail.text).toContain('http://shop.test/fr/optin/');
    expect(mail.html).toContain('Zoë_Ørsted');

    const early = await signIn(t.app, 'Zoë_Ørsted');
    expect(early.res.statusCode).toBe(403);
    expect(early.res.json()).toMatchObject({ error: { code: 'ACCOUNT_NOT_CONFIRMED' } });

    const uuid = linkCodeOf(mail, '/optin');
    const optin = await t.app.inject({ method: 'POST', url: '/api/auth/optin', payload: { uuid } });
    expect(optin.statusCode).toBe(200);
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/optin',
      payload: { uuid },
    });
    // A second click on the used link of the now active account says so (issue 24 point 13).
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({ error: { code: 'ACCOUNT_ALREADY_CONFIRMED' } });

    // The user name matches case-insensitively; the e-mail works as well.
    for (const login of ['zoë_ørsted', 'ZOE@example.ch']) {
      const { res, token } = await signIn(t.app, login);
      expect(res.statusCode, login).toBe(200);
      expect(SessionResponseSchema.parse(res.json()).user.username).toBe('Zoë_Ørsted');
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const cookie = res.cookies.find((c) => c.name === AUTH_COOKIE);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const details = await t.app.inject({
        method: 'GET',
        url: '/api/auth/user/details',
        cookies: { [AUTH_COOKIE]: token },
      });
      expect(details.statusCode).toBe(200);
      expect(details.headers['cache-control']).toBe('no-store');
      const body = UserDetailsResponseSchema.parse(details.json());
      expect(body.billingInformation).toMatchObject({ city: 'Zürich', isVerifiedCompany: false });
      expect(body.isBusinessCustomer).toBe(false);
    }
  });

  it('answers 409 USER_NAME_TAKEN for a taken name, whatever its case', async () => {
    await registerConfirmed(t.app, sink, 'taken-name', 'taken@example.ch');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('TAKEN-name', 'other@example.ch'),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'USER_NAME_TAKEN' } });
  });

  it('answers a taken e-mail like a new one and tells the owner by mail (no enumeration)', async () => {
    await registerConfirmed(t.app, sink, 'owner-one', 'owner@example.ch');
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('someone-else', 'Owner@example.ch'),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const notice = await waitForMailTo(sink, 'owner@example.ch', 2);
    expect(notice.subject).toBe('Registrierung mit Ihrer E-Mail-Adresse');
    expect(await countUsers()).toEqual(before);
  });

  it('stores a SQL-looking name as a plain name', async () => {
    const name = "x'; drop--";
    await registerConfirmed(t.app, sink, name, 'sql@example.ch');
    const { res } = await signIn(t.app, name);
    expect(res.statusCode).toBe(200);
    expect(SessionResponseSchema.parse(res.json()).user.username).toBe(name);
  });
});

describe('bad sign-up input: a clear code, nothing stored', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['name too short', { username: 'abc' }, 'USER_NAME_TOO_SHORT'],
    ['name too long', { username: 'a'.repeat(21) }, 'USER_NAME_TOO_LONG'],
    ['name with @', { username: 'anna@home' }, 'USER_NAME_INVALID'],
    ['password too short', { password: 'short', repeatPassword: 'short' }, 'PASSWORD_TOO_SHORT'],
    ['passwords differ', { repeatPassword: `${TEST_PASSWORD}x` }, 'PASSWORDS_DO_NOT_MATCH'],
    ['bad e-mail', { email: 'not-an-address' }, 'EMAIL_INVALID'],
  ];
  it.each(cases)('%s → 400 %s', async (_label, patch, message) => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupBody('valid-name', 'valid@example.ch'), ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { code: 'VALIDATION_FAILED', details: { issues: [{ message }] } },
    });
    expect(await countUsers()).toEqual(before);
  });

  it('refuses one of the 10,000 most common passwords', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: signupBody('common-pw', 'common@example.ch', 'qwerty123456'),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'PASSWORD_TOO_COMMON' } });
  });

  it('refuses a postal code that does not match the country', async () => {
    const body = signupBody('postal-bad', 'postal@example.ch');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...body, billingAddress: { ...body.billingAddress, postalCode: '80011' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: {
        details: {
          issues: [{ path: '/billingAddress/postalCode', message: 'POSTAL_CODE_INVALID' }],
        },
      },
    });
  });

  it('answers a 10 MB body 413 BODY_TOO_LARGE', async () => {
    const before = await countUsers();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { ...signupBody('huge-body', 'huge@example.ch'), padding: 'x'.repeat(10_000_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { code: 'BODY_TOO_LARGE' } });
    expect(await countUsers()).toEqual(before);
    expect(mailsTo(sink, 'huge@example.ch')).toHaveLength(0);
  });
});
