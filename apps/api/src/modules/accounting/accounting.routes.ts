import type { Readable } from 'node:stream';
import {
  AccountingExportQuerySchema,
  AdminCreditNoteCreateSchema,
  AdminCreditNoteOverviewSchema,
  AdminCreditNoteSchema,
  AdminOrderIdParamsSchema,
  CreditNoteAmountsSchema,
  CreditNoteParamsSchema,
  CreditNoteRequestSchema,
  CustomerCreditNoteListSchema,
  IdSchema,
} from '@print/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccessService, StaffPrincipal } from '../staff/index.js';
import type { AccountingService } from './accounting.service.js';
import type { AuditWriter } from './credit-notes.js';

const errors = errorResponses(400, 404, 409, 422);
/** Money is the office's and the owner's (issue 25 roles); production never sees it. */
const MONEY = ['owner', 'office'] as const;

function staffOf(request: FastifyRequest): StaffPrincipal {
  const staff = request.staff as StaffPrincipal | null | undefined;
  if (staff === null || staff === undefined)
    throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Route not found');
  return staff;
}

function auditOf(staff: Pick<StaffAccessService, 'audit'>, request: FastifyRequest): AuditWriter {
  return (tx, entry) => staff.audit.record(tx, request, entry);
}

function sendPdf(reply: FastifyReply, pdf: Readable | Buffer, fileName: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** The desk's credit notes of an order and the accounting export (roles owner and office). */
export function accountingAdminRoutes(deps: {
  readonly accounting: AccountingService;
  readonly staff: Pick<StaffAccessService, 'audit'>;
}): FastifyPluginAsyncZod {
  const { accounting } = deps;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/orders/:orderId/credit-notes',
      {
        config: { staffAccess: MONEY },
        schema: {
          tags: ['admin'],
          summary: "The order's invoice, what is left un-credited, and its credit notes",
          params: AdminOrderIdParamsSchema,
          response: { 200: AdminCreditNoteOverviewSchema, ...errors },
        },
      },
      async (request) => unwrap(await accounting.overview(request.params.orderId)),
    );

    app.post(
      '/admin/orders/:orderId/credit-notes/preview',
      {
        config: { staffAccess: MONEY },
        schema: {
          tags: ['admin'],
          summary: 'The amounts a credit note would have now (nothing is written)',
          params: AdminOrderIdParamsSchema,
          body: z.object({ request: CreditNoteRequestSchema }),
          response: { 200: CreditNoteAmountsSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await accounting.preview(request.params.orderId, request.body.request)),
    );

    app.post(
      '/admin/orders/:orderId/credit-notes',
      {
        config: { staffAccess: MONEY },
        schema: {
          tags: ['admin'],
          summary: 'Issues a credit note revoking the invoice in full or in part (audit-logged)',
          params: AdminOrderIdParamsSchema,
          body: AdminCreditNoteCreateSchema,
          response: { 200: AdminCreditNoteSchema, ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        return unwrap(
          await accounting.create(
            { id: staff.id, name: staff.name },
            auditOf(deps.staff, request),
            request.params.orderId,
            request.body,
          ),
        );
      },
    );

    app.get(
      '/admin/orders/:orderId/credit-notes/:creditNoteId/pdf',
      {
        config: { staffAccess: MONEY },
        schema: {
          tags: ['admin'],
          summary: "A credit note's PDF as stored when it was issued",
          params: CreditNoteParamsSchema,
        },
      },
      async (request, reply) => {
        const { orderId, creditNoteId } = request.params;
        const { pdf, fileName } = unwrap(await accounting.pdfOf(orderId, creditNoteId));
        return sendPdf(reply, pdf, fileName);
      },
    );

    app.get(
      '/admin/accounting/export',
      {
        config: { staffAccess: MONEY },
        schema: {
          tags: ['admin'],
          summary:
            'Invoices, credit notes, payments and refunds of a period (Zurich days) as CSV, one row per document',
          querystring: AccountingExportQuerySchema,
        },
      },
      async (request, reply) => {
        const { from, to } = request.query;
        const csv = unwrap(await accounting.exportCsv(from, to));
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="accounting-${from}-${to}.csv"`)
          .header('cache-control', 'private, no-store')
          .send(csv);
      },
    );
  };
}

/** The customer's credit notes, beside the order's documents (owner only; else 404). */
export function accountingCustomerRoutes(accounting: AccountingService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/checkout/order/:orderId/credit-notes',
      {
        schema: {
          tags: ['orders'],
          summary: "The credit notes of the caller's order",
          params: z.object({ orderId: IdSchema }),
          response: { 200: CustomerCreditNoteListSchema, ...errorResponses(404) },
        },
      },
      async (request) =>
        unwrap(await accounting.customerList(request.params.orderId, request.principalId)),
    );

    app.get(
      '/checkout/order/:orderId/credit-notes/:creditNoteId/pdf',
      {
        schema: {
          tags: ['orders'],
          summary: "A credit note's PDF of the caller's order, as stored",
          params: CreditNoteParamsSchema,
        },
      },
      async (request, reply) => {
        const { orderId, creditNoteId } = request.params;
        const { pdf, fileName } = unwrap(
          await accounting.customerPdf(orderId, creditNoteId, request.principalId),
        );
        return sendPdf(reply, pdf, fileName);
      },
    );
  };
}
