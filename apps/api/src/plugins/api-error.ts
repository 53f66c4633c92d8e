import type { ApiErrorCode } from '@print/contracts';

/** An expected failure leaving a route: becomes `{ error: { code, message, details? } }` with statusCode. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

const STATUS_BY_CODE: Partial<Record<string, number>> = {
  CART_NOT_FOUND: 404,
  CART_ITEM_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  PRINT_MODE_NOT_FOUND: 404,
  SURFACE_FINISH_NOT_FOUND: 404,
  COLOR_NOT_FOUND: 404,
  PROCESSING_STEP_NOT_FOUND: 404,
  ATTACHMENT_NOT_FOUND: 404,
  THUMBNAIL_NOT_FOUND: 404,
  FILE_NOT_ANALYSED: 409,
  FILE_ANALYSIS_FAILED: 422,
  TASK_NOT_FOUND: 404,
  ASSET_NOT_FOUND: 404,
  UNSUPPORTED_FILE_TYPE: 415,
  EMPTY_FILE: 400,
  QUEUE_FULL: 503,
  NOT_PRINTABLE: 422,
  FILE_TOO_LARGE: 413,
  THUMBNAIL_NOT_PNG: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  MULTIPART_FILE_MISSING: 400,
};

/** Turns a service's expected failure (a Result error) into an ApiError with its HTTP status. */
export function toApiError(error: {
  readonly code: ApiErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}): ApiError {
  return new ApiError(STATUS_BY_CODE[error.code] ?? 400, error.code, error.message, error.details);
}

/** Unwraps a Result or throws its error as an ApiError. */
export function unwrap<T, E extends ApiErrorCode>(
  result:
    | { readonly ok: true; readonly value: T }
    | {
        readonly ok: false;
        readonly error: {
          readonly code: E;
          readonly message: string;
          readonly details?: Readonly<Record<string, unknown>>;
        };
      },
): T {
  if (result.ok) return result.value;
  throw toApiError(result.error);
}
