import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { API_ERROR_STATUS, type ApiErrorCode, type ErrorResponse } from '@print/contracts';
import { isApiError, type ApiError } from './api-error.js';
import {
  controlCharacterError,
  findControlCharacter,
  jsonDepthExceeds,
  jsonTooDeepError,
  MAX_JSON_DEPTH,
} from './input-guard.js';

interface Mapped {
  readonly statusCode: number;
  readonly body: ErrorResponse;
}

/** Fastify's and @fastify/multipart's own codes, mapped to our stable codes (status from the map). */
const FRAMEWORK_CODES: Readonly<
  Record<string, { readonly code: ApiErrorCode; readonly message: string }>
> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'INVALID_JSON', message: 'The body is not valid JSON' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'BODY_TOO_LARGE', message: 'The body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not accepted here',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'A multipart/form-data body is expected',
  },
  FST_REQ_FILE_TOO_LARGE: { code: 'FILE_TOO_LARGE', message: 'The file is too large' },
  FST_FILES_LIMIT: { code: 'BODY_TOO_LARGE', message: 'Too many files: send one' },
  FST_PARTS_LIMIT: { code: 'BODY_TOO_LARGE', message: 'Too many form parts' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'VALIDATION_FAILED',
    message: 'Content-Length does not match the body',
  },
};

function mapError(error: FastifyError | ApiError | Error): Mapped {
  if (isApiError(error)) {
    const { code, message, details, statusCode } = error;
    const body = { error: { code, message, ...(details ? { details: { ...details } } : {}) } };
    return { statusCode, body };
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
      statusCode: API_ERROR_STATUS[known.code],
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

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning checks included), except that an
 * empty body is no body: a POST without payload may still say `content-type: application/json`.
 * Deeper nesting than MAX_JSON_DEPTH and control characters in any string or key are refused
 * with 400 and a code (input-guard.ts), before any route sees the body.
 */
function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(jsonTooDeepError(), undefined);
      return;
    }
    void parseJson(request, text, (error: Error | null, value?: unknown) => {
      const at = error ? null : findControlCharacter(value);
      if (at !== null) done(controlCharacterError('body', at), undefined);
      else done(error, value);
    });
  });
}

/** The one error handler: stable envelope, hides 5xx text, logs with the request id. */
export function registerErrorHandler(app: FastifyInstance): void {
  registerJsonParser(app);
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const mapped = mapError(error);
    if (mapped.statusCode >= 500)
      request.log.error({ err: error, reqId: request.id }, 'request failed');
    else request.log.info({ code: mapped.body.error.code, reqId: request.id }, 'request rejected');
    return reply.status(mapped.statusCode).send(mapped.body);
  });
}
