import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CheckoutResponseSchema, OrderViewSchema, PayNowResponseSchema } from '@print/contracts';
import type { App } from '../../app.js';
import { approveOnPage } from '../payments/paypal-sim/sim-test-server.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  postCheckout,
} from '../../test/checkout-fixtures.js';

let sink: SmtpSink;
let database: TestDatabase;

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
});
afterAll(async () => {
  await sink.close();
  await database.dropDatabase();
});

/** The shop's process; `worker`: with the mail relay and delivery (the first life dies before). */
async function start(worker: boolean): Promise<App> {
  const app = await buildTestApp(database, { mail: { smtpUrl: sink.url }, worker });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

describe('an order survives a crash right after its commit', () => {
  it('is paid and mailed after the restart, and the resubmit answers the same order', async () => {
    const cookies = newSessionCookies();
    const body = checkoutBody('', { billingPaymentMethod: 'paypal' });
    let orderId: string;
    let cartId: string;

    // First life: the order commits, then the process "dies" before PayPal and the mail relay.
    const first = await start(false);
    try {
      cartId = await createFilledCart(first, cookies);
      vi.spyOn(first.services.payments, 'startPayPalPayment').mockRejectedValue(
        new Error('killed before the PayPal call'),
      );
      const crashed = await postCheckout(first, cookies, { ...body, cartId });
      expect(crashed.statusCode).toBe(500);
      const orders = await first.services.orders.listUserOrders(cookies.pp_sid);
      expect(Object.keys(orders)).toHaveLength(1);
      orderId = Object.keys(orders)[0] ?? '';
      expect(sink.messages).toHaveLength(0);
    } finally {
      await first.close();
    }

    // Second life: the order is payable (no mail before its payment: rulings); paid, it is mailed.
    const second = await start(true);
    try {
      const view = async () =>
        OrderViewSchema.parse(
          (
            await second.inject({ method: 'GET', url: `/api/checkout/order/${orderId}`, cookies })
          ).json(),
        );
      expect(await view()).toMatchObject({
        orderStatus: 'ORDER_RECEIVED',
        paymentStatus: 'PAYMENT_PENDING',
        actions: { canPayNow: true },
      });

      const again = await postCheckout(second, cookies, { ...body, cartId });
      expect(again.statusCode, again.body).toBe(200);
      const answer = CheckoutResponseSchema.parse(again.json());
      expect(answer.order._id).toBe(orderId);
      expect(answer.payment.redirectUrl).toMatch(/\/paypal-sim\/checkoutnow\?token=/);

      const payNow = await second.inject({
        method: 'POST',
        url: `/api/checkout/order/${orderId}/payment`,
        cookies,
      });
      expect(payNow.statusCode, payNow.body).toBe(200);
      const approvalUrl = PayNowResponseSchema.parse(payNow.json()).payment.redirectUrl;
      expect(Object.keys(await second.services.orders.listUserOrders(cookies.pp_sid))).toHaveLength(
        1,
      );
      expect(sink.messages).toHaveLength(0);

      const back = new URL((await approveOnPage(approvalUrl)).location);
      const returned = await fetch(`${back.origin}/api/checkout/order/checkout/callback`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `pp_sid=${cookies.pp_sid}` },
        body: JSON.stringify({ token: back.searchParams.get('token'), success: true }),
      });
      expect(((await returned.json()) as { next: string }).next).toBe('complete');
      const mails = await sink.waitFor(2, 40_000);
      const paid = await view();
      expect(paid.paymentStatus).toBe('PAYMENT_RECEIVED');
      expect(mails.map((m) => m.subject).join(' | ')).toContain(paid.orderNumber);
      expect(
        mails.map((m) =>
          (Array.isArray(m.to) ? m.to : [m.to])
            .flatMap((a) => a?.value ?? [])
            .map((v) => v.address),
        ),
      ).toEqual(expect.arrayContaining([['anna@example.ch'], ['shop@print-portal.test']]));
    } finally {
      await second.close();
    }
  }, 60_000);
});
