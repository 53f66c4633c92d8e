import type { Dimensions } from './geometry-figures.js';
import { LENGTH_UNITS, unitToMm, type LengthUnit } from './units.js';
import { SCALE_MIN } from './upload-rules.js';

/**
 * Issue 13 point 3: a part whose largest side is below 1 mm or above 3 m is almost certainly
 * read in the wrong unit (a file in metres read as millimetres gives 0.05 mm). Industrial print
 * chambers are well inside this band, so a real part outside it does not exist in this shop.
 */
export const PLAUSIBLE_PART_MIN_MM = 1;
export const PLAUSIBLE_PART_MAX_MM = 3000;
/** The size a unit suggestion aims at: the middle of a typical part (log scale). */
const TYPICAL_PART_MM = 100;

export interface UnitSuggestion {
  readonly unit: LengthUnit;
  /** The part's dimensions in mm when read in `unit` (scale 1). */
  readonly dimensionsMm: Dimensions;
}

export type PartSizeAssessment =
  | { readonly kind: 'PLAUSIBLE' }
  | {
      readonly kind: 'IMPLAUSIBLY_SMALL' | 'IMPLAUSIBLY_LARGE';
      /** The largest side in mm as the file is read now. */
      readonly largestMm: number;
      /** The unit that makes the part plausible and closest to a typical part; null if none. */
      readonly suggestion: UnitSuggestion | null;
    };

function largestSide(dimensions: Dimensions): number {
  return Math.max(dimensions.x, dimensions.y, dimensions.z);
}

function inMm(dimensions: Dimensions, unit: LengthUnit): Dimensions {
  const k = unitToMm(unit);
  return { x: dimensions.x * k, y: dimensions.y * k, z: dimensions.z * k };
}

function isPlausible(largestMm: number): boolean {
  return largestMm >= PLAUSIBLE_PART_MIN_MM && largestMm <= PLAUSIBLE_PART_MAX_MM;
}

/**
 * Judges the size of a part as read (`asRead` numbers in `unit`, scale 1) and suggests the unit
 * the file was likely made in. Pure; a part with no extent (all zero) counts as plausible (the
 * analysis reports empty geometry itself).
 */
export function assessPartSize(asRead: Dimensions, unit: LengthUnit): PartSizeAssessment {
  const largestMm = largestSide(inMm(asRead, unit));
  if (largestMm === 0 || !Number.isFinite(largestMm) || isPlausible(largestMm)) {
    return { kind: 'PLAUSIBLE' };
  }
  const distance = (mm: number) => Math.abs(Math.log(mm / TYPICAL_PART_MM));
  const best = LENGTH_UNITS.filter((candidate) => candidate !== unit)
    .map((candidate) => ({ unit: candidate, dimensionsMm: inMm(asRead, candidate) }))
    .filter((candidate) => isPlausible(largestSide(candidate.dimensionsMm)))
    .sort(
      (a, b) => distance(largestSide(a.dimensionsMm)) - distance(largestSide(b.dimensionsMm)),
    )[0];
  return {
    kind: largestMm < PLAUSIBLE_PART_MIN_MM ? 'IMPLAUSIBLY_SMALL' : 'IMPLAUSIBLY_LARGE',
    largestMm,
    suggestion: best ?? null,
  };
}

/**
 * Issue 13 point 5: the largest scale at which a part that is too large fits a build volume
 * (sorted dimensions against the sorted volume, as the printability rule compares them),
 * rounded down to the scale field's 0.01 step. Null when even the smallest scale does not fit.
 * `dimensionsMm` are the part's dimensions at `currentScale`.
 */
export function findFitScale(
  dimensionsMm: Dimensions,
  buildVolumeMm: Dimensions,
  currentScale: number,
): number | null {
  const sorted = (d: Dimensions) => [d.x, d.y, d.z].sort((a, b) => a - b);
  const part = sorted(dimensionsMm);
  const volume = sorted(buildVolumeMm);
  let factor = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i += 1) {
    const side = part[i] ?? 0;
    if (side > 0) factor = Math.min(factor, (volume[i] ?? 0) / side);
  }
  if (!Number.isFinite(factor)) return null;
  const scale = Math.floor(currentScale * factor * 100 + 1e-9) / 100;
  return scale >= SCALE_MIN ? Math.min(scale, currentScale) : null;
}
