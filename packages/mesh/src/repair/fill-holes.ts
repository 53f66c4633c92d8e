import { nextHalfEdge, traceBoundaryLoops, type EdgeTopology } from '../topology/index.js';
import { triangulateLoop } from './triangulate-loop.js';

export interface HoleFilling {
  /** Added triangles (vertex ids; ids ≥ vertexCount refer to `addedPositions`). */
  readonly triangles: number[];
  readonly addedPositions: number[];
  /** Holes (connected rims) whose every loop was closed. */
  readonly closedHoleCount: number;
}

/**
 * Closes boundary loops with triangles that run each rim edge opposite to its triangle, so the
 * patch inherits the surrounding orientation. A loop that passes a vertex twice is first split
 * there into simple loops. Loops of shells marked in `skipShell` and chains that do not close
 * are left open.
 */
export function fillHoles(
  positions: Float32Array,
  indices: Uint32Array,
  topology: EdgeTopology,
  vertexCount: number,
  skipShell: Uint8Array,
): HoleFilling {
  const loops = traceBoundaryLoops(indices, topology.mate, vertexCount);
  const triangles: number[] = [];
  const addedPositions: number[] = [];
  const isHoleOpen = new Uint8Array(loops.holeCount);
  const isHoleFilled = new Uint8Array(loops.holeCount);
  for (let loop = 0; loop < loops.loopCount; loop++) {
    const hole = loops.loopHole[loop];
    const first = loops.halfEdges[loops.loopStart[loop]];
    if (!loops.isClosed[loop] || skipShell[topology.faceShell[(first / 3) | 0]]) {
      isHoleOpen[hole] = 1;
      continue;
    }
    // Reverse the rim: the patch must run every rim edge the other way round.
    const rim: number[] = [];
    for (let i = loops.loopStart[loop + 1] - 1; i >= loops.loopStart[loop]; i--) {
      rim.push(indices[nextHalfEdge(loops.halfEdges[i])]);
    }
    for (const simple of splitAtRepeatedVertices(rim)) {
      if (simple.length < 3) continue;
      const centroidId = vertexCount + addedPositions.length / 3;
      const result = triangulateLoop(positions, simple, centroidId);
      for (const v of result.triangles) triangles.push(v);
      if (result.centroid) addedPositions.push(...result.centroid);
    }
    isHoleFilled[hole] = 1;
  }
  let closedHoleCount = 0;
  for (let hole = 0; hole < loops.holeCount; hole++) {
    if (isHoleFilled[hole] && !isHoleOpen[hole]) closedHoleCount++;
  }
  return { triangles, addedPositions, closedHoleCount };
}

/** Cuts a vertex cycle into simple cycles wherever a vertex comes back. */
export function splitAtRepeatedVertices(cycle: readonly number[]): number[][] {
  const result: number[][] = [];
  const stack: number[] = [];
  const positionInStack = new Map<number, number>();
  for (const v of cycle) {
    const at = positionInStack.get(v);
    if (at === undefined) {
      positionInStack.set(v, stack.length);
      stack.push(v);
      continue;
    }
    const piece = stack.splice(at + 1);
    for (const w of piece) positionInStack.delete(w);
    result.push([v, ...piece]);
  }
  result.push(stack);
  return result;
}
