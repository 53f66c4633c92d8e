import { createUnionFind, findRoot, unionSets } from './union-find.js';

/** `mate` value of a half-edge whose edge belongs to one triangle only (a hole's rim). */
export const MATE_BOUNDARY = -1;
/** `mate` value of a half-edge whose edge is shared by three or more triangles. */
export const MATE_NON_MANIFOLD = -2;
/** `mate` value of a half-edge that starts and ends at the same vertex. */
export const MATE_DEGENERATE = -3;

/**
 * Edge adjacency of a triangle mesh. Half-edge h = 3·t + k runs from indices[h] to
 * indices[nextHalfEdge(h)]. `mate[h]` is the other half-edge of a two-triangle edge, or one of
 * the MATE_* codes.
 */
export interface EdgeTopology {
  readonly mate: Int32Array;
  readonly boundaryEdgeCount: number;
  readonly nonManifoldEdgeCount: number;
  /** Two-triangle edges whose triangles run the edge in the same direction. */
  readonly inconsistentEdgeCount: number;
  /** Shell (edge-connected component) id of every triangle, numbered by first triangle. */
  readonly faceShell: Int32Array;
  readonly shellCount: number;
}

export function nextHalfEdge(h: number): number {
  return h % 3 === 2 ? h - 2 : h + 1;
}

/**
 * Builds edge adjacency with a counting sort of half-edges by their smaller vertex, then a small
 * insertion sort per bucket by the larger vertex (buckets are vertex degrees, ~6): O(n), no
 * hashing, no allocation per edge. Shells are unions over every shared edge, manifold or not.
 * `indices` must hold canonical vertex ids below `vertexCount`.
 */
export function buildEdgeTopology(indices: Uint32Array, vertexCount: number): EdgeTopology {
  const halfEdgeCount = indices.length;
  const mate = new Int32Array(halfEdgeCount);
  const start = new Int32Array(vertexCount + 1);
  for (let h = 0; h < halfEdgeCount; h++) {
    const a = indices[h];
    const b = indices[nextHalfEdge(h)];
    if (a === b) mate[h] = MATE_DEGENERATE;
    else start[(a < b ? a : b) + 1]++;
  }
  for (let v = 0; v < vertexCount; v++) start[v + 1] += start[v];
  const order = new Int32Array(start[vertexCount]);
  const cursor = start.slice(0, vertexCount);
  for (let h = 0; h < halfEdgeCount; h++) {
    const a = indices[h];
    const b = indices[nextHalfEdge(h)];
    if (a !== b) order[cursor[a < b ? a : b]++] = h;
  }
  const parent = createUnionFind(halfEdgeCount / 3);
  let boundaryEdgeCount = 0;
  let nonManifoldEdgeCount = 0;
  let inconsistentEdgeCount = 0;
  for (let v = 0; v < vertexCount; v++) {
    const s = start[v];
    const e = start[v + 1];
    sortBucketByOtherVertex(order, s, e, indices);
    let i = s;
    while (i < e) {
      const hi = otherVertex(order[i], indices);
      let j = i + 1;
      while (j < e && otherVertex(order[j], indices) === hi) j++;
      const n = j - i;
      if (n === 1) {
        mate[order[i]] = MATE_BOUNDARY;
        boundaryEdgeCount++;
      } else if (n === 2) {
        const h1 = order[i];
        const h2 = order[i + 1];
        mate[h1] = h2;
        mate[h2] = h1;
        if (indices[h1] === indices[h2]) inconsistentEdgeCount++;
        unionSets(parent, (h1 / 3) | 0, (h2 / 3) | 0);
      } else {
        nonManifoldEdgeCount++;
        for (let k = i; k < j; k++) {
          mate[order[k]] = MATE_NON_MANIFOLD;
          unionSets(parent, (order[i] / 3) | 0, (order[k] / 3) | 0);
        }
      }
      i = j;
    }
  }
  const { faceShell, shellCount } = labelShells(parent);
  return {
    mate,
    boundaryEdgeCount,
    nonManifoldEdgeCount,
    inconsistentEdgeCount,
    faceShell,
    shellCount,
  };
}

function otherVertex(h: number, indices: Uint32Array): number {
  const a = indices[h];
  const b = indices[nextHalfEdge(h)];
  return a > b ? a : b;
}

function sortBucketByOtherVertex(order: Int32Array, s: number, e: number, indices: Uint32Array) {
  for (let i = s + 1; i < e; i++) {
    const h = order[i];
    const key = otherVertex(h, indices);
    let j = i - 1;
    while (j >= s && otherVertex(order[j], indices) > key) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = h;
  }
}

function labelShells(parent: Int32Array): { faceShell: Int32Array; shellCount: number } {
  const faceCount = parent.length;
  const faceShell = new Int32Array(faceCount);
  let shellCount = 0;
  for (let f = 0; f < faceCount; f++) {
    const root = findRoot(parent, f);
    // Roots are the smallest member, so a root is always labelled before its members.
    faceShell[f] = root === f ? shellCount++ : faceShell[root];
  }
  return { faceShell, shellCount };
}
