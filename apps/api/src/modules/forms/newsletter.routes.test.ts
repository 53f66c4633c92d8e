import type { ErrorResponse } from '@print/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterOptins } from './forms.tables.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const signUp = {
  salutation: 'ms',
  firstName: 'Lea',
  lastName: 'Keller',
  firm: 'Keller Maschinenbau AG',
  street: 'Industriestrasse 4',
  plz: '8400',
  location: 'Winterthur',
  mail: 'lea@keller.example',
  confirmation: true,
};

/** Clock the tests move forward (link expiry). */
let clock = new Date('2026-03-02T08:00:00Z');

describe('newsletter double opt-in', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url }, now: () => clock });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  let ip = 0;
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => {
    ip += 1;
    return t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: `10.1.0.${ip}` });
  };
  /** Signs up and returns the token from the link in the mail that arrived. */
  async function signUpAndReadLink(
    mail: string,
    lang = 'GB',
  ): Promise<{ url: URL; token: string }> {
    const res = await post(
      '/api/forms/newsletter',
      { ...signUp, mail },
      { 'mas-language-key': lang },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'confirmation-sent' });
    const deadline = Date.now() + 15_000;
    for (;;) {
      const arrived = sink.messages.find((m) => JSON.stringify(m.to).includes(mail));
      if (arrived) {
        const link = /https?:\/\/\S+token=[A-Za-z0-9_-]{43}/.exec(arrived.text ?? '')?.[0];
        expect(link).toBeDefined();
        const url = new URL(link ?? '');
        return { url, token: url.searchParams.get('token') ?? '' };
      }
      if (Date.now() > deadline) throw new Error('no opt-in mail');
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  it('mails a link in the sender language; the token is stored only hashed', async () => {
    const { url, token } = await signUpAndReadLink('lea@keller.example');
    expect(url.pathname).toBe('/en/newsletter/bestaetigen');
    const mail = sink.messages.find((m) => JSON.stringify(m.to).includes('lea@keller.example'));
    expect(mail?.subject).toBe('Please confirm your newsletter subscription');
    const rows = await t.app.database.db.select().from(newsletterOptins);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
    // No mail to the shop before the confirmation.
    expect(sink.messages.some((m) => m.subject === 'Newsletteranmeldung')).toBe(false);
  });

  it('GET checks without using the link; POST confirms once, then the link is spent', async () => {
    const { token } = await signUpAndReadLink('max@firma.example', 'DE');
    const check = await t.app.inject({ url: `/api/forms/newsletter/confirm?token=${token}` });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ status: 'pending' });
    const first = await post('/api/forms/newsletter/confirm', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'confirmed' });
    const again = await post('/api/forms/newsletter/confirm', { token });
    expect(again.statusCode).toBe(404);
    expect(again.json<ErrorResponse>().error.code).toBe('NEWSLETTER_TOKEN_INVALID');
    const deadline = Date.now() + 15_000;
    while (!sink.messages.some((m) => m.subject === 'Newsletteranmeldung')) {
      if (Date.now() > deadline) throw new Error('no mail to the shop');
      await new Promise((r) => setTimeout(r, 100));
    }
    const toShop = sink.messages.find((m) => m.subject === 'Newsletteranmeldung');
    expect(toShop?.text).toContain('E-Mail: max@firma.example');
    expect(toShop?.text).toContain('PLZ: 8400');
  });

  it('an expired link and an unknown token are refused alike', async () => {
    const { token } = await signUpAndReadLink('spaet@firma.example');
    clock = new Date(clock.getTime() + 73 * 3_600_000);
    const res = await post('/api/forms/newsletter/confirm', { token });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorResponse>().error.code).toBe('NEWSLETTER_TOKEN_INVALID');
    const unknown = await post('/api/forms/newsletter/confirm', { token: 'A'.repeat(43) });
    expect(unknown.statusCode).toBe(404);
    const malformed = await post('/api/forms/newsletter/confirm', { token: 'short' });
    expect(malformed.statusCode).toBe(400);
  });

  it.each([
    ['salutation', 'dr'],
    ['lastName', ''],
    ['firstName', 'x'.repeat(51)],
    ['plz', '84a0'],
    ['mail', 'lea@'],
    ['confirmation', false],
  ])('refuses %s = %j', async (field, value) => {
    const res = await post('/api/forms/newsletter', { ...signUp, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.code).toBe('VALIDATION_FAILED');
  });
});
