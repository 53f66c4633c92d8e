import { sendStored } from '../../storage/send-stored.js';
import { Readable } from 'node:stream';
import {
  AdminBulkStatusChangeRequestSchema,
  AdminBulkStatusChangeResponseSchema,
  AdminFileParamsSchema,
  AdminNoteRequestSchema,
  AdminNoteSchema,
  AdminOrderDetailSchema,
  AdminOrderDocumentParamsSchema,
  AdminOrderIdParamsSchema,
  AdminOrderLineParamsSchema,
  AdminLineReviewRequestSchema,
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminStatusChangeRequestSchema,
  AdminWallThicknessQuerySchema,
  OrderDocumentKindSchema,
} from '@print/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorResponses, toApiError, unwrap } from '../../plugins/api-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { StaffAccessService } from '../staff/index.js';
import type { BackofficeService } from './backoffice.service.js';
import { auditOf, staffOf } from './staff-request.js';

const errors = errorResponses(400, 404, 409, 422);
const EVERYONE = ['owner', 'office', 'production'] as const;
/** The printability review: production's work; the owner may do everything (office may not). */
const REVIEWERS = ['owner', 'production'] as const;

export interface BackofficeRouteDeps {
  readonly backoffice: BackofficeService;
  readonly staff: Pick<StaffAccessService, 'audit'>;
  readonly storage: FileStorage;
}

/** The desk's orders: list, CSV, detail, status changes, notes and the order's files. */
export function backofficeOrderRoutes(deps: BackofficeRouteDeps): FastifyPluginAsyncZod {
  const { backoffice } = deps;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/orders',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'The order list: search, filters, sort, paging, counts per status',
          querystring: AdminOrderListQuerySchema,
          response: { 200: AdminOrderListSchema, ...errors },
        },
      },
      async (request) => backoffice.listOrders(request.query),
    );

    app.get(
      '/admin/orders.csv',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'Every order the filters match as CSV (";" separated, UTF-8 with BOM)',
          querystring: AdminOrderListQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="orders.csv"')
          .header('cache-control', 'private, no-store')
          .send(Readable.from(backoffice.exportOrdersCsv(request.query))),
    );

    app.get(
      '/admin/orders/:orderId',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'One order: customer, lines, documents, timeline, notes, allowed statuses',
          params: AdminOrderIdParamsSchema,
          response: { 200: AdminOrderDetailSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await backoffice.getOrderDetail(request.params.orderId, staffOf(request).role)),
    );

    app.post(
      '/admin/orders/:orderId/status',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary:
            'Moves the order to a status of the transition table (409 when changed meanwhile)',
          params: AdminOrderIdParamsSchema,
          body: AdminStatusChangeRequestSchema,
          response: { 200: AdminOrderDetailSchema, ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const { orderId } = request.params;
        const changed = await backoffice.changeStatus(
          staff,
          auditOf(deps.staff, request),
          orderId,
          request.body,
        );
        if (!changed.ok) throw toApiError(changed.error);
        return unwrap(await backoffice.getOrderDetail(orderId, staff.role));
      },
    );

    app.post(
      '/admin/orders/:orderId/lines/:lineId/review',
      {
        config: { staffAccess: REVIEWERS },
        schema: {
          tags: ['admin'],
          summary:
            "Production's printability verdict on a line; the order moves once every line has one",
          params: AdminOrderLineParamsSchema,
          body: AdminLineReviewRequestSchema,
          response: { 200: AdminOrderDetailSchema, ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const { orderId, lineId } = request.params;
        const reviewed = await backoffice.reviewLine(
          staff,
          auditOf(deps.staff, request),
          orderId,
          lineId,
          request.body,
        );
        if (!reviewed.ok) throw toApiError(reviewed.error);
        return unwrap(await backoffice.getOrderDetail(orderId, staff.role));
      },
    );

    app.post(
      '/admin/orders/status',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'Moves several orders at once; one answer per order',
          body: AdminBulkStatusChangeRequestSchema,
          response: { 200: AdminBulkStatusChangeResponseSchema, ...errors },
        },
      },
      async (request) => ({
        results: await backoffice.changeStatuses(
          staffOf(request),
          auditOf(deps.staff, request),
          request.body,
        ),
      }),
    );

    app.post(
      '/admin/orders/:orderId/notes',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'An internal note (staff only, never shown to the customer)',
          params: AdminOrderIdParamsSchema,
          body: AdminNoteRequestSchema,
          response: { 201: AdminNoteSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const note = unwrap(
          await backoffice.addNote(
            request.params.orderId,
            request.body.text,
            staff,
            auditOf(deps.staff, request),
          ),
        );
        return reply.code(201).send(note);
      },
    );

    app.get(
      '/admin/orders/:orderId/documents/:file',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'An order PDF',
          params: AdminOrderDocumentParamsSchema,
        },
      },
      async (request, reply) => {
        const kind = OrderDocumentKindSchema.parse(request.params.file.replace(/\.pdf$/, ''));
        const { pdf, fileName } = unwrap(
          await backoffice.renderDocument(request.params.orderId, kind),
        );
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );

    app.get(
      '/admin/orders/:orderId/lines/:lineId/thumbnail',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: "A line's thumbnail",
          params: AdminOrderLineParamsSchema,
        },
      },
      async (request, reply) => {
        const { orderId, lineId } = request.params;
        const stream = unwrap(await backoffice.openThumbnail(orderId, lineId));
        return reply.type('image/png').header('cache-control', 'private, no-store').send(stream);
      },
    );

    app.get(
      '/admin/orders/:orderId/lines/:lineId/model.3mf',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: "A line's analysed model (3MF) for the desk's 3D view",
          params: AdminOrderLineParamsSchema,
        },
      },
      async (request, reply) => {
        const { orderId, lineId } = request.params;
        const asset = unwrap(await backoffice.openLineModel(orderId, lineId));
        return sendStored(reply, asset.body, {
          contentType: asset.contentType,
          cacheControl: 'private, no-store',
        });
      },
    );

    app.get(
      '/admin/orders/:orderId/lines/:lineId/wall-thickness',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: "A line's wall-thickness picture (PNG) at the ordered scale and print mode",
          params: AdminOrderLineParamsSchema,
          querystring: AdminWallThicknessQuerySchema,
        },
      },
      async (request, reply) => {
        const { orderId, lineId } = request.params;
        const png = unwrap(
          await backoffice.renderLineWallThickness(orderId, lineId, request.query),
        );
        return reply.type('image/png').header('cache-control', 'private, no-store').send(png);
      },
    );

    app.get(
      '/admin/files/:fileId/:kind',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'The original upload or the repaired mesh of a 3D file',
          params: AdminFileParamsSchema,
        },
      },
      async (request, reply) => {
        const { fileId, kind } = request.params;
        const file = await backoffice.findFile(fileId);
        const key = kind === 'original' ? file?.originalPath : file?.repairedPath;
        if (!file || !key) throw new ApiError(404, 'FILE_NOT_FOUND', `No ${kind} file ${fileId}`);
        const name =
          kind === 'original' ? file.name : `${file.name.replace(/\.[^.]*$/, '')}-repaired.stl`;
        return reply
          .type('application/octet-stream')
          .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
          .header('cache-control', 'private, no-store')
          .send(deps.storage.read(key));
      },
    );
  };
}
