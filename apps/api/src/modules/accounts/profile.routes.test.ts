import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserDetailsResponseSchema } from '@print/contracts';
import {
  linkCodeOf,
  registerConfirmed,
  signIn,
  TEST_ADDRESS,
  TEST_PASSWORD,
  waitForMailTo,
} from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let sink: SmtpSink;
let cookies: Record<string, string>;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
  await registerConfirmed(t.app, sink, 'profile-user', 'profile@example.ch');
  await registerConfirmed(t.app, sink, 'other-user', 'other@example.ch');
  cookies = (await signIn(t.app, 'profile-user')).cookies;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const putDetails = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/auth/user/details', cookies, payload });

describe('PUT /api/auth/user/details', () => {
  it('saves a shipping address and the business preference, and mails an address notice', async () => {
    const shipping = { ...TEST_ADDRESS, street: 'Werkstrasse 9', company: 'Muster AG' };
    const res = await putDetails({
      billingInformation: TEST_ADDRESS,
      shippingInformation: shipping,
      isBusinessCustomer: true,
    });
    expect(res.statusCode).toBe(200);
    const body = UserDetailsResponseSchema.parse(res.json());
    expect(body.shippingInformation).toMatchObject({ street: 'Werkstrasse 9' });
    expect(body.isBillingAndShippingEqual).toBe(false);
    expect(body.preferences.isBusinessCustomer).toEqual({ value: true, isSet: true });
    expect(body.isBusinessCustomer).toBe(true);
    const notice = await waitForMailTo(sink, 'profile@example.ch', 2);
    expect(notice.subject).toBe('Ihre Adressdaten wurden geändert');
  });

  it('refuses a country that is not selectable, changing nothing', async () => {
    const res = await putDetails({
      billingInformation: { ...TEST_ADDRESS, countryId: 'de', postalCode: '10115' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: { details: { issues: [{ message: 'COUNTRY_NOT_SELECTABLE' }] } },
    });
    const now = await t.app.inject({ method: 'GET', url: '/api/auth/user/details', cookies });
    expect(UserDetailsResponseSchema.parse(now.json()).billingInformation.countryId).toBe('ch');
  });

  it('makes a verified company a business customer whatever the preference', async () => {
    const { accounts } = t.app.runtime.services;
    expect(await accounts.setVerifiedCompany('profile-user', true)).toBe(true);
    await putDetails({ billingInformation: TEST_ADDRESS, isBusinessCustomer: false });
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user/details', cookies });
    const body = UserDetailsResponseSchema.parse(res.json());
    expect(body.billingInformation.isVerifiedCompany).toBe(true);
    expect(body.preferences.isBusinessCustomer).toEqual({ value: false, isSet: true });
    expect(body.isBusinessCustomer).toBe(true);
  });
});

describe('POST /api/auth/email + /api/auth/email/confirm', () => {
  it('changes the address only through the link mailed to the new one; the old one is told', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      cookies,
      headers: { 'mas-language-key': 'GB' },
      payload: { email: 'profile.new@example.ch', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    const mail = await waitForMailTo(sink, 'profile.new@example.ch');
    expect(mail.text).toContain('http://shop.test/en/mail-update/');
    const uuid = linkCodeOf(mail, '/mail-update');
    const confirm = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/email/confirm', payload: { uuid } });
    expect((await confirm()).statusCode).toBe(200);
    expect((await confirm()).json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    const notice = await waitForMailTo(sink, 'profile@example.ch', 4);
    expect(notice.subject).toBe('Ihre E-Mail-Adresse wurde geändert');
    expect((await signIn(t.app, 'profile.new@example.ch')).res.statusCode).toBe(200);
  });

  it('answers a taken address like a free one; its link then fails and nothing changes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email',
      cookies,
      payload: { email: 'other@example.ch', password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(202);
    const uuid = linkCodeOf(await waitForMailTo(sink, 'other@example.ch', 2), '/mail-update');
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/email/confirm',
      payload: { uuid },
    });
    expect(confirm.json()).toMatchObject({ error: { code: 'LINK_INVALID' } });
    expect((await signIn(t.app, 'other@example.ch')).res.statusCode).toBe(200);
  });
});

describe('GET /api/checkout/order/user', () => {
  it('answers the signed-in account an empty map, anyone else 401', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/checkout/order/user', cookies });
    expect([mine.statusCode, mine.json()]).toEqual([200, {}]);
    const anon = await t.app.inject({ method: 'GET', url: '/api/checkout/order/user' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/auth/session', () => {
  it('answers 200 for everyone: anonymous without details, signed in with the account', async () => {
    const anon = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect([anon.statusCode, anon.json()]).toEqual([200, { isLoggedIn: false }]);
    const mine = await t.app.inject({ method: 'GET', url: '/api/auth/session', cookies });
    expect(mine.statusCode).toBe(200);
    const body = mine.json<{ isLoggedIn: boolean; details: unknown }>();
    expect(body.isLoggedIn).toBe(true);
    expect(UserDetailsResponseSchema.parse(body.details).username).toBe('profile-user');
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      cookies: { pp_auth: 'forged-token-that-is-not-a-session' },
    });
    expect(forged.json()).toEqual({ isLoggedIn: false });
  });
});
