import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type CheckoutCommand,
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  OrderViewSchema,
  ReorderResponseSchema,
} from '@print/contracts';
import { orderLines, orders } from '../orders/orders.tables.js';
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
    // The checkout's statement keeps the lines' print modes on the order (the desk's filter).
    const { db } = t.app.database;
    const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order._id));
    const [placed] = await db
      .select({ printModeIds: orders.printModeIds })
      .from(orders)
      .where(eq(orders.id, order._id));
    expect(lines.length).toBeGreaterThan(0);
    expect([...(placed?.printModeIds ?? [])].sort()).toEqual(
      [...new Set(lines.map((line) => line.printModeId))].sort(),
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

describe('a prepaid order’s view', () => {
  it('carries the pay-first data (amount, IBAN, reference) until the payment is there; other methods none', async () => {
    const cookies = newSessionCookies();
    const { order } = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies), { billingPaymentMethod: 'prepaid' }),
    );
    const view = await viewOf(order._id, cookies);
    expect(view.prepayment).toEqual({
      amountCents: view.totals.totalCents,
      creditorName: expect.any(String) as string,
      iban: expect.stringMatching(/^(CH|LI)\d{2}( [0-9A-Z]{1,4})+$/) as string,
      reference: expect.stringMatching(/^(\d{2}( \d{5}){5}|RF\d{2}( [0-9A-Z]{1,4})+)$/) as string,
    });
    await t.app.services.orders.paymentPort.recordPaymentReceived(
      order._id,
      { provider: 'paypal', captureId: 'BANK-P', amountCents: view.totals.totalCents },
      'payment',
    );
    expect((await viewOf(order._id, cookies)).prepayment).toBeUndefined();
    const invoice = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies)),
    );
    expect((await viewOf(invoice.order._id, cookies)).prepayment).toBeUndefined();
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
    // A quote is no order yet: its details offer the quote, never an order confirmation.
    expect(view.documents.map((d) => d.kind)).toEqual(['quote']);
    const confirmation = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${answer.order._id}/documents/confirmation.pdf`,
      cookies,
    });
    expect(confirmation.statusCode).toBe(404);
    expect(confirmation.json()).toMatchObject({ error: { code: 'ORDER_DOCUMENT_NOT_AVAILABLE' } });
    const quotePdf = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${answer.order._id}/documents/quote.pdf`,
      cookies,
    });
    expect(quotePdf.statusCode).toBe(200);
  });
});

describe('POST /api/checkout/order/{orderId} (reorder)', () => {
  async function cartOf(cartId: string, cookies: { pp_sid: string }) {
    const res = await t.app.inject({ method: 'GET', url: `/api/checkout/cart/${cartId}`, cookies });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: { _id: string; quantity: number; unitPrice?: number }[] }>();
  }

  it('refuses an unpaid order; a paid PayPal order’s parts go to the cart at today’s prices, no order, no mail', async () => {
    // PayPal's return links need the shop's address (PUBLIC_URL, else the listening origin).
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookies = newSessionCookies();
    vi.spyOn(t.app.services.payments, 'startPayPalPayment').mockResolvedValue({
      ok: true,
      value: { redirectUrl: 'http://paypal.test/checkoutnow?token=R' },
    });
    const { order } = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies), { billingPaymentMethod: 'paypal' }),
    );
    const unpaid = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${order._id}`,
      cookies,
    });
    expect(unpaid.statusCode, unpaid.body).toBe(409);
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
    const ordersBefore = Object.keys(
      await t.app.services.orders.listUserOrders(cookies.pp_sid),
    ).length;

    const reorder = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/checkout/order/${order._id}`,
        cookies,
        headers: { 'idempotency-key': 'reorder-click-1' },
        payload: {},
      });
    const res = await reorder();
    expect(res.statusCode, res.body).toBe(200);
    const answer = ReorderResponseSchema.parse(res.json());
    expect(answer.addedItems).toBe(1);
    // A double click with the same key answers the same cart and adds nothing again.
    expect((await reorder()).json()).toEqual(res.json());
    // No new (unpaid) order and so no order mail to the old order's address: the customer checks
    // out from the cart with the account's current addresses and a payment method of their choice.
    expect(Object.keys(await t.app.services.orders.listUserOrders(cookies.pp_sid))).toHaveLength(
      ordersBefore,
    );
    const cart = await cartOf(answer.cart._id, cookies);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(5);
    const totals = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${answer.cart._id}/totals`,
      cookies,
    });
    expect(totals.statusCode, totals.body).toBe(200);
    expect(JSON.stringify(totals.json())).not.toContain('9999');

    // Checking out that cart with PayPal leads to PayPal, with the address typed now.
    const placed = await placeOrder(
      t.app,
      cookies,
      checkoutBody(answer.cart._id, {
        billingPaymentMethod: 'paypal',
        email: 'new-address@example.ch',
      }),
    );
    expect(placed.payment.redirectUrl).toBe('http://paypal.test/checkoutnow?token=R');
    const reordered = await viewOf(placed.order._id, cookies);
    expect(reordered.email).toBe('new-address@example.ch');
    expect(reordered.items[0]).toMatchObject({ unitNetCents: 4845, quantity: 5 });
    // The first order keeps its snapshot.
    expect((await viewOf(order._id, cookies)).items).toEqual(snapshot.items);
  });

  it('adds to the browser’s own cart, never to a stranger’s, and refuses a stranger’s order', async () => {
    const cookies = newSessionCookies();
    const { order } = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies)),
    );
    const { totalCents } = (await viewOf(order._id, cookies)).totals;
    await t.app.services.orders.paymentPort.recordPaymentReceived(
      order._id,
      { provider: 'paypal', captureId: 'CAP-R2', amountCents: totalCents },
      'payment',
    );
    const own = await createFilledCart(t.app, cookies);
    const stranger = newSessionCookies();
    const strangersCart = await createFilledCart(t.app, stranger);

    const intoOwn = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${order._id}`,
      cookies,
      payload: { cartId: own },
    });
    expect(intoOwn.statusCode, intoOwn.body).toBe(200);
    expect(ReorderResponseSchema.parse(intoOwn.json()).cart._id).toBe(own);
    expect((await cartOf(own, cookies)).items).toHaveLength(2);

    const intoForeign = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${order._id}`,
      cookies,
      payload: { cartId: strangersCart },
    });
    expect(intoForeign.statusCode, intoForeign.body).toBe(200);
    expect(ReorderResponseSchema.parse(intoForeign.json()).cart._id).not.toBe(strangersCart);
    expect((await cartOf(strangersCart, stranger)).items).toHaveLength(1);

    const byStranger = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${order._id}`,
      cookies: stranger,
      payload: { cartId: strangersCart },
    });
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });
    expect((await cartOf(strangersCart, stranger)).items).toHaveLength(1);
  });
});

describe('GET /api/checkout/order/{orderId} of a pending PayPal order', () => {
  it('asks PayPal ("show order", payments.reconcile) before answering, other methods not', async () => {
    // PayPal's return links need the shop's address (PUBLIC_URL, else the listening origin).
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
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
