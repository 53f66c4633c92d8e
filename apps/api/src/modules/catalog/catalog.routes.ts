import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PrintModesResponseSchema,
  ShippingCountriesResponseSchema,
  SurfaceFinishesResponseSchema,
} from '@print/contracts';
import type { CatalogService } from './catalog.service.js';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/print-modes',
      {
        schema: {
          tags: ['catalog'],
          summary: 'Print modes with finishes, colours and processing steps',
          response: { 200: PrintModesResponseSchema },
        },
      },
      async (request) => ({ printModes: await catalog.listPrintModes(request.language) }),
    );
    app.get(
      '/print-modes/surface-finishes',
      {
        schema: {
          tags: ['catalog'],
          summary: 'All surface finishes with their colours',
          response: { 200: SurfaceFinishesResponseSchema },
        },
      },
      async (request) => ({ surfaceFinishes: await catalog.listSurfaceFinishes(request.language) }),
    );
    app.get(
      '/shipping/countries',
      {
        schema: {
          tags: ['shipping'],
          summary: 'Shipping countries sorted by name',
          response: { 200: ShippingCountriesResponseSchema },
        },
      },
      async (request) => ({
        shippingCountries: await catalog.listShippingCountries(request.language),
      }),
    );
  };
}
