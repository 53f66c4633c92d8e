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
  /** Half-edges from a vertex to itself (MATE_DEGENERATE); 0 means no triangle repeats a vertex. */
  readonly degenerateHalfEdgeCount: number;
}

export function nextHalfEdge(h: number): number {
  return h % 3 === 2 ? h - 2 : h + 1;
}

/**
 * Builds edge adjacency with a counting sort of half-edges by their smaller vertex, then a small
 * insertion sort per bucket (buckets are vertex degrees, ~6): O(n), no hashing, no allocation per
 * edge. A bucket's sort keys (2 · larger vertex + direction bit) are computed from `indices`
 * into a scratch array the size of the largest bucket when the bucket is grouped, not stored per
 * half-edge: fresh memory is the dearest thing a one-shot pass touches (each new page is a
 * page fault), and the half-edges of a bucket come from neighbouring triangles whose indices
 * are still in the cache. The placement array is reused as the shell walk's queue. Shells are
 * unions over every shared edge, manifold or not.
 * `indices` must hold canonical vertex ids below `vertexCount` (< 2^30).
 */
export function buildEdgeTopology(indices: Uint32Array, vertexCount: number): EdgeTopology {
  const halfEdgeCount = indices.length;
  const faceCount = halfEdgeCount / 3;
  const mate = new Int32Array(halfEdgeCount);
  // Bucket sizes, then where each bucket starts; placing moves each start to its bucket's end,
  // so that bucket v is [bucketEnd[v - 1], bucketEnd[v]) afterwards (0 for v = 0).
  const bucketEnd = new Int32Array(vertexCount + 1);
  const degenerateHalfEdgeCount = countHalfEdgesByLowVertex(indices, bucketEnd, mate);
  let largestBucket = 0;
  for (let v = 0; v < vertexCount; v++) {
    if (bucketEnd[v + 1] > largestBucket) largestBucket = bucketEnd[v + 1];
    bucketEnd[v + 1] += bucketEnd[v];
  }
  const order = new Int32Array(Math.max(bucketEnd[vertexCount], faceCount));
  scatterHalfEdges(indices, bucketEnd, order);
  const keys = new Uint32Array(largestBucket);
  // Faces joined through non-manifold edges, as pairs; manifold joins are found through `mate`.
  const nonManifoldLinks: number[] = [];
  let boundaryEdgeCount = 0;
  let nonManifoldEdgeCount = 0;
  let inconsistentEdgeCount = 0;
  let s = 0;
  for (let v = 0; v < vertexCount; v++) {
    const e = bucketEnd[v];
    const n = e - s;
    // Keys of the bucket (written out: see scatterHalfEdges): the other end of each half-edge
    // (one of its ends is v) and whether it runs down to v.
    for (let i = 0; i < n; i++) {
      const h = order[s + i];
      const a = indices[h];
      const b = indices[h % 3 === 2 ? h - 2 : h + 1];
      keys[i] = a === v ? b * 2 : a * 2 + 1;
    }
    // Insertion sort of the bucket by key, stable: equal keys stay in half-edge order.
    for (let i = 1; i < n; i++) {
      const h = order[s + i];
      const key = keys[i];
      let j = i - 1;
      while (j >= 0 && keys[j] > key) {
        order[s + j + 1] = order[s + j];
        keys[j + 1] = keys[j];
        j--;
      }
      order[s + j + 1] = h;
      keys[j + 1] = key;
    }
    let i = 0;
    while (i < n) {
      const hi = keys[i] >>> 1;
      let j = i + 1;
      while (j < n && keys[j] >>> 1 === hi) j++;
      const count = j - i;
      if (count === 2) {
        const h1 = order[s + i];
        const h2 = order[s + i + 1];
        mate[h1] = h2;
        mate[h2] = h1;
        // Equal direction bits: both triangles run the edge the same way.
        if (keys[i] === keys[i + 1]) inconsistentEdgeCount++;
      } else if (count === 1) {
        mate[order[s + i]] = MATE_BOUNDARY;
        boundaryEdgeCount++;
      } else {
        nonManifoldEdgeCount++;
        const first = (order[s + i] / 3) | 0;
        for (let k = i; k < j; k++) {
          mate[order[s + k]] = MATE_NON_MANIFOLD;
          nonManifoldLinks.push(first, (order[s + k] / 3) | 0);
        }
      }
      i = j;
    }
    s = e;
  }
  const { faceShell, shellCount } = labelShells(mate, nonManifoldLinks, order);
  return {
    mate,
    boundaryEdgeCount,
    nonManifoldEdgeCount,
    inconsistentEdgeCount,
    faceShell,
    shellCount,
    degenerateHalfEdgeCount,
  };
}

