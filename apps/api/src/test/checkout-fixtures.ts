import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import {
  CheckoutResponseSchema,
  CreateCartResponseSchema,
  type CheckoutRequest,
} from '@print/contracts';
import type { App } from '../app.js';
import { insertAnalysedFile } from './fixtures.js';

export const PA2200 = {
  printModeId: 'sls-pa2200',
  surfaceFinishId: 'sls-pa2200-blasted',
  colorId: 'white',
};

export function newSessionCookies(): { pp_sid: string } {
  return { pp_sid: randomBytes(16).toString('base64url') };
}

export const BILLING_ADDRESS = {
  title: '',
  firstname: 'Anna',
  lastname: 'Muster',
  company: 'Muster AG',
  addressSuffix: '',
  street: 'Bahnhofstrasse 1',
  postalCode: '8001',
  city: 'Zürich',
  countryId: 'ch',
  vatRegistrationNumber: '',
};

export function checkoutBody(
  cartId: string,
  overrides: Partial<CheckoutRequest['paymentDetails']> = {},
): CheckoutRequest {
  return {
    cartId,
    isBusinessCustomer: false,
    paymentDetails: {
      email: 'anna@example.ch',
      phone: '+41 44 1234567',
      billingPaymentMethod: 'billing',
      customerRemarks: { referenceNumber: 'PO-4711' },
      isBillingAndShippingEqual: true,
      billingAddress: BILLING_ADDRESS,
      shippingMethodId: 'ch-standard',
      signupToNewsletter: false,
      ...overrides,
    },
  };
}

/** A cart of `quantity` 50 mm PA2200 brackets (CHF 51.00 net each) owned by `cookies`' session. */
export async function createFilledCart(
  app: App,
  cookies: { pp_sid: string },
  quantity = 5,
): Promise<string> {
  const file = await insertAnalysedFile(app.database.db, { ownerSession: cookies.pp_sid });
  const created = await app.inject({ method: 'POST', url: '/api/checkout/cart', cookies });
  const cartId = CreateCartResponseSchema.parse(created.json())._id;
  const added = await app.inject({
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    cookies,
    payload: { items: [{ referencedId: file.id, ...PA2200, quantity }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  return cartId;
}

export async function postCheckout(
  app: App,
  cookies: { pp_sid: string },
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkout/order/checkout',
    cookies,
    payload: body as object,
    headers,
  });
}

export async function placeOrder(app: App, cookies: { pp_sid: string }, body: unknown) {
  const res = await postCheckout(app, cookies, body);
  expect(res.statusCode, res.body).toBe(200);
  return CheckoutResponseSchema.parse(res.json());
}
