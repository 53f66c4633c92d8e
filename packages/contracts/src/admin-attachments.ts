import { z } from 'zod';
import { LINE_VERDICTS } from '@print/domain';
import { IdSchema } from './common.js';

/*
 * Desk uploads (issue 25 items 4 and 6): files on internal notes (staff only) and the files of the
 * printability review (a repaired print file, the picture of a not printable line). Uploads are
 * multipart/form-data; their text fields are parsed with these schemas after the stream.
 */

/** A file stored with a note or a review, as the desk lists it (url: a staff-only download). */
export const AdminStoredFileSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  /** Decided from the content, never the declared type. */
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type AdminStoredFile = z.infer<typeof AdminStoredFileSchema>;

/**
 * POST /api/admin/orders/:orderId/notes/upload (multipart): the field `text` and up to
 * NOTE_ATTACHMENT_MAX_FILES file parts (images, PDFs, 3D files). All stored or none.
 */
export const AdminNoteUploadFieldsSchema = z.object({
  text: z.string().trim().min(1, 'REQUIRED').max(5000, 'TOO_LONG'),
});

/** GET /api/admin/orders/:orderId/notes/:noteId/attachments/:attachmentId. */
export const AdminNoteAttachmentParamsSchema = z.object({
  orderId: IdSchema,
  noteId: IdSchema,
  attachmentId: IdSchema,
});

/** A multipart field's boolean ("true"/"false"; absent: the default). */
const FormBooleanSchema = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * POST /api/admin/orders/:orderId/lines/:lineId/review/upload (multipart): the review's fields as
 * text plus at most one file part `file`: with repaired the repaired print file (STL, 3MF, OBJ;
 * used instead of the analysis's automatic repair), with not printable a picture for the customer
 * (PNG, JPEG, GIF, WebP; it goes into the status mail). Printable takes no file.
 */
export const AdminLineReviewUploadFieldsSchema = z.object({
  verdict: z.enum(LINE_VERDICTS),
  reason: z.string().trim().max(1000, 'TOO_LONG').optional(),
  version: z.coerce.number().int(),
  notifyCustomer: FormBooleanSchema.default(true),
});
export type AdminLineReviewUploadFields = z.infer<typeof AdminLineReviewUploadFieldsSchema>;

/** GET /api/admin/orders/:orderId/lines/:lineId/review/repaired|picture. */
export const AdminLineReviewFileParamsSchema = z.object({
  orderId: IdSchema,
  lineId: IdSchema,
  kind: z.enum(['repaired', 'picture']),
});
