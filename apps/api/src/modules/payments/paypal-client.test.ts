import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCreateOrderBody } from './paypal-order-body.js';
import {
  approveOnPage,
  SIM_CREDENTIALS,
  startSimServer,
  type SimServer,
} from './paypal-sim/sim-test-server.js';
import { buildCaptureEvent } from './paypal-sim/index.js';
import { selectApprovalUrl, selectLatestCapture } from './paypal-types.js';
import type { StartPayPalPaymentInput } from './payment-port.js';

let sim: SimServer;
beforeAll(async () => {
  sim = await startSimServer();
});
afterAll(async () => {
  await sim.close();
});

const INPUT: StartPayPalPaymentInput = {
  orderId: 'order-1',
  orderNumber: '2026-000001',
  language: 'de',
  // 2 × 120.50 + 10.00 shipping − 24.10 discount + 18.57 tax = 245.47
  amounts: {
    itemTotalCents: 24_100,
    shippingCents: 1000,
    taxCents: 1857,
    discountCents: 2410,
    totalCents: 24_547,
  },
  items: [{ name: 'bracket.stl', quantity: 2, unitCents: 12_050 }],
  returnUrl: 'https://shop.test/order-complete/order-1',
  cancelUrl: 'https://shop.test/order-failed',
};

function body(overrides: Partial<StartPayPalPaymentInput['amounts']> = {}): unknown {
  return buildCreateOrderBody({ ...INPUT, amounts: { ...INPUT.amounts, ...overrides } });
}

