/**
 * One truth about walls (issue 13 point 4): the thinnest wall a customer reads and the picture
 * that shows it come from the same per-triangle values. The picture colours each triangle by
 * its display thickness (the smoothed value, the triangle's own rays where that is missing); the
 * reported thinnest wall is the area-weighted robust minimum of exactly those values, so every
 * mode whose minimum lies above it paints at least that share of the surface red — a thin-wall
 * message always has its highlighted area.
 */
import type { IndexedMesh } from '../types.js';
import type { WallThickness } from './wall-thickness.js';

/** Default share of the measured surface below the reported thinnest wall (1st percentile). */
export const WALL_FINDING_SHARE = 0.01;

export interface WallFinding {
  /**
   * Robust thinnest wall of the picture values, mm at scale 1: the largest value such that at
   * most `share` of the measured area is thinner. Null when nothing was measured or the value
   * is not a positive number (a 0 mm wall is never reported).
   */
  readonly thinnestWallMm: number | null;
  /** Surface whose picture value is ≤ thinnestWallMm, mm² at scale 1 (> 0 whenever reported). */
  readonly thinAreaMm2: number;
  /** Surface with a picture value (not grey), mm² at scale 1. */
  readonly measuredAreaMm2: number;
}

/**
 * Per triangle, what the wall-thickness picture shows (mm at scale 1; NaN = grey): the display
 * value, the triangle's own rays where there is none.
 */
export function pictureThicknessPerTriangle(wt: WallThickness): Float32Array {
  const out = new Float32Array(wt.triangleCount);
  for (let t = 0; t < out.length; t++) {
    const display = wt.triangleThicknessDisplayMm[t] ?? NaN;
    out[t] = Number.isNaN(display) ? (wt.triangleThicknessMm[t] ?? NaN) : display;
  }
  return out;
}

/** Area of each triangle of `mesh`, mm². */
export function triangleAreasMm2(mesh: IndexedMesh): Float64Array {
  const { positions: p, indices: ix } = mesh;
  const areas = new Float64Array(ix.length / 3);
  for (let t = 0; t < areas.length; t++) {
    const a = 3 * ix[3 * t],
      b = 3 * ix[3 * t + 1],
      c = 3 * ix[3 * t + 2];
    const ux = p[b] - p[a],
      uy = p[b + 1] - p[a + 1],
      uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a],
      vy = p[c + 1] - p[a + 1],
      vz = p[c + 2] - p[a + 2];
    areas[t] = 0.5 * Math.hypot(uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx);
  }
  return areas;
}

/**
 * The thinnest wall of the per-triangle picture values `valuesMm` (see pictureThicknessPerTriangle)
 * on `mesh`, with the area that shows it.
 */
export function findWallFinding(
  mesh: IndexedMesh,
  valuesMm: Float32Array,
  share: number = WALL_FINDING_SHARE,
): WallFinding {
  const areas = triangleAreasMm2(mesh);
  const order: number[] = [];
  let measuredAreaMm2 = 0;
  for (let t = 0; t < valuesMm.length; t++) {
    const value = valuesMm[t];
    if (Number.isFinite(value) && (areas[t] ?? 0) > 0) {
      order.push(t);
      measuredAreaMm2 += areas[t];
    }
  }
  if (order.length === 0 || !(measuredAreaMm2 > 0))
    return { thinnestWallMm: null, thinAreaMm2: 0, measuredAreaMm2: 0 };
  order.sort((a, b) => valuesMm[a] - valuesMm[b]);
  const target = share * measuredAreaMm2;
  let running = 0;
  let thinnest = valuesMm[order[order.length - 1]];
  for (const t of order) {
    running += areas[t];
    if (running >= target) {
      thinnest = valuesMm[t];
      break;
    }
  }
  if (!(thinnest > 0)) {
    // A wall of 0 mm is no finding: report the thinnest positive value instead, or nothing.
    const positive = order.find((t) => valuesMm[t] > 0);
    if (positive === undefined) return { thinnestWallMm: null, thinAreaMm2: 0, measuredAreaMm2 };
    thinnest = valuesMm[positive];
  }
  let thinAreaMm2 = 0;
  for (const t of order) {
    if (valuesMm[t] > thinnest) break;
    thinAreaMm2 += areas[t];
  }
  return { thinnestWallMm: thinnest, thinAreaMm2, measuredAreaMm2 };
}
