import {
  API_ERROR_STATUS,
  ErrorResponseSchema,
  type ApiErrorCode,
  type ApiErrorStatus,
} from '@print/contracts';

/** An expected failure leaving a route: becomes `{ error: { code, message, details? } }` with statusCode. */
export class ApiError<C extends ApiErrorCode = ApiErrorCode> extends Error {
  /** The status is the code's (contracts API_ERROR_STATUS); passing another does not compile. */
  constructor(
    readonly statusCode: ApiErrorStatus<C>,
    readonly code: C,
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** instanceof alone would type the match as ApiError<any>. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Turns a service's expected failure (a Result error) into an ApiError with its HTTP status. */
export function toApiError(error: {
  readonly code: ApiErrorCode;
  readonly message: string;
  readonly details?: Readonly<Record<string, unknown>>;
}): ApiError {
  return new ApiError(API_ERROR_STATUS[error.code], error.code, error.message, error.details);
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

/** The OpenAPI response entries of a route's error statuses, all the one error envelope. */
export function errorResponses<S extends number>(
  ...statuses: readonly S[]
): Record<S, typeof ErrorResponseSchema> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponseSchema])) as Record<
    S,
    typeof ErrorResponseSchema
  >;
}
