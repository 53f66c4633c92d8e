import { MATE_BOUNDARY, nextHalfEdge } from './edge-topology.js';
import { createUnionFind, findRoot, unionSets } from './union-find.js';

/** Boundary half-edges chained into loops, in the direction their triangles run them. */
export interface BoundaryLoops {
  readonly loopCount: number;
  /** Loop i holds halfEdges[loopStart[i] .. loopStart[i + 1]). */
  readonly loopStart: Int32Array;
  readonly halfEdges: Int32Array;
  /** 1 when the chain came back to its first vertex, 0 when it ran into a dead end. */
  readonly isClosed: Uint8Array;
  /**
   * Holes: loops that touch at a vertex (a pinched rim, e.g. two missing triangles meeting at a
   * corner) form one hole. `loopHole[i]` is the hole of loop i, numbered by first loop.
   */
  readonly holeCount: number;
  readonly loopHole: Int32Array;
}

/**
 * Follows boundary half-edges head to tail. Where several boundary half-edges leave one vertex
 * (a pinched rim) the lowest unused one is taken, so the result is deterministic; a chain stops
 * as soon as it returns to its first vertex.
 */
export function traceBoundaryLoops(
  indices: Uint32Array,
  mate: Int32Array,
  vertexCount: number,
): BoundaryLoops {
  const outStart = new Int32Array(vertexCount + 1);
  let boundaryCount = 0;
  for (let h = 0; h < mate.length; h++) {
    if (mate[h] === MATE_BOUNDARY) {
      outStart[indices[h] + 1]++;
      boundaryCount++;
    }
  }
  if (boundaryCount === 0) {
    return {
      loopCount: 0,
      loopStart: new Int32Array(1),
      halfEdges: new Int32Array(0),
      isClosed: new Uint8Array(0),
      holeCount: 0,
      loopHole: new Int32Array(0),
    };
  }
  for (let v = 0; v < vertexCount; v++) outStart[v + 1] += outStart[v];
  const outgoing = new Int32Array(boundaryCount);
  const cursor = outStart.slice(0, vertexCount);
  for (let h = 0; h < mate.length; h++) {
    if (mate[h] === MATE_BOUNDARY) outgoing[cursor[indices[h]]++] = h;
  }
  const used = new Uint8Array(boundaryCount);
  const halfEdges = new Int32Array(boundaryCount);
  const loopStarts: number[] = [0];
  const closed: number[] = [];
  let written = 0;
  for (let slot = 0; slot < boundaryCount; slot++) {
    if (used[slot]) continue;
    used[slot] = 1;
    const first = outgoing[slot];
    const firstVertex = indices[first];
    halfEdges[written++] = first;
    let isClosed = 0;
    let vertex = indices[nextHalfEdge(first)];
    for (;;) {
      if (vertex === firstVertex) {
        isClosed = 1;
        break;
      }
      let found = -1;
      for (let k = outStart[vertex]; k < outStart[vertex + 1]; k++) {
        if (!used[k]) {
          found = k;
          break;
        }
      }
      if (found === -1) break;
      used[found] = 1;
      const h = outgoing[found];
      halfEdges[written++] = h;
      vertex = indices[nextHalfEdge(h)];
    }
    loopStarts.push(written);
    closed.push(isClosed);
  }
  const loopStart = Int32Array.from(loopStarts);
  const { loopHole, holeCount } = groupLoopsIntoHoles(indices, loopStart, halfEdges, vertexCount);
  return {
    loopCount: closed.length,
    loopStart,
    halfEdges,
    isClosed: Uint8Array.from(closed),
    holeCount,
    loopHole,
  };
}

function groupLoopsIntoHoles(
  indices: Uint32Array,
  loopStart: Int32Array,
  halfEdges: Int32Array,
  vertexCount: number,
): { loopHole: Int32Array; holeCount: number } {
  const loopCount = loopStart.length - 1;
  const parent = createUnionFind(loopCount);
  const loopAtVertex = new Int32Array(vertexCount).fill(-1);
  for (let loop = 0; loop < loopCount; loop++) {
    for (let i = loopStart[loop]; i < loopStart[loop + 1]; i++) {
      const v = indices[halfEdges[i]];
      if (loopAtVertex[v] === -1) loopAtVertex[v] = loop;
      else unionSets(parent, loopAtVertex[v], loop);
    }
  }
  const loopHole = new Int32Array(loopCount);
  let holeCount = 0;
  for (let loop = 0; loop < loopCount; loop++) {
    const root = findRoot(parent, loop);
    loopHole[loop] = root === loop ? holeCount++ : loopHole[root];
  }
  return { loopHole, holeCount };
}
