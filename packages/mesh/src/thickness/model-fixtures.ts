/**
 * Real model files for the thickness and render tests, read through the io area's readMesh.
 * Throws (so the test fails, never skips) when a model is missing or does not read.
 */
import { readFile } from 'node:fs/promises';
import { readMesh } from '../io/index.js';
import type { IndexedMesh } from '../types.js';

import { MODELS_URL as MODELS_DIR } from '../models-dir-for-tests.js';

export async function loadSharedModel(relativePath: string): Promise<IndexedMesh> {
  const bytes = await readFile(new URL(relativePath, MODELS_DIR));
  const result = await readMesh(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (!result.ok) throw new Error(`${relativePath}: ${result.error.code} ${result.error.message}`);
  return result.mesh;
}
