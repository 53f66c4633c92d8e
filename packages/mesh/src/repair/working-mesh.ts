import type { IndexedMesh } from '../types.js';

/** The mesh between repair steps: canonical vertex ids, positions possibly with unused vertices. */
export interface WorkingMesh {
  readonly positions: Float32Array;
  readonly indices: Uint32Array;
  readonly vertexCount: number;
}

export function keepFaces(work: WorkingMesh, keep: Uint8Array): WorkingMesh {
  let kept = 0;
  for (let t = 0; t < keep.length; t++) kept += keep[t];
  const indices = new Uint32Array(3 * kept);
  let w = 0;
  for (let t = 0; t < keep.length; t++) {
    if (!keep[t]) continue;
    indices[w++] = work.indices[3 * t];
    indices[w++] = work.indices[3 * t + 1];
    indices[w++] = work.indices[3 * t + 2];
  }
  return { ...work, indices };
}

/** Drops vertices no triangle uses, keeping the order of the rest. */
export function compactMesh(work: WorkingMesh): IndexedMesh {
  const newId = new Int32Array(work.vertexCount).fill(-1);
  let count = 0;
  for (let i = 0; i < work.indices.length; i++) {
    const v = work.indices[i];
    if (newId[v] === -1) newId[v] = 0;
  }
  for (let v = 0; v < work.vertexCount; v++) if (newId[v] === 0) newId[v] = count++ + 1;
  const positions = new Float32Array(3 * count);
  for (let v = 0; v < work.vertexCount; v++) {
    if (newId[v] <= 0) continue;
    positions.set(work.positions.subarray(3 * v, 3 * v + 3), 3 * (newId[v] - 1));
  }
  const indices = new Uint32Array(work.indices.length);
  for (let i = 0; i < indices.length; i++) indices[i] = newId[work.indices[i]] - 1;
  return { positions, indices };
}
