// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { computeBuildPlate } from './build-plate';

describe('build plate grid in the chosen unit', () => {
  it('a 40 mm part in mm: 10 mm spacing over 60 mm', () => {
    expect(computeBuildPlate(40, 'mm')).toEqual({ sizeMm: 60, divisions: 6, spacing: 10 });
  });

  it('the same part in cm: 1 cm spacing (10 mm in the scene)', () => {
    expect(computeBuildPlate(40, 'cm')).toEqual({ sizeMm: 60, divisions: 6, spacing: 1 });
  });

  it('inches: round inch fractions, plate in mm', () => {
    const plate = computeBuildPlate(254, 'inch');
    expect(plate.spacing).toBe(2);
    expect(plate.divisions).toBe(8);
    expect(plate.sizeMm).toBeCloseTo(16 * 25.4, 6);
  });

  it('a tiny part still gets a plate of at least one unit', () => {
    const plate = computeBuildPlate(0.2, 'mm');
    expect(plate.sizeMm).toBeGreaterThanOrEqual(1);
    expect(plate.divisions).toBeGreaterThanOrEqual(2);
  });
});
