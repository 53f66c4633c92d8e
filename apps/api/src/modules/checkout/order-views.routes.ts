import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdSchema,
  NotPrintableChoiceRequestSchema,
  OrderDocumentKindSchema,
  OrderIdParamsSchema,
  OrderViewSchema,
  ReorderRequestSchema,
  ReorderResponseSchema,
  UserOrdersResponseSchema,
} from '@print/contracts';
import { z } from 'zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { OrdersService } from '../orders/index.js';
import type { AuditLog } from '../staff/index.js';
import { CheckoutHeadersSchema } from './checkout.routes.js';
import { answerNotPrintable, type NotPrintableAnswerDeps } from './not-printable-answer.js';
import type { createOrderReads } from './order-reads.js';
import type { createReorder } from './reorder.js';

const errors = errorResponses(400, 401, 404, 409, 422, 503);
const DocumentParamsSchema = z.object({
  orderId: IdSchema,
  file: z
    .string()
    .regex(/^(confirmation|invoice|quote)\.pdf$/, 'confirmation.pdf, invoice.pdf or quote.pdf'),
});

export interface OrderViewsRouteDeps {
  readonly orders: OrdersService;
  readonly getOrder: ReturnType<typeof createOrderReads>;
  readonly reorder: ReturnType<typeof createReorder>;
  /** The answer to a not printable review (a paid order's cancel: a credit note). */
  readonly answer: NotPrintableAnswerDeps;
  /** The credit note's audit entry of a customer's cancel. */
  readonly audit: AuditLog;
}

/** The owner's orders: the list, one order, its PDFs and thumbnails, and reorder (spec 2 §3, §4). */
export function orderViewsRoutes({
  orders,
  getOrder,
  reorder,
  answer,
  audit,
}: OrderViewsRouteDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/checkout/order/user',
      {
        schema: {
          tags: ['orders'],
          summary: "The signed-in account's orders, keyed by id",
          response: { 200: UserOrdersResponseSchema, ...errors },
        },
      },
      async (request) => {
        if (request.userId === null || request.principalId === null) {
          throw new ApiError(401, 'NOT_AUTHENTICATED', 'Sign in to see your orders');
        }
        return orders.listUserOrders(request.principalId);
      },
    );

    app.get(
      '/checkout/order/:orderId',
      {
        schema: {
          tags: ['orders'],
          summary: 'Order tracking info (owner only)',
          params: OrderIdParamsSchema,
          response: { 200: OrderViewSchema, ...errors },
        },
      },
      async (request) => unwrap(await getOrder(request.params.orderId, request.principalId)),
    );

    app.post(
      '/checkout/order/:orderId',
      {
        schema: {
          tags: ['orders'],
          summary: 'Reorder: the same parts into the cart at today’s prices',
          description:
            'Adds the parts of a paid order to the cart (body cartId: the browser’s cart, else the ' +
            'account’s current one, else a new one); the customer then checks out with the ' +
            'current addresses and any payment method. With an Idempotency-Key a double click or ' +
            'a retry adds them once (the same answer).',
          headers: CheckoutHeadersSchema,
          params: OrderIdParamsSchema,
          body: ReorderRequestSchema.nullish(),
          response: { 200: ReorderResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await reorder(request.params.orderId, {
            principalId: request.principalId,
            lang: request.language,
            cartId: request.body?.cartId,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
    );

    app.post(
      '/checkout/order/:orderId/not-printable-choice',
      {
        schema: {
          tags: ['orders'],
          summary: 'The owner’s answer to files not printable: a changed quote or a cancellation',
          description:
            'Only while the order is FILES_NOT_PRINTABLE (else 409 NOT_PRINTABLE_CHOICE_CLOSED). ' +
            'changed_quote: back to QUOTE_GENERATED, staff answer with an offer; cancel: ' +
            'ORDER_CANCELLED (a paid order: a full credit note; staff refund on the desk). The ' +
            'desk timeline shows the step with the customer as actor. ' +
            'Anyone but the owner: 404.',
          params: OrderIdParamsSchema,
          body: NotPrintableChoiceRequestSchema,
          response: { 200: OrderViewSchema, ...errors },
        },
      },
      async (request) => {
        const { orderId } = request.params;
        unwrap(
          await answerNotPrintable(answer, {
            orderId,
            access: { principalId: request.principalId },
            choice: request.body.choice,
            comment: request.body.comment,
            audit: (tx, entry) => audit.record(tx, request, entry),
          }),
        );
        return unwrap(await getOrder(orderId, request.principalId));
      },
    );

    app.get(
      '/checkout/order/:orderId/documents/:file',
      {
        schema: {
          tags: ['orders'],
          summary: 'An order PDF: confirmation.pdf, invoice.pdf (invoice, prepaid) or quote.pdf',
          params: DocumentParamsSchema,
        },
      },
      async (request, reply) => {
        const kind = OrderDocumentKindSchema.parse(request.params.file.replace(/\.pdf$/, ''));
        const { pdf, fileName } = unwrap(
          await orders.renderDocument(request.params.orderId, kind, request.principalId),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/checkout/order/:orderId/items/:lineId/thumbnail',
      {
        schema: {
          tags: ['orders'],
          summary: 'The thumbnail of an order line as ordered',
          params: z.object({ orderId: IdSchema, lineId: IdSchema }),
        },
      },
      async (request, reply) => {
        const { orderId, lineId } = request.params;
        const stream = unwrap(await orders.openThumbnail(orderId, lineId, request.principalId));
        return reply.type('image/png').header('cache-control', 'private, max-age=300').send(stream);
      },
    );

    app.get(
      '/checkout/order/:orderId/items/:lineId/review-picture',
      {
        schema: {
          tags: ['orders'],
          summary: "The picture staff took of a not printable line (the owner's order only)",
          params: z.object({ orderId: IdSchema, lineId: IdSchema }),
        },
      },
      async (request, reply) => {
        const { orderId, lineId } = request.params;
        const picture = unwrap(
          await orders.openReviewPicture(orderId, lineId, request.principalId),
        );
        return reply
          .type(picture.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store')
          .send(picture.stream);
      },
    );
  };
}
