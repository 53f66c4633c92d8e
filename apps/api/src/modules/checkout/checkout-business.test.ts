import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderViewSchema } from '@print/contracts';
import { registerConfirmed, signIn } from '../../test/account-fixtures.js';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
} from '../../test/checkout-fixtures.js';

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ worker: true, mail: { smtpUrl: sink.url } });
  await registerConfirmed(t.app, sink, 'firm-user', 'firm@example.ch');
  await registerConfirmed(t.app, sink, 'private-user', 'private@example.ch');
  const { accounts } = t.app.runtime.services;
  expect(await accounts.setVerifiedCompany('firm-user', true)).toBe(true);
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

/** Fills a cart anonymously, signs in (the cart becomes the account's) and orders on invoice. */
async function orderSignedIn(username: string, isBusinessCustomer: boolean) {
  const session = newSessionCookies();
  const cartId = await createFilledCart(t.app, session, 1);
  const { res, cookies } = await signIn(t.app, username, undefined, session);
  expect(res.statusCode).toBe(200);
  const placed = await placeOrder(
    t.app,
    { ...session, ...cookies },
    {
      ...checkoutBody(cartId),
      isBusinessCustomer,
    },
  );
  const view = await t.app.inject({
    method: 'GET',
    url: `/api/checkout/order/${placed.order._id}`,
    cookies,
  });
  expect(view.statusCode).toBe(200);
  return OrderViewSchema.parse(view.json());
}

describe('POST /api/checkout/order/checkout: business customer (spec 2 §6)', () => {
  it('an account with a verified company orders as a business customer though the browser sent private', async () => {
    expect((await orderSignedIn('firm-user', false)).isBusinessCustomer).toBe(true);
  });

  it('an account without one keeps the browser’s choice', async () => {
    expect((await orderSignedIn('private-user', false)).isBusinessCustomer).toBe(false);
    expect((await orderSignedIn('private-user', true)).isBusinessCustomer).toBe(true);
  });
});
