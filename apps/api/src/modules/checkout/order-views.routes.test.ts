import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CheckoutCommand,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  OrderViewSchema,
} from '@print/contracts';
import { orderLines } from '../orders/orders.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';

const MONDAY = new Date('2026-01-05T09:00:00Z');
let t: TestApp;

async function viewOf(orderId: string, cookies: { pp_sid: string }) {
  const res = await t.app.inject({ method: 'GET', url: `/api/checkout/order/${orderId}`, cookies });
  expect(res.statusCode, res.body).toBe(200);
  return OrderViewSchema.parse(res.json());
}

beforeAll(async () => {
  t = await createTestApp({ now: () => MONDAY });
});
afterAll(async () => {
  await t.close();
});

describe('order documents', () => {
  it('serves the owner the PDFs of the order’s method and no others', async () => {
    const cookies = newSessionCookies();
    const { order } = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies)),
    );
    for (const kind of ['confirmation', 'invoice']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/checkout/order/${order._id}/documents/${kind}.pdf`,
        cookies,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(res.headers['content-disposition']).toContain(`${kind}-${order.orderNumber}.pdf`);
    }
    const quote = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${order._id}/documents/quote.pdf`,
      cookies,
    });
    expect(quote.statusCode).toBe(404);
    expect(quote.json()).toMatchObject({ error: { code: 'ORDER_DOCUMENT_NOT_AVAILABLE' } });
    const odd = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${order._id}/documents/receipt.pdf`,
      cookies,
    });
    expect(odd.statusCode).toBe(400);
  });
});

describe('GET /api/checkout/order/user', () => {
  it('answers 401 NOT_AUTHENTICATED without a signed-in account', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/order/user',
      cookies: newSessionCookies(),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_AUTHENTICATED' } });
  });
});

describe('quotes (signed in only)', () => {
  it('a signed-in principal gets a quote: QUOTE_GENERATED, quote PDF, no payment', async () => {
    // Sign-in comes with the accounts branch: the service is called with its principal directly.
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const command: CheckoutCommand = CheckoutRequestSchema.parse(
      checkoutBody(cartId, { billingPaymentMethod: 'quote' }),
    );
    const answered = await t.app.services.checkout.checkout(command, {
      principalId: cookies.pp_sid,
      isSignedIn: true,
      lang: 'de',
    });
    expect(answered.ok).toBe(true);
    const answer = CheckoutResponseSchema.parse(answered.ok ? answered.value : null);
    expect(answer.payment).toEqual({ method: 'quote' });
    const view = await viewOf(answer.order._id, cookies);
    expect(view).toMatchObject({ orderStatus: 'QUOTE_GENERATED', isQuote: true, dueBy: null });
    expect(view.documents.map((d) => d.kind)).toEqual(['confirmation', 'quote']);
  });
});

describe('POST /api/checkout/order/{orderId} (reorder)', () => {
  it('refuses an unpaid order and re-prices a paid one at today’s catalogue as a new order', async () => {
    const cookies = newSessionCookies();
    const { order } = await placeOrder(t.app, cookies, {
      ...checkoutBody(await createFilledCart(t.app, cookies)),
      discountId: 'WELCOME10',
    });
    const unpaid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${order._id}`,
      cookies,
    });
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json()).toMatchObject({ error: { code: 'ORDER_NOT_REORDERABLE' } });

    const before = await viewOf(order._id, cookies);
    await t.app.services.orders.paymentPort.recordPaymentReceived(
      order._id,
      { provider: 'paypal', captureId: 'CAP-R', amountCents: before.totals.totalCents },
      'payment',
    );
    // The order was placed when the part cost CHF 99.99 (its snapshot says so); today 48.45.
    await t.app.database.db
      .update(orderLines)
      .set({ unitNetCents: 9999, lineNetCents: 5 * 9999 })
      .where(eq(orderLines.orderId, order._id));
    const snapshot = await viewOf(order._id, cookies);
    expect(snapshot.items[0]?.unitNetCents).toBe(9999);

    const reorder = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/checkout/order/${order._id}`,
        cookies,
        headers: { 'idempotency-key': 'reorder-click-1' },
      });
    const res = await reorder();
    expect(res.statusCode, res.body).toBe(200);
    const again = CheckoutResponseSchema.parse(res.json());
    // A double click with the same key answers the same new order.
    expect((await reorder()).json()).toEqual(res.json());
    expect(Object.keys(await t.app.services.orders.listUserOrders(cookies.pp_sid))).toHaveLength(2);
    expect(again.order._id).not.toBe(order._id);
    expect(again.payment).toEqual({ method: 'billing' });
    const reordered = await viewOf(again.order._id, cookies);
    expect(reordered.items[0]).toMatchObject({
      unitNetCents: 4845,
      lineNetCents: 5 * 4845,
      quantity: 5,
    });
    expect(reordered).toMatchObject({
      voucher: null,
      email: before.email,
      billingInformation: before.billingInformation,
      shippingInformation: before.shippingInformation,
      customerRemarks: before.customerRemarks,
    });
    // The first order keeps its snapshot.
    expect((await viewOf(order._id, cookies)).items).toEqual(snapshot.items);
  });
});

describe('GET /api/checkout/order/{orderId} of a pending PayPal order', () => {
  it('asks PayPal ("show order", payments.reconcile) before answering, other methods not', async () => {
    // PayPal's return links need the shop's address (PUBLIC_URL, else the listening origin).
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const reconciled: string[] = [];
    // Stands in for PayPal: the capture happened but its return and webhook never arrived.
    const { payments } = t.app.services;
    vi.spyOn(payments, 'startPayPalPayment').mockResolvedValue({
      ok: true,
      value: { redirectUrl: 'http://paypal.test/checkoutnow?token=T' },
    });
    vi.spyOn(payments, 'reconcile').mockImplementation(async (orderId) => {
      reconciled.push(orderId);
      await t.app.services.orders.paymentPort.recordPaymentReceived(
        orderId,
        { provider: 'paypal', captureId: 'CAP-LATE', amountCents: 1 },
        'payment',
      );
    });
    const cookies = newSessionCookies();
    const paypal = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies), { billingPaymentMethod: 'paypal' }),
    );
    expect(paypal.payment.redirectUrl).toBe('http://paypal.test/checkoutnow?token=T');
    const invoice = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies)),
    );
    expect((await viewOf(invoice.order._id, cookies)).paymentStatus).toBe('PAYMENT_PENDING');
    const view = await viewOf(paypal.order._id, cookies);
    expect(view).toMatchObject({
      paymentStatus: 'PAYMENT_RECEIVED',
      orderStatus: 'READY_FOR_PROCESSING',
    });
    expect(reconciled).toEqual([paypal.order._id]);
  });
});
