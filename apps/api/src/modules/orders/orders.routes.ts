import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CheckoutRequestSchema,
  CheckoutResponseSchema,
  IdempotencyKeySchema,
  IdSchema,
  OrderDocumentKindSchema,
  OrderIdParamsSchema,
  OrderViewSchema,
  UserOrdersResponseSchema,
  ValidateDiscountRequestSchema,
  ValidateDiscountResponseSchema,
} from '@print/contracts';
import { z } from 'zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { CheckoutService } from './checkout.service.js';
import type { createDiscountValidation } from './discount-validation.js';
import type { OrdersService } from './orders.service.js';

const errors = errorResponses(400, 401, 404, 409, 422, 503);
const VOUCHER_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };
const CheckoutHeadersSchema = z.object({ 'idempotency-key': IdempotencyKeySchema.optional() });
const DocumentParamsSchema = z.object({
  orderId: IdSchema,
  file: z
    .string()
    .regex(/^(confirmation|invoice|quote)\.pdf$/, 'confirmation.pdf, invoice.pdf or quote.pdf'),
});

export interface OrdersRouteDeps {
  readonly checkout: CheckoutService;
  readonly orders: OrdersService;
  readonly validateDiscount: ReturnType<typeof createDiscountValidation>;
  /** The accounts module: whether the account's company is verified (a business customer). */
  readonly hasVerifiedCompany: (userId: string) => Promise<boolean>;
}

const noPrincipal = () => new ApiError(404, 'CART_NOT_FOUND', 'No such cart');

export function ordersRoutes({
  checkout,
  orders,
  validateDiscount,
  hasVerifiedCompany,
}: OrdersRouteDeps): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.post(
      '/checkout/order/checkout',
      {
        schema: {
          tags: ['orders'],
          summary: 'Place the order of a cart (one cart, one order)',
          description:
            'Every price is computed again from the server-side cart; price fields in the body are ignored. The same Idempotency-Key with the same body answers the same; with another body 422 IDEMPOTENCY_KEY_REUSED. A second submit of the same cart answers the same order.',
          headers: CheckoutHeadersSchema,
          body: CheckoutRequestSchema,
          response: { 200: CheckoutResponseSchema, ...errors },
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
        config: { rateLimit: VOUCHER_RATE_LIMIT },
        schema: {
          tags: ['orders'],
          summary: 'A voucher and whether it can be redeemed on the cart',
          body: ValidateDiscountRequestSchema,
          response: { 200: ValidateDiscountResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await validateDiscount(request.body, request.principalId, request.language)),
    );

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
      async (request) => unwrap(await orders.getOrder(request.params.orderId, request.principalId)),
    );

    app.post(
      '/checkout/order/:orderId',
      {
        schema: {
          tags: ['orders'],
          summary: 'Reorder: a new order of the same parts at today’s prices',
          description:
            'With an Idempotency-Key a double click or a retry gives one new order (the same answer).',
          headers: CheckoutHeadersSchema,
          params: OrderIdParamsSchema,
          response: { 200: CheckoutResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await orders.reorder(request.params.orderId, {
            principalId: request.principalId,
            isSignedIn: request.userId !== null,
            lang: request.language,
            idempotencyKey: request.headers['idempotency-key'],
          }),
        ),
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
  };
}
