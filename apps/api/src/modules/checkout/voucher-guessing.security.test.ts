import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VOUCHER_RATE_LIMIT } from '../../plugins/voucher-rate-limit.js';
import { withoutRequestId } from '../../test/request-id.js';
import { orders } from '../orders/orders.tables.js';
import { vouchers } from '../vouchers/vouchers.tables.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  postCheckout,
} from '../../test/checkout-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Issue 23 item 6: voucher codes were guessed through GET …/totals?discountCode= (no limit) and
 * the answers told unknown, existing-but-unusable and valid apart. Repeated here: every route that
 * evaluates a code answers "not usable" alike, and guesses run into the voucher limit.
 */
const MONDAY = new Date('2026-01-05T09:00:00Z');
let t: TestApp;
let cookies: { pp_sid: string };
let cartId: string;

/** Codes that exist but cannot be used on a CHF 255 cart on MONDAY, and one that was never made. */
const NOT_USABLE = ['EXPIRED25', 'USEDUP25', 'LATER25', 'MINIMUM25', 'NEVERMADE25'] as const;

beforeAll(async () => {
  // The production limit (test apps otherwise raise it out of the way).
  t = await createTestApp({ now: () => MONDAY, vouchersPerMinute: VOUCHER_RATE_LIMIT.max });
  const percent = { type: 'percentage' as const, value: 25 };
  await t.app.database.db.insert(vouchers).values([
    { id: 'g-exp', code: 'EXPIRED25', ...percent, toDate: new Date('2025-12-31T23:59:59Z') },
    { id: 'g-used', code: 'USEDUP25', ...percent, maxUsage: 3, usageCount: 3 },
    { id: 'g-later', code: 'LATER25', ...percent, fromDate: new Date('2026-02-01T00:00:00Z') },
    { id: 'g-min', code: 'MINIMUM25', ...percent, minValueCents: 1_000_000 },
  ]);
  cookies = newSessionCookies();
  cartId = await createFilledCart(t.app, cookies);
});
afterAll(async () => {
  await t.close();
});

/** Each test is its own client (address), so the limit of one does not spill into another. */
function client(address: string) {
  return {
    totals: (code?: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/checkout/cart/${cartId}/totals${code === undefined ? '' : `?discountCode=${code}`}`,
        cookies,
        remoteAddress: address,
      }),
    validate: (payload: object, as = cookies) =>
      t.app.inject({
        method: 'POST',
        url: '/api/checkout/order/validate-discount',
        cookies: as,
        payload,
        remoteAddress: address,
      }),
  };
}

describe('one answer for every code that cannot be used', () => {
  it('totals: unknown, expired, used up, not started and below minimum look the same', async () => {
    const c = client('198.51.100.1');
    const answers = await Promise.all(NOT_USABLE.map((code) => c.totals(code)));
    const bodies = answers.map((res, i) => {
      expect(res.statusCode).toBe(200);
      const body = res.json<{ voucher: { code: string } }>();
      // The caller's own code is echoed, never the stored spelling of an existing one.
      expect(body.voucher.code).toBe(NOT_USABLE[i]);
      return { ...body, voucher: { ...body.voucher, code: '…' } };
    });
    expect(bodies[0]?.voucher).toEqual({
      isApplied: false,
      code: '…',
      reason: 'VOUCHER_NOT_FOUND',
    });
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    // Lower case, as a guesser might send an existing code: still the caller's spelling back.
    const lower = (await c.totals('expired25')).json<{ voucher: { code: string } }>();
    expect(lower.voucher.code).toBe('expired25');
  });

  it('validate-discount: the same status, code and message, with and without a cart', async () => {
    const c = client('198.51.100.2');
    // Without a cart there is no order value to compare: a minimum alone does not make a code
    // unusable there (it is answered as valid, its minimum shown).
    const withoutCart = NOT_USABLE.filter((code) => code !== 'MINIMUM25');
    for (const [withCart, codes] of [
      [{ cartId }, NOT_USABLE],
      [{}, withoutCart],
    ] as const) {
      const answers = await Promise.all(codes.map((code) => c.validate({ code, ...withCart })));
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({
          error: {
            code: 'VOUCHER_NOT_FOUND',
            message: 'This voucher code cannot be used',
            requestId: expect.any(String),
          },
        });
      }
    }
    // A valid code with someone else's cart answers like a made-up code with it.
    const stranger = newSessionCookies();
    const valid = await c.validate({ code: 'WELCOME10', cartId }, stranger);
    const madeUp = await c.validate({ code: 'NEVERMADE25', cartId }, stranger);
    expect([valid.statusCode, withoutRequestId(valid.body)]).toEqual([
      madeUp.statusCode,
      withoutRequestId(madeUp.body),
    ]);
  });

  it('placing an order: the same status, code and message; nothing is created', async () => {
    const before = await t.app.database.db.$count(orders);
    const answers = [];
    for (const code of NOT_USABLE) {
      const res = await postCheckout(t.app, cookies, { ...checkoutBody(cartId), discountId: code });
      answers.push({ status: res.statusCode, body: res.json<{ error: object }>() });
    }
    for (const [i, answer] of answers.entries()) {
      expect(answer).toEqual({
        status: 404,
        body: {
          error: {
            code: 'VOUCHER_NOT_FOUND',
            message: 'This voucher code cannot be used',
            details: { code: NOT_USABLE[i] },
            requestId: expect.any(String),
          },
        },
      });
    }
    expect(await t.app.database.db.$count(orders)).toBe(before);
  });
});

describe('guessing runs into the voucher limit', () => {
  it(`totals: after ${VOUCHER_RATE_LIMIT.max} codes a client gets 429, on every route that takes one`, async () => {
    const guesser = client('203.0.113.7');
    for (let i = 0; i < VOUCHER_RATE_LIMIT.max; i += 1) {
      expect((await guesser.totals(`GUESS${i}`)).statusCode).toBe(200);
    }
    const blocked = await guesser.totals('GUESSMORE');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
    // One counter for the code-taking routes: switching to validate or the order gains nothing.
    expect((await guesser.validate({ code: 'GUESSMORE', cartId })).statusCode).toBe(429);
    // Totals without a code are no guess and stay open; another client is not affected.
    expect((await guesser.totals()).statusCode).toBe(200);
    expect((await client('203.0.113.8').totals('WELCOME10')).statusCode).toBe(200);
  });

  it(`validate-discount: the ${VOUCHER_RATE_LIMIT.max + 1}st code in a minute gets 429`, async () => {
    const guesser = client('203.0.113.9');
    for (let i = 0; i < VOUCHER_RATE_LIMIT.max; i += 1) {
      expect((await guesser.validate({ code: `GUESS${i}` })).statusCode).toBe(404);
    }
    expect((await guesser.validate({ code: 'WELCOME10' })).statusCode).toBe(429);
  });
});