/**
 * start[low + 1]++ per proper half-edge; degenerate half-edges get their mate code here.
 * Returns how many there are.
 */
function countHalfEdgesByLowVertex(
  indices: Uint32Array,
  start: Int32Array,
  mate: Int32Array,
): number {
  let degenerate = 0;
  for (let h = 0; h < indices.length; h += 3) {
    const a = indices[h];
    const b = indices[h + 1];
    const c = indices[h + 2];
    if (a === b) {
      mate[h] = MATE_DEGENERATE;
      degenerate++;
    } else start[(a < b ? a : b) + 1]++;
    if (b === c) {
      mate[h + 1] = MATE_DEGENERATE;
      degenerate++;
    } else start[(b < c ? b : c) + 1]++;
    if (c === a) {
      mate[h + 2] = MATE_DEGENERATE;
      degenerate++;
    } else start[(c < a ? c : a) + 1]++;
  }
  return degenerate;
}

/**
 * Places every proper half-edge in its low vertex's bucket, in half-edge order; each cursor
 * ends at its bucket's end. The three placements are written out: this loop runs once per mesh,
 * so V8 runs it as on-stack-replaced code that inlines little, and a call per half-edge cost a
 * third of it.
 */
function scatterHalfEdges(indices: Uint32Array, cursor: Int32Array, order: Int32Array) {
  for (let h = 0; h < indices.length; h += 3) {
    const a = indices[h];
    const b = indices[h + 1];
    const c = indices[h + 2];
    if (a !== b) order[a < b ? cursor[a]++ : cursor[b]++] = h;
    if (b !== c) order[b < c ? cursor[b]++ : cursor[c]++] = h + 1;
    if (c !== a) order[c < a ? cursor[c]++ : cursor[a]++] = h + 2;
  }
}

/**
 * Shells numbered by their first triangle: a breadth-first walk over two-triangle edges labels
 * edge-connected components (a queue over a byte-sized visited test instead of two root
 * searches per edge), then components joined at non-manifold edges are merged. `queue` is
 * scratch of at least one entry per face (its contents are overwritten).
 */
function labelShells(
  mate: Int32Array,
  nonManifoldLinks: readonly number[],
  queue: Int32Array,
): { faceShell: Int32Array; shellCount: number } {
  const faceCount = mate.length / 3;
  const component = new Int32Array(faceCount).fill(-1);
  let componentCount = 0;
  for (let seed = 0; seed < faceCount; seed++) {
    if (component[seed] !== -1) continue;
    const id = componentCount++;
    component[seed] = id;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    while (head < tail) {
      const h = 3 * queue[head++];
      for (let k = 0; k < 3; k++) {
        const m = mate[h + k];
        if (m < 0) continue;
        const g = (m / 3) | 0;
        if (component[g] === -1) {
          component[g] = id;
          queue[tail++] = g;
        }
      }
    }
  }
  if (nonManifoldLinks.length === 0) return { faceShell: component, shellCount: componentCount };
  const parent = createUnionFind(componentCount);
  for (let i = 0; i < nonManifoldLinks.length; i += 2) {
    unionSets(parent, component[nonManifoldLinks[i]], component[nonManifoldLinks[i + 1]]);
  }
  // Components are numbered by first face and the smaller root wins, so a root is labelled
  // before the components merged into it.
  const shellOf = new Int32Array(componentCount);
  let shellCount = 0;
  for (let c = 0; c < componentCount; c++) {
    const root = findRoot(parent, c);
    shellOf[c] = root === c ? shellCount++ : shellOf[root];
  }
  for (let f = 0; f < faceCount; f++) component[f] = shellOf[component[f]];
  return { faceShell: component, shellCount };
}
