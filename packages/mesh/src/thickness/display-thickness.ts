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

/**
 * Vertices without a value take the mean of the valued vertices of their triangles, repeatedly:
 * pass k fills the vertices k edges away from the nearest measured one, each from the values
 * its neighbours had before the pass. Walks outward from the measured vertices only, so the
 * work is proportional to the mesh once, not once per pass (sampled meshes of millions of
 * triangles need dozens of passes).
 */
function fillByDiffusion(
  mesh: IndexedMesh,
  vertexValue: Float32Array,
  ring: VertexTriangles,
  maxPasses: number,
): void {
  const ix = mesh.indices;
  // queuedInPass[v] = pass + 1 when v is already in that pass's frontier.
  const queuedInPass = new Uint32Array(vertexValue.length);
  let frontier: number[] = [];
  for (let v = 0; v < vertexValue.length; v++) {
    if (!Number.isNaN(vertexValue[v])) continue;
    if (hasValuedNeighbour(v, vertexValue, ring, ix)) {
      frontier.push(v);
      queuedInPass[v] = 1;
    }
  }
  const filled = new Float64Array(vertexValue.length);
  for (let pass = 0; pass < maxPasses && frontier.length > 0; pass++) {
    for (const v of frontier) filled[v] = meanOfValuedNeighbours(v, vertexValue, ring, ix);
    for (const v of frontier) vertexValue[v] = filled[v];
    const next: number[] = [];
    for (const v of frontier) {
      for (let j = ring.start[v]; j < ring.start[v + 1]; j++) {
        const t = 3 * ring.triangles[j];
        for (let k = 0; k < 3; k++) {
          const w = ix[t + k];
          if (!Number.isNaN(vertexValue[w]) || queuedInPass[w] === pass + 2) continue;
          queuedInPass[w] = pass + 2;
          next.push(w);
        }
      }
    }
    frontier = next;
  }
}

function hasValuedNeighbour(
  v: number,
  vertexValue: Float32Array,
  ring: VertexTriangles,
  ix: Uint32Array,
): boolean {
  for (let j = ring.start[v]; j < ring.start[v + 1]; j++) {
    const t = 3 * ring.triangles[j];
    for (let k = 0; k < 3; k++) if (!Number.isNaN(vertexValue[ix[t + k]])) return true;
  }
  return false;
}

/** Each occurrence of v in a triangle counts that triangle's other corners once. */
function meanOfValuedNeighbours(
  v: number,
  vertexValue: Float32Array,
  ring: VertexTriangles,
  ix: Uint32Array,
): number {
  let sum = 0;
  let hits = 0;
  for (let j = ring.start[v]; j < ring.start[v + 1]; j++) {
    const t = 3 * ring.triangles[j];
    for (let k = 0; k < 3; k++) {
      const u = ix[t + k];
      if (u === v) continue;
      const value = vertexValue[u];
      if (Number.isNaN(value)) continue;
      sum += value;
      hits++;
    }
  }
  return sum / hits;
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
  const ring = buildVertexTriangles(mesh);
  const vertexMm = takeVertexMedians(vertexCount, triangleValue, ring);
  fillByDiffusion(mesh, vertexMm, ring, maxFillPasses);
  const ix = mesh.indices;
  const triangleMm = new Float32Array(triangleValue.length);
  for (let t = 0; t < triangleMm.length; t++) {
    triangleMm[t] = (vertexMm[ix[3 * t]] + vertexMm[ix[3 * t + 1]] + vertexMm[ix[3 * t + 2]]) / 3;
  }
  return { vertexMm, triangleMm };
}
