import type { IndexedMesh } from '../types.js';

const CUBE_CORNERS = [
  [0, 0, 0],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
  [0, 0, 1],
  [1, 0, 1],
  [1, 1, 1],
  [0, 1, 1],
];
// Counter-clockwise seen from outside.
const CUBE_FACES = [
  [0, 2, 1],
  [0, 3, 2],
  [4, 5, 6],
  [4, 6, 7],
  [0, 1, 5],
  [0, 5, 4],
  [1, 2, 6],
  [1, 6, 5],
  [2, 3, 7],
  [2, 7, 6],
  [3, 0, 4],
  [3, 4, 7],
];

/** An axis-aligned cube [min, min+size]³, 8 vertices, 12 outward triangles (test fixture). */
export function createCube(
  sizeMm: number,
  minMm: readonly [number, number, number] = [0, 0, 0],
): IndexedMesh {
  const positions = new Float32Array(24);
  CUBE_CORNERS.forEach((c, i) => {
    for (let a = 0; a < 3; a++) positions[3 * i + a] = minMm[a] + c[a] * sizeMm;
  });
  return { positions, indices: Uint32Array.from(CUBE_FACES.flat()) };
}

/** Several meshes as one (indices shifted), optionally reversing some of them. */
export function combineMeshes(
  parts: readonly IndexedMesh[],
  reversed: readonly boolean[] = [],
): IndexedMesh {
  const vertexTotal = parts.reduce((n, m) => n + m.positions.length, 0);
  const indexTotal = parts.reduce((n, m) => n + m.indices.length, 0);
  const positions = new Float32Array(vertexTotal);
  const indices = new Uint32Array(indexTotal);
  let vOffset = 0;
  let iOffset = 0;
  parts.forEach((m, k) => {
    positions.set(m.positions, vOffset);
    for (let i = 0; i < m.indices.length; i += 3) {
      const flip = reversed[k] === true;
      indices[iOffset + i] = m.indices[i] + vOffset / 3;
      indices[iOffset + i + 1] = m.indices[i + (flip ? 2 : 1)] + vOffset / 3;
      indices[iOffset + i + 2] = m.indices[i + (flip ? 1 : 2)] + vOffset / 3;
    }
    vOffset += m.positions.length;
    iOffset += m.indices.length;
  });
  return { positions, indices };
}
