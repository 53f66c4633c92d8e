import type { Readable } from 'node:stream';
import {
  AdminLineReviewFileParamsSchema,
  AdminLineReviewUploadFieldsSchema,
  AdminNoteAttachmentParamsSchema,
  AdminNoteSchema,
  AdminNoteUploadFieldsSchema,
  AdminOrderDetailSchema,
  AdminOrderIdParamsSchema,
  AdminOrderLineParamsSchema,
} from '@print/contracts';
import {
  DESK_IMAGE_EXTENSIONS,
  extractExtension,
  NOTE_ATTACHMENT_MAX_BYTES,
  NOTE_ATTACHMENT_MAX_FILES,
  REVIEW_PICTURE_MAX_BYTES,
  reviewFilePurpose,
} from '@print/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { ApiError, errorResponses, toApiError, unwrap } from '../../plugins/api-error.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { StaffAccessService } from '../staff/index.js';
import type { BackofficeService } from './backoffice.service.js';
import { readDeskForm, type DeskForm } from './desk-multipart.js';
import { receiveDeskFile, removeDeskFiles, type DeskIncomingFile } from './desk-upload.js';
import { auditOf, staffOf } from './staff-request.js';

const errors = errorResponses(400, 404, 409, 413, 415, 422);
const EVERYONE = ['owner', 'office', 'production'] as const;
/** The printability review: production's work; the owner may do everything (office may not). */
const REVIEWERS = ['owner', 'production'] as const;

export interface BackofficeFileRouteDeps {
  readonly backoffice: BackofficeService;
  readonly staff: Pick<StaffAccessService, 'audit'>;
  readonly storage: FileStorage;
  /** A repaired print file may be as large as a customer's upload (config.analysis). */
  readonly maxRepairedFileBytes: number;
}

/** A form's text fields by their schema; a refusal removes the form's stored files first. */
async function fieldsOf<T>(schema: ZodType<T>, form: DeskForm, storage: FileStorage): Promise<T> {
  const parsed = schema.safeParse(form.fields);
  if (parsed.success) return parsed.data;
  await removeDeskFiles(storage, form.files);
  throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid body', {
    issues: parsed.error.issues.map((issue) => ({
      path: `/${issue.path.join('/')}`,
      message: issue.message,
    })),
  });
}

/**
 * A stored desk file as its download: its checked content type, never sniffed by the browser;
 * images inline (the desk shows them), everything else as an attachment.
 */
