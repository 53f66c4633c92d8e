// Browser-safe surface of the engine (`@print/mesh/browser`), for web workers. Only modules whose
// import graph is pure JS (fflate, saxes): the index's readMesh can reach the STEP reader
// (node:module + wasm) and the renderer pulls in pngjs, so neither is re-exported here.
export type {
  IndexedMesh,
  MeshError,
  MeshErrorCode,
  MeshFormat,
  ReadFailure,
  ReadOptions,
  ReadResult,
  ReadSuccess,
  SourceUnit,
} from './types.js';
export { detectFormat } from './io/detect.js';
export { MeshReadError, toReadFailure } from './io/errors.js';
export { resolveLimits, type ReadLimits } from './io/limits.js';
export { read3mf } from './io/threemf.js';
export { readBinaryStl } from './io/stl-binary.js';
export { readAsciiStl } from './io/stl-ascii.js';
