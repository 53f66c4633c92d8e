/**
 * Small generated solids with known dimensions, for tests and benchmarks of thickness and
 * rendering. Orientation follows the buffer contract: counter-clockwise seen from outside.
 */
import type { IndexedMesh } from '../types.js';

type Vec3 = readonly [number, number, number];

// Corner k of a box has x from bit 0, y from bit 1, z from bit 2.
const BOX_FACES: readonly (readonly [number, number, number, number])[] = [
  [0, 2, 3, 1], // z-
  [4, 5, 7, 6], // z+
  [0, 1, 5, 4], // y-
  [2, 6, 7, 3], // y+
  [0, 4, 6, 2], // x-
  [1, 3, 7, 5], // x+
];

/** Axis-aligned box from `min` to `max` (mm), 8 vertices and 12 triangles. */
export function createBoxMesh(min: Vec3, max: Vec3, isInsideOut = false): IndexedMesh {
  const positions = new Float32Array(24);
  for (let k = 0; k < 8; k++) {
    positions[3 * k] = k & 1 ? max[0] : min[0];
    positions[3 * k + 1] = k & 2 ? max[1] : min[1];
    positions[3 * k + 2] = k & 4 ? max[2] : min[2];
  }
  const indices = new Uint32Array(36);
  BOX_FACES.forEach(([a, b, c, d], f) => {
    const quad = isInsideOut ? [a, d, c, c, b, a] : [a, b, c, c, d, a];
    indices.set(quad, 6 * f);
  });
  return { positions, indices };
}

/** Concatenates meshes into one (no welding). */
export function mergeMeshes(meshes: readonly IndexedMesh[]): IndexedMesh {
  const vertexTotal = meshes.reduce((n, m) => n + m.positions.length, 0);
  const indexTotal = meshes.reduce((n, m) => n + m.indices.length, 0);
  const positions = new Float32Array(vertexTotal);
  const indices = new Uint32Array(indexTotal);
  let vertexOffset = 0;
  let indexOffset = 0;
  for (const m of meshes) {
    positions.set(m.positions, vertexOffset);
    for (let i = 0; i < m.indices.length; i++)
      indices[indexOffset + i] = m.indices[i] + vertexOffset / 3;
    vertexOffset += m.positions.length;
    indexOffset += m.indices.length;
  }
  return { positions, indices };
}

/** Closed hollow box: outer box `sizeMm` from the origin, walls `wallMm` thick all round. */
export function createHollowBoxMesh(sizeMm: Vec3, wallMm: number): IndexedMesh {
  const outer = createBoxMesh([0, 0, 0], sizeMm);
  const inner = createBoxMesh(
    [wallMm, wallMm, wallMm],
    [sizeMm[0] - wallMm, sizeMm[1] - wallMm, sizeMm[2] - wallMm],
    true,
  );
  return mergeMeshes([outer, inner]);
}
