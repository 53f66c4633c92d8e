import { readFileSync } from 'node:fs';
import { readMesh } from '../io/index.js';
import type { IndexedMesh } from '../types.js';

import { MODELS_URL } from '../models-dir-for-tests.js';

/** Reads a file of the shared test models through the real readers; throws if it cannot. */
export async function loadModelForTests(relativePath: string): Promise<IndexedMesh> {
  const result = await readMesh(readFileSync(new URL(relativePath, MODELS_URL)));
  if (!result.ok) throw new Error(`${relativePath}: ${result.error.code} ${result.error.message}`);
  return result.mesh;
}

/** Signed volume by the plain divergence sum, independent of the engine's own code path. */
export function computeReferenceVolume(mesh: IndexedMesh): number {
  const { positions: p, indices: ix } = mesh;
  let sum = 0;
  for (let i = 0; i < ix.length; i += 3) {
    const a = 3 * ix[i],
      b = 3 * ix[i + 1],
      c = 3 * ix[i + 2];
    sum +=
      p[a] * (p[b + 1] * p[c + 2] - p[b + 2] * p[c + 1]) -
      p[a + 1] * (p[b] * p[c + 2] - p[b + 2] * p[c]) +
      p[a + 2] * (p[b] * p[c + 1] - p[b + 1] * p[c]);
  }
  return sum / 6;
}
