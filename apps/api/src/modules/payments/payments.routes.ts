import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PayNowParamsSchema,
  PayNowResponseSchema,
  PayPalCallbackRequestSchema,
  PayPalCallbackResponseSchema,
  PayPalWebhookResponseSchema,
} from '@print/contracts';
import { z } from 'zod';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { PaymentsService } from './payments.service.js';

const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
/** PayPal retries deliveries; a burst of redeliveries must not be refused. */
const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/** The buyer's return, pay now and PayPal's webhook (all under the API prefix). */
export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
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

    app.post(
      '/payments/paypal/webhook',
      {
        config: { rateLimit: WEBHOOK_RATE_LIMIT },
        schema: {
          tags: ['payments'],
          summary: 'PayPal webhook (capture completed / pending / denied)',
          description:
            "Verified with PayPal's verify-webhook-signature and PAYPAL_WEBHOOK_ID; an event id seen before answers duplicate: true and changes nothing.",
          body: z.record(z.string(), z.unknown()),
          response: { 200: PayPalWebhookResponseSchema, ...errorResponses(400, 503) },
        },
      },
      async (request) => unwrap(await payments.handleWebhook(request.headers, request.body)),
    );
  };
}
