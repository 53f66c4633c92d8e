import type { Readable } from 'node:stream';
import {
  AdminBankAssignRequestSchema,
  AdminBankIgnoreRequestSchema,
  AdminBankImportListSchema,
  AdminBankImportResultSchema,
  AdminBankTransactionListQuerySchema,
  AdminBankTransactionListSchema,
  AdminBankTransactionParamsSchema,
  AdminBankTransactionSchema,
} from '@print/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import type { StaffAccess, StaffAccessService } from '../staff/index.js';
import { BANK_FILE_MAX_BYTES } from './bank-file.js';
import type { StaffDecision } from './bank-queue.js';
import type { BankService } from './bank.service.js';

/** Money is the office's work (and the owner's): production staff get 404 like strangers. */
const staffAccess: StaffAccess = ['owner', 'office'];
const errors = errorResponses(400, 404, 409, 413, 415, 422);
const tags = ['admin'];
const XML_TYPES = ['application/xml', 'text/xml'];

export interface BankRouteDeps {
  readonly bank: BankService;
  readonly staff: Pick<StaffAccessService, 'audit'>;
  readonly maxFileBytes?: number;
}

/** The request's staff member and its audit writer (the hook has admitted only staff here). */
function decisionOf(deps: BankRouteDeps, request: FastifyRequest): StaffDecision {
  const staff = request.staff;
  if (staff === null) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Route not found');
  return {
    staff: { id: staff.id, name: staff.name },
    audit: (tx, entry) => deps.staff.audit.record(tx, request, entry),
  };
}

/** A file name fit for the list: printable, short; the header may be absent. */
function cleanFileName(raw: unknown): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const text = typeof raw === 'string' ? raw.replace(/[\u0000-\u001f\u007f]/g, '').trim() : '';
  return text === '' ? 'upload.xml' : text.slice(0, 200);
}

/** The uploaded file as a stream: one multipart file part, or the raw XML body. */
async function uploadOf(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; stream: AsyncIterable<Uint8Array | string> }> {
  if (request.isMultipart()) {
    // One byte above the limit: the reader sees the excess and refuses with BANK_FILE_TOO_LARGE.
    const part = await request.file({ limits: { fileSize: maxBytes + 1 } });
    if (!part)
      throw new ApiError(400, 'MULTIPART_FILE_MISSING', 'Send the camt file as one file part');
    return { fileName: cleanFileName(part.filename), stream: part.file };
  }
  const body = request.body as Readable | undefined;
  if (typeof body?.[Symbol.asyncIterator] !== 'function')
    throw new ApiError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the camt file as multipart/form-data or as an application/xml body',
    );
  return { fileName: cleanFileName(request.headers['x-file-name']), stream: body };
}

/**
 * /api/admin/payments: camt.053/054 upload (multipart or raw XML), the imports, the payments by
 * state (the unmatched queue by default), assignment to an order by hand and setting aside.
 */
export function bankRoutes(deps: BankRouteDeps): FastifyPluginAsyncZod {
  const { bank } = deps;
  const maxBytes = deps.maxFileBytes ?? BANK_FILE_MAX_BYTES;
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    // Raw XML bodies reach the handler as the request stream (read once, size-checked there).
    app.addContentTypeParser(XML_TYPES, (_request, payload, done) => {
      done(null, payload);
    });

    app.post(
      '/admin/payments/imports',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: `Import a camt.053/054 file (.001.04/.001.08): multipart file part or an application/xml body (X-File-Name), max ${maxBytes} bytes`,
          response: { 200: AdminBankImportResultSchema, ...errors },
        },
      },
      async (request) => {
        const decision = decisionOf(deps, request);
        const upload = await uploadOf(request, maxBytes);
        return unwrap(await bank.importFile({ ...upload, source: 'upload', decision }));
      },
    );

    app.get(
      '/admin/payments/imports',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'The latest 100 imports with their counts',
          response: { 200: AdminBankImportListSchema, ...errors },
        },
      },
      async () => bank.listImports(),
    );

    app.get(
      '/admin/payments/transactions',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Bank payments by state (default: the unmatched queue, oldest first)',
          querystring: AdminBankTransactionListQuerySchema,
          response: { 200: AdminBankTransactionListSchema, ...errors },
        },
      },
      async (request) => bank.listTransactions(request.query),
    );

    app.post(
      '/admin/payments/transactions/:transactionId/assign',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary:
            'Assign an unmatched payment to an order by number (paid when its total arrived)',
          params: AdminBankTransactionParamsSchema,
          body: AdminBankAssignRequestSchema,
          response: { 200: AdminBankTransactionSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await bank.assign(request.params.transactionId, request.body, decisionOf(deps, request)),
        ),
    );

    app.post(
      '/admin/payments/transactions/:transactionId/ignore',
      {
        config: { staffAccess },
        schema: {
          tags,
          summary: 'Set an unmatched payment aside with a reason',
          params: AdminBankTransactionParamsSchema,
          body: AdminBankIgnoreRequestSchema,
          response: { 200: AdminBankTransactionSchema, ...errors },
        },
      },
      async (request) =>
        unwrap(
          await bank.ignore(
            request.params.transactionId,
            request.body.reason,
            decisionOf(deps, request),
          ),
        ),
    );
  };
}
