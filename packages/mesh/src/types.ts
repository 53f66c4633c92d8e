/**
 * The one buffer contract of the geometry engine.
 *
 * - `positions`: xyz per vertex, millimetres, Float32Array of length 3 × vertexCount.
 * - `indices`: three vertex indices per triangle, Uint32Array of length 3 × triangleCount,
 *   counter-clockwise when seen from outside (right-hand rule gives the outward normal).
 *
 * Meshes are treated as immutable values: functions that change geometry return a new mesh.
 */
export interface IndexedMesh {
  readonly positions: Float32Array;
  readonly indices: Uint32Array;
}

/** Formats the readers detect by content. */
export type MeshFormat = 'stl-binary' | 'stl-ascii' | '3mf' | 'ply' | 'obj' | '3ds' | 'step';

/** Length units a file may declare. */
export type SourceUnit = 'micron' | 'millimeter' | 'centimeter' | 'inch' | 'foot' | 'meter';

/** Stable machine-readable error codes of the readers (one list: type and runtime checks). */
export const MESH_ERROR_CODES = [
  'EMPTY_FILE',
  'UNKNOWN_FORMAT',
  'TRUNCATED',
  'MALFORMED',
  'INVALID_NUMBER',
  'INDEX_OUT_OF_RANGE',
  'TOO_MANY_TRIANGLES',
  'TOO_LARGE',
  'ZIP_BOMB',
  'XML_ENTITY',
  'UNSUPPORTED_FEATURE',
  'NO_GEOMETRY',
  'TIMEOUT',
  'CONVERSION_FAILED',
] as const;

export type MeshErrorCode = (typeof MESH_ERROR_CODES)[number];

export interface MeshError {
  readonly code: MeshErrorCode;
  /** English, for logs and the CLI; the API maps `code` to customer texts. */
  readonly message: string;
}

export interface ReadOptions {
  /** Upper bound on triangles accepted (default 20 million). */
  readonly maxTriangles?: number;
  /** Upper bound on uncompressed bytes inside archives (default 1 GiB). */
  readonly maxUncompressedBytes?: number;
  /** Upper bound on the bytes an archive unpacks to per byte of the archive (default 50). */
  readonly maxUnpackRatio?: number;
  /** Wall-clock budget in milliseconds for parsers that can loop (default 120 000). */
  readonly timeoutMs?: number;
}

export interface ReadSuccess {
  readonly ok: true;
  readonly mesh: IndexedMesh;
  readonly format: MeshFormat;
  /** The unit the file declared, or null when the format has none (then mm was assumed). */
  readonly declaredUnit: SourceUnit | null;
  readonly unitAssumed: boolean;
  /** Number of separate objects/bodies/build items the file described (≥ 1). */
  readonly objectCount: number;
  /** Non-fatal findings, in English (e.g. "facet count in header disagrees with file size"). */
  readonly diagnostics: readonly string[];
}

export interface ReadFailure {
  readonly ok: false;
  readonly error: MeshError;
}

export type ReadResult = ReadSuccess | ReadFailure;
