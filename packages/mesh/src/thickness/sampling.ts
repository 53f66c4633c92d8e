/**
 * Deterministic, area-weighted choice of the points where wall thickness is measured.
 *
 * Small meshes (3 × triangles ≤ maxRays) get three samples per triangle, one near each corner
 * (barycentric 2/3, 1/6, 1/6), so pictures can show how thickness changes across long strip
 * triangles. Medium meshes get one sample at each centroid. Meshes with more non-degenerate
 * triangles than `maxRays` get `maxRays` samples by systematic sampling over the cumulative
 * triangle area (one uniform offset per stratum from a seeded PRNG), so every sample stands
 * for the same share of surface and the same input always yields the same samples.
 */
import type { IndexedMesh } from '../types.js';

export interface SurfaceSamples {
  /** Triangle each sample lies on. */
  readonly triangle: Uint32Array;
  /** Sample point, xyz per sample, mm. */
  readonly point: Float64Array;
  /** Surface area (mm², scale 1) each sample stands for. */
  readonly areaMm2: Float64Array;
  /** Sum of all triangle areas, mm². */
  readonly totalAreaMm2: number;
  /** True when fewer samples than triangles were taken. */
  readonly isSampled: boolean;
  /** True when sample 3t + k lies near corner k of triangle t (all triangles, degenerate too). */
  readonly isPerCorner: boolean;
}

/** Mulberry32: tiny, fast, good enough to place samples; never used for anything secret. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Area of every triangle in mm² (float64 sums). */
export function computeTriangleAreasMm2(mesh: IndexedMesh): Float64Array {
  const { positions: p, indices: ix } = mesh;
  const triangleCount = ix.length / 3;
  const areas = new Float64Array(triangleCount);
  for (let t = 0; t < triangleCount; t++) {
    const a = ix[3 * t] * 3;
    const b = ix[3 * t + 1] * 3;
    const c = ix[3 * t + 2] * 3;
    const ux = p[b] - p[a];
    const uy = p[b + 1] - p[a + 1];
    const uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a];
    const vy = p[c + 1] - p[a + 1];
    const vz = p[c + 2] - p[a + 2];
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    areas[t] = 0.5 * Math.sqrt(nx * nx + ny * ny + nz * nz);
  }
  return areas;
}

function writePoint(
  mesh: IndexedMesh,
  t: number,
  r1: number,
  r2: number,
  out: Float64Array,
  at: number,
): void {
  const { positions: p, indices: ix } = mesh;
  const a = ix[3 * t] * 3;
  const b = ix[3 * t + 1] * 3;
  const c = ix[3 * t + 2] * 3;
  // Uniform point in a triangle: (1 - √r1, √r1 (1 - r2), √r1 r2) barycentrics.
  const s = Math.sqrt(r1);
  const wa = 1 - s;
  const wb = s * (1 - r2);
  const wc = s * r2;
  for (let k = 0; k < 3; k++) out[3 * at + k] = wa * p[a + k] + wb * p[b + k] + wc * p[c + k];
}

function sampleCorners(
  mesh: IndexedMesh,
  areas: Float64Array,
  totalAreaMm2: number,
): SurfaceSamples {
  const n = areas.length * 3;
  const triangle = new Uint32Array(n);
  const point = new Float64Array(n * 3);
  const areaMm2 = new Float64Array(n);
  // (r1, r2) for barycentrics (2/3, 1/6, 1/6), (1/6, 2/3, 1/6), (1/6, 1/6, 2/3).
  const corners = [
    [1 / 9, 0.5],
    [25 / 36, 0.2],
    [25 / 36, 0.8],
  ] as const;
  for (let t = 0; t < areas.length; t++) {
    for (let k = 0; k < 3; k++) {
      const i = 3 * t + k;
      triangle[i] = t;
      areaMm2[i] = areas[t] / 3;
      writePoint(mesh, t, corners[k][0], corners[k][1], point, i);
    }
  }
  return { triangle, point, areaMm2, totalAreaMm2, isSampled: false, isPerCorner: true };
}

/**
 * Chooses the measuring points. Degenerate triangles (area 0) never get a sample.
 * `maxRays` must be ≥ 1; `seed` fixes the sample positions of large meshes.
 */
export function sampleSurface(mesh: IndexedMesh, maxRays: number, seed: number): SurfaceSamples {
  const areas = computeTriangleAreasMm2(mesh);
  let totalAreaMm2 = 0;
  let usable = 0;
  for (let t = 0; t < areas.length; t++) {
    totalAreaMm2 += areas[t];
    if (areas[t] > 0) usable++;
  }
  if (3 * areas.length <= maxRays) return sampleCorners(mesh, areas, totalAreaMm2);
  if (usable <= maxRays) {
    const triangle = new Uint32Array(usable);
    const point = new Float64Array(usable * 3);
    const areaMm2 = new Float64Array(usable);
    let n = 0;
    for (let t = 0; t < areas.length; t++) {
      if (!(areas[t] > 0)) continue;
      triangle[n] = t;
      areaMm2[n] = areas[t];
      // r1 = 4/9, r2 = 1/2 gives barycentrics (1/3, 1/3, 1/3): the centroid.
      writePoint(mesh, t, 4 / 9, 0.5, point, n);
      n++;
    }
    return { triangle, point, areaMm2, totalAreaMm2, isSampled: false, isPerCorner: false };
  }
  const random = createRandom(seed);
  const triangle = new Uint32Array(maxRays);
  const point = new Float64Array(maxRays * 3);
  const areaMm2 = new Float64Array(maxRays).fill(totalAreaMm2 / maxRays);
  const strideMm2 = totalAreaMm2 / maxRays;
  let t = 0;
  let cumulativeMm2 = areas[0];
  for (let i = 0; i < maxRays; i++) {
    const targetMm2 = (i + random()) * strideMm2;
    while (cumulativeMm2 < targetMm2 && t < areas.length - 1) cumulativeMm2 += areas[++t];
    while (!(areas[t] > 0) && t < areas.length - 1) cumulativeMm2 += areas[++t];
    triangle[i] = t;
    writePoint(mesh, t, random(), random(), point, i);
  }
  return { triangle, point, areaMm2, totalAreaMm2, isSampled: true, isPerCorner: false };
}
