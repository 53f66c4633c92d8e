import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AutofillParamsSchema, AutofillResponseSchema } from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { PostalCodesService } from './postal-codes.service.js';

/** The directory is loaded by the `migrate` role (the module's start-up data). */
export function postalCodesRoutes(postalCodes: PostalCodesService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/shipping/autofill/:countryCode/:postalCode',
      {
        schema: {
          tags: ['shipping'],
          summary: 'Localities of a Swiss or Liechtenstein postal code (© swisstopo)',
          description:
            'Every locality of the code in the official directory, first match first; the web fills the city with places[0]["place name"].',
          params: AutofillParamsSchema,
          response: { 200: AutofillResponseSchema, ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const answer = unwrap(await postalCodes.autofill(request.params));
        // The directory changes a few times a year: browsers and proxies may keep answers a day.
        void reply.header('cache-control', 'public, max-age=86400');
        return answer;
      },
    );
  };
}
