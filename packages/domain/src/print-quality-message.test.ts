import { describe, expect, it } from 'vitest';
import { selectPrintQualityMessage, type PrintQualityInput } from './print-quality-message.js';
import type { Printability } from './printability.js';

function p(printable: boolean, tooLarge: boolean, tooSmall: boolean): Printability {
  return { printable, tooLarge, tooSmall, reasons: [] };
}

const good = p(true, false, false);
const large = p(false, true, false);
const small = p(true, false, true);
const broken = p(false, false, false);
const largeAndSmall = p(false, true, true);

describe('rule: print-quality message in the order of spec 1 §4 (first match wins)', () => {
  it.each<[string, PrintQualityInput, string | null]>([
    [
      'hidden while the scale is not a number',
      { selected: large, all: [large], isScaleNumber: false },
      null,
    ],
    ['hidden even without data', { selected: null, all: null, isScaleNumber: false }, null],
    [
      'too large for the selected mode → danger',
      { selected: large, all: [large, good], isScaleNumber: true },
      'TOO_LARGE_FOR_SELECTED',
    ],
    [
      'too large beats too small for the selected mode',
      { selected: largeAndSmall, all: [good], isScaleNumber: true },
      'TOO_LARGE_FOR_SELECTED',
    ],
    [
      'too large for selected beats too large for all',
      { selected: large, all: [large, large], isScaleNumber: true },
      'TOO_LARGE_FOR_SELECTED',
    ],
    [
      'too small for the selected mode → warning',
      { selected: small, all: [small, good], isScaleNumber: true },
      'TOO_SMALL_FOR_SELECTED',
    ],
    [
      'too small for selected beats too large for all',
      { selected: small, all: [large, large], isScaleNumber: true },
      'TOO_SMALL_FOR_SELECTED',
    ],
    [
      'too large for all modes → danger',
      { selected: broken, all: [large, large], isScaleNumber: true },
      'TOO_LARGE_FOR_ALL',
    ],
    [
      'too large for all applies before the selection arrives',
      { selected: null, all: [large], isScaleNumber: true },
      'TOO_LARGE_FOR_ALL',
    ],
    [
      'too large for all beats printable',
      { selected: good, all: [large], isScaleNumber: true },
      'TOO_LARGE_FOR_ALL',
    ],
    [
      'printable and not too small → success',
      { selected: good, all: [good, large], isScaleNumber: true },
      'PRINTABLE',
    ],
    [
      'printable without the list of all modes',
      { selected: good, all: null, isScaleNumber: true },
      'PRINTABLE',
    ],
    [
      'not printable → danger',
      { selected: broken, all: [broken, good], isScaleNumber: true },
      'NOT_PRINTABLE',
    ],
    ['no data → calculating', { selected: null, all: null, isScaleNumber: true }, 'CALCULATING'],
    [
      'an empty list of modes is no data',
      { selected: null, all: [], isScaleNumber: true },
      'CALCULATING',
    ],
    [
      'all known but not all too large, selection pending → calculating',
      { selected: null, all: [good, large], isScaleNumber: true },
      'CALCULATING',
    ],
  ])('%s', (_label, input, kind) => {
    expect(selectPrintQualityMessage(input)?.kind ?? null).toBe(kind);
  });

  it.each([
    ['TOO_LARGE_FOR_SELECTED', { selected: large, all: null, isScaleNumber: true }, 'danger'],
    ['TOO_SMALL_FOR_SELECTED', { selected: small, all: null, isScaleNumber: true }, 'warning'],
    ['TOO_LARGE_FOR_ALL', { selected: null, all: [large], isScaleNumber: true }, 'danger'],
    ['PRINTABLE', { selected: good, all: null, isScaleNumber: true }, 'success'],
    ['NOT_PRINTABLE', { selected: broken, all: null, isScaleNumber: true }, 'danger'],
    ['CALCULATING', { selected: null, all: null, isScaleNumber: true }, 'info'],
  ] as const)('%s has severity %s', (kind, input, severity) => {
    expect(selectPrintQualityMessage(input)).toEqual({ kind, severity });
  });
});
