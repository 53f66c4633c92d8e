import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveOnPage } from './paypal-sim/sim-test-server.js';
import { paypalReturnUrls } from './payment-port.js';
import { startPaymentsHarness, type PaymentsHarness } from './payments-test-harness.js';
import { paymentAttempts } from './payments.tables.js';

const BUYER = 'buyerSession0000000000';
const TIMEOUT_MS = 400;
let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness({ timeoutMs: TIMEOUT_MS });
  h.sim.sendWebhooks = false;
});
afterAll(async () => {
  await h.close();
});

async function attemptsOf(orderId: string) {
  const rows = await h.database.db.select().from(paymentAttempts);
  return rows.filter((r) => r.orderId === orderId);
}

describe('PayPal does not answer in time', () => {
  it('a create that timed out stays pending and is reconciled with the stored request id: one PayPal order', async () => {
    const order = h.fake.addOrder(BUYER);
    const ordersAtPayPal = h.sim.orders.size;
    h.sim.latencyMs.create = TIMEOUT_MS * 3;
    const started = await h.payments.startPayPalPayment({
      ...order,
      ...paypalReturnUrls(h.origin, order.orderId),
    });
    h.sim.latencyMs.create = 0;
    expect(!started.ok && started.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(order.paymentStatus).toBe('PAYMENT_PENDING');
    const [stored] = await attemptsOf(order.orderId);
    expect(stored).toMatchObject({ status: 'creating', paypalOrderId: null });
    expect(h.sim.orders.size).toBe(ordersAtPayPal + 1); // PayPal made it; the answer was lost

    await h.payments.reconcile(order.orderId);
    const [reconciled] = await attemptsOf(order.orderId);
    expect(reconciled?.status).toBe('created');
    expect(h.sim.orders.has(reconciled?.paypalOrderId ?? '')).toBe(true);
    expect(h.sim.orders.size).toBe(ordersAtPayPal + 1);

    const payNow = await fetch(`${h.origin}/api/checkout/order/${order.orderId}/payment`, {
      method: 'POST',
      headers: { cookie: `pp_sid=${BUYER}` },
    });
    const { payment } = (await payNow.json()) as { payment: { redirectUrl: string } };
    expect(new URL(payment.redirectUrl).searchParams.get('token')).toBe(reconciled?.paypalOrderId);
    expect(await attemptsOf(order.orderId)).toHaveLength(1);
  });

  it('a capture whose answer was lost: 503, then the retried return replays it — one capture, paid once', async () => {
    const order = h.fake.addOrder(BUYER);
    const started = await h.payments.startPayPalPayment({
      ...order,
      ...paypalReturnUrls(h.origin, order.orderId),
    });
    if (!started.ok) throw new Error(started.error.message);
    const back = new URL((await approveOnPage(started.value.redirectUrl)).location);
    const token = back.searchParams.get('token') ?? '';
    const body = JSON.stringify({
      token,
      PayerID: back.searchParams.get('PayerID'),
      success: true,
    });
    const send = () =>
      fetch(`${h.origin}/api/checkout/order/checkout/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `pp_sid=${BUYER}` },
        body,
      });
    h.sim.latencyMs.capture = TIMEOUT_MS * 3;
    const lost = await send();
    h.sim.latencyMs.capture = 0;
    expect(lost.status).toBe(503);
    expect(((await lost.json()) as { error: { code: string } }).error.code).toBe(
      'PAYMENT_PROVIDER_UNAVAILABLE',
    );
    expect(order.paymentStatus).toBe('PAYMENT_PENDING');
    const retried = await send();
    expect(((await retried.json()) as { next: string }).next).toBe('complete');
    expect(h.sim.orders.get(token)?.captures).toHaveLength(1);
    expect(order.transitions.map((t) => t.kind)).toEqual(['received']);
  });

  it('reconcile learns a capture the shop never heard of from "show order"', async () => {
    const order = h.fake.addOrder(BUYER);
    const started = await h.payments.startPayPalPayment({
      ...order,
      ...paypalReturnUrls(h.origin, order.orderId),
    });
    if (!started.ok) throw new Error(started.error.message);
    const token =
      new URL((await approveOnPage(started.value.redirectUrl)).location).searchParams.get(
        'token',
      ) ?? '';
    // Captured at PayPal by someone else's call; no return, no webhook reached the shop.
    await h.paypal.captureOrder(token, crypto.randomUUID());
    expect(order.paymentStatus).toBe('PAYMENT_PENDING');
    await h.payments.reconcile(order.orderId);
    expect(order.paymentStatus).toBe('PAYMENT_RECEIVED');
  });

  it('reconcile captures an order the buyer approved but never returned from (closed tab)', async () => {
    const order = h.fake.addOrder(BUYER);
    const started = await h.payments.startPayPalPayment({
      ...order,
      ...paypalReturnUrls(h.origin, order.orderId),
    });
    if (!started.ok) throw new Error(started.error.message);
    const token =
      new URL((await approveOnPage(started.value.redirectUrl)).location).searchParams.get(
        'token',
      ) ?? '';
    await h.payments.reconcile(order.orderId);
    expect(order.paymentStatus).toBe('PAYMENT_RECEIVED');
    expect(h.sim.orders.get(token)?.captures).toHaveLength(1);
    // The return arrives after all: the same payment, nothing captured twice.
    const res = await fetch(`${h.origin}/api/checkout/order/checkout/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `pp_sid=${BUYER}` },
      body: JSON.stringify({ token, success: true }),
    });
    expect(((await res.json()) as { next: string }).next).toBe('complete');
    expect(h.sim.orders.get(token)?.captures).toHaveLength(1);
    expect(order.transitions.map((t) => t.kind)).toEqual(['received']);
  });
});

