/** Default: a triangle lower than 1e-9 of the model's diagonal has no area worth printing. */
export const DEFAULT_DEGENERATE_HEIGHT_RELATIVE = 1e-9;

/** The default height tolerance of a mesh with bounds [minX, minY, minZ, maxX, maxY, maxZ]. */
export function defaultDegenerateHeight(box: ArrayLike<number>): number {
  const dx = box[3] - box[0];
  const dy = box[4] - box[1];
  const dz = box[5] - box[2];
  return DEFAULT_DEGENERATE_HEIGHT_RELATIVE * Math.sqrt(dx * dx + dy * dy + dz * dz);
}

/**
 * Whether triangle t has a repeated vertex or a height (2·area / longest edge) of at most
 * `heightToleranceMm`. Pass canonical indices so that coincident corners count as repeated.
 */
export function isDegenerateFace(
  positions: Float32Array,
  indices: Uint32Array,
  t: number,
  heightToleranceMm: number,
): boolean {
  const i0 = indices[3 * t];
  const i1 = indices[3 * t + 1];
  const i2 = indices[3 * t + 2];
  if (i0 === i1 || i1 === i2 || i2 === i0) return true;
  const a = 3 * i0,
    b = 3 * i1,
    c = 3 * i2;
  const ux = positions[b] - positions[a],
    uy = positions[b + 1] - positions[a + 1],
    uz = positions[b + 2] - positions[a + 2];
  const vx = positions[c] - positions[a],
    vy = positions[c + 1] - positions[a + 1],
    vz = positions[c + 2] - positions[a + 2];
  const wx = vx - ux,
    wy = vy - uy,
    wz = vz - uz;
  const nx = uy * vz - uz * vy,
    ny = uz * vx - ux * vz,
    nz = ux * vy - uy * vx;
  const doubleArea = Math.sqrt(nx * nx + ny * ny + nz * nz);
  const longest = Math.sqrt(
    Math.max(ux * ux + uy * uy + uz * uz, vx * vx + vy * vy + vz * vz, wx * wx + wy * wy + wz * wz),
  );
  return doubleArea <= heightToleranceMm * longest;
}

/** isDegenerateFace over every triangle, written out (one pass per mesh: see scatterHalfEdges). */
export function countDegenerateFaces(
  positions: Float32Array,
  indices: Uint32Array,
  heightToleranceMm: number,
): number {
  let count = 0;
  for (let i = 0; i < indices.length; i += 3) {
    const i0 = indices[i];
    const i1 = indices[i + 1];
    const i2 = indices[i + 2];
    if (i0 === i1 || i1 === i2 || i2 === i0) {
      count++;
      continue;
    }
    const a = 3 * i0,
      b = 3 * i1,
      c = 3 * i2;
    const ux = positions[b] - positions[a],
      uy = positions[b + 1] - positions[a + 1],
      uz = positions[b + 2] - positions[a + 2];
    const vx = positions[c] - positions[a],
      vy = positions[c + 1] - positions[a + 1],
      vz = positions[c + 2] - positions[a + 2];
    const wx = vx - ux,
      wy = vy - uy,
      wz = vz - uz;
    const nx = uy * vz - uz * vy,
      ny = uz * vx - ux * vz,
      nz = ux * vy - uy * vx;
    const doubleArea = Math.sqrt(nx * nx + ny * ny + nz * nz);
    const longest = Math.sqrt(
      Math.max(
        ux * ux + uy * uy + uz * uz,
        vx * vx + vy * vy + vz * vz,
        wx * wx + wy * wy + wz * wz,
      ),
    );
    if (doubleArea <= heightToleranceMm * longest) count++;
  }
  return count;
}
