import type { EdgeTopology } from './edge-topology.js';

/**
 * The topology after reversing some triangles, without sorting edges again: reversing triangle
 * t = (v0, v1, v2) into (v0, v2, v1) keeps every edge and its triangles, only half-edge 3t + k
 * now runs the edge that 3t + (2 − k) ran before. So mates are renumbered, shells and boundary
 * and non-manifold counts stay, and only the inconsistent edges are counted again.
 * `indices` are the indices after flipping, `flipped` has 1 per reversed triangle.
 */
export function flipEdgeTopology(
  topology: EdgeTopology,
  indices: Uint32Array,
  flipped: Uint8Array,
): EdgeTopology {
  const before = topology.mate;
  const mate = new Int32Array(before.length);
  for (let h = 0; h < mate.length; h++) {
    const t = (h / 3) | 0;
    const old = flipped[t] === 1 ? 6 * t + 2 - h : h;
    const m = before[old];
    if (m < 0) {
      mate[h] = m;
    } else {
      const u = (m / 3) | 0;
      mate[h] = flipped[u] === 1 ? 6 * u + 2 - m : m;
    }
  }
  let inconsistentEdgeCount = 0;
  for (let h = 0; h < mate.length; h++) {
    const m = mate[h];
    // Same start vertex: both triangles run the edge the same way. Each pair counted once.
    if (m > h && indices[h] === indices[m]) inconsistentEdgeCount++;
  }
  return { ...topology, mate, inconsistentEdgeCount };
}
