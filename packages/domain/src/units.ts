/**
 * Length units a customer can declare for an uploaded file (spec 1 §5, plus metres: issue 13
 * point 3 — architectural and CAD exports in metres would otherwise read as millimetres).
 */
export type LengthUnit = 'mm' | 'cm' | 'm' | 'inch';

export const LENGTH_UNITS: readonly LengthUnit[] = ['mm', 'cm', 'm', 'inch'];

const MM_PER_UNIT: Readonly<Record<LengthUnit, number>> = { mm: 1, cm: 10, m: 1000, inch: 25.4 };

/** Millimetres in one unit: mm 1, cm 10, m 1000, inch 25.4. */
export function unitToMm(unit: LengthUnit): number {
  return MM_PER_UNIT[unit];
}

export function isLengthUnit(value: string): value is LengthUnit {
  return (LENGTH_UNITS as readonly string[]).includes(value);
}
