import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOrderIdParamsSchema,
  AdminOrderRefundsSchema,
  AdminRefundParamsSchema,
  AdminRefundRequestSchema,
  AdminRefundSchema,
} from '@print/contracts';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccess, StaffAccessService, StaffPrincipal } from '../staff/index.js';
import type { RefundAudit, Refunds } from './refunds.service.js';

/** Money goes back on the owner's or the office's word; production staff get 404 like strangers. */
const staffAccess: StaffAccess = ['owner', 'office'];
const errors = errorResponses(400, 404, 409, 422, 503);
const tags = ['admin'];

/** The request's staff member (the staff hook admitted only the route's roles). */
function staffOf(request: FastifyRequest): StaffPrincipal {
  const staff = request.staff as StaffPrincipal | null | undefined;
  if (staff === null || staff === undefined)
    throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Route not found');
  return staff;
}

/** /api/admin/orders/:orderId/refunds: the refunds of an order, a new one, asking PayPal again. */
export function refundsRoutes(
  refunds: Refunds,
  staff: Pick<StaffAccessService, 'audit'>,
): FastifyPluginAsyncZod {
  const auditOf =
    (request: FastifyRequest): RefundAudit =>
    (tx, entry) =>
      staff.audit.record(tx, request, entry);
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/orders/:orderId/refunds',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: "An order's refunds: how it is refunded, paid, refunded, open and left",
          params: AdminOrderIdParamsSchema,
          response: { 200: AdminOrderRefundsSchema, ...errors },
        },
      },
      async (request) => unwrap(await refunds.overview(request.params.orderId)),
    );
    app.post(
      '/admin/orders/:orderId/refunds',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Refunds by PayPal (full or partial) or records a bank refund',
          description:
            'The amount is checked against what is left BEFORE PayPal is called (422 REFUND_AMOUNT_EXCEEDS_LEFT). A PayPal refund is stored with its PayPal-Request-Id first; PayPal refusals answer 422 REFUND_REJECTED_BY_PAYPAL (details.issue), no answer 503 (the refund stays REQUESTED and can be sent again).',
          params: AdminOrderIdParamsSchema,
          body: AdminRefundRequestSchema,
          response: { 201: AdminRefundSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id, name } = staffOf(request);
        const refund = unwrap(
          await refunds.request(
            { id, name },
            auditOf(request),
            request.params.orderId,
            request.body,
          ),
        );
        return reply.code(201).send(refund);
      },
    );
    app.post(
      '/admin/orders/:orderId/refunds/:refundId/sync',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary:
            'Asks PayPal again: resends a REQUESTED refund (same PayPal-Request-Id), looks up a PENDING one',
          params: AdminRefundParamsSchema,
          response: { 200: AdminRefundSchema, ...errors },
        },
      },
      async (request) => {
        staffOf(request);
        const { orderId, refundId } = request.params;
        return unwrap(await refunds.sync(auditOf(request), orderId, refundId));
      },
    );
  };
}
