/**
 * Deterministic, area-weighted choice of the points where wall thickness is measured.
 *
 * Every sample is a uniformly random point of the surface region it stands for, so the
 * area-weighted statistics are unbiased. (Centroids are not: on the long strip triangles of CAD
 * exports they never come near a wall's edges, and under-counted thin area by a factor of four
 * on the 3DBenchy gunwale.)
 *
 * - Small meshes (3 × triangles ≤ maxRays): m samples in each corner's third of every triangle
 *   (the points nearest to that corner), m = maxRays / (3 × triangles) capped at 16, so pictures
 *   can show thickness changing across long triangles and low-poly CAD meshes still get enough
 *   samples for their statistics.
 * - Medium meshes (triangles ≤ maxRays): one sample per triangle.
 * - Large meshes: `maxRays` samples by systematic sampling over the cumulative triangle area,
 *   so every sample stands for the same share of surface.
 *
 * A seeded PRNG makes the same input always yield the same samples.
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
  /**
   * m > 0 when every triangle (degenerate too) has m samples per corner: sample 3m·t + j lies in
   * the third of triangle t nearest to corner j mod 3. 0 otherwise.
   */
  readonly samplesPerCorner: number;
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

/** Writes the point with barycentrics (wa, wb, wc) of triangle t to out[3 * at]. */
function writePoint(
  mesh: IndexedMesh,
  t: number,
  bary: Float64Array,
  out: Float64Array,
  at: number,
): void {
  const { positions: p, indices: ix } = mesh;
  const a = ix[3 * t] * 3;
  const b = ix[3 * t + 1] * 3;
  const c = ix[3 * t + 2] * 3;
  for (let k = 0; k < 3; k++)
    out[3 * at + k] = bary[0] * p[a + k] + bary[1] * p[b + k] + bary[2] * p[c + k];
}

/**
 * Uniform random barycentrics: (1 - √r1, √r1 (1 - r2), √r1 r2). With `corner` ≥ 0 the largest
 * weight is swapped onto that corner, which maps the uniform point onto a uniform point of the
 * corner's third of the triangle (a permutation of barycentrics preserves area).
 */
function drawBarycentric(random: () => number, corner: number, out: Float64Array): Float64Array {
  const s = Math.sqrt(random());
  const r2 = random();
  out[0] = 1 - s;
  out[1] = s * (1 - r2);
  out[2] = s * r2;
  if (corner >= 0) {
    const largest = out[0] >= out[1] ? (out[0] >= out[2] ? 0 : 2) : out[1] >= out[2] ? 1 : 2;
    const kept = out[corner];
    out[corner] = out[largest];
    out[largest] = kept;
  }
  return out;
}

function samplePerTriangle(
  mesh: IndexedMesh,
  areas: Float64Array,
  totalAreaMm2: number,
  random: () => number,
  samplesPerCorner: number,
): SurfaceSamples {
  // samplesPerCorner 0: one sample per non-degenerate triangle, not tied to a corner.
  const perTriangle = Math.max(1, 3 * samplesPerCorner);
  const isPerCorner = samplesPerCorner > 0;
  let n = 0;
  for (let t = 0; t < areas.length; t++) if (isPerCorner || areas[t] > 0) n += perTriangle;
  const triangle = new Uint32Array(n);
  const point = new Float64Array(n * 3);
  const areaMm2 = new Float64Array(n);
  const bary = new Float64Array(3);
  let i = 0;
  for (let t = 0; t < areas.length; t++) {
    if (!isPerCorner && !(areas[t] > 0)) continue;
    for (let k = 0; k < perTriangle; k++, i++) {
      triangle[i] = t;
      areaMm2[i] = areas[t] / perTriangle;
      writePoint(mesh, t, drawBarycentric(random, isPerCorner ? k % 3 : -1, bary), point, i);
    }
  }
  return { triangle, point, areaMm2, totalAreaMm2, isSampled: false, samplesPerCorner };
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
  const random = createRandom(seed);
  const perCorner = Math.min(16, Math.floor(maxRays / (3 * areas.length)));
  if (perCorner >= 1) return samplePerTriangle(mesh, areas, totalAreaMm2, random, perCorner);
  if (usable <= maxRays) return samplePerTriangle(mesh, areas, totalAreaMm2, random, 0);
  const triangle = new Uint32Array(maxRays);
  const point = new Float64Array(maxRays * 3);
  const areaMm2 = new Float64Array(maxRays).fill(totalAreaMm2 / maxRays);
  const strideMm2 = totalAreaMm2 / maxRays;
  const bary = new Float64Array(3);
  let t = 0;
  let cumulativeMm2 = areas[0];
  for (let i = 0; i < maxRays; i++) {
    const targetMm2 = (i + random()) * strideMm2;
    while (cumulativeMm2 < targetMm2 && t < areas.length - 1) cumulativeMm2 += areas[++t];
    while (!(areas[t] > 0) && t < areas.length - 1) cumulativeMm2 += areas[++t];
    triangle[i] = t;
    writePoint(mesh, t, drawBarycentric(random, -1, bary), point, i);
  }
  return { triangle, point, areaMm2, totalAreaMm2, isSampled: true, samplesPerCorner: 0 };
}
