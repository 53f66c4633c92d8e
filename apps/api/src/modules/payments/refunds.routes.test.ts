import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminOrderDetailSchema, AdminOrderRefundsSchema, AuditPageSchema } from '@print/contracts';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';
import { signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { approveOnPage } from './paypal-sim/sim-test-server.js';

// /api/admin/orders/:orderId/refunds through the whole app (listening: PayPal is the simulator on
// this same server), real staff sign-ins, the audit log and the order timeline.
let t: TestApp;
let origin: string;
let office: SignedInStaff;
let owner: SignedInStaff;
let production: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
  [office, owner, production] = await Promise.all([
    signInStaff(t.app, 'office'),
    signInStaff(t.app, 'owner'),
    signInStaff(t.app, 'production'),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** A PayPal order placed, approved on the simulator's page and paid by the buyer's return. */
async function paidPayPalOrder(): Promise<{ orderId: string; totalCents: number }> {
  const cookies = newSessionCookies();
  const cartId = await createFilledCart(t.app, cookies);
  const placed = await placeOrder(
    t.app,
    cookies,
    checkoutBody(cartId, { billingPaymentMethod: 'paypal' }),
  );
  const back = new URL((await approveOnPage(placed.payment.redirectUrl ?? '')).location);
  const res = await fetch(`${origin}/api/checkout/order/checkout/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `pp_sid=${cookies.pp_sid}` },
    body: JSON.stringify({
      token: back.searchParams.get('token'),
      PayerID: back.searchParams.get('PayerID'),
      success: true,
    }),
  });
  expect(res.status).toBe(200);
  const refunds = await list(placed.order._id, office);
  expect(refunds.method).toBe('paypal');
  return { orderId: placed.order._id, totalCents: refunds.paidCents };
}

async function list(orderId: string, who: SignedInStaff) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/${orderId}/refunds`,
    cookies: who.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  return AdminOrderRefundsSchema.parse(res.json());
}

const refund = (orderId: string, who: SignedInStaff, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds`,
    cookies: who.cookies,
    payload,
  });

describe('PayPal refunds on the desk', () => {
  it('office refunds part, owner the rest; audited; the order timeline shows both', async () => {
    const { orderId, totalCents } = await paidPayPalOrder();
    const part = await refund(orderId, office, {
      kind: 'paypal',
      amountCents: 1_000,
      reason: 'One part scratched',
      noteToPayer: 'Sorry!',
    });
    expect(part.statusCode, part.body).toBe(201);
    expect(part.json()).toMatchObject({
      status: 'COMPLETED',
      amountCents: 1_000,
      staffName: office.staff.name,
    });

    const over = await refund(orderId, owner, {
      kind: 'paypal',
      amountCents: totalCents,
      reason: 'All',
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      error: { code: 'REFUND_AMOUNT_EXCEEDS_LEFT', details: { leftCents: totalCents - 1_000 } },
    });
    const rest = await refund(orderId, owner, { kind: 'paypal', reason: 'Order cancelled' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ amountCents: totalCents - 1_000, status: 'COMPLETED' });

    const nothing = await refund(orderId, owner, { kind: 'paypal', reason: 'Again' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ error: { code: 'REFUND_NOTHING_LEFT' } });
    expect(await list(orderId, owner)).toMatchObject({ leftCents: 0, refundedCents: totalCents });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      cookies: office.cookies,
    });
    const timeline = AdminOrderDetailSchema.parse(detail.json()).timeline.filter((e) =>
      e.to?.startsWith('REFUND_'),
    );
    expect(timeline.map((e) => [e.actor, e.to])).toEqual([
      [office.staff.name, 'REFUND_COMPLETED'],
      [owner.staff.name, 'REFUND_COMPLETED'],
    ]);
    expect(timeline[0]?.text).toContain('One part scratched');

    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?staffId=${office.staff.id}`,
      cookies: owner.cookies,
    });
    const entries = AuditPageSchema.parse(audit.json()).items.filter((e) =>
      e.action.startsWith('refund.'),
    );
    expect(entries).toMatchObject([
      { action: 'refund.paypal', entityType: 'refund', after: { amountCents: 1_000 } },
    ]);
  });

  it('bad input changes nothing: zero, cents with decimals, no reason (400)', async () => {
    const { orderId } = await paidPayPalOrder();
    for (const payload of [
      { kind: 'paypal', amountCents: 0, reason: 'x' },
      { kind: 'paypal', amountCents: 10.5, reason: 'x' },
      { kind: 'paypal', amountCents: 100, reason: '  ' },
      { kind: 'cash', amountCents: 100, reason: 'x' },
    ]) {
      const res = await refund(orderId, office, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await list(orderId, office)).refunds).toEqual([]);
  });

  it('production staff, customers and strangers get 404', async () => {
    const { orderId } = await paidPayPalOrder();
    for (const cookies of [production.cookies, {}]) {
      const get = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${orderId}/refunds`,
        cookies,
      });
      expect(get.statusCode).toBe(404);
      const post = await t.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderId}/refunds`,
        cookies,
        payload: { kind: 'paypal', reason: 'x' },
      });
      expect(post.statusCode).toBe(404);
    }
    expect((await list(orderId, owner)).refunds).toEqual([]);
  });
});

describe('bank refunds of invoice and prepaid orders (a record, no bank call)', () => {
  it('records who, when, amount, IBAN and reason; the same amount-left rule', async () => {
    const orderId = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-900001',
      paymentMethod: 'prepaid',
      paymentStatus: 'PAYMENT_RECEIVED',
      totalCents: 30_000,
    });
    const bad = await refund(orderId, office, {
      kind: 'bank',
      amountCents: 100,
      reason: 'Overpaid',
      iban: 'CH93 0076 2011 6238 5295 8',
      accountHolder: 'Anna Muster',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('IBAN_INVALID');
    const paypal = await refund(orderId, office, { kind: 'paypal', reason: 'x' });
    expect(paypal.json()).toMatchObject({ error: { code: 'REFUND_METHOD_MISMATCH' } });

    const made = await refund(orderId, office, {
      kind: 'bank',
      amountCents: 12_000,
      reason: 'Two parts not delivered',
      iban: 'ch93 0076 2011 6238 5295 7',
      accountHolder: 'Anna Muster',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({
      kind: 'bank',
      status: 'COMPLETED',
      amountCents: 12_000,
      iban: 'CH9300762011623852957',
      accountHolder: 'Anna Muster',
      staffName: office.staff.name,
    });
    const over = await refund(orderId, owner, {
      kind: 'bank',
      amountCents: 18_001,
      reason: 'Too much',
      iban: 'CH9300762011623852957',
      accountHolder: 'Anna Muster',
    });
    expect(over.json()).toMatchObject({ error: { code: 'REFUND_AMOUNT_EXCEEDS_LEFT' } });
    expect(await list(orderId, owner)).toMatchObject({ method: 'bank', leftCents: 18_000 });
  });

  it('an unpaid invoice order has nothing to refund (409)', async () => {
    const orderId = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-900002',
      paymentMethod: 'billing',
    });
    expect((await list(orderId, office)).method).toBeNull();
    const res = await refund(orderId, office, {
      kind: 'bank',
      amountCents: 100,
      reason: 'x',
      iban: 'CH9300762011623852957',
      accountHolder: 'A',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'REFUND_ORDER_NOT_PAID' } });
  });
});
