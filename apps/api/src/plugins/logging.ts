import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { serializeRequest } from './request-log.js';

/** The header a request id arrives in (from the TLS proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * An incoming id is kept when it could not smuggle anything into a log line or a header: 8–128
 * letters, digits and `-_.:` (UUIDs, ULIDs, nginx's `$request_id`, AWS trace ids). Anything else
 * is replaced, never echoed.
 */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the caller's when well-formed, else a new UUID. */
export function requestIdOf(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && WELL_FORMED_REQUEST_ID.test(value) ? value : randomUUID();
}

/** Anything that looks like an e-mail address, in a message, an error or a stack. */
const EMAIL_ADDRESS = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;
export const EMAIL_CENSOR = '[email]';

export function scrubEmails(text: string): string {
  return text.replace(EMAIL_ADDRESS, EMAIL_CENSOR);
}

/** An error as the log keeps it: its type, code and message and stack without e-mail addresses. */
interface LoggedError {
  readonly [key: string]: unknown;
  readonly type: string;
  readonly message: string;
  readonly stack: string;
}

function serializeError(error: unknown): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: scrubEmails(String(error)), stack: '' };
  const { code, statusCode } = error as Error & { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: scrubEmails(error.message),
    stack: scrubEmails(error.stack ?? ''),
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(error.cause === undefined ? {} : { cause: serializeError(error.cause) }),
  };
}

/** Fields that hold a secret or a customer's address, wherever a log call puts them (one level). */
const REDACTED_FIELDS = [
  'password',
  'oldPassword',
  'newPassword',
  'repeatPassword',
  'email',
  'to',
  'replyTo',
  'customerEmail',
];

export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * JSON lines (pino) with the request id on every line of a request (`reqId`); cookies,
 * credentials, passwords and customers' e-mail addresses never reach them: named fields are
 * redacted, addresses inside messages and errors replaced by `[email]`.
 */
export function loggerOptions(
  level: string,
  stream?: { write(line: string): void },
): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    // Query values (an old link's e-mail, codes) never reach the log: names only.
    serializers: { req: serializeRequest, err: serializeError },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'headers.cookie',
        'headers.authorization',
        '*.headers.cookie',
        '*.headers.authorization',
        ...REDACTED_FIELDS,
        ...REDACTED_FIELDS.map((field) => `*.${field}`),
      ],
      censor: '[redacted]',
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((arg: unknown) =>
          typeof arg === 'string' ? scrubEmails(arg) : arg,
        ) as Parameters<typeof method>;
        method.apply(this, scrubbed);
      },
    },
  };
}

/** Fastify's own request-id options: ours from the header when well-formed, else a new one. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: (request: IncomingMessage) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
} as const;

/**
 * Every answer carries its request id in `X-Request-Id`, and every error envelope in
 * `error.requestId`, so a customer's screenshot or a proxy's log line leads to the log lines.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && isErrorEnvelope(payload)) {
      done(null, { ...payload, error: { ...payload.error, requestId: request.id } });
      return;
    }
    done(null, payload);
  });
}

function isErrorEnvelope(payload: unknown): payload is { error: Record<string, unknown> } {
  if (typeof payload !== 'object' || payload === null || !('error' in payload)) return false;
  const { error } = payload;
  return typeof error === 'object' && error !== null && 'code' in error;
}
