// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dimensionRange, findScaleProblem, isDimensionOutOfRange } from './size-limits';

describe('issue 13 point 1: every scale outside 0.01–10 has a stated problem', () => {
  it.each([
    [1, null],
    [0.01, null],
    [10, null],
    [0, 'EMPTY'],
    [Number.NaN, 'EMPTY'],
    [-2, 'BELOW_MIN'],
    [0.005, 'BELOW_MIN'],
    [10.01, 'ABOVE_MAX'],
    [500, 'ABOVE_MAX'],
  ] as const)('scale %s → %s', (scale, expected) => {
    expect(findScaleProblem(scale)).toBe(expected);
  });
});

describe('dimension fields accept the original size at scale 0.01 to 10', () => {
  const original = { x: 40, y: 25, z: 12.5 };
  it('computes the range per axis', () => {
    expect(dimensionRange('x', original)).toEqual({ min: 0.4, max: 400 });
    expect(dimensionRange('z', original)).toEqual({ min: 0.125, max: 125 });
  });
  it.each([
    ['5000', true],
    ['-1', true],
    ['0', true],
    ['abc', true],
    ['400', false],
    ['0,4', false],
    ['', false],
  ] as const)('X = %s out of range: %s', (text, expected) => {
    expect(isDimensionOutOfRange(text, dimensionRange('x', original))).toBe(expected);
  });
});
