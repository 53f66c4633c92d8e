import {
  detectFormat,
  MeshReadError,
  read3mf,
  readAsciiStl,
  readBinaryStl,
  resolveLimits,
  toReadFailure,
  type ReadResult,
} from '@print/mesh/browser';

/**
 * Reads the viewer's model with the engine's own readers: the server always serves 3MF, STL is
 * accepted too. Other formats are refused (UNSUPPORTED_FEATURE) rather than pulled into the
 * browser bundle. Never throws for bad input.
 */
export function readDisplayMesh(bytes: Uint8Array): ReadResult {
  if (bytes.length === 0)
    return toReadFailure({ code: 'EMPTY_FILE', message: 'the file is empty' });
  const limits = resolveLimits();
  try {
    switch (detectFormat(bytes)) {
      case '3mf':
        return read3mf(bytes, limits);
      case 'stl-binary':
        return readBinaryStl(bytes, limits);
      case 'stl-ascii':
        return readAsciiStl(bytes, limits);
      case null:
        return toReadFailure({ code: 'UNKNOWN_FORMAT', message: 'not a supported 3D file format' });
      case 'ply':
      case 'obj':
      case '3ds':
      case 'step':
        return toReadFailure({
          code: 'UNSUPPORTED_FEATURE',
          message: 'the viewer reads 3MF and STL only',
        });
    }
  } catch (error) {
    if (error instanceof MeshReadError) return toReadFailure(error);
    throw error;
  }
}
