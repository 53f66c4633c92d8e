import type { Dimensions } from '@print/domain';
import { SCALE_MAX, SCALE_MIN } from '@print/domain';
import type { Axis } from './scale';

/** Why a scale cannot be priced; null when it can (the server accepts the same range). */
export type ScaleProblem = 'EMPTY' | 'BELOW_MIN' | 'ABOVE_MAX';

/** Empty, zero, negative or unreadable scales are EMPTY/BELOW_MIN, never a silent wait. */
export function findScaleProblem(scale: number): ScaleProblem | null {
  if (!Number.isFinite(scale) || scale === 0) return 'EMPTY';
  if (scale < SCALE_MIN) return 'BELOW_MIN';
  if (scale > SCALE_MAX) return 'ABOVE_MAX';
  return null;
}

export interface DimensionRange {
  readonly min: number;
  readonly max: number;
}

/**
 * The range a dimension field accepts: the original dimension at the smallest and the largest
 * allowed scale (both in the file's unit), so a typed size maps to a scale the server accepts.
 */
export function dimensionRange(axis: Axis, original: Dimensions): DimensionRange {
  return { min: original[axis] * SCALE_MIN, max: original[axis] * SCALE_MAX };
}

/** A typed dimension outside its range (or unreadable); empty text is not yet an error. */
export function isDimensionOutOfRange(text: string, range: DimensionRange): boolean {
  if (text.trim() === '') return false;
  const value = Number(text.trim().replace(',', '.'));
  return !Number.isFinite(value) || value < range.min || value > range.max;
}
