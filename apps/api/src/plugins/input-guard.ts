import type { FastifyInstance } from 'fastify';
import { ApiError } from './api-error.js';

/**
 * Nesting no request of this API comes near (the deepest, a checkout with addresses and lines,
 * is 4): deeper JSON is refused before it is parsed, so no recursive step after the parser
 * (schema validation, prototype checks, logging) can run out of stack on it.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (multi-line text):
 * no field of the shop holds them, and PostgreSQL refuses NUL in text (it was a 500).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The deepest nesting of arrays and objects in JSON text (strings skipped), stopping past `limit`. */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (isInString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) isInString = false;
    } else if (c === 0x22) isInString = true;
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--;
  }
  return false;
}

/** Where in a parsed value (a JSON body, query or params) a control character stands, or null. */
export function findControlCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? path || '/' : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${key}`;
    if (CONTROL_CHARACTER.test(key)) return at;
    const found = findControlCharacter(item, at);
    if (found !== null) return found;
  }
  return null;
}

export function controlCharacterError(where: string, path: string): ApiError {
  return new ApiError(
    400,
    'CONTROL_CHARACTER_NOT_ALLOWED',
    `A control character is not allowed in the ${where}`,
    { path },
  );
}

export function jsonTooDeepError(): ApiError {
  return new ApiError(
    400,
    'JSON_TOO_DEEP',
    `The JSON body is nested deeper than ${MAX_JSON_DEPTH} levels`,
  );
}

/**
 * Refuses control characters in the query string and path parameters of every route with 400
 * CONTROL_CHARACTER_NOT_ALLOWED before any handler runs (JSON bodies: the JSON parser in
 * errors.ts). Multipart uploads check their own fields.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const inQuery = findControlCharacter(request.query);
    if (inQuery !== null) {
      done(controlCharacterError('query', inQuery));
      return;
    }
    const inParams = findControlCharacter(request.params);
    done(inParams === null ? undefined : controlCharacterError('path', inParams));
  });
}
