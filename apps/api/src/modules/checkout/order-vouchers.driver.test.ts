import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CheckoutResponseSchema,
  OrderViewSchema,
  ValidateDiscountResponseSchema,
} from '@print/contracts';
import { orders, orderTransitions } from '../orders/orders.tables.js';
import { voucherReservations, vouchers } from '../vouchers/vouchers.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
  postCheckout,
} from '../../test/checkout-fixtures.js';
import { withoutRequestId } from '../../test/request-id.js';

const MONDAY = new Date('2026-01-05T09:00:00Z');
let t: TestApp;

async function usageOf(id: string): Promise<number> {
  const [row] = await t.app.database.db.select().from(vouchers).where(eq(vouchers.id, id));
  return row?.usageCount ?? -1;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => MONDAY });
  await t.app.database.db.insert(vouchers).values([
    { id: 'five-left', code: 'FIVELEFT', type: 'percentage', value: 10, maxUsage: 5 },
    { id: 'three-left', code: 'THREELEFT', type: 'percentage', value: 5, maxUsage: 3 },
    {
      id: 'big-minimum',
      code: 'BIGSPENDER',
      type: 'absolute',
      value: 5000,
      minValueCents: 100_000,
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('voucher use at checkout', () => {
  it('20 concurrent checkouts on a voucher with maxUsage 5 give exactly 5 orders with it', async () => {
    const cookies = newSessionCookies();
    const carts = await Promise.all(
      Array.from({ length: 20 }, () => createFilledCart(t.app, cookies)),
    );
    const before = await t.app.database.db.$count(orders);
    const answers = await Promise.all(
      carts.map((cartId) =>
        postCheckout(t.app, cookies, { ...checkoutBody(cartId), discountId: 'fiveleft' }),
      ),
    );
    const placed = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    // Used up answers like any code that cannot be used (issue 23 item 6).
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'VOUCHER_NOT_FOUND' } });
    }
    expect(await usageOf('five-left')).toBe(5);
    expect(await t.app.database.db.$count(orders)).toBe(before + 5);
    const first = CheckoutResponseSchema.parse(placed[0]?.json());
    const view = OrderViewSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/checkout/order/${first.order._id}`,
          cookies,
        })
      ).json(),
    );
    expect(view.voucher).toMatchObject({ code: 'FIVELEFT', type: 'percentage', value: 10 });
    expect(view.totals.discountCents).toBeGreaterThan(0);

    // A cancelled order gives its use back, once.
    const cancel = () =>
      t.app.services.orders.changeStatus(
        first.order._id,
        'ORDER_CANCELLED',
        'operator',
        'customer called',
      );
    expect((await cancel()).ok).toBe(true);
    expect((await cancel()).ok).toBe(true);
    expect(await usageOf('five-left')).toBe(4);
    // A cart the voucher was refused for (one already placed would answer its own order again).
    const refusedCart = carts.find((_, index) => answers[index]?.statusCode !== 200) ?? '';
    const again = await placeOrder(t.app, cookies, {
      ...checkoutBody(refusedCart),
      discountId: 'FIVELEFT',
    });
    expect(again.order.orderNumber).toMatch(/^2026-/);
    expect(await usageOf('five-left')).toBe(5);
  });

  it('counts one use per placed order: concurrent or repeated submits of one cart give theirs back', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const body = { ...checkoutBody(cartId), discountId: 'THREELEFT' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => postCheckout(t.app, cookies, body)),
    );
    const placed = answers.filter((res) => res.statusCode === 200);
    const numbers = new Set(
      placed.map((res) => CheckoutResponseSchema.parse(res.json()).order.orderNumber),
    );
    expect(numbers.size).toBe(1);
    // A duplicate may find the last uses held by its twins for a moment; never a second order.
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.json()).toMatchObject({ error: { code: 'VOUCHER_USED_UP' } });
    }
    expect(await usageOf('three-left')).toBe(1);
    const again = await placeOrder(t.app, cookies, body);
    expect(numbers.has(again.order.orderNumber)).toBe(true);
    expect(await usageOf('three-left')).toBe(1);
  });

  it('records an unlimited voucher’s uses as reservations without touching its row', async () => {
    const cookies = newSessionCookies();
    const carts = await Promise.all(
      Array.from({ length: 6 }, () => createFilledCart(t.app, cookies)),
    );
    const before = await usageOf('welcome-10');
    const answers = await Promise.all(
      carts.map((cartId) =>
        placeOrder(t.app, cookies, { ...checkoutBody(cartId), discountId: 'welcome10' }),
      ),
    );
    const ids = answers.map((a) => a.order._id);
    expect(new Set(ids).size).toBe(6);
    const reserved = await t.app.database.db
      .select()
      .from(voucherReservations)
      .where(inArray(voucherReservations.orderId, ids));
    expect(reserved).toHaveLength(6);
    for (const row of reserved) {
      expect(row).toMatchObject({ voucherId: 'welcome-10', useCounted: false, releasedAt: null });
    }
    expect(await usageOf('welcome-10')).toBe(before);
    // Cancelling gives back no use that was never counted, and releases the reservation once.
    const cancelled = await t.app.services.orders.changeStatus(
      ids[0] ?? '',
      'ORDER_CANCELLED',
      'operator',
      'customer called',
    );
    expect(cancelled.ok).toBe(true);
    expect(await usageOf('welcome-10')).toBe(before);
    const [released] = await t.app.database.db
      .select()
      .from(voucherReservations)
      .where(eq(voucherReservations.orderId, ids[0] ?? ''));
    expect(released?.releasedAt).not.toBeNull();
  });

  it('refuses a voucher below its minimum like an unknown code and creates nothing', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const res = await postCheckout(t.app, cookies, {
      ...checkoutBody(cartId),
      discountId: 'BIGSPENDER',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'VOUCHER_NOT_FOUND',
        message: 'This voucher code cannot be used',
        details: { code: 'BIGSPENDER' },
        requestId: expect.any(String),
      },
    });
    expect(await usageOf('big-minimum')).toBe(0);
  });
});

describe('POST /api/checkout/order/validate-discount', () => {
  async function validate(cookies: { pp_sid: string }, payload: object) {
    return t.app.inject({
      method: 'POST',
      url: '/api/checkout/order/validate-discount',
      cookies,
      payload,
    });
  }

  it('answers a valid voucher with what it takes off the cart', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const res = await validate(cookies, { code: 'welcome10', cartId });
    expect(res.statusCode, res.body).toBe(200);
    const body = ValidateDiscountResponseSchema.parse(res.json());
    // 5 × 48.45 = 242.25 net; × 0.9 = 218.025 → 218.03 (half away from zero): 24.22 off.
    expect(body).toMatchObject({
      discount: { code: 'WELCOME10', type: 'percentage', value: 10, rules: { maxUsage: null } },
      validity: {
        state: 'VALID',
        isRedeemable: true,
        cartNetCents: 24225,
        missingCents: 0,
        discountCents: 2422,
      },
    });
  });

  it('answers below minimum and an unknown code alike: 404 VOUCHER_NOT_FOUND', async () => {
    const cookies = newSessionCookies();
    const cartId = await createFilledCart(t.app, cookies);
    const below = await validate(cookies, { code: 'BIGSPENDER', cartId });
    const unknown = await validate(cookies, { code: 'NOPE', cartId });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 'VOUCHER_NOT_FOUND' } });
    expect([below.statusCode, withoutRequestId(below.body)]).toEqual([
      unknown.statusCode,
      withoutRequestId(unknown.body),
    ]);
    const otherCart = await validate(newSessionCookies(), { code: 'WELCOME10', cartId });
    expect(otherCart.statusCode).toBe(404);
  });
});

describe('payment port (interface 3)', () => {
  it('records a capture once, readies the order and allows reorder; a failed payment cancels', async () => {
    const cookies = newSessionCookies();
    const { order } = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies)),
    );
    const port = t.app.services.orders.paymentPort;
    expect(await port.findPayableOrder(order._id, 'someone-else')).toBeNull();
    const payable = await port.findPayableOrder(order._id, cookies.pp_sid);
    const amounts = payable?.amounts;
    expect(
      amounts &&
        amounts.itemTotalCents + amounts.shippingCents + amounts.taxCents - amounts.discountCents,
    ).toBe(amounts?.totalCents);
    const payment = {
      provider: 'paypal' as const,
      captureId: 'CAP-1',
      amountCents: amounts?.totalCents ?? 0,
    };
    await Promise.all([
      port.recordPaymentReceived(order._id, payment, 'payment'),
      port.recordPaymentReceived(order._id, payment, 'payment'),
    ]);
    await port.recordPaymentReceived(order._id, payment, 'payment');
    const history = await t.app.database.db
      .select({
        kind: orderTransitions.kind,
        from: orderTransitions.fromStatus,
        to: orderTransitions.toStatus,
        actor: orderTransitions.actor,
      })
      .from(orderTransitions)
      .where(eq(orderTransitions.orderId, order._id))
      .orderBy(orderTransitions.id);
    expect(history).toEqual([
      { kind: 'status', from: null, to: 'ORDER_RECEIVED', actor: 'customer' },
      { kind: 'payment', from: 'PAYMENT_PENDING', to: 'PAYMENT_RECEIVED', actor: 'payment' },
      { kind: 'status', from: 'ORDER_RECEIVED', to: 'READY_FOR_PROCESSING', actor: 'payment' },
    ]);
    const view = OrderViewSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/checkout/order/${order._id}`, cookies })
      ).json(),
    );
    expect(view).toMatchObject({
      paymentStatus: 'PAYMENT_RECEIVED',
      actions: { canReorder: true },
    });
    // Paid orders are never cancelled by a late failure report.
    await port.recordPaymentFailed(order._id, 'late decline');
    expect((await port.findPayableOrder(order._id, cookies.pp_sid))?.isCancelled).toBe(false);

    const other = await placeOrder(
      t.app,
      cookies,
      checkoutBody(await createFilledCart(t.app, cookies)),
    );
    await port.recordPaymentFailed(other.order._id, 'buyer cancelled');
    await port.recordPaymentFailed(other.order._id, 'buyer cancelled');
    const cancelled = OrderViewSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/checkout/order/${other.order._id}`,
          cookies,
        })
      ).json(),
    );
    expect(cancelled.orderStatus).toBe('ORDER_CANCELLED');
  });
});
