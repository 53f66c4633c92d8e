/**
 * Thickness for pictures. Raw per-triangle values are noisy: long strip triangles of CAD exports
 * put their centroids alternately at one and two thirds of a wall's height, and on sampled meshes
 * most triangles carry no value at all. For display, every vertex takes the median of the
 * measured triangles around it, which keeps thin regions but drops one-triangle outliers; vertices still without a value then take the mean of
 * their neighbours, repeated until nothing changes. Pictures interpolate the vertex values across
 * each triangle, so alternating strip triangles blend instead of striping.
 */
import type { IndexedMesh } from '../types.js';
import { buildVertexTriangles, type VertexTriangles } from './vertex-triangles.js';

/** Median of the first `n` entries of `scratch` (sorted in place; n is small). */
function medianOf(scratch: Float64Array, n: number): number {
  for (let i = 1; i < n; i++) {
    const value = scratch[i];
    let j = i - 1;
    while (j >= 0 && scratch[j] > value) {
      scratch[j + 1] = scratch[j];
      j--;
    }
    scratch[j + 1] = value;
  }
  return n % 2 === 1 ? scratch[n >> 1] : 0.5 * (scratch[(n >> 1) - 1] + scratch[n >> 1]);
}

const MAX_RING = 256;

/** Median of the measured triangles around each vertex; NaN where none was measured. */
function takeVertexMedians(vertexCount: number, value: Float32Array, ring: VertexTriangles) {
  const out = new Float32Array(vertexCount);
  const scratch = new Float64Array(MAX_RING);
  for (let v = 0; v < vertexCount; v++) {
    let n = 0;
    for (let j = ring.start[v]; j < ring.start[v + 1] && n < MAX_RING; j++) {
      const x = value[ring.triangles[j]];
      if (!Number.isNaN(x)) scratch[n++] = x;
    }
    out[v] = n > 0 ? medianOf(scratch, n) : NaN;
  }
  return out;
}

/** Vertices without a value take the mean of the valued vertices of their triangles, repeatedly. */
function fillByDiffusion(mesh: IndexedMesh, vertexValue: Float32Array, maxPasses: number): void {
  const ix = mesh.indices;
  const sum = new Float64Array(vertexValue.length);
  const hits = new Uint32Array(vertexValue.length);
  for (let pass = 0; pass < maxPasses; pass++) {
    sum.fill(0);
    hits.fill(0);
    for (let i = 0; i < ix.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        const from = vertexValue[ix[i + k]];
        if (Number.isNaN(from)) continue;
        const to1 = ix[i + ((k + 1) % 3)];
        const to2 = ix[i + ((k + 2) % 3)];
        sum[to1] += from;
        hits[to1]++;
        sum[to2] += from;
        hits[to2]++;
      }
    }
    let changed = 0;
    for (let v = 0; v < vertexValue.length; v++) {
      if (!Number.isNaN(vertexValue[v]) || hits[v] === 0) continue;
      vertexValue[v] = sum[v] / hits[v];
      changed++;
    }
    if (changed === 0) break;
  }
}

export interface DisplayThickness {
  /** Per vertex, mm at scale 1. */
  readonly vertexMm: Float32Array;
  /** Per triangle (mean of its vertices), mm at scale 1. */
  readonly triangleMm: Float32Array;
}

/** Display thickness per vertex and triangle (mm, scale 1); NaN only where nothing near was measured. */
export function computeDisplayThickness(
  mesh: IndexedMesh,
  triangleValue: Float32Array,
  maxFillPasses = 64,
): DisplayThickness {
  const vertexCount = mesh.positions.length / 3;
  const vertexMm = takeVertexMedians(vertexCount, triangleValue, buildVertexTriangles(mesh));
  fillByDiffusion(mesh, vertexMm, maxFillPasses);
  const ix = mesh.indices;
  const triangleMm = new Float32Array(triangleValue.length);
  for (let t = 0; t < triangleMm.length; t++) {
    triangleMm[t] = (vertexMm[ix[3 * t]] + vertexMm[ix[3 * t + 1]] + vertexMm[ix[3 * t + 2]]) / 3;
  }
  return { vertexMm, triangleMm };
}
