/**
 * Consistent orientation: breadth-first over two-triangle edges, each neighbour is flipped so
 * that it runs the shared edge opposite to the current triangle. The lowest triangle of each
 * component keeps its orientation (the outward decision is made later per shell).
 * Returns 1 per triangle that must be flipped.
 */
export function orientFacesConsistently(indices: Uint32Array, mate: Int32Array): Uint8Array {
  const faceCount = indices.length / 3;
  const flip = new Uint8Array(faceCount);
  const visited = new Uint8Array(faceCount);
  const queue = new Int32Array(faceCount);
  for (let seed = 0; seed < faceCount; seed++) {
    if (visited[seed]) continue;
    visited[seed] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = seed;
    while (head < tail) {
      const f = queue[head++];
      for (let k = 0; k < 3; k++) {
        const h = 3 * f + k;
        const m = mate[h];
        if (m < 0) continue;
        const g = (m / 3) | 0;
        if (visited[g]) continue;
        visited[g] = 1;
        // Same start vertex means both triangles run the edge in the same direction.
        flip[g] = flip[f] ^ (indices[h] === indices[m] ? 1 : 0);
        queue[tail++] = g;
      }
    }
  }
  return flip;
}

/** Reverses triangle t in place (swaps its second and third corner). */
export function flipFace(indices: Uint32Array, t: number): void {
  const b = indices[3 * t + 1];
  indices[3 * t + 1] = indices[3 * t + 2];
  indices[3 * t + 2] = b;
}
