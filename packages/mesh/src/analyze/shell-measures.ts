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
  /** Triangles isDegenerateFace calls degenerate at the tolerance measureShells was given. */
  readonly degenerateFaceCount: number;
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
  // Every vertex used (the readers' weld output): no marking pass, no mark array.
  const used = isEveryVertexUsed ? null : new Uint8Array(vertexCount);
  if (used) for (let i = 0; i < indices.length; i++) used[indices[i]] = 1;
  let minX = Infinity,
    minY = Infinity,
    minZ = Infinity,
    maxX = -Infinity,
    maxY = -Infinity,
    maxZ = -Infinity;
  for (let v = 0; v < vertexCount; v++) {
    if (used !== null && used[v] === 0) continue;
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
 * cancellation small), area and bounds of every shell, and the degenerate triangles at
 * `degenerateHeightMm` (isDegenerateFace's test, in this pass over the same loaded corners).
 */
export function measureShells(
  positions: Float32Array,
  indices: Uint32Array,
  topology: EdgeTopology,
  origin: ArrayLike<number>,
  degenerateHeightMm: number,
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
  let degenerate = 0;
  const mayBeOpen = topology.boundaryEdgeCount > 0 || topology.nonManifoldEdgeCount > 0;
  for (let t = 0; t < faceShell.length; t++) {
    const s = faceShell[t];
    const i0 = 3 * indices[3 * t];
    const i1 = 3 * indices[3 * t + 1];
    const i2 = 3 * indices[3 * t + 2];
    const px = positions[i0],
      py = positions[i0 + 1],
      pz = positions[i0 + 2];
    const qx = positions[i1],
      qy = positions[i1 + 1],
      qz = positions[i1 + 2];
    const rx = positions[i2],
      ry = positions[i2 + 1],
      rz = positions[i2 + 2];
    if (i0 === i1 || i1 === i2 || i2 === i0) {
      degenerate++;
    } else {
      // isDegenerateFace's height test, written out (a call per triangle in a loop that runs
      // once per mesh costs more than the test: see scatterHalfEdges).
      const ux = qx - px,
        uy = qy - py,
        uz = qz - pz;
      const vx = rx - px,
        vy = ry - py,
        vz = rz - pz;
      const wx = vx - ux,
        wy = vy - uy,
        wz = vz - uz;
      const nx = uy * vz - uz * vy,
        ny = uz * vx - ux * vz,
        nz = ux * vy - uy * vx;
      const longest = Math.sqrt(
        Math.max(
          ux * ux + uy * uy + uz * uz,
          vx * vx + vy * vy + vz * vz,
          wx * wx + wy * wy + wz * wz,
        ),
      );
      if (Math.sqrt(nx * nx + ny * ny + nz * nz) <= degenerateHeightMm * longest) degenerate++;
    }
    const ax = px - ox,
      ay = py - oy,
      az = pz - oz;
    const bx = qx - ox,
      by = qy - oy,
      bz = qz - oz;
    const cx = rx - ox,
      cy = ry - oy,
      cz = rz - oz;
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
  return {
    volumeMm3: volume,
    areaMm2: area,
    triangleCount,
    isClosed,
    boxes,
    degenerateFaceCount: degenerate,
  };
}

function growBox(boxes: Float64Array, b: number, x: number, y: number, z: number): void {
  if (x < boxes[b]) boxes[b] = x;
  if (y < boxes[b + 1]) boxes[b + 1] = y;
  if (z < boxes[b + 2]) boxes[b + 2] = z;
  if (x > boxes[b + 3]) boxes[b + 3] = x;
  if (y > boxes[b + 4]) boxes[b + 4] = y;
  if (z > boxes[b + 5]) boxes[b + 5] = z;
}
