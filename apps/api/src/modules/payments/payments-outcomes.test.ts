import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CartResponseSchema,
  OrderViewSchema,
  PayPalCallbackResponseSchema,
} from '@print/contracts';
import { orderOutbox } from '../orders/orders.tables.js';
import { restoredCartIdOf } from '../cart/cart-restore.js';
import { buildMultipart, TINY_PNG } from '../../test/multipart.js';
import { pdfText } from '../../test/pdf-support.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkoutBody, createFilledCart, newSessionCookies } from '../../test/checkout-fixtures.js';
import { approveOnPage } from './paypal-sim/sim-test-server.js';
import { SIM_CONTROL_HEADERS } from './payments-test-harness.js';
import { paymentAttempts } from './payments.tables.js';

/**
 * Issue 24 items 2, 3 and 12 through the whole app (real orders, cart, documents and mail relay,
 * the simulator on the same server, a real SMTP sink): which PayPal outcome writes which mail.
 */
let t: TestApp;
let sink: SmtpSink;
let origin: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    worker: true,
    mail: { smtpUrl: sink.url },
    paypal: { clientId: 'c', clientSecret: 's', webhookId: 'WH-1' },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening');
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

type Cookies = { pp_sid: string };

async function paypalOrder(cookies: Cookies, email: string, language = 'DE') {
  const cartId = await createFilledCart(t.app, cookies, 3);
  const cart = await t.app.inject({ method: 'GET', url: `/api/checkout/cart/${cartId}`, cookies });
  const items = CartResponseSchema.parse(cart.json()).items;
  const thumbnail = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item/${items[0]?._id ?? ''}/thumbnail`,
    cookies,
    ...buildMultipart('render.png', 'image/png', TINY_PNG),
  });
  expect(thumbnail.statusCode).toBe(200);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/checkout/order/checkout',
    cookies,
    headers: { 'mas-language-key': language },
    payload: checkoutBody(cartId, { billingPaymentMethod: 'paypal', email }),
  });
  expect(res.statusCode, res.body).toBe(200);
  const placed = res.json<{ order: { _id: string }; payment: { redirectUrl: string } }>();
  return { cartId, items, orderId: placed.order._id, redirectUrl: placed.payment.redirectUrl };
}

async function callback(cookies: Cookies, body: object) {
  const res = await fetch(`${origin}/api/checkout/order/checkout/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `pp_sid=${cookies.pp_sid}` },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return PayPalCallbackResponseSchema.parse(await res.json());
}

async function outboxOf(orderId: string): Promise<string[]> {
  const rows = await t.app.database.db
    .select({ event: orderOutbox.event })
    .from(orderOutbox)
    .where(eq(orderOutbox.orderId, orderId));
  return rows.map((row) => row.event).sort();
}

async function sentOf(orderId: string, event: 'ordered'): Promise<boolean> {
  const rows = await t.app.database.db
    .select({ sentAt: orderOutbox.sentAt })
    .from(orderOutbox)
    .where(and(eq(orderOutbox.orderId, orderId), eq(orderOutbox.event, event)));
  return rows[0]?.sentAt != null;
}

/**
 * The mails to `to` once `count` of them arrived (the relay and the mail queue are real; the
 * first order mail renders the file's first PDF, which takes seconds when the machine is busy).
 */
async function mailsTo(to: string, count: number): Promise<ParsedMail[]> {
  for (let total = count; ; total += 1) {
    await sink.waitFor(total, 30_000);
    const mine = sink.messages.filter((m) => m.to && JSON.stringify(m.to).includes(to));
    if (mine.length >= count) return mine;
  }
}

