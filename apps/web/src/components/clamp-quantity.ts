import { QUANTITY_MAX, QUANTITY_MIN } from '@print/domain';

/**
 * Spec 1 §5: the number input clamps to its bounds (quantity at least 1). Typed text that is not
 * a number falls back to the minimum; fractions round to whole pieces.
 */
export function clampQuantity(value: number, min = QUANTITY_MIN, max = QUANTITY_MAX): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}