function sendStored(
  reply: FastifyReply,
  file: { readonly stream: Readable; readonly fileName: string; readonly contentType: string },
) {
  const disposition = file.contentType.startsWith('image/') ? 'inline' : 'attachment';
  return (
    reply
      .type(file.contentType)
      .header(
        'content-disposition',
        `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      )
      .header('x-content-type-options', 'nosniff')
      // Never a page of the shop's origin: no script, no form, whatever the file holds.
      .header('content-security-policy', 'sandbox')
      .header('cache-control', 'private, no-store')
      .send(file.stream)
  );
}

/**
 * Staff uploads of the desk (issue 25 items 4 and 6): files on internal notes and the files of
 * the printability review, stored in the file storage with their rows (all or nothing), and
 * their staff-only downloads (a customer or anonymous caller gets the unknown route's 404).
 */
export function backofficeFileRoutes(deps: BackofficeFileRouteDeps): FastifyPluginAsyncZod {
  const { backoffice, storage } = deps;
  /** A review's file is a picture when it is named as an image, else a repaired print file. */
  const storeReviewFile = (file: DeskIncomingFile) =>
    DESK_IMAGE_EXTENSIONS.includes(extractExtension(file.fileName))
      ? receiveDeskFile(storage, 'reviews', file, {
          purpose: 'picture',
          maxBytes: REVIEW_PICTURE_MAX_BYTES,
        })
      : receiveDeskFile(storage, 'reviews', file, {
          purpose: 'repaired',
          maxBytes: deps.maxRepairedFileBytes,
        });

  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.post(
      '/admin/orders/:orderId/notes/upload',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: `An internal note with files (multipart: "text" and up to ${NOTE_ATTACHMENT_MAX_FILES} file parts: images, PDFs, 3D files)`,
          params: AdminOrderIdParamsSchema,
          response: { 201: AdminNoteSchema, ...errors },
        },
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const { orderId } = request.params;
        // Before the body is read: an unknown order stores nothing.
        if (!(await backoffice.hasOrder(orderId)))
          throw new ApiError(404, 'ORDER_NOT_FOUND', 'No such order');
        const form = await readDeskForm(request, {
          storage,
          maxFiles: NOTE_ATTACHMENT_MAX_FILES,
          maxFileBytes: NOTE_ATTACHMENT_MAX_BYTES,
          store: (file) =>
            receiveDeskFile(storage, 'notes', file, {
              purpose: 'note',
              maxBytes: NOTE_ATTACHMENT_MAX_BYTES,
            }),
        });
        const { text } = await fieldsOf(AdminNoteUploadFieldsSchema, form, storage);
        const note = await backoffice.addNote(
          orderId,
          text,
          staff,
          auditOf(deps.staff, request),
          form.files,
        );
        return reply.code(201).send(unwrap(note));
      },
    );

    app.get(
      '/admin/orders/:orderId/notes/:noteId/attachments/:attachmentId',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: 'A file of an internal note (staff only; the download is audit-logged)',
          params: AdminNoteAttachmentParamsSchema,
        },
      },
      async (request, reply) =>
        sendStored(
          reply,
          unwrap(await backoffice.openNoteAttachment(auditOf(deps.staff, request), request.params)),
        ),
    );

    app.post(
      '/admin/orders/:orderId/lines/:lineId/review/upload',
      {
        config: { staffAccess: REVIEWERS },
        schema: {
          tags: ['admin'],
          summary:
            'The review with a file (multipart: verdict, reason, version, notifyCustomer and one file part: repaired → STL/3MF/OBJ, not printable → a picture)',
          params: AdminOrderLineParamsSchema,
          response: { 200: AdminOrderDetailSchema, ...errors },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const { orderId, lineId } = request.params;
        unwrap(await backoffice.findReviewLine(orderId, lineId));
        const form = await readDeskForm(request, {
          storage,
          maxFiles: 1,
          maxFileBytes: Math.max(deps.maxRepairedFileBytes, REVIEW_PICTURE_MAX_BYTES),
          store: storeReviewFile,
        });
        const fields = await fieldsOf(AdminLineReviewUploadFieldsSchema, form, storage);
        const [file] = form.files;
        const takes = reviewFilePurpose(fields.verdict);
        const given = file === undefined ? null : file.kind === 'image' ? 'picture' : 'repaired';
        if (given !== null && given !== takes) {
          await removeDeskFiles(storage, form.files);
          throw new ApiError(
            422,
            'REVIEW_FILE_NOT_EXPECTED',
            `A ${fields.verdict} verdict takes ${takes === null ? 'no file' : `a ${takes} file`}`,
            { verdict: fields.verdict, file: given },
          );
        }
        const reviewed = await backoffice.reviewLine(
          staff,
          auditOf(deps.staff, request),
          orderId,
          lineId,
          {
            ...fields,
            ...(given === 'repaired' && file ? { repairedUpload: file } : {}),
            ...(given === 'picture' && file ? { picture: file } : {}),
          },
        );
        if (!reviewed.ok) throw toApiError(reviewed.error);
        return unwrap(await backoffice.getOrderDetail(orderId, staff.role));
      },
    );

    app.get(
      '/admin/orders/:orderId/lines/:lineId/review/:kind',
      {
        config: { staffAccess: EVERYONE },
        schema: {
          tags: ['admin'],
          summary: "The repaired print file or the picture of a line's review",
          params: AdminLineReviewFileParamsSchema,
        },
      },
      async (request, reply) => {
        const { orderId, lineId, kind } = request.params;
        return sendStored(reply, unwrap(await backoffice.openReviewFile(orderId, lineId, kind)));
      },
    );
  };
}
