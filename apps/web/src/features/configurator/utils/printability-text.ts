import type { BatchCalculationResult } from '@print/contracts';

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
export function formatReasonNumber(value: number, locale: string): string {
  if (value > 0 && value < 0.1)
    return new Intl.NumberFormat(locale, { maximumSignificantDigits: 2 }).format(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
