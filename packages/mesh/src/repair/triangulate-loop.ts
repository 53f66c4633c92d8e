/** Above this many corners ear clipping (O(n²)) gives way to a centroid fan. */
const MAX_EAR_CLIPPING_CORNERS = 2000;

export interface LoopTriangulation {
  /** Triangles as vertex ids; id `centroidId` refers to the added centroid vertex. */
  readonly triangles: number[];
  /** The added vertex (xyz) when a centroid fan was used, else null. */
  readonly centroid: readonly [number, number, number] | null;
}

/**
 * Triangulates a simple closed polygon of vertex ids (the order gives the wanted normal by the
 * right-hand rule). Ear clipping in the polygon's best-fit plane (Newell normal); if the
 * projection has no ear left (a strongly non-planar or self-overlapping loop) or the loop is
 * huge, the rest is closed by a fan around an added centroid vertex.
 */
export function triangulateLoop(
  positions: Float32Array,
  loop: readonly number[],
  centroidId: number,
): LoopTriangulation {
  const n = loop.length;
  if (n === 3) return { triangles: [loop[0], loop[1], loop[2]], centroid: null };
  let nx = 0,
    ny = 0,
    nz = 0;
  for (let i = 0; i < n; i++) {
    const p = 3 * loop[i];
    const q = 3 * loop[(i + 1) % n];
    nx += (positions[p + 1] - positions[q + 1]) * (positions[p + 2] + positions[q + 2]);
    ny += (positions[p + 2] - positions[q + 2]) * (positions[p] + positions[q]);
    nz += (positions[p] - positions[q]) * (positions[p + 1] + positions[q + 1]);
  }
  const len = Math.hypot(nx, ny, nz);
  if (len === 0 || n > MAX_EAR_CLIPPING_CORNERS)
    return fanAroundCentroid(positions, loop, centroidId);
  const [ux, uy, uz, vx, vy, vz] = planeBasis(nx / len, ny / len, nz / len);
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const p = 3 * loop[i];
    xs[i] = positions[p] * ux + positions[p + 1] * uy + positions[p + 2] * uz;
    ys[i] = positions[p] * vx + positions[p + 1] * vy + positions[p + 2] * vz;
  }
  const remaining = Array.from({ length: n }, (_, i) => i);
  const triangles: number[] = [];
  let misses = 0;
  let i = 0;
  while (remaining.length > 3) {
    const m = remaining.length;
    const a = remaining[(i + m - 1) % m];
    const b = remaining[i % m];
    const c = remaining[(i + 1) % m];
    if (isEar(xs, ys, remaining, a, b, c)) {
      triangles.push(loop[a], loop[b], loop[c]);
      remaining.splice(i % m, 1);
      misses = 0;
    } else {
      i++;
      if (++misses > m) {
        const rest = fanAroundCentroid(
          positions,
          remaining.map((k) => loop[k]),
          centroidId,
        );
        return { triangles: triangles.concat(rest.triangles), centroid: rest.centroid };
      }
    }
  }
  triangles.push(loop[remaining[0]], loop[remaining[1]], loop[remaining[2]]);
  return { triangles, centroid: null };
}

function planeBasis(nx: number, ny: number, nz: number): number[] {
  // Any unit vector not parallel to n, then u = a × n, v = n × u (so u × v = n).
  const [ax, ay, az] = Math.abs(nx) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  let ux = ay * nz - az * ny,
    uy = az * nx - ax * nz,
    uz = ax * ny - ay * nx;
  const ul = Math.hypot(ux, uy, uz);
  ux /= ul;
  uy /= ul;
  uz /= ul;
  return [ux, uy, uz, ny * uz - nz * uy, nz * ux - nx * uz, nx * uy - ny * ux];
}

function cross2(xs: Float64Array, ys: Float64Array, a: number, b: number, c: number): number {
  return (xs[b] - xs[a]) * (ys[c] - ys[a]) - (ys[b] - ys[a]) * (xs[c] - xs[a]);
}

function isEar(
  xs: Float64Array,
  ys: Float64Array,
  remaining: number[],
  a: number,
  b: number,
  c: number,
): boolean {
  if (cross2(xs, ys, a, b, c) <= 0) return false;
  for (const p of remaining) {
    if (p === a || p === b || p === c) continue;
    if (
      cross2(xs, ys, a, b, p) >= 0 &&
      cross2(xs, ys, b, c, p) >= 0 &&
      cross2(xs, ys, c, a, p) >= 0
    )
      return false;
  }
  return true;
}

function fanAroundCentroid(
  positions: Float32Array,
  loop: readonly number[],
  centroidId: number,
): LoopTriangulation {
  let cx = 0,
    cy = 0,
    cz = 0;
  for (const v of loop) {
    cx += positions[3 * v];
    cy += positions[3 * v + 1];
    cz += positions[3 * v + 2];
  }
  const n = loop.length;
  const triangles: number[] = [];
  for (let i = 0; i < n; i++) triangles.push(loop[i], loop[(i + 1) % n], centroidId);
  return { triangles, centroid: [cx / n, cy / n, cz / n] };
}
