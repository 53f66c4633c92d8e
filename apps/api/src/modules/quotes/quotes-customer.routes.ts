import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CustomerOfferSchema,
  OfferDeclineRequestSchema,
  OrderIdParamsSchema,
  QuoteTokenParamsSchema,
} from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { QuotesService } from './quotes.module.js';

const errors = errorResponses(400, 404, 409, 422);
/** Link tokens are 256-bit random: guessing is hopeless, but a burst is still no one's business. */
const TOKEN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * The customer's side: the offer by its mailed link (no sign-in: the token is the credential) and
 * the same for the signed-in owner by order id (anyone else: 404 OFFER_NOT_FOUND).
 */
export function quotesCustomerRoutes(quotes: QuotesService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/quotes/order/:orderId',
      {
        schema: {
          tags: ['quotes'],
          summary: 'The newest offer of the caller’s quote request',
          params: OrderIdParamsSchema,
          response: { 200: CustomerOfferSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await quotes.readCustomerOffer({
            kind: 'owner',
            orderId: request.params.orderId,
            principalId: request.principalId,
          }),
        ),
    );

    app.post(
      '/quotes/order/:orderId/accept',
      {
        schema: {
          tags: ['quotes'],
          summary: 'Accepts the newest offer of the caller’s quote request',
          description:
            'Only the newest sent revision before the end of its last day (OFFER_SUPERSEDED 409, ' +
            'OFFER_EXPIRED 422). The order takes the offered prices (recomputed by priceCart) and ' +
            'becomes ORDER_RECEIVED, a prepaid order. Accepting again answers the same.',
          params: OrderIdParamsSchema,
          response: { 200: CustomerOfferSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await quotes.accept({
            kind: 'owner',
            orderId: request.params.orderId,
            principalId: request.principalId,
          }),
        ),
    );

    app.post(
      '/quotes/order/:orderId/decline',
      {
        schema: {
          tags: ['quotes'],
          summary: 'Declines the newest offer of the caller’s quote request',
          description:
            'The revision the customer could accept (else OFFER_SUPERSEDED 409, OFFER_EXPIRED 422, ' +
            'OFFER_ALREADY_ACCEPTED 409), with an optional reason for staff. The order stays a ' +
            'quote request; accepting the declined revision is refused (OFFER_DECLINED 409). ' +
            'Declining again answers the same.',
          params: OrderIdParamsSchema,
          body: OfferDeclineRequestSchema.nullish(),
          response: { 200: CustomerOfferSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await quotes.decline(
            { kind: 'owner', orderId: request.params.orderId, principalId: request.principalId },
            request.body?.reason ?? null,
          ),
        ),
    );

    app.get(
      '/quotes/:token',
      {
        config: { rateLimit: TOKEN_RATE_LIMIT },
        schema: {
          tags: ['quotes'],
          summary: 'The offer of a mailed link',
          params: QuoteTokenParamsSchema,
          response: { 200: CustomerOfferSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await quotes.readCustomerOffer({ kind: 'token', token: request.params.token })),
    );

    app.post(
      '/quotes/:token/accept',
      {
        config: { rateLimit: TOKEN_RATE_LIMIT },
        schema: {
          tags: ['quotes'],
          summary: 'Accepts the offer of a mailed link',
          description: 'As the owner’s accept; the link of a superseded revision is refused.',
          params: QuoteTokenParamsSchema,
          response: { 200: CustomerOfferSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await quotes.accept({ kind: 'token', token: request.params.token })),
    );

    app.post(
      '/quotes/:token/decline',
      {
        config: { rateLimit: TOKEN_RATE_LIMIT },
        schema: {
          tags: ['quotes'],
          summary: 'Declines the offer of a mailed link',
          description: 'As the owner’s decline; the link of a superseded revision is refused.',
          params: QuoteTokenParamsSchema,
          body: OfferDeclineRequestSchema.nullish(),
          response: { 200: CustomerOfferSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await quotes.decline(
            { kind: 'token', token: request.params.token },
            request.body?.reason ?? null,
          ),
        ),
    );
  };
}
