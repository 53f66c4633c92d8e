import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PayNowResponseSchema, PayPalCallbackResponseSchema } from '@print/contracts';
import { approveOnPage } from './paypal-sim/sim-test-server.js';
import {
  SIM_CONTROL_HEADERS,
  startPaymentsHarness,
  type FakeOrder,
  type PaymentsHarness,
} from './payments-test-harness.js';
import { paypalReturnUrls } from './payment-port.js';
import { paypalWebhookEvents } from './payments.tables.js';

const BUYER = 'buyerSession0000000000'; // 22 base64url characters: a valid pp_sid
const OTHER = 'otherSession0000000000';
let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
});
afterAll(async () => {
  await h.close();
});

async function post(path: string, body: unknown, session = BUYER): Promise<Response> {
  return fetch(`${h.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `pp_sid=${session}` },
    body: JSON.stringify(body),
  });
}

/** Orders' side of interface 2, then the buyer's trip to the simulator's page and back. */
async function startPayment(order: FakeOrder): Promise<string> {
  const started = await h.payments.startPayPalPayment({
    orderId: order.orderId,
    orderNumber: order.orderNumber,
    language: order.language,
    amounts: order.amounts,
    items: order.items,
    ...paypalReturnUrls(h.origin, order.orderId),
  });
  if (!started.ok) throw new Error(started.error.message);
  return started.value.redirectUrl;
}

async function approve(redirectUrl: string, scenario = 'approve') {
  const { location } = await approveOnPage(redirectUrl, scenario);
  const back = new URL(location);
  return {
    back,
    token: back.searchParams.get('token') ?? '',
    PayerID: back.searchParams.get('PayerID') ?? '',
  };
}

async function callback(token: string, success: boolean, PayerID?: string, session = BUYER) {
  const res = await post(
    '/api/checkout/order/checkout/callback',
    { token, success, ...(PayerID ? { PayerID } : {}) },
    session,
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function until(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function processedWebhooks(): Promise<number> {
  const rows = await h.database.db.select().from(paypalWebhookEvents);
  return rows.filter((r) => r.processedAt !== null).length;
}

describe('PayPal payment of an order through the simulator', () => {
  it('approve → return → capture COMPLETED → paid once, though the webhook reports it too', async () => {
    const order = h.fake.addOrder(BUYER);
    const webhooksBefore = await processedWebhooks();
    const { back, token, PayerID } = await approve(await startPayment(order));
    expect(back.pathname).toBe(`/order-complete/${order.orderId}`);
    const first = await callback(token, true, PayerID);
    expect(first.status).toBe(200);
    expect(PayPalCallbackResponseSchema.parse(first.body)).toEqual({
      order: { _id: order.orderId, orderNumber: order.orderNumber },
      paymentStatus: 'PAYMENT_RECEIVED',
      next: 'complete',
    });
    await until(async () => (await processedWebhooks()) > webhooksBefore, 'the capture webhook');
    const replay = await callback(token, true, PayerID);
    expect(replay.body.next).toBe('complete');
    expect(order.transitions.map((t) => t.kind)).toEqual(['received']);
    expect(order.transitions[0]?.detail).toMatch(/^[A-Z0-9]{17} 24547 payment$/);
  });

  it('a return without the shop session (another browser) captures, bound by the token, and learns no order detail', async () => {
    const order = h.fake.addOrder(BUYER);
    const { token, PayerID } = await approve(await startPayment(order));
    const elsewhere = await callback(token, true, PayerID, OTHER);
    expect(elsewhere.status).toBe(200);
    // Exactly the outcome: no order id, number, amount or address.
    expect(elsewhere.body).toEqual({ paymentStatus: 'PAYMENT_RECEIVED', next: 'complete' });
    expect(JSON.stringify(elsewhere.body)).not.toContain(order.orderNumber);
    expect(h.sim.orders.get(token)?.captures).toHaveLength(1);
    expect(order.transitions.map((t) => t.kind)).toEqual(['received']);
    // The owner's own return afterwards: the same payment, with its order.
    const own = await callback(token, true, PayerID);
    expect(own.body).toMatchObject({ next: 'complete', order: { _id: order.orderId } });
    expect(h.sim.orders.get(token)?.captures).toHaveLength(1);
    // A token PayPal never issued finds nothing; pay now stays the owner's.
    const guessed = await callback('AAAAAAAAAAAAAAAAA', true, PayerID, OTHER);
    expect(guessed).toMatchObject({ status: 404, body: { error: { code: 'PAYMENT_NOT_FOUND' } } });
    const payNow = await post(`/api/checkout/order/${order.orderId}/payment`, {}, OTHER);
    expect(payNow.status).toBe(404);
  });

  it('the return URLs carry the order language (en → /en/…, fr → /fr/…, de at the root)', async () => {
    for (const language of ['en', 'fr'] as const) {
      const order = h.fake.addOrder(BUYER, { language });
      const started = await h.payments.startPayPalPayment({
        ...order,
        ...paypalReturnUrls(h.origin, order.orderId, language),
      });
      if (!started.ok) throw new Error(started.error.message);
      const { back } = await approve(started.value.redirectUrl);
      expect(back.pathname).toBe(`/${language}/order-complete/${order.orderId}`);
    }
  });

  it('cancel at PayPal → failed; the order is cancelled through the port', async () => {
    const order = h.fake.addOrder(BUYER);
    const redirect = await startPayment(order);
    const token = new URL(redirect).searchParams.get('token') ?? '';
    const res = await fetch(`${h.origin}/paypal-sim/checkoutnow/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(res.headers.get('location')).toBe(`${h.origin}/order-failed?token=${token}`);
    const cancelled = await callback(token, false);
    expect(cancelled.body).toMatchObject({
      next: 'failed',
      paymentStatus: 'PAYMENT_PENDING',
      cartId: `restored-${order.orderId}`,
    });
    expect(order.transitions.map((t) => t.kind)).toEqual(['failed']);
    expect(order.isCancelled).toBe(true);
    // A double return of the cancel: the same answer, nothing more happens.
    const again = await callback(token, false);
    expect(again.body).toEqual(cancelled.body);
    expect(order.transitions.map((t) => t.kind)).toEqual(['failed']);
  });

  it('INSTRUMENT_DECLINED → retry on the same approval link, then paid', async () => {
    const order = h.fake.addOrder(BUYER);
    const redirect = await startPayment(order);
    const declined = await approve(redirect, 'instrument-declined');
    const retry = await callback(declined.token, true, declined.PayerID);
    expect(retry.body).toMatchObject({
      next: 'retry',
      paymentStatus: 'PAYMENT_PENDING',
      redirectUrl: redirect,
      declined: 'INSTRUMENT_DECLINED',
    });
    const again = await approve(redirect);
    expect((await callback(again.token, true, again.PayerID)).body.next).toBe('complete');
    expect(order.transitions.map((t) => t.kind)).toEqual(['received']);
  });

  it('capture DECLINED → retry with a new PayPal order, then paid', async () => {
    const order = h.fake.addOrder(BUYER);
    const redirect = await startPayment(order);
    const declined = await approve(redirect, 'capture-declined');
    const retry = await callback(declined.token, true, declined.PayerID);
    expect(retry.body).toMatchObject({
      next: 'retry',
      paymentStatus: 'PAYMENT_PENDING',
      declined: 'CAPTURE_DECLINED',
    });
    const second = String(retry.body.redirectUrl);
    expect(second).not.toBe(redirect);
    const paid = await approve(second);
    expect(paid.token).not.toBe(declined.token);
    expect((await callback(paid.token, true, paid.PayerID)).body.next).toBe('complete');
    expect(order.paymentStatus).toBe('PAYMENT_RECEIVED');
  });

  it('capture PENDING stays pending until PayPal completes it (webhook), then paid', async () => {
    const order = h.fake.addOrder(BUYER);
    const { token, PayerID } = await approve(await startPayment(order), 'pending');
    const pending = await callback(token, true, PayerID);
    expect(pending.body).toMatchObject({ next: 'pending', paymentStatus: 'PAYMENT_PENDING' });
    expect(order.paymentStatus).toBe('PAYMENT_PENDING');
    const captureId = h.sim.orders.get(token)?.captures[0]?.id ?? '';
    const settled = await fetch(`${h.origin}/paypal-sim/sim/captures/${captureId}/complete`, {
      method: 'POST',
      headers: SIM_CONTROL_HEADERS,
    });
    expect(settled.status).toBe(200);
    await until(() => order.paymentStatus === 'PAYMENT_RECEIVED', 'the COMPLETED webhook');
    expect((await callback(token, true, PayerID)).body.next).toBe('complete');
    expect(order.transitions.filter((t) => t.kind === 'received')).toHaveLength(1);
  });

  it('a pending capture PayPal later denies fails the order', async () => {
    const order = h.fake.addOrder(BUYER);
    const { token, PayerID } = await approve(await startPayment(order), 'pending');
    await callback(token, true, PayerID);
    const captureId = h.sim.orders.get(token)?.captures[0]?.id ?? '';
    await fetch(`${h.origin}/paypal-sim/sim/captures/${captureId}/deny`, {
      method: 'POST',
      headers: SIM_CONTROL_HEADERS,
    });
    await until(() => order.isCancelled, 'the DENIED webhook');
    expect(order.paymentStatus).toBe('PAYMENT_PENDING');
    expect(order.transitions.map((t) => t.kind)).toContain('failed');
  });

  it('refuses a malformed return with 400 and changes nothing', async () => {
    const res = await post('/api/checkout/order/checkout/callback', {
      token: '<script>',
      success: 'yes',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'VALIDATION_FAILED',
    );
  });
});

