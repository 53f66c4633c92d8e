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

export function failWith(code: MeshErrorCode, message: string): never {
  throw new MeshReadError(code, message);
}

export function toReadFailure(error: MeshError): ReadFailure {
  return { ok: false, error: { code: error.code, message: error.message } };
}