describe('an order left at PayPal for 3 hours (the sweep, with an injected clock)', () => {
  const HOUR_MS = 60 * 60_000;

  it('is cancelled like a cancel at PayPal once 3 hours have passed, once', async () => {
    const order = h.fake.addOrder(BUYER);
    const started = await h.payments.startPayPalPayment({
      ...order,
      ...paypalReturnUrls(h.origin, order.orderId),
    });
    if (!started.ok) throw new Error(started.error.message);
    const [attempt] = await attemptsOf(order.orderId);
    const createdAt = attempt?.createdAt.getTime() ?? 0;
    await h.payments.cancelAbandoned(new Date(createdAt + 3 * HOUR_MS - 60_000));
    expect(order.isCancelled).toBe(false);
    await h.payments.cancelAbandoned(new Date(createdAt + 3 * HOUR_MS + 60_000));
    expect(order.isCancelled).toBe(true);
    expect(order.transitions.map((t) => t.kind)).toEqual(['failed']);
    expect(order.transitions[0]?.detail).toMatch(/3 hours/);
    expect((await attemptsOf(order.orderId))[0]?.status).toBe('expired');
    // The next sweep finds nothing of it; a late return of the cancel changes nothing either.
    await h.payments.cancelAbandoned(new Date(createdAt + 4 * HOUR_MS));
    expect(order.transitions).toHaveLength(1);
  });

  it('asks PayPal first: an approved order is captured (paid), not cancelled; a held capture is left alone', async () => {
    const approved = h.fake.addOrder(BUYER);
    const held = h.fake.addOrder(BUYER);
    for (const [order, scenario] of [
      [approved, 'approve'],
      [held, 'pending'],
    ] as const) {
      const started = await h.payments.startPayPalPayment({
        ...order,
        ...paypalReturnUrls(h.origin, order.orderId),
      });
      if (!started.ok) throw new Error(started.error.message);
      await approveOnPage(started.value.redirectUrl, scenario);
    }
    await h.payments.cancelAbandoned(new Date(Date.now() + 3 * HOUR_MS + 60_000));
    expect(approved.paymentStatus).toBe('PAYMENT_RECEIVED');
    expect(approved.isCancelled).toBe(false);
    expect(held.isCancelled).toBe(false);
    expect(held.transitions.map((t) => t.kind)).toEqual(['pending']);
    await h.payments.cancelAbandoned(new Date(Date.now() + 5 * HOUR_MS));
    expect(held.isCancelled).toBe(false);
  });
});