describe('pay now', () => {
  it('answers the still-valid approval link again, and refuses orders that are not payable', async () => {
    const order = h.fake.addOrder(BUYER);
    const redirect = await startPayment(order);
    const res = await post(`/api/checkout/order/${order.orderId}/payment`, {});
    expect(res.status).toBe(200);
    expect(PayNowResponseSchema.parse(await res.json()).payment).toEqual({
      method: 'paypal',
      redirectUrl: redirect,
    });
    const invoice = h.fake.addOrder(BUYER, { paymentMethod: 'billing' });
    const refused = await post(`/api/checkout/order/${invoice.orderId}/payment`, {});
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
      'ORDER_NOT_PAYABLE',
    );
  });

  it('two tabs paying at once share one PayPal order (never two approvals to charge)', async () => {
    const order = h.fake.addOrder(BUYER);
    const before = h.sim.orders.size;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/checkout/order/${order.orderId}/payment`, {})),
    );
    const urls = await Promise.all(
      answers.map(async (r) => PayNowResponseSchema.parse(await r.json()).payment.redirectUrl),
    );
    expect(new Set(urls).size).toBe(1);
    expect(h.sim.orders.size).toBe(before + 1);
  });

  it('creates the first PayPal order for an order whose payment never started (crash before the call)', async () => {
    const order = h.fake.addOrder(BUYER);
    const res = await post(`/api/checkout/order/${order.orderId}/payment`, {});
    const body = PayNowResponseSchema.parse(await res.json());
    const token = new URL(body.payment.redirectUrl).searchParams.get('token') ?? '';
    expect(h.sim.orders.get(token)?.amountCents).toBe(24_547);
    const paid = await approve(body.payment.redirectUrl);
    expect((await callback(paid.token, true, paid.PayerID)).body.next).toBe('complete');
    const afterPaid = await post(`/api/checkout/order/${order.orderId}/payment`, {});
    expect(afterPaid.status).toBe(409);
  });
});
