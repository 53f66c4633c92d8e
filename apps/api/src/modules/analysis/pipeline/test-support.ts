/** Shared helpers of the pipeline tests. */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const MODELS_DIR = fileURLToPath(new URL('../../../../../../../shared/models/', import.meta.url));

/** Path of a shared real-world model; throws (the test fails, never skips) when it is missing. */
export function modelPath(relative: string): string {
  const path = join(MODELS_DIR, relative);
  if (!existsSync(path)) throw new Error(`test model missing: ${path}`);
  return path;
}

export function makeOutputDir(): string {
  return mkdtempSync(join(tmpdir(), 'pipeline-test-'));
}

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function readPngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
