/**
 * Statistics of a wall-thickness measurement at any uniform scale, without casting rays again:
 * a length measured at scale 1 is `scale` times longer at `scale`, an area `scale²` larger.
 */
import { findAreaPercentileMm, type WallThickness } from './wall-thickness.js';

export interface ThicknessHistogramOptions {
  /** Uniform scale factor applied to the model (1 = as measured). Must be > 0. */
  readonly scale: number;
  /** Number of bins (default 20). */
  readonly binCount?: number;
  /** Upper edge of the last bin in mm at `scale` (default: 99th area percentile, rounded up). */
  readonly maxMm?: number;
}

export interface ThicknessHistogram {
  /** binCount + 1 edges, mm at the requested scale, ascending from 0. */
  readonly binEdgesMm: Float64Array;
  /** Surface area per bin, mm² at the requested scale; the last bin also holds everything thicker. */
  readonly areaMm2: Float64Array;
  /** Share of measured area per bin, 0..1 (sums to 1 when anything was measured). */
  readonly areaShare: Float64Array;
}

function roundUpNicely(valueMm: number): number {
  if (!(valueMm > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(valueMm));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= valueMm) return step * power;
  return 10 * power;
}

/** Area per thickness bin at `scale`. */
export function thicknessHistogram(
  wt: WallThickness,
  opts: ThicknessHistogramOptions,
): ThicknessHistogram {
  const { scale } = opts;
  const binCount = Math.max(1, Math.floor(opts.binCount ?? 20));
  const p99Mm = findAreaPercentileMm(wt.sortedThicknessMm, wt.cumulativeAreaMm2, 0.99) * scale;
  // Headroom above the 99th percentile keeps the dominant wall off the last bin's edge.
  const maxMm = opts.maxMm ?? roundUpNicely(p99Mm * 1.25);
  const binEdgesMm = new Float64Array(binCount + 1);
  for (let b = 0; b <= binCount; b++) binEdgesMm[b] = (maxMm * b) / binCount;
  const areaMm2 = new Float64Array(binCount);
  const areaScale = scale * scale;
  const widthMm = maxMm / binCount;
  for (let i = 0; i < wt.sampleThicknessMm.length; i++) {
    const thicknessMm = wt.sampleThicknessMm[i] * scale;
    if (Number.isNaN(thicknessMm)) continue;
    const bin = Math.min(binCount - 1, Math.floor(thicknessMm / widthMm));
    areaMm2[bin] += wt.sampleAreaMm2[i] * areaScale;
  }
  const measuredMm2 = wt.measuredAreaMm2 * areaScale;
  const areaShare = areaMm2.map((a) => (measuredMm2 > 0 ? a / measuredMm2 : 0));
  return { binEdgesMm, areaMm2, areaShare };
}

/** Share (0..1) of the measured surface whose thickness at `scale` is below `thresholdMm`. */
export function shareOfAreaBelow(wt: WallThickness, thresholdMm: number, scale: number): number {
  const sorted = wt.sortedThicknessMm;
  if (sorted.length === 0 || !(wt.measuredAreaMm2 > 0)) return 0;
  const limitMm = thresholdMm / scale;
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < limitMm) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? 0 : wt.cumulativeAreaMm2[lo - 1] / wt.measuredAreaMm2;
}

/** Robust minimum wall thickness at `scale`, mm (NaN when nothing was measured). */
export function minThicknessAt(wt: WallThickness, scale: number): number {
  return wt.minMm * scale;
}

/** Smallest single measurement at `scale`, mm (NaN when nothing was measured). */
export function absoluteMinThicknessAt(wt: WallThickness, scale: number): number {
  return wt.absoluteMinMm * scale;
}
