import type { Printability } from './printability.js';

export type PrintQualityMessage =
  | { readonly kind: 'TOO_LARGE_FOR_SELECTED'; readonly severity: 'danger' }
  | { readonly kind: 'TOO_SMALL_FOR_SELECTED'; readonly severity: 'warning' }
  | { readonly kind: 'TOO_LARGE_FOR_ALL'; readonly severity: 'danger' }
  | { readonly kind: 'PRINTABLE'; readonly severity: 'success' }
  | { readonly kind: 'NOT_PRINTABLE'; readonly severity: 'danger' }
  | { readonly kind: 'CALCULATING'; readonly severity: 'info' };

export interface PrintQualityInput {
  readonly selected: Printability | null;
  readonly all: readonly Printability[] | null;
  readonly isScaleNumber: boolean;
}

/**
 * Spec 1 §4, first match wins: hidden (null) until the scale is a number; too large for the
 * selected mode; too small for it (warning); too large for every mode; printable (and not too
 * small); not printable; otherwise still calculating. An empty `all` list counts as no data.
 */
export function selectPrintQualityMessage(input: PrintQualityInput): PrintQualityMessage | null {
  const { selected, all, isScaleNumber } = input;
  if (!isScaleNumber) return null;
  if (selected?.tooLarge === true) return { kind: 'TOO_LARGE_FOR_SELECTED', severity: 'danger' };
  if (selected?.tooSmall === true) return { kind: 'TOO_SMALL_FOR_SELECTED', severity: 'warning' };
  if (all !== null && all.length > 0 && all.every((mode) => mode.tooLarge)) {
    return { kind: 'TOO_LARGE_FOR_ALL', severity: 'danger' };
  }
  if (selected === null) return { kind: 'CALCULATING', severity: 'info' };
  return selected.printable
    ? { kind: 'PRINTABLE', severity: 'success' }
    : { kind: 'NOT_PRINTABLE', severity: 'danger' };
}
