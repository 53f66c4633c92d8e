import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMultipart } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { findControlCharacter, jsonDepthExceeds, MAX_JSON_DEPTH } from './input-guard.js';

/**
 * Issue 23 item 11: a NUL (PostgreSQL refuses it in text: it was a 500) or another control
 * character in any JSON body, query or path parameter is a 400 with a stable code, before a
 * route runs; deeply nested JSON (the PayPal webhook was a 500) is a 400 too.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ formsPostsPer10Minutes: 1000 });
});
afterAll(() => t.close());

const contact = {
  firstName: 'Anna',
  lastName: 'Muster',
  mail: 'nul-test@example.ch',
  subject: 'Frage',
  message: 'Hallo',
  confirmation: true,
};
const NUL = '\u0000';

describe('control characters at the edge', () => {
  it.each([
    ['contact message', '/api/forms/contact', { ...contact, message: `Hallo${NUL}` }],
    ['contact name', '/api/forms/contact', { ...contact, firstName: `An${NUL}na` }],
    ['contact subject', '/api/forms/contact', { ...contact, subject: 'Frage\u0007' }],
    ['newsletter address', '/api/forms/newsletter', { mail: `a${NUL}@example.ch` }],
    ['sign-up user name', '/api/auth/signup', { userName: `anna${NUL}`, email: 'a@example.ch' }],
    ['voucher code', '/api/checkout/order/validate-discount', { discountCode: `X${NUL}` }],
    [
      'order reference',
      '/api/checkout/order/checkout',
      { customerRemarks: { referenceNumber: NUL } },
    ],
    ['track-order e-mail', '/api/rest_api/trackorder.php', { orderId: '1', email: `a${NUL}@b.ch` }],
    ['a key', '/api/forms/contact', { ...contact, [`x${NUL}`]: 1 }],
    ['a nested array', '/api/forms/contact', { ...contact, extra: [['ok', `\u001b[31m`]] }],
  ])('%s with a control character: 400 CONTROL_CHARACTER_NOT_ALLOWED', async (_name, url, body) => {
    const res = await t.app.inject({ method: 'POST', url, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'CONTROL_CHARACTER_NOT_ALLOWED' } });
  });

  it.each([
    ['search query', '/api/content/page?slug=agb%00'],
    ['voucher in the totals query', '/api/checkout/cart/abc/totals?discountCode=X%00'],
    ['path parameter', '/api/checkout/cart/abc%00def'],
  ])('%s with NUL: 400 CONTROL_CHARACTER_NOT_ALLOWED', async (_name, url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'CONTROL_CHARACTER_NOT_ALLOWED' } });
  });

  it('an uploaded file name with NUL: 400 CONTROL_CHARACTER_NOT_ALLOWED', async () => {
    const stl = Buffer.from('solid x\nendsolid x\n');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/analytx/file',
      ...buildMultipart('part\u0000.stl', 'model/stl', stl),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'CONTROL_CHARACTER_NOT_ALLOWED' } });
  });

  it('keeps tabs and line breaks of multi-line text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/forms/contact',
      payload: { ...contact, message: 'Zeile 1\r\nZeile 2\n\tEingerückt' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('JSON nesting depth', () => {
  it('answers 400 JSON_TOO_DEEP to a depth-10000 body on the PayPal webhook', async () => {
    const deep = '['.repeat(10_000) + ']'.repeat(10_000);
    for (const payload of [deep, `{"event_type":"X","resource":${deep}}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/paypal/webhook',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'JSON_TOO_DEEP' } });
    }
  });

  it('counts brackets outside strings only', () => {
    const inString = JSON.stringify({ text: '['.repeat(1000) });
    expect(jsonDepthExceeds(inString, MAX_JSON_DEPTH)).toBe(false);
    expect(jsonDepthExceeds(JSON.stringify({ a: '\\"[[' }), 1)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 3)).toBe(false);
    expect(jsonDepthExceeds('{"a":{"b":[1]}}', 2)).toBe(true);
  });

  it('finds control characters in values and keys, not tab or line breaks', () => {
    expect(findControlCharacter({ a: ['x', { b: 'y\u0000' }] })).toBe('/a/1/b');
    expect(findControlCharacter({ 'k\u001f': 1 })).toBe('/k\u001f');
    expect(findControlCharacter({ a: 'x\t\r\n', n: 1, b: null, c: true })).toBeNull();
  });
});
