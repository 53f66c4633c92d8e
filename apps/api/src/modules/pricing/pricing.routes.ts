import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BatchCalculationRequestSchema,
  BatchCalculationResponseSchema,
  ErrorResponseSchema,
} from '@print/contracts';
import { unwrap } from '../../plugins/api-error.js';
import type { PricingService } from './pricing.service.js';

export function pricingRoutes(pricing: PricingService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.post(
      '/pricing/batch-calculations',
      {
        schema: {
          tags: ['pricing'],
          summary: 'Price and printability of one analysed file in several configurations',
          body: BatchCalculationRequestSchema,
          response: {
            200: BatchCalculationResponseSchema,
            400: ErrorResponseSchema,
            404: ErrorResponseSchema,
            409: ErrorResponseSchema,
            422: ErrorResponseSchema,
          },
        },
      },
      async (request) => unwrap(await pricing.calculateBatch(request.body, request.principalId)),
    );
  };
}
