import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdSchema,
  NotPrintableChoiceRequestSchema,
  NotPrintableLinkViewSchema,
  OrderLinkTokenParamsSchema,
} from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { OrdersService } from '../orders/index.js';
import type { AuditLog } from '../staff/index.js';
import { answerNotPrintable, type NotPrintableAnswerDeps } from './not-printable-answer.js';

const errors = errorResponses(400, 404, 409, 422);
/** Link tokens are 256-bit random: guessing is hopeless, but a burst is still no one's business. */
const TOKEN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export interface NotPrintableLinkRouteDeps extends NotPrintableAnswerDeps {
  readonly links: OrdersService['notPrintableLink'];
  readonly audit: AuditLog;
}

/**
 * The not printable review's mailed link (issue 25 item 6): no sign-in, the token is the key —
 * bound to one order and this purpose, 30 days. A guest (no account page) answers here; once the
 * order has left FILES_NOT_PRINTABLE every link of it answers 409 with the current status.
 */
export function notPrintableLinkRoutes(deps: NotPrintableLinkRouteDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/checkout/not-printable/:token',
      {
        config: { rateLimit: TOKEN_RATE_LIMIT },
        schema: {
          tags: ['orders'],
          summary: 'The not printable lines of a mailed answer link (no sign-in)',
          description:
            'Unknown or altered link: 404 ORDER_LINK_INVALID; past its end: 422 ORDER_LINK_EXPIRED.',
          params: OrderLinkTokenParamsSchema,
          response: { 200: NotPrintableLinkViewSchema, ...errors },
        },
      },
      async (request) => unwrap(await deps.links.read(request.params.token)),
    );

    app.post(
      '/checkout/not-printable/:token/choice',
      {
        config: { rateLimit: TOKEN_RATE_LIMIT },
        schema: {
          tags: ['orders'],
          summary: 'The answer of a mailed link: a changed quote or a cancellation',
          description:
            'As the owner’s POST /checkout/order/:orderId/not-printable-choice: only while the ' +
            'order is FILES_NOT_PRINTABLE (else 409 NOT_PRINTABLE_CHOICE_CLOSED with the status); ' +
            'a paid order’s cancel issues a full credit note. Answers the link’s view.',
          params: OrderLinkTokenParamsSchema,
          body: NotPrintableChoiceRequestSchema,
          response: { 200: NotPrintableLinkViewSchema, ...errors },
        },
      },
      async (request) => {
        const { token } = request.params;
        const orderId = unwrap(await deps.links.resolve(token));
        unwrap(
          await answerNotPrintable(deps, {
            orderId,
            access: 'link',
            choice: request.body.choice,
            comment: request.body.comment,
            audit: (tx, entry) => deps.audit.record(tx, request, entry),
          }),
        );
        return unwrap(await deps.links.read(token));
      },
    );

    app.get(
      '/checkout/not-printable/:token/items/:lineId/review-picture',
      {
        config: { rateLimit: TOKEN_RATE_LIMIT },
        schema: {
          tags: ['orders'],
          summary: 'The picture of a not printable line of the link’s order',
          params: OrderLinkTokenParamsSchema.extend({ lineId: IdSchema }),
        },
      },
      async (request, reply) => {
        const { token, lineId } = request.params;
        const picture = unwrap(await deps.links.openPicture(token, lineId));
        return reply
          .type(picture.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(picture.stream);
      },
    );
  };
}
