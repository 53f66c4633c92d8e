import { MATE_BOUNDARY, MATE_NON_MANIFOLD, type EdgeTopology } from '../topology/index.js';

export interface ShellMeasures {
  readonly volumeMm3: Float64Array;
  readonly areaMm2: Float64Array;
  readonly triangleCount: Int32Array;
  readonly isClosed: Uint8Array;
  /**
   * Per shell minX, minY, minZ, maxX, maxY, maxZ; only with two or more shells (nesting is the
   * only reader), else ±Infinity.
   */
  readonly boxes: Float64Array;
}

/**
 * Bounding box of the vertices referenced by triangles: [minX, minY, minZ, maxX, maxY, maxZ].
 * Marks used vertices first (byte writes) and then scans positions in order, instead of reading
 * 12 bytes at a random place for every corner; `isEveryVertexUsed` skips the marking.
 */
export function computeBoundingBox(
  positions: Float32Array,
  indices: Uint32Array,
  isEveryVertexUsed = false,
): Float64Array {
  if (indices.length === 0) return new Float64Array(6);
  const vertexCount = positions.length / 3;
  const used = new Uint8Array(vertexCount);
  if (isEveryVertexUsed) used.fill(1);
  else for (let i = 0; i < indices.length; i++) used[indices[i]] = 1;
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity,
    maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity;
  for (let v = 0; v < vertexCount; v++) {
    if (used[v] === 0) continue;
    const x = positions[3 * v],
      y = positions[3 * v + 1],
      z = positions[3 * v + 2];
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
    if (z < minZ) minZ = z;
    if (z > maxZ) maxZ = z;
  }
  return Float64Array.of(minX, minY, minZ, maxX, maxY, maxZ);
}

/**
 * Signed volume (divergence theorem: Σ det(v0, v1, v2) / 6, taken about `origin` to keep float64
 * cancellation small), area and bounds of every shell.
 */
export function measureShells(
  positions: Float32Array,
  indices: Uint32Array,
  topology: EdgeTopology,
  origin: ArrayLike<number>,
): ShellMeasures {
  const n = topology.shellCount;
  const volume = new Float64Array(n);
  const area = new Float64Array(n);
  const triangleCount = new Int32Array(n);
  const isClosed = new Uint8Array(n).fill(1);
  const boxes = new Float64Array(6 * n);
  for (let s = 0; s < n; s++)
    boxes.set([Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity], 6 * s);
  const ox = origin[0];
  const oy = origin[1];
  const oz = origin[2];
  const { mate, faceShell } = topology;
  const hasBoxes = n > 1;
  const mayBeOpen = topology.boundaryEdgeCount > 0 || topology.nonManifoldEdgeCount > 0;
  for (let t = 0; t < faceShell.length; t++) {
    const s = faceShell[t];
    const i0 = 3 * indices[3 * t];
    const i1 = 3 * indices[3 * t + 1];
    const i2 = 3 * indices[3 * t + 2];
    const ax = positions[i0] - ox,
      ay = positions[i0 + 1] - oy,
      az = positions[i0 + 2] - oz;
    const bx = positions[i1] - ox,
      by = positions[i1 + 1] - oy,
      bz = positions[i1 + 2] - oz;
    const cx = positions[i2] - ox,
      cy = positions[i2 + 1] - oy,
      cz = positions[i2 + 2] - oz;
    volume[s] +=
      (ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx)) / 6;
    const ux = bx - ax,
      uy = by - ay,
      uz = bz - az;
    const vx = cx - ax,
      vy = cy - ay,
      vz = cz - az;
    const nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx;
    area[s] += Math.sqrt(nx * nx + ny * ny + nz * nz) / 2;
    triangleCount[s]++;
    if (mayBeOpen) {
      for (let k = 0; k < 3; k++) {
        const m = mate[3 * t + k];
        if (m === MATE_BOUNDARY || m === MATE_NON_MANIFOLD) isClosed[s] = 0;
      }
    }
    if (hasBoxes) {
      const b = 6 * s;
      growBox(boxes, b, ax + ox, ay + oy, az + oz);
      growBox(boxes, b, bx + ox, by + oy, bz + oz);
      growBox(boxes, b, cx + ox, cy + oy, cz + oz);
    }
  }
  return { volumeMm3: volume, areaMm2: area, triangleCount, isClosed, boxes };
}

function growBox(boxes: Float64Array, b: number, x: number, y: number, z: number): void {
  if (x < boxes[b]) boxes[b] = x;
  if (y < boxes[b + 1]) boxes[b + 1] = y;
  if (z < boxes[b + 2]) boxes[b + 2] = z;
  if (x > boxes[b + 3]) boxes[b + 3] = x;
  if (y > boxes[b + 4]) boxes[b + 4] = y;
  if (z > boxes[b + 5]) boxes[b + 5] = z;
}
