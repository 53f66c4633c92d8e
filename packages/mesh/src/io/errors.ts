import type { MeshError, MeshErrorCode, ReadFailure } from '../types.js';

/**
 * Thrown inside the readers to unwind deep parsing loops; `readMesh` turns it into a
 * `ReadFailure` value, so callers never see it. Any other exception is a bug.
 */
export class MeshReadError extends Error {
  readonly code: MeshErrorCode;

  constructor(code: MeshErrorCode, message: string) {
    super(message);
    this.name = 'MeshReadError';
    this.code = code;
  }
}

/**
 * Whether `error` is a reader failure. By name and code, not `instanceof`: a lazily imported
 * reader can be a second instance of this module (a worker thread under a loader that loads it
 * once as ESM and once as CommonJS), whose class is another object.
 */
export function isMeshReadError(error: unknown): error is MeshReadError {
  return (
    error instanceof Error &&
    error.name === 'MeshReadError' &&
    typeof (error as { code?: unknown }).code === 'string'
  );
}

export function failWith(code: MeshErrorCode, message: string): never {
  throw new MeshReadError(code, message);
}

export function toReadFailure(error: MeshError): ReadFailure {
  return { ok: false, error: { code: error.code, message: error.message } };
}
