import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminRefundRequest } from '@print/contracts';
import type { AuditEntryInput } from '../staff/index.js';
import { buildRefundEvent } from './paypal-sim/index.js';
import { approveOnPage } from './paypal-sim/sim-test-server.js';
import { paypalReturnUrls } from './payment-port.js';
import {
  HARNESS_PAYPAL,
  SIM_CONTROL_HEADERS,
  startPaymentsHarness,
  type FakeOrder,
  type PaymentsHarness,
} from './payments-test-harness.js';
import { createRefunds, type Refunds } from './refunds.service.js';

// Refunds against the simulator over HTTP (the payments module as the server wires it, the orders
// port faked): PayPal's answers, the amount left, the stored PayPal-Request-Id, the webhook.
const BUYER = 'refundBuyer00000000000';
const TIMEOUT_MS = 400;
const ACTOR = { id: 'staff-1', name: 'Anna Office' };
let h: PaymentsHarness;
let refunds: Refunds;
let paypalCalls = 0;
const audited: AuditEntryInput[] = [];
const audit = (_tx: unknown, entry: AuditEntryInput) => {
  audited.push(entry);
  return Promise.resolve();
};

beforeAll(async () => {
  h = await startPaymentsHarness({ timeoutMs: TIMEOUT_MS });
  h.sim.sendWebhooks = false;
  // The same service the module builds, with a PayPal client that counts the refund calls.
  refunds = createRefunds({
    db: h.database.db,
    orders: h.fake.port,
    paypal: {
      refundCapture: (...args) => {
        paypalCalls += 1;
        return h.paypal.refundCapture(...args);
      },
      showRefund: (id) => h.paypal.showRefund(id),
    },
  });
});
afterAll(async () => {
  await h.close();
});

