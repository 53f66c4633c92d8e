import {
  MATE_BOUNDARY,
  createUnionFind,
  findRoot,
  nextHalfEdge,
  unionSets,
} from '../topology/index.js';

export interface WeldResult {
  /** Vertex id → surviving vertex id (the smallest of its cluster). */
  readonly remap: Uint32Array;
  /** Vertices that disappeared by merging into another one. */
  readonly mergedCount: number;
}

/**
 * Welds near-coincident vertices (distance ≤ toleranceMm) among the vertices of boundary edges:
 * only there can a gap in the surface be a crack. Interior vertices already have a watertight
 * neighbourhood, so leaving them alone keeps watertight input unchanged and the cost O(rim).
 * Candidates are bucketed in a grid of cell size toleranceMm and compared with the 27
 * neighbouring cells.
 */
export function weldBoundaryVertices(
  positions: Float32Array,
  indices: Uint32Array,
  mate: Int32Array,
  vertexCount: number,
  toleranceMm: number,
): WeldResult {
  const remap = new Uint32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) remap[v] = v;
  if (!(toleranceMm > 0)) return { remap, mergedCount: 0 };
  const isCandidate = new Uint8Array(vertexCount);
  for (let h = 0; h < mate.length; h++) {
    if (mate[h] === MATE_BOUNDARY) {
      isCandidate[indices[h]] = 1;
      isCandidate[indices[nextHalfEdge(h)]] = 1;
    }
  }
  const candidates: number[] = [];
  for (let v = 0; v < vertexCount; v++) if (isCandidate[v]) candidates.push(v);
  const n = candidates.length;
  const cells = new Float64Array(3 * n);
  for (let i = 0; i < n; i++) {
    for (let a = 0; a < 3; a++)
      cells[3 * i + a] = Math.floor(positions[3 * candidates[i] + a] / toleranceMm);
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((p, q) =>
    compareCells(cells, p, cells, q),
  );
  const parent = createUnionFind(vertexCount);
  const probe = new Float64Array(3);
  let mergedCount = 0;
  const toleranceSq = toleranceMm * toleranceMm;
  for (let i = 0; i < n; i++) {
    const v = candidates[i];
    for (let d = 0; d < 27; d++) {
      probe[0] = cells[3 * i] + ((d % 3) - 1);
      probe[1] = cells[3 * i + 1] + ((((d / 3) | 0) % 3) - 1);
      probe[2] = cells[3 * i + 2] + (((d / 9) | 0) - 1);
      for (let k = lowerBound(order, cells, probe); k < n; k++) {
        const j = order[k];
        if (compareCells(cells, j, probe, 0) !== 0) break;
        const w = candidates[j];
        if (w <= v) continue;
        if (distanceSq(positions, v, w) <= toleranceSq && unionSets(parent, v, w)) mergedCount++;
      }
    }
  }
  for (let v = 0; v < vertexCount; v++) remap[v] = findRoot(parent, v);
  return { remap, mergedCount };
}

function compareCells(a: Float64Array, i: number, b: Float64Array, j: number): number {
  for (let k = 0; k < 3; k++) {
    const d = a[3 * i + k] - b[3 * j + k];
    if (d !== 0) return d;
  }
  return 0;
}

function lowerBound(order: number[], cells: Float64Array, probe: Float64Array): number {
  let lo = 0;
  let hi = order.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareCells(cells, order[mid], probe, 0) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function distanceSq(positions: Float32Array, v: number, w: number): number {
  const dx = positions[3 * v] - positions[3 * w];
  const dy = positions[3 * v + 1] - positions[3 * w + 1];
  const dz = positions[3 * v + 2] - positions[3 * w + 2];
  return dx * dx + dy * dy + dz * dz;
}
