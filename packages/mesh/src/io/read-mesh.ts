import type { MeshFormat, ReadOptions, ReadResult, ReadSuccess } from '../types.js';
import { detectFormat } from './detect.js';
import { isMeshReadError, toReadFailure } from './errors.js';
import { resolveLimits, type ReadLimits } from './limits.js';
import { readBinaryStl } from './stl-binary.js';

export interface ReadMeshOptions extends ReadOptions {
  /** Only a tie-breaker when the content is ambiguous; never overrides the content. */
  readonly fileName?: string;
}

/**
 * Binary STL (the common case) is read by modules loaded with this one; every other reader is
 * loaded on first use, so a process reading binary STL never loads the text readers, the
 * zip/XML stack (fflate, saxes), the PLY/OBJ/3DS readers or the 7.6 MB OpenCascade wasm of STEP
 * (the command line's start-up).
 */
function readDetected(
  bytes: Uint8Array,
  format: MeshFormat,
  limits: ReadLimits,
): ReadSuccess | Promise<ReadSuccess> {
  switch (format) {
    case 'stl-binary':
      return readBinaryStl(bytes, limits);
    case 'stl-ascii':
      return import('./stl-ascii.js').then(({ readAsciiStl }) => readAsciiStl(bytes, limits));
    case '3mf':
      return import('./threemf.js').then(({ read3mf }) => read3mf(bytes, limits));
    case 'ply':
      return import('./ply.js').then(({ readPly }) => readPly(bytes, limits));
    case 'obj':
      return import('./obj.js').then(({ readObj }) => readObj(bytes, limits));
    case '3ds':
      return import('./three-ds.js').then(({ read3ds }) => read3ds(bytes, limits));
    case 'step':
      return import('./step.js').then(({ readStep }) => readStep(bytes, limits));
  }
}

/**
 * Reads any supported 3D file into one indexed mesh in millimetres. The format is detected from
 * the content. Never throws for bad input: failures come back as `{ ok: false, error }` with
 * codes EMPTY_FILE, UNKNOWN_FORMAT, TRUNCATED, MALFORMED, INVALID_NUMBER, INDEX_OUT_OF_RANGE,
 * TOO_MANY_TRIANGLES, TOO_LARGE, ZIP_BOMB, XML_ENTITY, UNSUPPORTED_FEATURE, NO_GEOMETRY,
 * TIMEOUT, CONVERSION_FAILED.
 */
export async function readMesh(
  bytes: Uint8Array,
  options: ReadMeshOptions = {},
): Promise<ReadResult> {
  if (bytes.length === 0) {
    return toReadFailure({ code: 'EMPTY_FILE', message: 'the file is empty' });
  }
  const format = detectFormat(bytes, options.fileName);
  if (format === null) {
    return toReadFailure({ code: 'UNKNOWN_FORMAT', message: 'not a supported 3D file format' });
  }
  try {
    return await readDetected(bytes, format, resolveLimits(options));
  } catch (error) {
    if (isMeshReadError(error)) return toReadFailure(error);
    throw error;
  }
}
