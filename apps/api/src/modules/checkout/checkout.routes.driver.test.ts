import { eq } from 'drizzle-orm';
import { idempotencyKeys } from '../checkout/checkout.tables.js';
import { orders, orderTransitions } from '../orders/orders.tables.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CartResponseSchema,
  CartTotalsSchema,
  CheckoutResponseSchema,
  OrderViewSchema,
} from '@print/contracts';
import { pdfText } from '../../test/pdf-support.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
  postCheckout,
} from '../../test/checkout-fixtures.js';

const MONDAY = new Date('2026-01-05T09:00:00Z');
let t: TestApp;

function countOrders(): Promise<number> {
  return t.app.database.db.$count(orders);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => MONDAY });
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/checkout/order/checkout', () => {
  it('places an invoice order priced by the server and shows it to its owner', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies, 5);
    const totals = CartTotalsSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/checkout/cart/${cartId}/totals?countryCode=CH&shippingMethodId=ch-standard`,
          cookies,
        })
      ).json(),
    );
    const answer = await placeOrder(t.app, cookies, checkoutBody(cartId));
    expect(answer.order.orderNumber).toMatch(/^2026-\d{6}$/);
    expect(answer.payment).toEqual({ method: 'billing' });

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${answer.order._id}`,
      cookies,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = OrderViewSchema.parse(res.json());
    expect(view).toMatchObject({
      orderNumber: answer.order.orderNumber,
      orderStatus: 'ORDER_RECEIVED',
      paymentStatus: 'PAYMENT_PENDING',
      paymentMethod: 'billing',
      dueBy: '2026-02-04',
      email: 'anna@example.ch',
      customerRemarks: { referenceNumber: 'PO-4711' },
      isQuote: false,
      actions: { canReorder: false, canPayNow: false },
    });
    expect(view.totals).toMatchObject({
      positionNetCents: totals.positionNetCents,
      shippingCents: totals.shippingCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
    });
    expect(view.items).toHaveLength(1);
    expect(view.items[0]).toMatchObject({
      name: 'bracket.stl',
      quantity: 5,
      unitNetCents: 4845,
      lineNetCents: 24225,
    });
    expect(view.billingInformation).toMatchObject({
      company: 'Muster AG',
      country: { countryCode: 'CH' },
    });
    expect(view.documents.map((d) => d.kind)).toEqual(['confirmation', 'invoice']);
    // The cart is consumed: it is nobody's any more.
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${cartId}`,
      cookies,
    });
    expect(cart.statusCode).toBe(404);
    const transitions = await t.app.database.db
      .select({
        actor: orderTransitions.actor,
        fromStatus: orderTransitions.fromStatus,
        toStatus: orderTransitions.toStatus,
        reason: orderTransitions.reason,
      })
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, answer.order._id));
    expect(transitions).toEqual([
      { actor: 'customer', fromStatus: null, toStatus: 'ORDER_RECEIVED', reason: 'order placed' },
    ]);
  });

  it('DECISIONS.md "Customer data": a private customer orders without a company; phone and a 40-character double name reach the order and its invoice whole', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies, 5);
    const body = checkoutBody(cartId, { phone: '+41 79 123 45 67' });
    const lastname = 'Bärtschi-Wolfeschlegelsteinhausen-Bergli';
    const billingAddress = { ...body.paymentDetails.billingAddress, company: '', lastname };
    const answer = await placeOrder(t.app, cookies, {
      ...body,
      paymentDetails: { ...body.paymentDetails, billingAddress },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${answer.order._id}`,
      cookies,
    });
    const view = OrderViewSchema.parse(res.json());
    expect(view.phone).toBe('+41 79 123 45 67');
    expect(view.billingInformation).toMatchObject({ company: '', lastname });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/order/${answer.order._id}/documents/invoice.pdf`,
      cookies,
    });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfText(pdf.rawPayload)).replace(/[ \t]+/g, ' ');
    expect(text).toContain(`Anna ${lastname}`);
    expect(text).toContain('+41 79 123 45 67');
  });

  it('ignores every price the client sends', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies, 5);
    const body = checkoutBody(cartId);
    const tampered = {
      ...body,
      totalCents: 1,
      priceCents: 1,
      totals: { totalCents: 1 },
      paymentDetails: { ...body.paymentDetails, priceCents: 1, amountTotal: 1 },
      items: [{ priceCents: 1, unitNetCents: 1 }],
    };
    const answer = await placeOrder(t.app, cookies, tampered);
    const view = OrderViewSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/checkout/order/${answer.order._id}`,
          cookies,
        })
      ).json(),
    );
    // 5 × 48.45 (5 % quantity break) = 242.25 net + 12.00 shipping, 8.1 % tax 20.59 = 274.84.
    expect(view.totals).toMatchObject({
      positionNetCents: 24225,
      shippingCents: 1200,
      taxCents: 2059,
      totalCents: 27484,
    });
  });

  it('answers a second submit of the same cart with the same order', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const before = await countOrders();
    const [a, b] = await Promise.all([
      postCheckout(t.app, cookies, checkoutBody(cartId)),
      postCheckout(t.app, cookies, checkoutBody(cartId)),
    ]);
    const c = await postCheckout(t.app, cookies, checkoutBody(cartId));
    const ids = [a, b, c].map((res) => CheckoutResponseSchema.parse(res.json()).order._id);
    expect(new Set(ids).size).toBe(1);
    expect(await countOrders()).toBe(before + 1);
  });

  it('replays an Idempotency-Key with the same body and refuses it with another', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const headers = { 'idempotency-key': 'checkout-key-1' };
    const first = await postCheckout(t.app, cookies, checkoutBody(cartId), headers);
    const again = await postCheckout(t.app, cookies, checkoutBody(cartId), headers);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await postCheckout(
      t.app,
      cookies,
      checkoutBody(cartId, { customerRemarks: { referenceNumber: 'OTHER' } }),
      headers,
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    const bad = await postCheckout(t.app, cookies, checkoutBody(cartId), {
      'idempotency-key': 'a b',
    });
    expect(bad.statusCode).toBe(400);
  });

  it("claims an invoice order's Idempotency-Key with the cart's read and keeps its answer in the order's own statement", async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const claim = vi.spyOn(t.app.services.checkout.idempotency, 'claim');
    const complete = vi.spyOn(t.app.services.checkout.idempotency, 'complete');
    const release = vi.spyOn(t.app.services.checkout.idempotency, 'release');
    try {
      const headers = { 'idempotency-key': 'checkout-key-with-order' };
      const first = await postCheckout(t.app, cookies, checkoutBody(cartId), headers);
      expect(first.statusCode, first.body).toBe(200);
      // The new key was claimed by the statement that read the cart, not by a statement of its own.
      expect(claim).not.toHaveBeenCalled();
      // No separate write of the answer: it went in with the order (and the key stays claimed).
      expect(complete).not.toHaveBeenCalled();
      expect(release).not.toHaveBeenCalled();
      const [key] = await t.app.database.db
        .select({ response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, 'checkout-key-with-order'));
      expect(key?.response).toEqual(first.json());
      // A retry finds the key taken: it is looked at, and the stored answer replayed.
      const again = await postCheckout(t.app, cookies, checkoutBody(cartId), headers);
      expect(again.json()).toEqual(first.json());
      expect(claim).toHaveBeenCalledTimes(1);
    } finally {
      claim.mockRestore();
      complete.mockRestore();
      release.mockRestore();
    }
  });

  it('forgets an Idempotency-Key after 24 h; a late retry still answers the same order', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const headers = { 'idempotency-key': 'checkout-key-ttl' };
    const first = await postCheckout(t.app, cookies, checkoutBody(cartId), headers);
    expect(first.statusCode, first.body).toBe(200);
    const stored = () =>
      t.app.database.db.$count(idempotencyKeys, eq(idempotencyKeys.key, 'checkout-key-ttl'));
    const hour = 60 * 60 * 1000;
    await t.app.services.checkout.idempotency.purgeExpired(new Date(Date.now() + 23 * hour));
    expect(await stored()).toBe(1);
    const purged = await t.app.services.checkout.idempotency.purgeExpired(
      new Date(Date.now() + 25 * hour),
    );
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await stored()).toBe(0);
    const late = await postCheckout(t.app, cookies, checkoutBody(cartId), headers);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual(first.json());
  });

  it('refuses invalid details with a stable code and changes nothing', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const before = await countOrders();
    const body = checkoutBody(cartId);
    const cases: [unknown, number, string][] = [
      // DECISIONS.md "Customer data": a business customer names the company.
      [
        {
          ...body,
          isBusinessCustomer: true,
          paymentDetails: {
            ...body.paymentDetails,
            billingAddress: { ...body.paymentDetails.billingAddress, company: '' },
          },
        },
        400,
        'VALIDATION_FAILED',
      ],
      [
        checkoutBody(cartId, { customerRemarks: { referenceNumber: '' } }),
        400,
        'VALIDATION_FAILED',
      ],
      // Phone: up to 25 characters with 6 to 15 digits, refused (never cut) beyond.
      [checkoutBody(cartId, { phone: '044 12' }), 400, 'VALIDATION_FAILED'],
      [checkoutBody(cartId, { phone: '+41 (0)79 123 45 67 / 8901' }), 400, 'VALIDATION_FAILED'],
      [checkoutBody(cartId, { isBillingAndShippingEqual: false }), 400, 'VALIDATION_FAILED'],
      [
        checkoutBody(cartId, {
          billingAddress: { ...body.paymentDetails.billingAddress, postalCode: '80010' },
        }),
        422,
        'POSTAL_CODE_INVALID',
      ],
      [
        checkoutBody(cartId, {
          billingAddress: {
            ...body.paymentDetails.billingAddress,
            countryId: 'de',
            postalCode: '10115',
          },
        }),
        422,
        'COUNTRY_NOT_SELECTABLE',
      ],
      [checkoutBody(cartId, { billingPaymentMethod: 'quote' }), 401, 'NOT_AUTHENTICATED'],
      [checkoutBody(cartId, { shippingMethodId: 'de-standard' }), 404, 'SHIPPING_METHOD_NOT_FOUND'],
      [{ ...body, discountId: 'NO-SUCH-CODE' }, 404, 'VOUCHER_NOT_FOUND'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await postCheckout(t.app, cookies, payload);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ error: { code } });
    }
    expect(await countOrders()).toBe(before);
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${cartId}`,
      cookies,
    });
    expect(cart.statusCode).toBe(200);
    expect(CartResponseSchema.parse(cart.json()).items).toHaveLength(1);
  });

  it('shows an order, its PDFs and its thumbnails to nobody else (404)', async () => {
    const owner = newSessionCookies();
    const cartId = await createFilledCart(t.app, owner);
    const { order } = await placeOrder(t.app, owner, checkoutBody(cartId));
    const stranger = newSessionCookies();
    for (const url of [
      `/api/checkout/order/${order._id}`,
      `/api/checkout/order/${order._id}/documents/confirmation.pdf`,
      `/api/checkout/order/${order._id}/documents/invoice.pdf`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, cookies: stranger });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND' } });
      const anonymous = await t.app.inject({ method: 'GET', url });
      expect(anonymous.statusCode, url).toBe(404);
    }
    const reorder = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/order/${order._id}`,
      cookies: stranger,
    });
    expect(reorder.statusCode).toBe(404);
    // Someone else's cart cannot be ordered either.
    const other = await postCheckout(
      t.app,
      stranger,
      checkoutBody(await createFilledCart(t.app, owner)),
    );
    expect(other.statusCode).toBe(404);
  });

  it('numbers concurrent orders uniquely and without gaps', async () => {
    const cookies = newSessionCookies();
    const carts = await Promise.all(
      Array.from({ length: 8 }, () => createFilledCart(t.app, cookies)),
    );
    const answers = await Promise.all(
      carts.map((cartId) => placeOrder(t.app, cookies, checkoutBody(cartId))),
    );
    const sequences = answers
      .map((a) => Number(a.order.orderNumber.slice(5)))
      .sort((x, y) => x - y);
    expect(new Set(sequences).size).toBe(8);
    expect(sequences.at(-1)! - sequences[0]!).toBe(7);
  });
});
