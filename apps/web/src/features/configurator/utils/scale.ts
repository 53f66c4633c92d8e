import type { Dimensions } from '@print/domain';
import { SCALE_MAX, SCALE_MIN, SCALE_SLIDER_MAX, SCALE_SLIDER_MIN } from '@print/domain';

export type Axis = 'x' | 'y' | 'z';

/** The scale input's text: rounded to 4 decimals without trailing zeros (spec 1 §5). */
export function formatScale(scale: number): string {
  return String(Math.round(scale * 10_000) / 10_000);
}

/** A typed decimal: digits with one optional decimal comma (de/fr) or point (en), a sign allowed. */
const DECIMAL_TEXT = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * What the scale field holds (issue 24 point 13: "0,5" was read as 5): the number typed with a
 * decimal comma or point, 0 for an empty field (spec 1 §5: an empty scale is stored as 0), and
 * null for text that is not a number ("0,5,1", "1e2", "abc"): the field then says so and the
 * stored scale stays as it was. The separator is never dropped.
 */
export function parseScaleInput(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (!DECIMAL_TEXT.test(trimmed)) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Dimension fields show two decimals (an <input type="number"> value: always a dot). */
export function formatDimension(value: number): string {
  // eslint-disable-next-line no-restricted-syntax -- a number input's value, not display text
  return value.toFixed(2);
}

/**
 * Spec 1 §5: editing a dimension sets scale = entered value / original dimension (both in the
 * file's unit). Null when the field is empty, negative or the original dimension is zero.
 */
export function scaleFromDimension(
  entered: string,
  axis: Axis,
  originalDimensions: Dimensions,
): number | null {
  const value = Number(entered.trim().replace(',', '.'));
  const original = originalDimensions[axis];
  if (entered.trim() === '' || !Number.isFinite(value) || value < 0 || original <= 0) return null;
  return value / original;
}

export function scaleDimensions(dimensions: Dimensions, scale: number): Dimensions {
  return { x: dimensions.x * scale, y: dimensions.y * scale, z: dimensions.z * scale };
}

/** The server accepts 0.01–10; prices are only requested for a scale in that range. */
export function isScaleValid(scale: number): boolean {
  return Number.isFinite(scale) && scale >= SCALE_MIN && scale <= SCALE_MAX;
}

/** The slider's position for a scale outside its 0.1–10 range. */
export function clampToSlider(scale: number): number {
  return Math.min(SCALE_SLIDER_MAX, Math.max(SCALE_SLIDER_MIN, scale));
}
