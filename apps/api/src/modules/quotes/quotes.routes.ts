import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminOfferDraftUpdateSchema,
  AdminOfferResponseSchema,
  AdminOrderIdParamsSchema,
  IdSchema,
} from '@print/contracts';
import { z } from 'zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccess, StaffAccessService } from '../staff/index.js';
import type { QuotesService } from './quotes.module.js';
import type { AuditWriter } from './quotes.service.js';

/** Quote answering is office work (issue 25: office — orders, quotes, payments, customers). */
const QUOTE_STAFF: StaffAccess = ['owner', 'office'];
const errors = errorResponses(400, 404, 409, 422);

const RevisionPdfParamsSchema = z.object({
  orderId: IdSchema,
  file: z.string().regex(/^\d{1,4}\.pdf$/, 'NUMBER.pdf'),
});

/** The signed-in staff member (the staff module's hook let only them through). */
function staffIdOf(request: FastifyRequest): string {
  // Defence in depth: without a staff session (or without the staff module) nothing is answered.
  if (!request.staff) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Not found');
  return request.staff.id;
}

/** /api/admin/orders/:orderId/offer…: the draft, its changes, sending, the revisions' PDFs. */
export function quotesAdminRoutes(
  quotes: QuotesService,
  staff: StaffAccessService,
): FastifyPluginAsyncZod {
  const auditOf =
    (request: FastifyRequest): AuditWriter =>
    (tx, entry) =>
      staff.audit.record(tx, request, entry);
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/orders/:orderId/offer',
      {
        config: { staffAccess: QUOTE_STAFF },
        schema: {
          tags: ['admin'],
          summary: 'The quote request’s offer draft (priced) and every sent revision',
          params: AdminOrderIdParamsSchema,
          response: { 200: AdminOfferResponseSchema, ...errors },
        },
      },
      async (request) => {
        staffIdOf(request);
        return unwrap(await quotes.readAdminOffer(request.params.orderId));
      },
    );

    app.put(
      '/admin/orders/:orderId/offer/draft',
      {
        config: { staffAccess: QUOTE_STAFF },
        schema: {
          tags: ['admin'],
          summary:
            'Saves the offer draft: per line an override with its reason, lead time, validity',
          description:
            'Checked by packages/domain checkOfferDraft: a changed price needs a reason ' +
            '(OFFER_OVERRIDE_REASON_REQUIRED), lead time 1..120 days, validity today..90 days. ' +
            'Lines not named keep the list price. The answer carries the draft priced by priceCart.',
          params: AdminOrderIdParamsSchema,
          body: AdminOfferDraftUpdateSchema,
          response: { 200: AdminOfferResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await quotes.saveDraft(
            request.params.orderId,
            request.body,
            staffIdOf(request),
            auditOf(request),
          ),
        ),
    );

    app.post(
      '/admin/orders/:orderId/offer/send',
      {
        config: { staffAccess: QUOTE_STAFF },
        schema: {
          tags: ['admin'],
          summary: 'Sends the draft as a new revision (PDF, mail with the accept link)',
          description:
            'Freezes the draft as revision n+1 (the previous sent one becomes superseded), renders ' +
            'the offer PDF (no QR-bill) and queues the customer’s mail in the order’s language.',
          params: AdminOrderIdParamsSchema,
          response: { 200: AdminOfferResponseSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await quotes.send(request.params.orderId, staffIdOf(request), auditOf(request))),
    );

    app.get(
      '/admin/orders/:orderId/offer/revisions/:file',
      {
        config: { staffAccess: QUOTE_STAFF },
        schema: {
          tags: ['admin'],
          summary: 'A sent revision’s PDF as the customer got it',
          params: RevisionPdfParamsSchema,
        },
      },
      async (request, reply) => {
        staffIdOf(request);
        const revision = Number.parseInt(request.params.file, 10);
        const pdf = unwrap(await quotes.openRevisionPdf(request.params.orderId, revision));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${pdf.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf.stream);
      },
    );
  };
}
