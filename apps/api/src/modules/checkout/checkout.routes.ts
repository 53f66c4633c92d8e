import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  IdempotencyKeySchema,
  PayNowParamsSchema,
  PayNowResponseSchema,
  PayPalCallbackRequestSchema,
  PayPalCallbackResponseSchema,
  ValidateDiscountRequestSchema,
  ValidateDiscountResponseSchema,
} from '@print/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import { limitVoucherChecks, VOUCHER_RATE_LIMIT } from '../../plugins/voucher-rate-limit.js';
import type { PaymentsService } from '../payments/index.js';
import type { CheckoutService } from './checkout.service.js';
import type { createDiscountValidation } from './discount-validation.js';

const errors = errorResponses(400, 401, 404, 409, 422, 503);
const checkoutErrors = errorResponses(400, 401, 404, 409, 422, 429, 503);
const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** Guest orders per client and hour (GUEST_ORDERS_PER_HOUR): each mails a typed-in address. */
export const DEFAULT_GUEST_ORDERS_PER_HOUR = 10;
export const CheckoutHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema.optional(),
});

export interface CheckoutRouteDeps {
  readonly checkout: CheckoutService;
  readonly payments: PaymentsService;
  readonly validateDiscount: ReturnType<typeof createDiscountValidation>;
  /** The accounts module: whether the account's company is verified (a business customer). */
  readonly hasVerifiedCompany: (userId: string) => Promise<boolean>;
  /** Voucher codes per client and minute (VOUCHER_CHECKS_PER_MINUTE); unset → 30. */
  readonly vouchersPerMinute?: number | undefined;
  /** Guest orders per client IP and hour; signed-in customers are not counted. */
  readonly guestOrdersPerHour?: number;
}

const noPrincipal = () => new ApiError(404, 'CART_NOT_FOUND', 'No such cart');

/** Placing an order, vouchers, the buyer's return from PayPal and pay now (spec 2 §8). */
export function checkoutRoutes({
  checkout,
  payments,
  validateDiscount,
  hasVerifiedCompany,
  vouchersPerMinute = VOUCHER_RATE_LIMIT.max,
  guestOrdersPerHour = DEFAULT_GUEST_ORDERS_PER_HOUR,
}: CheckoutRouteDeps): FastifyPluginAsyncZod {
  const guestOrderLimit = {
    max: guestOrdersPerHour,
    timeWindow: '1 hour',
    // The auth hook has run (a root onRequest hook): accounts are limited by their own mail.
    allowList: (request: FastifyRequest) => request.userId !== null,
  };
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    // One counter per client for every route that evaluates a voucher code (issue 23 item 6).
    const limitOrderVoucher = limitVoucherChecks(app, vouchersPerMinute, (request) => {
      const body = request.body as { readonly discountId?: unknown } | undefined;
      return body?.discountId !== undefined;
    });
    const limitValidation = limitVoucherChecks(app, vouchersPerMinute, () => true);
    app.post(
      '/checkout/order/checkout',
      {
        preHandler: limitOrderVoucher,
        config: { rateLimit: guestOrderLimit },
        schema: {
          tags: ['checkout'],
          summary: 'Place the order of a cart (one cart, one order)',
          description:
            'Every price is computed again from the server-side cart; price fields in the body are ignored. Guests: GUEST_ORDERS_PER_HOUR per client (429 RATE_LIMITED) and a few orders per e-mail address a day (429 RECIPIENT_MAIL_LIMIT, nothing written); past CHF 10 M net 422 AMOUNT_TOO_LARGE. The same Idempotency-Key with the same body answers the same; with another body 422 IDEMPOTENCY_KEY_REUSED. A second submit of the same cart answers the same order.',
          headers: CheckoutHeadersSchema,
          body: CheckoutRequestSchema,
          response: { 200: CheckoutResponseSchema, ...checkoutErrors },
        },
      },
      async (request) => {
        if (request.principalId === null) throw noPrincipal();
        // Spec 2 §6: an account with a verified company orders as a business customer, whatever
        // the browser's switch says.
        const isVerifiedCompany =
          request.userId !== null && (await hasVerifiedCompany(request.userId));
        const body = isVerifiedCompany
          ? { ...request.body, isBusinessCustomer: true }
          : request.body;
        return unwrap(
          await checkout.checkout(body, {
            principalId: request.principalId,
            isSignedIn: request.userId !== null,
            lang: request.language,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        );
      },
    );

    app.post(
      '/checkout/order/validate-discount',
      {
        preHandler: limitValidation,
        schema: {
          tags: ['checkout'],
          summary: 'A voucher and whether it can be redeemed on the cart',
          description:
            'A code that cannot be used on this cart — unknown, not started, expired, used up or below its minimum order value — answers one and the same 404 VOUCHER_NOT_FOUND (no way to tell an existing code from a guess). Limited per client together with the other routes that take a code.',
          body: ValidateDiscountRequestSchema,
          response: { 200: ValidateDiscountResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await validateDiscount(request.body, request.principalId, request.language)),
    );

    app.post(
      '/checkout/order/checkout/callback',
      {
        config: { rateLimit: PAYMENT_RATE_LIMIT },
        schema: {
          tags: ['payments'],
          summary: 'The buyer is back from PayPal: capture (success) or cancel the payment',
          description:
            "The order counts as paid only when PayPal reports the capture COMPLETED. `next` tells the web where to go: complete, pending, retry (send the buyer to `redirectUrl`, PayPal's approval link) or failed (/order-failed). Another customer gets 404.",
          body: PayPalCallbackRequestSchema,
          response: { 200: PayPalCallbackResponseSchema, ...errorResponses(400, 404, 422, 503) },
        },
      },
      async (request) => unwrap(await payments.handleCallback(request.body, request.principalId)),
    );

    app.post(
      '/checkout/order/:orderId/payment',
      {
        config: { rateLimit: PAYMENT_RATE_LIMIT },
        schema: {
          tags: ['payments'],
          summary: 'Pay now: a PayPal approval link for a pending PayPal order of the caller',
          params: PayNowParamsSchema,
          response: { 200: PayNowResponseSchema, ...errorResponses(400, 404, 409, 422, 503) },
        },
      },
      async (request) => unwrap(await payments.payNow(request.params.orderId, request.principalId)),
    );
  };
}
