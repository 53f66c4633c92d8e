/**
 * On sampled meshes most triangles carry no measurement. For pictures every triangle needs a
 * value, so unsampled triangles take the mean of their measured neighbours (through shared
 * vertices), repeated until nothing changes or `maxPasses` is reached. Triangles that were
 * sampled keep their own value, including NaN (no opposite wall found).
 */
import type { IndexedMesh } from '../types.js';

export function fillUnsampledTriangles(
  mesh: IndexedMesh,
  triangleValue: Float32Array,
  isSampled: Uint8Array,
  maxPasses = 32,
): Float32Array {
  const ix = mesh.indices;
  const vertexCount = mesh.positions.length / 3;
  const filled = Float32Array.from(triangleValue);
  const vertexSum = new Float64Array(vertexCount);
  const vertexCount32 = new Uint32Array(vertexCount);
  for (let pass = 0; pass < maxPasses; pass++) {
    vertexSum.fill(0);
    vertexCount32.fill(0);
    for (let t = 0; t < filled.length; t++) {
      const value = filled[t];
      if (Number.isNaN(value)) continue;
      for (let k = 0; k < 3; k++) {
        vertexSum[ix[3 * t + k]] += value;
        vertexCount32[ix[3 * t + k]]++;
      }
    }
    let changed = 0;
    for (let t = 0; t < filled.length; t++) {
      if (isSampled[t] || !Number.isNaN(filled[t])) continue;
      let sum = 0;
      let n = 0;
      for (let k = 0; k < 3; k++) {
        const v = ix[3 * t + k];
        if (vertexCount32[v] === 0) continue;
        sum += vertexSum[v] / vertexCount32[v];
        n++;
      }
      if (n > 0) {
        filled[t] = sum / n;
        changed++;
      }
    }
    if (changed === 0) break;
  }
  return filled;
}
