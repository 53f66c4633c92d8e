import type { ReadOptions } from '../types.js';
import { failWith } from './errors.js';

export const DEFAULT_MAX_TRIANGLES = 20_000_000;
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;
/**
 * Bytes an archive may unpack to per byte of the archive (all entries read, against the file's
 * size). The real 3MFs of shared/models need at most 10.9:1 (lib3mf's holed cube; Benchy 5.5:1,
 * the consortium's chain 8.7:1): 50:1 leaves more than four times that, where the old per-entry
 * zip-bomb threshold (500:1) let a 2.4 MB file unpack to 1 GB of XML.
 */
export const DEFAULT_MAX_UNPACK_RATIO = 50;
/**
 * What any archive may unpack to whatever its ratio: a plate of many copies of one small part,
 * each written out in full, deflates far beyond 50:1 (each copy refers to the one before), and
 * 16 MiB of XML cost half a second.
 */
export const UNPACK_RATIO_FLOOR_BYTES = 16 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 120_000;

/** Resolved limits plus a cooperative deadline shared by every reader. */
export interface ReadLimits {
  readonly maxTriangles: number;
  readonly maxUncompressedBytes: number;
  readonly maxUnpackRatio: number;
  readonly deadlineMs: number;
  readonly timeoutMs: number;
  /** Tests and benchmarks: told the size of every chunk an archive entry inflates to. */
  readonly onInflate?: (chunkBytes: number) => void;
}

export function resolveLimits(options: ReadOptions = {}): ReadLimits {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    maxTriangles: options.maxTriangles ?? DEFAULT_MAX_TRIANGLES,
    maxUncompressedBytes: options.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED_BYTES,
    maxUnpackRatio: options.maxUnpackRatio ?? DEFAULT_MAX_UNPACK_RATIO,
    deadlineMs: Date.now() + timeoutMs,
    timeoutMs,
  };
}

/** Call every few thousand iterations of any loop driven by file content. */
export function checkDeadline(limits: ReadLimits): void {
  if (Date.now() >= limits.deadlineMs) {
    failWith('TIMEOUT', `reading took longer than ${limits.timeoutMs} ms`);
  }
}

export function checkTriangleCount(count: number, limits: ReadLimits): void {
  if (count > limits.maxTriangles) {
    failWith('TOO_MANY_TRIANGLES', `model has more than ${limits.maxTriangles} triangles`);
  }
}

/** Vertices beyond three per allowed triangle cannot all be used: refuse before allocating. */
export function checkVertexCount(count: number, limits: ReadLimits): void {
  if (count > limits.maxTriangles * 3) {
    failWith('TOO_LARGE', `model has more than ${limits.maxTriangles * 3} vertices`);
  }
}