/** An order paid by PayPal through the simulator (start, approve, the buyer's return). */
async function paidOrder(): Promise<{ order: FakeOrder; captureId: string; token: string }> {
  const order = h.fake.addOrder(BUYER);
  const started = await h.payments.startPayPalPayment({
    ...order,
    ...paypalReturnUrls(h.origin, order.orderId),
  });
  if (!started.ok) throw new Error(started.error.message);
  const back = new URL((await approveOnPage(started.value.redirectUrl)).location);
  const token = back.searchParams.get('token') ?? '';
  await fetch(`${h.origin}/api/checkout/order/checkout/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `pp_sid=${BUYER}` },
    body: JSON.stringify({ token, PayerID: back.searchParams.get('PayerID'), success: true }),
  });
  expect(order.paymentStatus).toBe('PAYMENT_RECEIVED');
  const captureId = h.sim.orders.get(token)?.captures[0]?.id ?? '';
  return { order, captureId, token };
}

const paypalRefund = (amountCents: number | null, reason = 'Customer returned a part') =>
  ({ kind: 'paypal', amountCents, reason }) satisfies AdminRefundRequest;

async function overview(orderId: string) {
  const shown = await refunds.overview(orderId);
  if (!shown.ok) throw new Error(shown.error.message);
  return shown.value;
}

describe('PayPal refunds against the simulator', () => {
  it('partial, then the rest with an empty body: COMPLETED each, the capture REFUNDED', async () => {
    const { order, token } = await paidOrder();
    const first = await refunds.request(ACTOR, audit, order.orderId, {
      ...paypalRefund(4_547),
      noteToPayer: 'Sorry for the scratch',
    });
    expect(first).toMatchObject({
      ok: true,
      value: { status: 'COMPLETED', amountCents: 4_547, noteToPayer: 'Sorry for the scratch' },
    });
    expect(audited.at(-1)).toMatchObject({
      action: 'refund.paypal',
      orderId: order.orderId,
      before: { leftCents: 24_547 },
      after: { amountCents: 4_547, status: 'REQUESTED' },
    });
    const rest = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(null));
    expect(rest).toMatchObject({ ok: true, value: { status: 'COMPLETED', amountCents: 20_000 } });
    expect(await overview(order.orderId)).toMatchObject({
      method: 'paypal',
      paidCents: 24_547,
      refundedCents: 24_547,
      openCents: 0,
      leftCents: 0,
    });
    const shown = await h.paypal.showOrder(token);
    expect(shown.ok && shown.value.purchase_units?.[0]?.payments?.captures?.[0]?.status).toBe(
      'REFUNDED',
    );
  });

  it('a whole refund sends an empty body (PayPal refunds the rest)', async () => {
    const { order } = await paidOrder();
    const before = h.sim.refunds.size;
    const full = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(null));
    expect(full).toMatchObject({ ok: true, value: { status: 'COMPLETED', amountCents: 24_547 } });
    const [made] = [...h.sim.refunds.values()].slice(before);
    expect(made).toMatchObject({ amountCents: 24_547, noteToPayer: null });
  });

  it('more than is left is refused BEFORE PayPal is called; nothing is stored', async () => {
    const { order } = await paidOrder();
    await refunds.request(ACTOR, audit, order.orderId, paypalRefund(20_000));
    const calls = paypalCalls;
    const over = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(4_548));
    expect(over.ok ? null : over.error).toMatchObject({
      code: 'REFUND_AMOUNT_EXCEEDS_LEFT',
      details: { leftCents: 4_547, requestedCents: 4_548 },
    });
    expect(paypalCalls).toBe(calls);
    expect((await overview(order.orderId)).refunds).toHaveLength(1);
  });

  it("PayPal's 422: a refund made at PayPal directly leaves less than we know (REFUND_AMOUNT_EXCEEDED, then CAPTURE_FULLY_REFUNDED)", async () => {
    const { order, captureId } = await paidOrder();
    const elsewhere = await h.paypal.refundCapture(
      captureId,
      { amount: { currency_code: 'CHF', value: '200.00' } },
      crypto.randomUUID(),
    );
    expect(elsewhere.ok).toBe(true);
    const exceeded = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(10_000));
    expect(exceeded.ok ? null : exceeded.error).toMatchObject({
      code: 'REFUND_REJECTED_BY_PAYPAL',
      details: { issue: 'REFUND_AMOUNT_EXCEEDED' },
    });
    await h.paypal.refundCapture(captureId, {}, crypto.randomUUID());
    const fully = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(100));
    expect(fully.ok ? null : fully.error.details).toMatchObject({
      issue: 'CAPTURE_FULLY_REFUNDED',
    });
    const { refunds: stored, leftCents } = await overview(order.orderId);
    expect(stored.map((r) => [r.status, r.failure])).toEqual([
      ['REJECTED', 'REFUND_AMOUNT_EXCEEDED'],
      ['REJECTED', 'CAPTURE_FULLY_REFUNDED'],
    ]);
    expect(leftCents).toBe(24_547); // rejected refunds hold nothing back
    expect(audited.at(-1)).toMatchObject({
      action: 'refund.rejected',
      after: { status: 'REJECTED' },
    });
  });

  it("the simulator answers PayPal's 422 for another currency, a pending capture and a third decimal", async () => {
    const { captureId } = await paidOrder();
    const issueOf = async (body: object, id = captureId) => {
      const answer = await h.paypal.refundCapture(id, body, crypto.randomUUID());
      return answer.ok ? 'ok' : (answer.error.details?.issues as string[])[0];
    };
    expect(await issueOf({ amount: { currency_code: 'EUR', value: '1.00' } })).toBe(
      'REFUND_CAPTURE_CURRENCY_MISMATCH',
    );
    expect(await issueOf({ amount: { currency_code: 'CHF', value: '1.005' } })).toBe(
      'DECIMAL_PRECISION',
    );
    expect(await issueOf({ amount: { currency_code: 'CHF', value: '0.00' } })).toBe(
      'CANNOT_BE_ZERO_OR_NEGATIVE',
    );
    const pending = h.fake.addOrder(BUYER);
    const started = await h.payments.startPayPalPayment({
      ...pending,
      ...paypalReturnUrls(h.origin, pending.orderId),
    });
    if (!started.ok) throw new Error(started.error.message);
    const back = new URL((await approveOnPage(started.value.redirectUrl, 'pending')).location);
    const token = back.searchParams.get('token') ?? '';
    await h.paypal.captureOrder(token, crypto.randomUUID());
    const pendingCapture = h.sim.orders.get(token)?.captures[0]?.id ?? '';
    expect(await issueOf({}, pendingCapture)).toBe('PENDING_CAPTURE');
  });

  it('no answer in time: the refund stays REQUESTED; asking again sends the same PayPal-Request-Id — one refund at PayPal', async () => {
    const { order } = await paidOrder();
    const before = h.sim.refunds.size;
    h.sim.latencyMs.refund = TIMEOUT_MS * 3;
    const lost = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(1_000));
    h.sim.latencyMs.refund = 0;
    expect(lost.ok ? null : lost.error.code).toBe('PAYMENT_PROVIDER_UNAVAILABLE');
    const refundId = String(lost.ok ? '' : lost.error.details?.refundId);
    const waiting = await overview(order.orderId);
    expect(waiting.refunds.map((r) => r.status)).toEqual(['REQUESTED']);
    expect(waiting.leftCents).toBe(23_547); // held back while its outcome is unknown
    expect(h.sim.refunds.size).toBe(before + 1); // PayPal made it; the answer was lost

    const again = await refunds.sync(audit, order.orderId, refundId);
    const atPayPal = [...h.sim.refunds.values()].slice(before);
    expect(atPayPal).toHaveLength(1);
    expect(again).toMatchObject({
      ok: true,
      value: { id: refundId, status: 'COMPLETED', paypalRefundId: atPayPal[0]?.id },
    });
    const twice = await refunds.sync(audit, order.orderId, refundId);
    expect(twice.ok ? null : twice.error.code).toBe('REFUND_NOT_RETRYABLE');
  });

  it('two refunds at once never together exceed what is left', async () => {
    const { order } = await paidOrder();
    const both = await Promise.all([
      refunds.request(ACTOR, audit, order.orderId, paypalRefund(20_000)),
      refunds.request(ACTOR, audit, order.orderId, paypalRefund(20_000)),
    ]);
    expect(both.map((r) => (r.ok ? 'ok' : r.error.code)).sort()).toEqual([
      'REFUND_AMOUNT_EXCEEDS_LEFT',
      'ok',
    ]);
  });

  it('an order without a completed capture cannot be refunded', async () => {
    const order = h.fake.addOrder(BUYER);
    const refused = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(null));
    expect(refused.ok ? null : refused.error.code).toBe('REFUND_ORDER_NOT_PAID');
    const bank = await refunds.request(ACTOR, audit, (await paidOrder()).order.orderId, {
      kind: 'bank',
      amountCents: 100,
      reason: 'x',
      iban: 'CH9300762011623852957',
      accountHolder: 'Anna Muster',
    });
    expect(bank.ok ? null : bank.error.code).toBe('REFUND_METHOD_MISMATCH');
  });
});

describe('refunds reported by the webhook (PAYMENT.CAPTURE.REFUNDED)', () => {
  const target = () => ({
    url: '',
    webhookId: HARNESS_PAYPAL.webhookId,
    baseUrl: `${h.origin}/paypal-sim`,
  });
  const deliver = async (built: { headers: Record<string, string>; body: string }) => {
    const res = await fetch(`${h.origin}/api/payments/paypal/webhook`, {
      method: 'POST',
      headers: built.headers,
      body: built.body,
    });
    const body: unknown = await res.json();
    return { status: res.status, body };
  };

  it('a pending refund completes by its webhook; the redelivery changes nothing', async () => {
    const { order } = await paidOrder();
    h.sim.refundScenario = 'pending';
    const pending = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(5_000));
    h.sim.refundScenario = 'complete';
    expect(pending).toMatchObject({ ok: true, value: { status: 'PENDING' } });
    const paypalRefundId = pending.ok ? (pending.value.paypalRefundId ?? '') : '';
    const settled = await fetch(`${h.origin}/paypal-sim/sim/refunds/${paypalRefundId}/complete`, {
      method: 'POST',
      headers: SIM_CONTROL_HEADERS,
    });
    expect(settled.status).toBe(200);
    const simRefund = h.sim.refunds.get(paypalRefundId);
    if (!simRefund) throw new Error('no refund at the simulator');
    const event = buildRefundEvent(h.sim, simRefund, target());
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true, duplicate: false },
    });
    expect(await deliver(event)).toEqual({
      status: 200,
      body: { received: true, duplicate: true },
    });
    expect((await overview(order.orderId)).refunds).toMatchObject([
      { status: 'COMPLETED', amountCents: 5_000 },
    ]);
  });

  it('a pending refund that fails gives its amount back (looked up again by the desk)', async () => {
    const { order } = await paidOrder();
    h.sim.refundScenario = 'pending';
    const pending = await refunds.request(ACTOR, audit, order.orderId, paypalRefund(5_000));
    h.sim.refundScenario = 'complete';
    const refund = pending.ok ? pending.value : null;
    await fetch(`${h.origin}/paypal-sim/sim/refunds/${refund?.paypalRefundId ?? ''}/fail`, {
      method: 'POST',
      headers: SIM_CONTROL_HEADERS,
    });
    expect(await refunds.sync(audit, order.orderId, refund?.id ?? '')).toMatchObject({
      ok: true,
      value: { status: 'FAILED' },
    });
    expect((await overview(order.orderId)).leftCents).toBe(24_547);
  });

  it('a refund made at PayPal directly is recorded from its webhook, so what is left stays true', async () => {
    const { order, captureId } = await paidOrder();
    const made = await h.paypal.refundCapture(
      captureId,
      { amount: { currency_code: 'CHF', value: '45.47' } },
      crypto.randomUUID(),
    );
    const simRefund = h.sim.refunds.get(made.ok ? made.value.id : '');
    if (!simRefund) throw new Error('no refund at the simulator');
    expect((await deliver(buildRefundEvent(h.sim, simRefund, target()))).status).toBe(200);
    const seen = await overview(order.orderId);
    expect(seen.refunds).toMatchObject([
      { status: 'COMPLETED', amountCents: 4_547, staffName: null, reason: 'Refunded at PayPal' },
    ]);
    expect(seen.leftCents).toBe(20_000);
  });
});
