import type { ReadOptions } from '../types.js';
import { failWith } from './errors.js';

export const DEFAULT_MAX_TRIANGLES = 20_000_000;
export const DEFAULT_MAX_UNCOMPRESSED_BYTES = 1024 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 120_000;

/** Resolved limits plus a cooperative deadline shared by every reader. */
export interface ReadLimits {
  readonly maxTriangles: number;
  readonly maxUncompressedBytes: number;
  readonly deadlineMs: number;
  readonly timeoutMs: number;
}

export function resolveLimits(options: ReadOptions = {}): ReadLimits {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    maxTriangles: options.maxTriangles ?? DEFAULT_MAX_TRIANGLES,
    maxUncompressedBytes: options.maxUncompressedBytes ?? DEFAULT_MAX_UNCOMPRESSED_BYTES,
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
