import type { ParsedMail } from 'mailparser';
import type { ErrorResponse } from '@print/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from './forms.tables.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const contact = {
  firstName: 'Anna',
  lastName: 'Muster',
  mail: 'anna@example.ch',
  subject: 'Offerte für 200 Teile',
  message: 'Können Sie PA12 in Schwarz liefern?',
  confirmation: true,
};

/** The mail matching `match` once it has arrived (mails of earlier tests may still be arriving). */
async function mailWith(sink: SmtpSink, match: (mail: ParsedMail) => boolean): Promise<ParsedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = sink.messages.find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('expected mail did not arrive');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const to = (address: string) => (mail: ParsedMail) => JSON.stringify(mail.to).includes(address);

let ip = 0;
/** Each test posts from its own address: the per-IP limit of one test does not touch another. */
function nextIp(): string {
  ip += 1;
  return `10.0.0.${ip}`;
}

describe('POST /api/forms/contact', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers,
      remoteAddress: nextIp(),
    });
  const count = async () => (await t.app.database.db.select().from(formSubmissions)).length;

  it('stores the request, mails it to the shop and confirms to the sender in their language', async () => {
    const res = await post('/api/forms/contact', contact, { 'mas-language-key': 'FR' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'received' });
    const toShop = await mailWith(
      sink,
      (m) => m.subject === 'Kontaktanfrage: Offerte für 200 Teile',
    );
    expect(toShop.text).toContain('Nachricht: Können Sie PA12 in Schwarz liefern?');
    expect(toShop.text).toContain('Sprache: fr');
    expect(toShop.replyTo?.text).toBe('anna@example.ch');
    expect(to('shop@print-portal.test')(toShop)).toBe(true);
    const toSender = await mailWith(
      sink,
      (m) => m.subject === 'Nous avons bien reçu votre demande',
    );
    // A neutral receipt: nothing the sender typed comes back (issue 23 item 10).
    expect(toSender.text).toContain('Bonjour');
    expect(toSender.text).not.toContain('Anna Muster');
    expect(toSender.text).not.toContain('Können Sie PA12 in Schwarz liefern?');
    expect(to('anna@example.ch')(toSender)).toBe(true);
    const [row] = await t.app.database.db.select().from(formSubmissions);
    expect(row).toMatchObject({ kind: 'contact', language: 'fr', email: 'anna@example.ch' });
    expect(row?.payload).not.toHaveProperty('website');
  });

  it.each([
    ['firstName', 'x'.repeat(51)],
    ['lastName', 'x'.repeat(51)],
    ['subject', 'x'.repeat(51)],
    ['message', 'x'.repeat(401)],
    // DECISIONS.md "Customer data": up to 25 characters with 6 to 15 digits.
    ['phone', '+41 79 123 45 67 89 01 234'],
    ['phone', '1'.repeat(16)],
    ['phone', '12345'],
    ['phone', '079 123 45 67 ext'],
    ['company', 'c'.repeat(101)],
    ['mail', 'not-an-address'],
    ['firstName', '   '],
    ['message', ''],
    ['confirmation', false],
  ])('refuses %s = %j with VALIDATION_FAILED and stores nothing', async (field, value) => {
    const before = await count();
    const res = await post('/api/forms/contact', { ...contact, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorResponse>().error.code).toBe('VALIDATION_FAILED');
    expect(await count()).toBe(before);
  });

  it('accepts each limit exactly: names of 50, a phone of 25 characters and of 15 digits, stored uncut', async () => {
    const longName = 'Bärtschi-Wolfeschlegelsteinhausenberger-Müller-Xyz';
    expect(longName).toHaveLength(50);
    for (const phone of ['+41 (0)79 123 45 67 / 8-9', '1'.repeat(15), '+41 79 123 45 67']) {
      expect(phone.length).toBeLessThanOrEqual(25);
      const res = await post('/api/forms/contact', {
        ...contact,
        firstName: 'x'.repeat(50),
        lastName: longName,
        company: 'c'.repeat(100),
        subject: 's'.repeat(50),
        message: 'm'.repeat(400),
        phone,
      });
      expect(res.statusCode, phone).toBe(200);
      const rows = await t.app.database.db.select().from(formSubmissions);
      const stored = rows.find((row) => row.payload.phone === phone);
      expect(stored?.payload, phone).toMatchObject({
        lastName: longName,
        phone,
        company: 'c'.repeat(100),
      });
    }
  });

  it('answers a filled honeypot like a success and stores and mails nothing', async () => {
    const rows = await count();
    const spam = {
      ...contact,
      message: 'Cheap pills honeypot-marker',
      website: 'http://spam.example',
    };
    const res = await post('/api/forms/contact', spam);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'received' });
    // A real send afterwards arrives (queued later than the spam would have been), and no mail
    // carries the spam.
    await post('/api/forms/contact', { ...contact, subject: 'after-honeypot' });
    await mailWith(sink, (m) => m.subject === 'Kontaktanfrage: after-honeypot');
    expect(sink.messages.some((m) => m.text?.includes('honeypot-marker'))).toBe(false);
    expect(await count()).toBe(rows + 1);
  });

  it('limits posts per IP: the sixth within the window is 429 RATE_LIMITED', async () => {
    const remoteAddress = '10.9.9.9';
    const send = () =>
      t.app.inject({ method: 'POST', url: '/api/forms/contact', payload: contact, remoteAddress });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const res = await send();
    expect(res.statusCode).toBe(429);
    expect(res.json<ErrorResponse>().error.code).toBe('RATE_LIMITED');
    // Another address is not affected.
    expect((await post('/api/forms/contact', contact)).statusCode).toBe(200);
  });

  it('bug report: validates the description and the error message only with an error', async () => {
    const report = {
      ...contact,
      userIntention: 'Eine STEP-Datei hochladen',
      userExpectation: 'Eine Vorschau',
      systemResponse: 'Die Seite blieb weiss',
      browserUsed: 'firefox',
      osUsed: 'windows',
      differentBrowsers: ['chrome', 'edge'],
      userCheckedInternetConnection: 'yes',
      errorMessageOccurred: false,
    };
    const bad = await post('/api/forms/bug-report', { ...report, errorMessage: 'E42' });
    expect(bad.statusCode).toBe(400);
    expect(
      (await post('/api/forms/bug-report', { ...report, browserUsed: 'netscape' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/forms/bug-report', { ...report, userIntention: 'x'.repeat(401) }))
        .statusCode,
    ).toBe(400);
    const res = await post('/api/forms/bug-report', {
      ...report,
      errorMessageOccurred: true,
      errorMessage: 'E42',
    });
    expect(res.statusCode).toBe(200);
    const toShop = await mailWith(sink, (m) => m.subject?.startsWith('Fehlermeldung') === true);
    expect(toShop.text).toContain('Auch versucht mit: chrome, edge');
    expect(toShop.text).toContain('Fehlermeldung: E42');
  });

  it('VAT ID: normalized and mailed to the shop; a malformed one is refused', async () => {
    expect((await post('/api/forms/vat-id', { vatId: '12345' })).statusCode).toBe(400);
    expect((await post('/api/forms/vat-id', { vatId: '' })).statusCode).toBe(400);
    const res = await post('/api/forms/vat-id', { vatId: 'de 123.456.789', firstName: 'Anna' });
    expect(res.statusCode).toBe(200);
    const mail = await mailWith(sink, (m) => m.subject === 'UStID hinterlegen');
    expect(mail.text).toContain('UStID: DE123456789');
  });
});