describe('PayPal adapter against the simulator over HTTP', () => {
  it('creates an order with the breakdown and answers the approval link carrying token=', async () => {
    const created = await sim.client().createOrder(body(), crypto.randomUUID());
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    expect(created.value.status).toBe('CREATED');
    const link = selectApprovalUrl(created.value);
    expect(link).toBe(`${sim.base}/checkoutnow?token=${created.value.id}`);
    const page = await (await fetch(link ?? '')).text();
    expect(page).toContain('CHF 245.47');
  });

  it('replays create for the same PayPal-Request-Id (one order) and caches the token', async () => {
    const client = sim.client();
    const tokensBefore = sim.state.tokens.size;
    const ordersBefore = sim.state.orders.size;
    const requestId = crypto.randomUUID();
    const first = await client.createOrder(body(), requestId);
    const second = await client.createOrder(body(), requestId);
    expect(first.ok && second.ok && first.value.id === second.value.id).toBe(true);
    expect(sim.state.orders.size).toBe(ordersBefore + 1);
    expect(sim.state.tokens.size).toBe(tokensBefore + 1);
  });

  it.each([
    ['AMOUNT_MISMATCH', body({ totalCents: 24_548 })],
    ['ITEM_TOTAL_MISMATCH', body({ itemTotalCents: 24_000, totalCents: 24_447 })],
  ])('refuses a breakdown that does not add up: %s', async (issue, payload) => {
    // ITEM_TOTAL_MISMATCH: the adapter collapses mismatching items into one, so tamper afterwards.
    const sent = issue === 'ITEM_TOTAL_MISMATCH' ? withItemUnit(payload, '99.00') : payload;
    const created = await sim.client().createOrder(sent, crypto.randomUUID());
    expect(created.ok).toBe(false);
    if (created.ok) return;
    expect(created.error.code).toBe('PAYMENT_PROVIDER_REJECTED');
    expect(created.error.details).toMatchObject({
      status: 422,
      name: 'UNPROCESSABLE_ENTITY',
      issues: [issue],
    });
  });

  it('refuses item taxes that do not add up to tax_total: TAX_TOTAL_MISMATCH', async () => {
    const payload = body() as { purchase_units: { items: Record<string, unknown>[] }[] };
    const item = payload.purchase_units[0]?.items[0];
    if (item) item.tax = { currency_code: 'CHF', value: '1.00' };
    const created = await sim.client().createOrder(payload, crypto.randomUUID());
    expect(!created.ok && created.error.details?.issues).toEqual(['TAX_TOTAL_MISMATCH']);
  });

  it('captures only an approved order, once; the same request id replays the capture', async () => {
    const client = sim.client();
    const created = await client.createOrder(body(), crypto.randomUUID());
    if (!created.ok) throw new Error('create failed');
    const early = await client.captureOrder(created.value.id, crypto.randomUUID());
    expect(!early.ok && early.error.details?.issues).toEqual(['ORDER_NOT_APPROVED']);
    const { location } = await approveOnPage(selectApprovalUrl(created.value) ?? '');
    const back = new URL(location);
    expect(back.origin + back.pathname).toBe(INPUT.returnUrl);
    expect(back.searchParams.get('token')).toBe(created.value.id);
    expect(back.searchParams.get('PayerID')).toMatch(/^[A-Z0-9]{13}$/);
    const requestId = crypto.randomUUID();
    const first = await client.captureOrder(created.value.id, requestId);
    const replay = await client.captureOrder(created.value.id, requestId);
    if (!first.ok || !replay.ok) throw new Error('capture failed');
    const capture = selectLatestCapture(first.value);
    expect(capture).toMatchObject({
      status: 'COMPLETED',
      amount: { currency_code: 'CHF', value: '245.47' },
    });
    expect(selectLatestCapture(replay.value)?.id).toBe(capture?.id);
    expect(sim.state.orders.get(created.value.id)?.captures).toHaveLength(1);
    const again = await client.captureOrder(created.value.id, crypto.randomUUID());
    expect(!again.ok && again.error.details?.issues).toEqual(['ORDER_ALREADY_CAPTURED']);
    const shown = await client.showOrder(created.value.id);
    expect(shown.ok && shown.value.status).toBe('COMPLETED');
  });

  it.each([
    ['pending', 'PENDING'],
    ['capture-declined', 'DECLINED'],
  ])('the buyer scenario %s gives a %s capture', async (scenario, status) => {
    const client = sim.client();
    const created = await client.createOrder(body(), crypto.randomUUID());
    if (!created.ok) throw new Error('create failed');
    await approveOnPage(selectApprovalUrl(created.value) ?? '', scenario);
    const captured = await client.captureOrder(created.value.id, crypto.randomUUID());
    expect(captured.ok && selectLatestCapture(captured.value)?.status).toBe(status);
  });

  it('INSTRUMENT_DECLINED sends the buyer back to the same approval link', async () => {
    const client = sim.client();
    const created = await client.createOrder(body(), crypto.randomUUID());
    if (!created.ok) throw new Error('create failed');
    const link = selectApprovalUrl(created.value) ?? '';
    await approveOnPage(link, 'instrument-declined');
    const declined = await client.captureOrder(created.value.id, crypto.randomUUID());
    expect(!declined.ok && declined.error.details?.issues).toEqual(['INSTRUMENT_DECLINED']);
    await approveOnPage(link, 'approve');
    const captured = await client.captureOrder(created.value.id, crypto.randomUUID());
    expect(captured.ok && selectLatestCapture(captured.value)?.status).toBe('COMPLETED');
  });

  it('the cancel button returns to cancel_url with the token', async () => {
    const created = await sim.client().createOrder(body(), crypto.randomUUID());
    if (!created.ok) throw new Error('create failed');
    const res = await fetch(`${sim.base}/checkoutnow/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${created.value.id}`,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${INPUT.cancelUrl}?token=${created.value.id}`);
  });

  it('a timeout is a value; the order was made and the same request id finds it', async () => {
    const requestId = crypto.randomUUID();
    const before = sim.state.orders.size;
    sim.state.latencyMs.create = 400;
    const slow = await sim.client({ timeoutMs: 150 }).createOrder(body(), requestId);
    sim.state.latencyMs.create = 0;
    expect(!slow.ok && slow.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(sim.state.orders.size).toBe(before + 1);
    const retry = await sim.client().createOrder(body(), requestId);
    expect(retry.ok && retry.value.status).toBe('CREATED');
    expect(sim.state.orders.size).toBe(before + 1);
  });

  it('renews the token shortly before it expires, and once when PayPal revokes it', async () => {
    let clock = Date.now();
    const client = sim.client({ now: () => clock });
    const issued = () => sim.state.tokens.size;
    const start = issued();
    expect((await client.showOrder('NONE')).ok).toBe(false); // 404, but authenticated
    expect((await client.showOrder('NONE')).ok).toBe(false);
    expect(issued()).toBe(start + 1);
    clock += 32_400_000 - 30_000; // 30 s before PayPal's 9 h: inside the renewal margin
    await client.showOrder('NONE');
    expect(issued()).toBe(start + 2);
    sim.state.tokens.clear(); // revoked at PayPal
    const created = await client.createOrder(body(), crypto.randomUUID());
    expect(created.ok).toBe(true);
    expect(issued()).toBe(1);
  });

  it('wrong credentials are PAYMENT_PROVIDER_UNAVAILABLE and never echo the secret', async () => {
    const refused = await sim.client({ clientSecret: 'wrong-secret' }).showOrder('X');
    expect(!refused.ok && refused.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    expect(JSON.stringify(refused)).not.toContain('wrong-secret');
  });

  it("verify-webhook-signature confirms the simulator's event and refuses a changed one", async () => {
    const client = sim.client();
    const created = await client.createOrder(body(), crypto.randomUUID());
    if (!created.ok) throw new Error('create failed');
    await approveOnPage(selectApprovalUrl(created.value) ?? '');
    await client.captureOrder(created.value.id, crypto.randomUUID());
    const order = sim.state.orders.get(created.value.id);
    const capture = order?.captures[0];
    if (!order || !capture) throw new Error('no capture');
    const target = {
      url: 'http://unused',
      webhookId: SIM_CREDENTIALS.webhookId,
      baseUrl: sim.base,
    };
    const built = buildCaptureEvent(sim.state, order, capture, target);
    const headers = {
      authAlgo: built.headers['paypal-auth-algo'],
      certUrl: built.headers['paypal-cert-url'],
      transmissionId: built.headers['paypal-transmission-id'],
      transmissionSig: built.headers['paypal-transmission-sig'],
      transmissionTime: built.headers['paypal-transmission-time'],
    };
    const good = await client.verifyWebhookSignature(
      headers,
      SIM_CREDENTIALS.webhookId,
      built.event,
    );
    expect(good.ok && good.value).toBe(true);
    const changed = { ...built.event, event_type: 'PAYMENT.CAPTURE.REFUNDED' };
    const bad = await client.verifyWebhookSignature(headers, SIM_CREDENTIALS.webhookId, changed);
    expect(bad.ok && bad.value).toBe(false);
    const otherHook = await client.verifyWebhookSignature(headers, 'WH-OTHER', built.event);
    expect(otherHook.ok && otherHook.value).toBe(false);
  });
});

function withItemUnit(payload: unknown, value: string): unknown {
  const copy = structuredClone(payload) as {
    purchase_units: { items: { unit_amount: { value: string } }[] }[];
  };
  const item = copy.purchase_units[0]?.items[0];
  if (item) item.unit_amount.value = value;
  return copy;
}
