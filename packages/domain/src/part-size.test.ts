import { describe, expect, it } from 'vitest';
import { assessPartSize, findFitScale } from './part-size.js';

describe('issue 13 point 3: implausible part sizes suggest the likely unit', () => {
  it('a file in metres read as mm (0.05 × 0.03 × 0.02) suggests metres: 50 × 30 × 20 mm', () => {
    const result = assessPartSize({ x: 0.05, y: 0.03, z: 0.02 }, 'mm');
    expect(result).toMatchObject({ kind: 'IMPLAUSIBLY_SMALL', suggestion: { unit: 'm' } });
    if (result.kind === 'PLAUSIBLE' || !result.suggestion) throw new Error('no suggestion');
    expect(result.largestMm).toBeCloseTo(0.05, 9);
    expect(result.suggestion.dimensionsMm.x).toBeCloseTo(50, 9);
    expect(result.suggestion.dimensionsMm.z).toBeCloseTo(20, 9);
  });

  it.each([
    [{ x: 0.9, y: 0.5, z: 0.5 }, 'mm', 'inch'], // 0.9 mm → 23 mm in inches (cm: 9 mm, m: 900 mm)
    [{ x: 0.4, y: 0.2, z: 0.1 }, 'mm', 'm'], // 0.4 mm → 400 mm in metres
    [{ x: 8, y: 5, z: 5 }, 'm', 'cm'], // 8 m read in metres → 80 mm in cm
    [{ x: 2000, y: 10, z: 10 }, 'cm', 'mm'], // 20 m → 2000 mm in mm
  ] as const)('%o in %s suggests %s', (asRead, unit, expected) => {
    const result = assessPartSize(asRead, unit);
    expect(result.kind).not.toBe('PLAUSIBLE');
    expect(result.kind === 'PLAUSIBLE' ? null : result.suggestion?.unit).toBe(expected);
  });

  it.each([
    [{ x: 50, y: 30, z: 20 }, 'mm'],
    [{ x: 1, y: 1, z: 1 }, 'mm'],
    [{ x: 300, y: 1, z: 1 }, 'cm'],
    [{ x: 0, y: 0, z: 0 }, 'mm'],
  ] as const)('%o in %s is plausible', (asRead, unit) => {
    expect(assessPartSize(asRead, unit)).toEqual({ kind: 'PLAUSIBLE' });
  });

  it('a part too large in every unit has no suggestion', () => {
    expect(assessPartSize({ x: 9000, y: 1, z: 1 }, 'mm')).toMatchObject({
      kind: 'IMPLAUSIBLY_LARGE',
      suggestion: null,
    });
  });
});

describe('issue 13 point 5: the scale at which a too-large part fits', () => {
  it('compares sorted sides: 400 × 100 × 50 at scale 2 in 340 × 340 × 300 fits at 1.7', () => {
    // Sorted part 50, 100, 400 against sorted volume 300, 340, 340: factors 6, 3.4, 0.85.
    expect(findFitScale({ x: 400, y: 100, z: 50 }, { x: 340, y: 340, z: 300 }, 2)).toBe(1.7);
  });
  it('rounds down to 0.01 and never proposes a larger scale than the current one', () => {
    expect(findFitScale({ x: 700, y: 10, z: 10 }, { x: 340, y: 340, z: 600 }, 1)).toBe(0.85);
    expect(findFitScale({ x: 300, y: 10, z: 10 }, { x: 340, y: 340, z: 600 }, 1)).toBe(1);
  });
  it('null when even the smallest scale is too large', () => {
    expect(findFitScale({ x: 1e6, y: 1, z: 1 }, { x: 340, y: 340, z: 600 }, 1)).toBeNull();
  });
});