async function viewOrder(cookies: Cookies, orderId: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/checkout/order/${orderId}`, cookies });
  return OrderViewSchema.parse(res.json());
}

describe('PayPal outcomes and their mails', () => {
  it('COMPLETED: no mail before; then exactly one order mail (and the shop copy) with the paid invoice', async () => {
    const cookies = newSessionCookies();
    const email = 'paid@example.ch';
    const { orderId, redirectUrl } = await paypalOrder(cookies, email);
    expect(await outboxOf(orderId)).toEqual([]); // sent to PayPal: nothing mailed yet
    const back = new URL((await approveOnPage(redirectUrl)).location);
    const token = back.searchParams.get('token') ?? '';
    const first = await callback(cookies, { token, success: true });
    expect(first.next).toBe('complete');
    // A double return and the webhook report the same capture: still one order mail.
    expect((await callback(cookies, { token, success: true })).next).toBe('complete');
    const [mail] = await mailsTo(email, 1);
    expect(mail?.subject).toMatch(/Bestellung .* bei Print Portal/);
    const pdf = mail?.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toMatch(/^Rechnung-Quittung-\d{4}-\d{6}\.pdf$/);
    const text = await pdfText(pdf?.content ?? Buffer.alloc(0));
    expect((await viewOrder(cookies, orderId)).paymentStatus).toBe('PAYMENT_RECEIVED');
    const [attempt] = await t.app.database.db
      .select({ captureId: paymentAttempts.captureId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paypalOrderId, token));
    expect(attempt?.captureId).toMatch(/^[A-Z0-9]{17}$/);
    expect(text).toContain(attempt?.captureId ?? '-');
    expect(text).toContain('Rechnung (Quittung)');
    expect(text).toContain('Bezahlt');
    expect(text).toMatch(/MWST 8\.1 ?%/);
    expect(text).not.toContain('Zahlteil'); // no QR-bill on a paid receipt
    expect(await outboxOf(orderId)).toEqual(['ordered']);
    const shopCopies = sink.messages.filter(
      (m) => m.subject?.startsWith('[Kopie]') && m.replyTo?.text === email,
    );
    expect(shopCopies).toHaveLength(1);
  });

  it('PENDING: a "payment is being checked" mail; the order mail follows the webhook’s COMPLETED', async () => {
    const cookies = newSessionCookies();
    const email = 'pending@example.ch';
    const { orderId, redirectUrl } = await paypalOrder(cookies, email, 'GB');
    const back = new URL((await approveOnPage(redirectUrl, 'pending')).location);
    expect(back.pathname).toBe(`/en/order-complete/${orderId}`);
    const token = back.searchParams.get('token') ?? '';
    expect((await callback(cookies, { token, success: true })).next).toBe('pending');
    expect((await callback(cookies, { token, success: true })).next).toBe('pending');
    const [checking] = await mailsTo(email, 1);
    expect(checking?.subject).toMatch(/is being checked/);
    expect(checking?.attachments).toHaveLength(0);
    expect(await outboxOf(orderId)).toEqual(['payment-checking']);

    const [attempt] = await t.app.database.db
      .select({ captureId: paymentAttempts.captureId })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paypalOrderId, token));
    const settled = await fetch(
      `${origin}/paypal-sim/sim/captures/${attempt?.captureId}/complete`,
      {
        method: 'POST',
        headers: SIM_CONTROL_HEADERS,
      },
    );
    expect(settled.status).toBe(200);
    const mails = await mailsTo(email, 2);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/is being checked/),
      expect.stringMatching(/Your order .* at Print Portal/),
    ]);
    expect(mails[1]?.attachments[0]?.filename).toMatch(/^Invoice-receipt-/);
    expect(await outboxOf(orderId)).toEqual(['ordered', 'payment-checking']);
  });

  it('cancel at PayPal: the order is cancelled without a mail and its lines are back in a cart (once)', async () => {
    const cookies = newSessionCookies();
    const { cartId, items, orderId, redirectUrl } = await paypalOrder(
      cookies,
      'cancel@example.ch',
      'FR',
    );
    const token = new URL(redirectUrl).searchParams.get('token') ?? '';
    const res = await fetch(`${origin}/paypal-sim/checkoutnow/cancel`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${token}`,
    });
    expect(res.headers.get('location')).toBe(`${origin}/fr/order-failed?token=${token}`);
    const cancelled = await callback(cookies, { token, success: false });
    expect(cancelled).toMatchObject({ next: 'failed', cartId: restoredCartIdOf(cartId) });
    const again = await callback(cookies, { token, success: false });
    expect(again).toEqual(cancelled);
    expect((await viewOrder(cookies, orderId)).orderStatus).toBe('ORDER_CANCELLED');
    expect(await outboxOf(orderId)).toEqual([]);
    const restored = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${cancelled.cartId ?? ''}`,
      cookies,
    });
    expect(restored.statusCode).toBe(200);
    const cart = CartResponseSchema.parse(restored.json());
    const shape = (lines: typeof items) =>
      lines.map((i) => [i.referencedId, i.printModeId, i.colorId, i.quantity, i.scale]);
    expect(shape(cart.items)).toEqual(shape(items));
    expect(cart.items).toHaveLength(1);
    // The restored line shares the ordered line's thumbnail: removing it keeps the order's.
    const restoredItem = cart.items[0]?._id ?? '';
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/checkout/cart/${cancelled.cartId ?? ''}/item/${restoredItem}`,
      cookies,
    });
    expect(removed.statusCode).toBe(200);
    const orderThumbnail = (await viewOrder(cookies, orderId)).items[0]?.thumbnail ?? '';
    const image = await t.app.inject({ method: 'GET', url: orderThumbnail, cookies });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(TINY_PNG)).toBe(true);
    // Another session cannot read the restored cart.
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${cancelled.cartId ?? ''}`,
      cookies: newSessionCookies(),
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('3 hours at PayPal: the sweep cancels it the same way, without a mail', async () => {
    const cookies = newSessionCookies();
    const { cartId, orderId } = await paypalOrder(cookies, 'left@example.ch');
    await t.app.services.payments.cancelAbandoned(new Date(Date.now() + 3 * 60 * 60_000 + 60_000));
    expect((await viewOrder(cookies, orderId)).orderStatus).toBe('ORDER_CANCELLED');
    expect(await outboxOf(orderId)).toEqual([]);
    const restored = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${restoredCartIdOf(cartId)}`,
      cookies,
    });
    expect(CartResponseSchema.parse(restored.json()).items).toHaveLength(1);
  });

  it('a return in another browser (no session) captures and is told only the outcome; one order mail', async () => {
    const cookies = newSessionCookies();
    const email = 'elsewhere@example.ch';
    const { orderId, redirectUrl } = await paypalOrder(cookies, email);
    const back = new URL((await approveOnPage(redirectUrl)).location);
    const token = back.searchParams.get('token') ?? '';
    const res = await fetch(`${origin}/api/checkout/order/checkout/callback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, success: true }),
    });
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({ paymentStatus: 'PAYMENT_RECEIVED', next: 'complete' });
    const view = await viewOrder(cookies, orderId);
    expect(JSON.stringify(body)).not.toContain(view.orderNumber);
    expect(view.paymentStatus).toBe('PAYMENT_RECEIVED');
    await mailsTo(email, 1);
    expect(await sentOf(orderId, 'ordered')).toBe(true);
  });
});
