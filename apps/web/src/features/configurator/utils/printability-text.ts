import type { BatchCalculationResult } from '@print/contracts';
import { formatMeasure } from '../../../lib/format';
import type { Language } from '../../../lib/language';

export type ModeStatus = 'notPrintable' | 'tooLarge' | 'tooSmall' | 'printable';

/** The badge a mode card shows; too large wins over not printable, too small is a warning only. */
export function classifyResult(result: BatchCalculationResult): ModeStatus {
  if (result.tooLarge) return 'tooLarge';
  if (!result.printable) return 'notPrintable';
  if (result.tooSmall) return 'tooSmall';
  return 'printable';
}

/**
 * Millimetre figures in reason texts: at most two decimals, in the language's notation; below
 * 0.1 two significant digits, so a real thin wall never reads "0 mm" (issue 13 point 4).
 */
export function formatReasonNumber(value: number, language: Language): string {
  return formatMeasure(value, language);
}
