import { z } from 'zod';

/**
 * Stable machine-readable error codes of the API. Every 4xx/5xx answers
 * `{ error: { code, message, details? } }`; 5xx never carries the internal message.
 */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'BAD_REQUEST',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ROUTE_NOT_FOUND',
  'CART_NOT_FOUND',
  'CART_ITEM_NOT_FOUND',
  'FILE_NOT_FOUND',
  'FILE_NOT_ANALYSED',
  'PRINT_MODE_NOT_FOUND',
  'SURFACE_FINISH_NOT_FOUND',
  'COLOR_NOT_FOUND',
  'PROCESSING_STEP_NOT_FOUND',
  'NOT_PRINTABLE',
  'MULTIPART_FILE_MISSING',
  'FILE_TOO_LARGE',
  'THUMBNAIL_NOT_PNG',
  'ATTACHMENT_NOT_FOUND',
  'THUMBNAIL_NOT_FOUND',
  'RATE_LIMITED',
  'UNSUPPORTED_FILE_TYPE',
  'EMPTY_FILE',
  'QUEUE_FULL',
  'TASK_NOT_FOUND',
  'FILE_ANALYSIS_FAILED',
  'ASSET_NOT_FOUND',
  'INTERNAL_ERROR',
] as const;

export const ApiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof ApiErrorCodeSchema>;

export const ErrorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;
