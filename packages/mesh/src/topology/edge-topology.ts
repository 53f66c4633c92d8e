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
 * edge. Each sorted half-edge carries its key (2 · larger vertex + direction bit) in a parallel
 * array, so grouping and the orientation check read sequential memory instead of jumping through
 * `indices`. Shells are unions over every shared edge, manifold or not.
 * `indices` must hold canonical vertex ids below `vertexCount` (< 2^30).
 */
export function buildEdgeTopology(indices: Uint32Array, vertexCount: number): EdgeTopology {
  const halfEdgeCount = indices.length;
  const mate = new Int32Array(halfEdgeCount);
  const start = new Int32Array(vertexCount + 1);
  const degenerateHalfEdgeCount = countHalfEdgesByLowVertex(indices, start, mate);
  for (let v = 0; v < vertexCount; v++) start[v + 1] += start[v];
  const sortedCount = start[vertexCount];
  const order = new Int32Array(sortedCount);
  const keys = new Uint32Array(sortedCount);
  scatterHalfEdges(indices, start.slice(0, vertexCount), order, keys);
  // Faces joined through non-manifold edges, as pairs; manifold joins are found through `mate`.
  const nonManifoldLinks: number[] = [];
  let boundaryEdgeCount = 0;
  let nonManifoldEdgeCount = 0;
  let inconsistentEdgeCount = 0;
  for (let v = 0; v < vertexCount; v++) {
    const s = start[v];
    const e = start[v + 1];
    // Insertion sort of the bucket by key (written out: see scatterHalfEdges).
    for (let i = s + 1; i < e; i++) {
      const h = order[i];
      const key = keys[i];
      let j = i - 1;
      while (j >= s && keys[j] > key) {
        order[j + 1] = order[j];
        keys[j + 1] = keys[j];
        j--;
      }
      order[j + 1] = h;
      keys[j + 1] = key;
    }
    let i = s;
    while (i < e) {
      const hi = keys[i] >>> 1;
      let j = i + 1;
      while (j < e && keys[j] >>> 1 === hi) j++;
      const n = j - i;
      if (n === 2) {
        const h1 = order[i];
        const h2 = order[i + 1];
        mate[h1] = h2;
        mate[h2] = h1;
        // Equal direction bits: both triangles run the edge the same way.
        if (keys[i] === keys[i + 1]) inconsistentEdgeCount++;
      } else if (n === 1) {
        mate[order[i]] = MATE_BOUNDARY;
        boundaryEdgeCount++;
      } else {
        nonManifoldEdgeCount++;
        const first = (order[i] / 3) | 0;
        for (let k = i; k < j; k++) {
          mate[order[k]] = MATE_NON_MANIFOLD;
          nonManifoldLinks.push(first, (order[k] / 3) | 0);
        }
      }
      i = j;
    }
  }
  const { faceShell, shellCount } = labelShells(mate, nonManifoldLinks);
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
 * Places every proper half-edge in its low vertex's bucket with key 2 · high + (from > to).
 * The three placements are written out: this loop runs once per mesh, so V8 runs it as
 * on-stack-replaced code that inlines little, and a call per half-edge cost a third of it.
 */
function scatterHalfEdges(
  indices: Uint32Array,
  cursor: Int32Array,
  order: Int32Array,
  keys: Uint32Array,
) {
  for (let h = 0; h < indices.length; h += 3) {
    const a = indices[h];
    const b = indices[h + 1];
    const c = indices[h + 2];
    if (a !== b) {
      const slot = a < b ? cursor[a]++ : cursor[b]++;
      order[slot] = h;
      keys[slot] = a < b ? b * 2 : a * 2 + 1;
    }
    if (b !== c) {
      const slot = b < c ? cursor[b]++ : cursor[c]++;
      order[slot] = h + 1;
      keys[slot] = b < c ? c * 2 : b * 2 + 1;
    }
    if (c !== a) {
      const slot = c < a ? cursor[c]++ : cursor[a]++;
      order[slot] = h + 2;
      keys[slot] = c < a ? a * 2 : c * 2 + 1;
    }
  }
}

/**
 * Shells numbered by their first triangle: a breadth-first walk over two-triangle edges labels
 * edge-connected components (a queue over a byte-sized visited test instead of two root
 * searches per edge), then components joined at non-manifold edges are merged.
 */
function labelShells(
  mate: Int32Array,
  nonManifoldLinks: readonly number[],
): { faceShell: Int32Array; shellCount: number } {
  const faceCount = mate.length / 3;
  const component = new Int32Array(faceCount).fill(-1);
  const queue = new Int32Array(faceCount);
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
