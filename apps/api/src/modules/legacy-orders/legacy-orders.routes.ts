import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LegacyOrderSchema, LegacyTrackOrderRequestSchema } from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { LegacyOrdersService } from './legacy-orders.service.js';

/** Tries per client and minute: enough for a customer, slow for anyone guessing pairs. */
const TRACK_REQUESTS_PER_MINUTE = 20;

export function legacyOrdersRoutes(legacyOrders: LegacyOrdersService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.post(
      '/rest_api/trackorder.php',
      {
        config: { rateLimit: { max: TRACK_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags: ['orders'],
          summary: 'Track an order of the old shop by its number and e-mail address',
          description:
            'The number and e-mail come as a JSON body (never in the URL: logs and browser history would keep the address). Both must match (a wrong e-mail answers the same 404 as an unknown number), so order numbers cannot be walked through. Answers the legacy fields of spec 2 §3; prices in cents.',
          body: LegacyTrackOrderRequestSchema,
          response: { 200: LegacyOrderSchema, ...errorResponses(400, 404, 415, 429) },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return unwrap(await legacyOrders.track(request.body));
      },
    );
  };
}
