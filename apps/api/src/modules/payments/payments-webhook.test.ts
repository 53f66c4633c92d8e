import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCaptureEvent } from './paypal-sim/index.js';
import { approveOnPage } from './paypal-sim/sim-test-server.js';
import { paypalReturnUrls } from './payment-port.js';
import {
  startPaymentsHarness,
  type FakeOrder,
  type PaymentsHarness,
} from './payments-test-harness.js';
import { paypalWebhookEvents } from './payments.tables.js';

const BUYER = 'buyerSession0000000000';
let h: PaymentsHarness;

beforeAll(async () => {
  h = await startPaymentsHarness();
  // Events are sent by the tests themselves, so that each delivery is known.
  h.sim.sendWebhooks = false;
});
afterAll(async () => {
  await h.close();
});

/** An order approved and captured at PayPal (the simulator), the shop not yet told. */
async function capturedAtPayPal(): Promise<{ order: FakeOrder; token: string; PayerID: string }> {
  const order = h.fake.addOrder(BUYER);
  const started = await h.payments.startPayPalPayment({
    ...order,
    ...paypalReturnUrls(h.origin, order.orderId),
  });
  if (!started.ok) throw new Error(started.error.message);
  const back = new URL((await approveOnPage(started.value.redirectUrl)).location);
  const token = back.searchParams.get('token') ?? '';
  const captured = await h.paypal.captureOrder(token, crypto.randomUUID());
  if (!captured.ok) throw new Error(captured.error.message);
  return { order, token, PayerID: back.searchParams.get('PayerID') ?? '' };
}

function signedEvent(token: string) {
  const simOrder = h.sim.orders.get(token);
  const capture = simOrder?.captures[0];
  if (!simOrder || !capture) throw new Error('not captured');
  const target = { url: '', webhookId: 'WH-1', baseUrl: `${h.origin}/paypal-sim` };
  return buildCaptureEvent(h.sim, simOrder, capture, target);
}

async function deliver(headers: Record<string, string>, body: string) {
  const res = await fetch(`${h.origin}/api/payments/paypal/webhook`, {
    method: 'POST',
    headers,
    body,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function storedEvents(): Promise<string[]> {
  const rows = await h.database.db.select().from(paypalWebhookEvents);
  return rows.map((r) => r.eventId);
}

describe('PayPal webhook', () => {
  it('a verified PAYMENT.CAPTURE.COMPLETED pays the order; its redelivery changes nothing', async () => {
    const { order, token, PayerID } = await capturedAtPayPal();
    const event = signedEvent(token);
    const first = await deliver(event.headers, event.body);
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(order.paymentStatus).toBe('PAYMENT_RECEIVED');
    const again = await deliver(event.headers, event.body);
    expect(again).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // The buyer's return arrives last: the same transition, still one payment.
    const res = await fetch(`${h.origin}/api/checkout/order/checkout/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `pp_sid=${BUYER}` },
      body: JSON.stringify({ token, PayerID, success: true }),
    });
    expect(((await res.json()) as { next: string }).next).toBe('complete');
    expect(order.transitions.map((t) => t.kind)).toEqual(['received']);
  });

  it('refuses an event whose body was changed after signing (400), storing nothing', async () => {
    const { order, token } = await capturedAtPayPal();
    const event = signedEvent(token);
    const forged = event.body.replace('"value":"245.47"', '"value":"2.45"');
    expect(forged).not.toBe(event.body);
    const refused = await deliver(event.headers, forged);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'WEBHOOK_SIGNATURE_INVALID' } });
    expect(await storedEvents()).not.toContain(event.event.id);
    expect(order.paymentStatus).toBe('PAYMENT_PENDING');
  });

  it('a COMPLETED capture of another amount than ordered never marks the order paid', async () => {
    const { order, token } = await capturedAtPayPal();
    const capture = h.sim.orders.get(token)?.captures[0] as { amountCents: number } | undefined;
    if (!capture) throw new Error('not captured');
    capture.amountCents = 100; // PayPal reports CHF 1.00 for an order of CHF 245.47
    const event = signedEvent(token);
    expect((await deliver(event.headers, event.body)).status).toBe(200);
    expect(order.paymentStatus).toBe('PAYMENT_PENDING');
    expect(order.transitions).toEqual([
      {
        kind: 'pending',
        detail: expect.stringContaining('does not match the ordered 24547 cents') as unknown,
      },
    ]);
  });

  it('refuses an unsigned event and a signature made for another webhook id', async () => {
    const { order, token } = await capturedAtPayPal();
    const event = signedEvent(token);
    const unsigned = await deliver({ 'content-type': 'application/json' }, event.body);
    expect(unsigned.status).toBe(400);
    const simOrder = h.sim.orders.get(token);
    const capture = simOrder?.captures[0];
    if (!simOrder || !capture) throw new Error('not captured');
    const target = { url: '', webhookId: 'WH-SOMEONE-ELSE', baseUrl: `${h.origin}/paypal-sim` };
    const otherHook = buildCaptureEvent(h.sim, simOrder, capture, target);
    expect((await deliver(otherHook.headers, otherHook.body)).status).toBe(400);
    expect(order.transitions).toEqual([]);
  });

  it("acknowledges a genuine event about a PayPal order that is not the shop's, changing nothing", async () => {
    const created = await h.paypal.createOrder(
      {
        intent: 'CAPTURE',
        purchase_units: [{ amount: { currency_code: 'CHF', value: '10.00' } }],
        payment_source: {
          paypal: { experience_context: { return_url: `${h.origin}/elsewhere` } },
        },
      },
      crypto.randomUUID(),
    );
    if (!created.ok) throw new Error(created.error.message);
    await approveOnPage(`${h.origin}/paypal-sim/checkoutnow?token=${created.value.id}`);
    await h.paypal.captureOrder(created.value.id, crypto.randomUUID());
    const before = [...h.fake.orders.values()].map((o) => o.transitions.length);
    const event = signedEvent(created.value.id);
    const res = await deliver(event.headers, event.body);
    expect(res).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect([...h.fake.orders.values()].map((o) => o.transitions.length)).toEqual(before);
  });
});
