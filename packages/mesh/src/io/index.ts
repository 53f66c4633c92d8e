import type { MeshFormat, ReadOptions, ReadResult, ReadSuccess } from '../types.js';
import { detectFormat } from './detect.js';
import { MeshReadError, toReadFailure } from './errors.js';
import { resolveLimits, type ReadLimits } from './limits.js';
import { read3mf } from './threemf.js';
import { readPly } from './ply.js';
import { readObj } from './obj.js';
import { read3ds } from './three-ds.js';
import { readAsciiStl } from './stl-ascii.js';
import { readBinaryStl } from './stl-binary.js';

export { detectFormat } from './detect.js';
export { weldVertices, weldTriangleSoup } from './weld.js';
export { MM_PER_UNIT } from './result.js';
export { writeBinaryStl } from './write-stl.js';
export { write3mf, type Write3mfOptions } from './write-3mf.js';

export interface ReadMeshOptions extends ReadOptions {
  /** Only a tie-breaker when the content is ambiguous; never overrides the content. */
  readonly fileName?: string;
}

function readDetected(
  bytes: Uint8Array,
  format: MeshFormat,
  limits: ReadLimits,
): ReadSuccess | Promise<ReadSuccess> {
  switch (format) {
    case 'stl-binary':
      return readBinaryStl(bytes, limits);
    case 'stl-ascii':
      return readAsciiStl(bytes, limits);
    case '3mf':
      return read3mf(bytes, limits);
    case 'ply':
      return readPly(bytes, limits);
    case 'obj':
      return readObj(bytes, limits);
    case '3ds':
      return read3ds(bytes, limits);
    case 'step':
      // Loaded on demand: it pulls in node:module and a 7.6 MB wasm that other formats never need.
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
    if (error instanceof MeshReadError) return toReadFailure(error);
    throw error;
  }
}
