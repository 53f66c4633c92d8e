// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clampQuantity } from './clamp-quantity';

describe('quantity clamp (spec 1 §5: minimum 1, number input clamps to its bounds)', () => {
  it.each([
    [0, 1],
    [-5, 1],
    [1, 1],
    [7, 7],
    [2.6, 3],
    [Number.NaN, 1],
    [10_000, 10_000],
    [10_001, 10_000],
  ])('%d → %d', (value, expected) => {
    expect(clampQuantity(value)).toBe(expected);
  });

  it('honours custom bounds', () => {
    expect(clampQuantity(0, 2, 5)).toBe(2);
    expect(clampQuantity(9, 2, 5)).toBe(5);
  });
});
