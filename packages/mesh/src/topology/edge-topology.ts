import { giveSpareBuffer, takeScratchInt32 } from './spare-memory.js';
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

/** End of a bucket's list of half-edges (kept in `mate` until the bucket is grouped). */
const LIST_END = -1;

/**
 * Builds edge adjacency by grouping half-edges by their smaller vertex: one pass links every
 * proper half-edge into its low vertex's list (the links live in `mate` itself, so the grouping
 * needs no array per half-edge), then each list is copied into a small scratch bucket with its
 * sort keys (2 · larger vertex + direction bit), insertion-sorted (buckets are vertex degrees,
 * ~6) and grouped into mates. O(n), no hashing, no allocation per edge. Fresh memory is the
 * dearest thing a one-shot pass touches (every new page is a page fault), and a bucket's
 * half-edges come from neighbouring triangles still in the cache. Shells are unions over every
 * shared edge, manifold or not.
 * `indices` must hold canonical vertex ids below `vertexCount` (< 2^30).
 */
export function buildEdgeTopology(indices: Uint32Array, vertexCount: number): EdgeTopology {
  const mate = new Int32Array(indices.length);
  // Scratch: the weld's hash table when it is spare (see spare-memory.ts).
  const head = takeScratchInt32(vertexCount).fill(LIST_END);
  const degenerateHalfEdgeCount = linkHalfEdgesByLowVertex(indices, head, mate);
  let order = new Int32Array(64);
  let keys = new Uint32Array(64);
  // Faces joined through non-manifold edges, as pairs; manifold joins are found through `mate`.
  const nonManifoldLinks: number[] = [];
  let boundaryEdgeCount = 0;
  let nonManifoldEdgeCount = 0;
  let inconsistentEdgeCount = 0;
  for (let v = 0; v < vertexCount; v++) {
    // The bucket with its keys (written out: see linkHalfEdgesByLowVertex): the other end of
    // each half-edge (one of its ends is v) and whether the half-edge runs down to v.
    let n = 0;
    for (let h = head[v]; h !== LIST_END; h = mate[h]) {
      if (n === order.length) {
        order = growInt32(order);
        keys = growUint32(keys);
      }
      const a = indices[h];
      const b = indices[h % 3 === 2 ? h - 2 : h + 1];
      order[n] = h;
      keys[n] = a === v ? b * 2 : a * 2 + 1;
      n++;
    }
    // Insertion sort by key, stable: equal keys stay in half-edge order.
    for (let i = 1; i < n; i++) {
      const h = order[i];
      const key = keys[i];
      let j = i - 1;
      while (j >= 0 && keys[j] > key) {
        order[j + 1] = order[j];
        keys[j + 1] = keys[j];
        j--;
      }
      order[j + 1] = h;
      keys[j + 1] = key;
    }
    let i = 0;
    while (i < n) {
      const hi = keys[i] >>> 1;
      let j = i + 1;
      while (j < n && keys[j] >>> 1 === hi) j++;
      const count = j - i;
      if (count === 2) {
        const h1 = order[i];
        const h2 = order[i + 1];
        mate[h1] = h2;
        mate[h2] = h1;
        // Equal direction bits: both triangles run the edge the same way.
        if (keys[i] === keys[i + 1]) inconsistentEdgeCount++;
      } else if (count === 1) {
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
  giveSpareBuffer(head.buffer);
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

/** A full ring queue whose oldest entry is at slot (head & mask), copied in order into one twice its size. */
function unrollRing(queue: Int32Array, head: number): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(queue.length * 2);
  const start = head & (queue.length - 1);
  grown.set(queue.subarray(start));
  grown.set(queue.subarray(0, start), queue.length - start);
  return grown;
}

function growInt32(array: Int32Array): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}

function growUint32(array: Uint32Array): Uint32Array<ArrayBuffer> {
  const grown = new Uint32Array(array.length * 2);
  grown.set(array);
  return grown;
}

/**
 * Links every proper half-edge into the list of its low vertex (head[v], then mate[h] as the
 * next link), in increasing half-edge order: the triangles are walked from the last and each
 * half-edge is put in front. Degenerate half-edges get their mate code instead. Returns how
 * many there are. Written out per corner: this loop runs once per mesh, so V8 runs it as
 * on-stack-replaced code that inlines little, and a call per half-edge cost a third of it.
 */
function linkHalfEdgesByLowVertex(indices: Uint32Array, head: Int32Array, mate: Int32Array) {
  let degenerate = 0;
  for (let h = indices.length - 3; h >= 0; h -= 3) {
    const a = indices[h];
    const b = indices[h + 1];
    const c = indices[h + 2];
    if (c === a) {
      mate[h + 2] = MATE_DEGENERATE;
      degenerate++;
    } else {
      const low = c < a ? c : a;
      mate[h + 2] = head[low];
      head[low] = h + 2;
    }
    if (b === c) {
      mate[h + 1] = MATE_DEGENERATE;
      degenerate++;
    } else {
      const low = b < c ? b : c;
      mate[h + 1] = head[low];
      head[low] = h + 1;
    }
    if (a === b) {
      mate[h] = MATE_DEGENERATE;
      degenerate++;
    } else {
      const low = a < b ? a : b;
      mate[h] = head[low];
      head[low] = h;
    }
  }
  return degenerate;
}

/** Initial room of labelShells' queue, in faces (a power of two). */
const QUEUE_START_LENGTH = 4096;

/**
 * Shells numbered by their first triangle: a breadth-first walk over two-triangle edges labels
 * edge-connected components (a queue over a byte-sized visited test instead of two root
 * searches per edge), then components joined at non-manifold edges are merged. The queue is a
 * ring that doubles when full: it holds the walk's front (a few thousand faces on a large
 * mesh), not every face, so it touches a few pages instead of 4 bytes per face of fresh memory;
 * the labels go into the spare buffer when there is one (see spare-memory.ts).
 */
function labelShells(
  mate: Int32Array,
  nonManifoldLinks: readonly number[],
): { faceShell: Int32Array; shellCount: number } {
  const faceCount = mate.length / 3;
  const component = takeScratchInt32(faceCount).fill(-1);
  let queue = new Int32Array(QUEUE_START_LENGTH);
  let mask = queue.length - 1;
  let componentCount = 0;
  for (let seed = 0; seed < faceCount; seed++) {
    if (component[seed] !== -1) continue;
    const id = componentCount++;
    component[seed] = id;
    // head and tail count faces taken and put; their slots are (count & mask).
    let head = 0;
    let tail = 0;
    queue[tail++ & mask] = seed;
    while (head < tail) {
      const h = 3 * queue[head++ & mask];
      for (let k = 0; k < 3; k++) {
        const m = mate[h + k];
        if (m < 0) continue;
        const g = (m / 3) | 0;
        if (component[g] === -1) {
          component[g] = id;
          if (tail - head === queue.length) {
            queue = unrollRing(queue, head);
            mask = queue.length - 1;
            tail -= head;
            head = 0;
          }
          queue[tail++ & mask] = g;
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
