import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CheckoutResponseSchema, OrderViewSchema, PayNowResponseSchema } from '@print/contracts';
import type { App } from '../../app.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  postCheckout,
} from './orders-test-helpers.js';

let sink: SmtpSink;
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  database = await createTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'pp-orders-restart-'));
});
afterAll(async () => {
  await sink.close();
  await database.dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function start(): Promise<App> {
  const app = await buildTestApp(
    { dataDir, databaseUrl: database.databaseUrl },
    { mail: { smtpUrl: sink.url } },
  );
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
    const first = await start();
    try {
      cartId = await createFilledCart(first, cookies);
      await first.orders.outbox.stop();
      first.orders.connectPayments({
        startPayPalPayment: () => Promise.reject(new Error('killed before the PayPal call')),
        reconcile: () => Promise.resolve(),
      });
      const crashed = await postCheckout(first, cookies, { ...body, cartId });
      expect(crashed.statusCode).toBe(500);
      const orders = await first.orders.orders.listUserOrders(cookies.pp_sid);
      expect(Object.keys(orders)).toHaveLength(1);
      orderId = Object.keys(orders)[0] ?? '';
      expect(sink.messages).toHaveLength(0);
    } finally {
      await first.close();
    }

    // Second life: the outbox relay sends the confirmation, the order is payable.
    const second = await start();
    try {
      const mails = await sink.waitFor(2, 15_000);
      const view = OrderViewSchema.parse(
        (
          await second.inject({ method: 'GET', url: `/api/checkout/order/${orderId}`, cookies })
        ).json(),
      );
      expect(view).toMatchObject({
        orderStatus: 'ORDER_RECEIVED',
        paymentStatus: 'PAYMENT_PENDING',
      });
      expect(view.actions.canPayNow).toBe(true);
      expect(mails.map((m) => m.subject).join(' | ')).toContain(view.orderNumber);
      expect(
        mails.map((m) =>
          (Array.isArray(m.to) ? m.to : [m.to])
            .flatMap((a) => a?.value ?? [])
            .map((v) => v.address),
        ),
      ).toEqual(expect.arrayContaining([['anna@example.ch'], ['shop@print-portal.test']]));

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
      expect(PayNowResponseSchema.parse(payNow.json()).payment.redirectUrl).toContain('token=');
      expect(Object.keys(await second.orders.orders.listUserOrders(cookies.pp_sid))).toHaveLength(
        1,
      );
    } finally {
      await second.close();
    }
  }, 60_000);
});
