import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderViewSchema, PayNowResponseSchema } from '@print/contracts';
import { orderTransitions } from '../orders/orders.tables.js';
import { paypalWebhookEvents } from './payments.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';
import { approveOnPage } from './paypal-sim/sim-test-server.js';

/**
 * The whole app as the server builds it (orders' real port, the simulator mounted because
 * PAYPAL_API_BASE is unset), listening on 127.0.0.1:0: checkout, PayPal's page, return, webhook.
 */
let t: TestApp;
let origin: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
});

async function paypalOrder(cookies: { pp_sid: string }) {
  const cartId = await createFilledCart(t.app, cookies);
  const placed = await placeOrder(
    t.app,
    cookies,
    checkoutBody(cartId, { billingPaymentMethod: 'paypal' }),
  );
  expect(placed.payment.method).toBe('paypal');
  return { orderId: placed.order._id, redirectUrl: placed.payment.redirectUrl ?? '' };
}

async function callback(cookies: { pp_sid: string }, body: object) {
  const res = await fetch(`${origin}/api/checkout/order/checkout/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `pp_sid=${cookies.pp_sid}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function viewOrder(cookies: { pp_sid: string }, orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/checkout/order/${orderId}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return OrderViewSchema.parse(res.json());
}

describe('PayPal checkout end to end through the simulator', () => {
  it('checkout → PayPal page → return → paid once (return and webhook both report the capture)', async () => {
    const cookies = newSessionCookies();
    const { orderId, redirectUrl } = await paypalOrder(cookies);
    expect(redirectUrl).toMatch(
      new RegExp(`^${origin}/paypal-sim/checkoutnow\\?token=[A-Z0-9]{17}$`),
    );
    const before = await viewOrder(cookies, orderId);
    expect(before).toMatchObject({
      paymentStatus: 'PAYMENT_PENDING',
      actions: { canPayNow: true },
    });

    const { location, page } = await approveOnPage(redirectUrl);
    expect(page).toContain(`CHF ${(before.totals.totalCents / 100).toFixed(2)}`);
    const back = new URL(location);
    expect(back.origin + back.pathname).toBe(`${origin}/order-complete/${orderId}`);
    const guessed = await callback(newSessionCookies(), {
      token: 'AAAAAAAAAAAAAAAAA',
      success: true,
    });
    expect(guessed.status).toBe(404);

    const returned = await callback(cookies, {
      token: back.searchParams.get('token'),
      PayerID: back.searchParams.get('PayerID'),
      success: true,
    });
    expect(returned.body).toMatchObject({
      next: 'complete',
      paymentStatus: 'PAYMENT_RECEIVED',
      order: { _id: orderId },
    });
    let processed = 0;
    for (let i = 0; i < 200 && processed === 0; i += 1) {
      const events = await t.app.database.db.select().from(paypalWebhookEvents);
      processed = events.filter((e) => e.processedAt !== null).length;
      if (processed === 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(processed).toBe(1);
    const after = await viewOrder(cookies, orderId);
    expect(after).toMatchObject({
      paymentStatus: 'PAYMENT_RECEIVED',
      actions: { canPayNow: false },
    });
    const payments = await t.app.database.db
      .select()
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, orderId));
    expect(payments.filter((p) => p.toStatus === 'PAYMENT_RECEIVED')).toHaveLength(1);
    expect(payments.find((p) => p.toStatus === 'PAYMENT_RECEIVED')?.actor).toBe('payment');
  });

  it('pay now answers the open approval link; cancel at PayPal fails the order', async () => {
    const cookies = newSessionCookies();
    const { orderId, redirectUrl } = await paypalOrder(cookies);
    const res = await fetch(`${origin}/api/checkout/order/${orderId}/payment`, {
      method: 'POST',
      headers: { cookie: `pp_sid=${cookies.pp_sid}` },
    });
    expect(res.status).toBe(200);
    expect(PayNowResponseSchema.parse(await res.json()).payment.redirectUrl).toBe(redirectUrl);
    const token = new URL(redirectUrl).searchParams.get('token');
    const cancelled = await callback(cookies, { token, success: false });
    expect(cancelled.body).toMatchObject({ next: 'failed', paymentStatus: 'PAYMENT_PENDING' });
    const order = await viewOrder(cookies, orderId);
    expect(order).toMatchObject({
      orderStatus: 'ORDER_CANCELLED',
      paymentStatus: 'PAYMENT_PENDING',
    });
    const again = await fetch(`${origin}/api/checkout/order/${orderId}/payment`, {
      method: 'POST',
      headers: { cookie: `pp_sid=${cookies.pp_sid}` },
    });
    expect(again.status).toBe(409);
  });
});
