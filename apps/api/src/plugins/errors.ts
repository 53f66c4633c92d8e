import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@print/contracts';
import { ApiError } from './api-error.js';

interface Mapped {
  readonly statusCode: number;
  readonly body: ErrorResponse;
}

/** Fastify's and @fastify/multipart's own codes, mapped to our stable codes. */
const FRAMEWORK_CODES: Readonly<
  Record<string, { readonly code: string; readonly statusCode: number; readonly message: string }>
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'INVALID_JSON',
    statusCode: 400,
    message: 'The body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'INVALID_JSON',
    statusCode: 400,
    message: 'The JSON body is empty',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'BODY_TOO_LARGE',
    statusCode: 413,
    message: 'The body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    statusCode: 415,
    message: 'This content type is not accepted here',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    statusCode: 415,
    message: 'A multipart/form-data body is expected',
  },
  FST_REQ_FILE_TOO_LARGE: {
    code: 'FILE_TOO_LARGE',
    statusCode: 413,
    message: 'The file is too large',
  },
  FST_FILES_LIMIT: { code: 'BODY_TOO_LARGE', statusCode: 413, message: 'Too many files: send one' },
  FST_PARTS_LIMIT: { code: 'BODY_TOO_LARGE', statusCode: 413, message: 'Too many form parts' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    statusCode: 400,
    message: 'Content-Length does not match the body',
  },
};

function mapError(error: FastifyError | ApiError | Error): Mapped {
  if (error instanceof ApiError) {
    const body = {
      error: {
        code: error.code,
        message: error.message,
        ...(error.details ? { details: { ...error.details } } : {}),
      },
    };
    return { statusCode: error.statusCode, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((v) => ({
      path: v.instancePath,
      message: v.message ?? 'invalid',
    }));
    const where = (error as FastifyError).validationContext ?? 'request';
    return {
      statusCode: 400,
      body: {
        error: { code: 'VALIDATION_FAILED', message: `Invalid ${where}`, details: { issues } },
      },
    };
  }
  if (isResponseSerializationError(error)) return internal();
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FRAMEWORK_CODES[fastifyError.code] : undefined;
  if (known)
    return {
      statusCode: known.statusCode,
      body: { error: { code: known.code, message: known.message } },
    };
  if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
    return {
      statusCode: 400,
      body: { error: { code: 'INVALID_JSON', message: 'The body is not valid JSON' } },
    };
  }
  const status = fastifyError.statusCode;
  if (status === 429)
    return {
      statusCode: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many requests, try again later' } },
    };
  if (status !== undefined && status >= 400 && status < 500) {
    return {
      statusCode: status,
      body: { error: { code: 'BAD_REQUEST', message: fastifyError.message } },
    };
  }
  return internal();
}

function internal(): Mapped {
  return {
    statusCode: 500,
    body: { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } },
  };
}

/** The one error handler: stable envelope, hides 5xx text, logs with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const mapped = mapError(error);
    if (mapped.statusCode >= 500)
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    else request.log.info({ code: mapped.body.error.code, reqId: request.id }, 'request rejected');
    return reply.status(mapped.statusCode).send(mapped.body);
  });
}
