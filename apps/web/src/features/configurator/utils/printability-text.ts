import type { BatchCalculationResult } from '@print/contracts';
import { formatNumber } from '../../../lib/format';
import type { Language } from '../../../lib/language';

export type ModeStatus = 'notPrintable' | 'tooLarge' | 'tooSmall' | 'printable';

/** The badge a mode card shows; too large wins over not printable, too small is a warning only. */
export function classifyResult(result: BatchCalculationResult): ModeStatus {
  if (result.tooLarge) return 'tooLarge';
  if (!result.printable) return 'notPrintable';
  if (result.tooSmall) return 'tooSmall';
  return 'printable';
}

/** Millimetre figures in reason texts: at most two decimals, in the language's notation. */
export function formatReasonNumber(value: number, language: Language): string {
  return formatNumber(value, language);
}
