import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PayPalWebhookResponseSchema } from '@print/contracts';
import { z } from 'zod';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { PaymentsService } from './payments.service.js';

/** PayPal retries deliveries; a burst of redeliveries must not be refused. */
const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: '1 minute' };

/** PayPal's webhook (the buyer's return and pay now are the checkout's routes). */
export function paymentsRoutes(payments: PaymentsService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
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
