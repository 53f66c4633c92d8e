import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PriceSetDetailSchema,
  PriceSetIdParamsSchema,
  PriceSetListSchema,
  PriceSetPreviewSchema,
  PriceSetSummarySchema,
  PublishPriceSetRequestSchema,
  SavePriceSetRequestSchema,
  WithdrawPriceSetRequestSchema,
  CatalogueEntryParamsSchema,
  CatalogueEntryTextsListSchema,
  CatalogueEntryTextsSchema,
  EditEntryTextsRequestSchema,
  NewColorRequestSchema,
  NewFinishRequestSchema,
  NewPrintModeRequestSchema,
} from '@print/contracts';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccess, StaffAccessService } from '../staff/index.js';
import type { CatalogueDesk, PriceSetAudit } from './catalogue-desk.service.js';

/** Prices are the owner's: office, production and everyone else get the unknown route's 404. */
const owners: StaffAccess = ['owner'];
const errors = errorResponses(400, 404, 409, 422);
const tags = ['admin'];
const params = PriceSetIdParamsSchema;

/** The request's staff id; the access hook admitted only owners, so none is a broken invariant. */
function staffIdOf(request: FastifyRequest): string {
  const id = request.staff?.id;
  if (id === undefined) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Route not found');
  return id;
}

/** /api/admin/price-sets: the list, a draft's editor, its preview and its publication. */
export function catalogueDeskRoutes(
  desk: CatalogueDesk,
  staff: Pick<StaffAccessService, 'audit'>,
): FastifyPluginAsyncZod {
  const auditOf =
    (request: FastifyRequest): PriceSetAudit =>
    (tx, entry) =>
      staff.audit.record(tx, request, entry);
  const config = { staffAccess: owners };
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/admin/price-sets',
      {
        config,
        schema: {
          tags,
          summary: 'Every price set: draft, scheduled, effective, superseded',
          response: { 200: PriceSetListSchema, ...errors },
        },
      },
      async () => desk.list(),
    );
    app.post(
      '/admin/price-sets',
      {
        config,
        schema: {
          tags,
          summary: 'A new draft: a full copy of the effective set (409 when a draft exists)',
          response: { 201: PriceSetDetailSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            unwrap(await desk.createDraft(auditOf(request), staffIdOf(request), request.language)),
          ),
    );
    app.get(
      '/admin/price-sets/:priceSetId',
      {
        config,
        schema: {
          tags,
          summary: 'A set with its entries and what it lacks for publishing',
          params,
          response: { 200: PriceSetDetailSchema, ...errors },
        },
      },
      async (request) => unwrap(await desk.detail(request.params.priceSetId, request.language)),
    );
    app.put(
      '/admin/price-sets/:priceSetId',
      {
        config,
        schema: {
          tags,
          summary: 'Saves a draft’s entries (by id); 409 PRICE_SET_CHANGED on a stale lockVersion',
          params,
          body: SavePriceSetRequestSchema,
          response: { 200: PriceSetDetailSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await desk.save(
            auditOf(request),
            request.params.priceSetId,
            request.body,
            request.language,
          ),
        ),
    );
    app.get(
      '/admin/price-sets/:priceSetId/preview',
      {
        config,
        schema: {
          tags,
          summary: 'The latest 50 orders priced by the effective set and by this one',
          params,
          response: { 200: PriceSetPreviewSchema, ...errors },
        },
      },
      async (request) => unwrap(await desk.preview(request.params.priceSetId)),
    );
    app.post(
      '/admin/price-sets/:priceSetId/publish',
      {
        config,
        schema: {
          tags,
          summary:
            'Publishes a draft from a date (now when absent); 422 PRICE_SET_INCOMPLETE lists what is missing',
          params,
          body: PublishPriceSetRequestSchema,
          response: { 200: PriceSetSummarySchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await desk.publish(
            auditOf(request),
            request.params.priceSetId,
            request.body,
            staffIdOf(request),
          ),
        ),
    );
    // New catalogue entries go into the draft (prices empty); texts are edited directly.
    const added = { 201: PriceSetDetailSchema, ...errors };
    app.post(
      '/admin/catalogue/colors',
      {
        config,
        schema: {
          tags,
          summary: 'A new colour on some finishes, added to the draft with its factor empty',
          body: NewColorRequestSchema,
          response: added,
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            unwrap(
              await desk.addEntry(
                auditOf(request),
                { kind: 'colors', body: request.body },
                request.language,
              ),
            ),
          ),
    );
    app.post(
      '/admin/catalogue/surface-finishes',
      {
        config,
        schema: {
          tags,
          summary: 'A new finish of a print mode, added to the draft with its rate empty',
          body: NewFinishRequestSchema,
          response: added,
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            unwrap(
              await desk.addEntry(
                auditOf(request),
                { kind: 'surface-finishes', body: request.body },
                request.language,
              ),
            ),
          ),
    );
    app.post(
      '/admin/catalogue/print-modes',
      {
        config,
        schema: {
          tags,
          summary:
            'A new print mode (material + method) from an existing one, added to the draft with its rates empty',
          body: NewPrintModeRequestSchema,
          response: added,
        },
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(
            unwrap(
              await desk.addEntry(
                auditOf(request),
                { kind: 'print-modes', body: request.body },
                request.language,
              ),
            ),
          ),
    );
    app.get(
      '/admin/catalogue/texts',
      {
        config,
        schema: {
          tags,
          summary: 'Names and texts of every print mode, finish and colour in de/en/fr',
          response: { 200: CatalogueEntryTextsListSchema, ...errors },
        },
      },
      async () => desk.listTexts(),
    );
    app.put(
      '/admin/catalogue/:kind/:entryId/texts',
      {
        config,
        schema: {
          tags,
          summary: 'Replaces an entry’s names and texts (the fields sent), audit-logged',
          params: CatalogueEntryParamsSchema,
          body: EditEntryTextsRequestSchema,
          response: { 200: CatalogueEntryTextsSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await desk.editTexts(
            auditOf(request),
            request.params.kind,
            request.params.entryId,
            request.body,
          ),
        ),
    );
    app.post(
      '/admin/price-sets/:priceSetId/withdraw',
      {
        config,
        schema: {
          tags,
          summary:
            'Withdraws a scheduled set before its date (back to draft or discarded); 409 once effective or changed',
          params,
          body: WithdrawPriceSetRequestSchema,
          response: { 200: PriceSetSummarySchema, ...errors },
        },
      },
      async (request) =>
        unwrap(await desk.withdraw(auditOf(request), request.params.priceSetId, request.body)),
    );
    app.post(
      '/admin/price-sets/:priceSetId/discard',
      {
        config,
        schema: {
          tags,
          summary: 'Deletes a draft',
          params,
          body: z.object({ lockVersion: z.number().int() }),
          response: { 200: PriceSetSummarySchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await desk.discard(auditOf(request), request.params.priceSetId, request.body.lockVersion),
        ),
    );
  };
}
