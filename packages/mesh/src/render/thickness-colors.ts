/**
 * Triangle colours for wall-thickness pictures, judged against a print mode's minimum wall:
 * red below the minimum, orange to yellow up to 1.5×, then yellow → green (2×) → blue (4× and
 * more). Grey where nothing was measured (open surfaces, no opposite wall).
 */
import type { WallThickness } from '../thickness/index.js';
import type { Rgb } from './render-view.js';

export const THICKNESS_TOO_THIN_COLOR: Rgb = [214, 40, 40];
export const THICKNESS_UNKNOWN_COLOR: Rgb = [150, 150, 150];

/** Colour stops over thickness / minimum wall, from the minimum upwards. */
const STOPS: readonly { readonly ratio: number; readonly color: Rgb }[] = [
  { ratio: 1, color: [240, 116, 30] },
  { ratio: 1.5, color: [246, 205, 40] },
  { ratio: 2, color: [70, 176, 96] },
  { ratio: 4, color: [58, 118, 206] },
];

export interface ThicknessColorOptions {
  /** Uniform scale the customer chose (thickness grows linearly with it). */
  readonly scale: number;
  /** The print mode's minimum wall thickness in mm. Must be > 0. */
  readonly minWallMm: number;
}

/** Colour of a thickness (mm at the chosen scale) against `minWallMm`, rgb 0..255. */
export function pickThicknessColor(thicknessMm: number, minWallMm: number): Rgb {
  if (Number.isNaN(thicknessMm)) return THICKNESS_UNKNOWN_COLOR;
  const ratio = thicknessMm / minWallMm;
  if (ratio < 1) return THICKNESS_TOO_THIN_COLOR;
  for (let i = 1; i < STOPS.length; i++) {
    const high = STOPS[i];
    if (ratio >= high.ratio) continue;
    const low = STOPS[i - 1];
    const w = (ratio - low.ratio) / (high.ratio - low.ratio);
    return [
      Math.round(low.color[0] + (high.color[0] - low.color[0]) * w),
      Math.round(low.color[1] + (high.color[1] - low.color[1]) * w),
      Math.round(low.color[2] + (high.color[2] - low.color[2]) * w),
    ];
  }
  return STOPS[STOPS.length - 1].color;
}

/**
 * rgb per triangle for `renderView({ triangleColors })`: the triangle's own measurement, or the
 * smoothed display value where it has none (sampled meshes).
 */
export function thicknessColors(wt: WallThickness, opts: ThicknessColorOptions): Uint8Array {
  const own = wt.triangleThicknessMm;
  const display = wt.triangleThicknessDisplayMm;
  const colors = new Uint8Array(own.length * 3);
  for (let t = 0; t < own.length; t++) {
    const valueMm = Number.isNaN(own[t]) ? display[t] : own[t];
    colors.set(pickThicknessColor(valueMm * opts.scale, opts.minWallMm), 3 * t);
  }
  return colors;
}

/**
 * rgb per triangle corner for `renderView({ cornerColors })`: colour changes smoothly across
 * long strip triangles. Preferred for customer pictures.
 */
export function thicknessCornerColors(wt: WallThickness, opts: ThicknessColorOptions): Uint8Array {
  const values = wt.cornerThicknessDisplayMm;
  const colors = new Uint8Array(values.length * 3);
  for (let i = 0; i < values.length; i++)
    colors.set(pickThicknessColor(values[i] * opts.scale, opts.minWallMm), 3 * i);
  return colors;
}
