import { describe, expect, it } from 'vitest';
import {
  computeBoxVolumeMm3,
  figuresAt,
  sortDimensions,
  toAsReadFigures,
  toFileGeometry,
  type GeometryFigures,
} from './geometry-figures.js';

/** The file's coordinates measured as read (mm), then configured in `unit` at `scale`. */
function scaleFigures(asRead: GeometryFigures, scale: number, unit: LengthUnit): GeometryFigures {
  return figuresAt(toFileGeometry(asRead, 'mm'), { scale, unitOfLength: unit });
}
import { isLengthUnit, LENGTH_UNITS, unitToMm, type LengthUnit } from './units.js';

const cube: GeometryFigures = {
  volumeMm3: 1000,
  areaMm2: 600,
  dimensionsMm: { x: 10, y: 20, z: 5 },
  thinnestWallMm: 2,
  shellCount: 3,
  isWatertight: false,
};

describe('units', () => {
  it.each([
    ['mm', 1],
    ['cm', 10],
    ['inch', 25.4],
  ] as const)('one %s is %s mm', (unit, mm) => {
    expect(unitToMm(unit)).toBe(mm);
  });

  it('lists exactly mm, cm and inch', () => {
    expect(LENGTH_UNITS).toEqual(['mm', 'cm', 'm', 'inch']);
    expect(isLengthUnit('cm')).toBe(true);
    expect(isLengthUnit('m')).toBe(true);
    expect(isLengthUnit('ft')).toBe(false);
  });
});

describe('the file geometry: figures in mm beside the file unit', () => {
  it('reads the same coordinates in inch as 25.4 times the part, and back', () => {
    const inch = toFileGeometry(cube, 'inch');
    expect(inch.unitOfLength).toBe('inch');
    expect(inch.figures.dimensionsMm.x).toBeCloseTo(254, 9);
    expect(inch.figures.volumeMm3).toBeCloseTo(1000 * 25.4 ** 3, 6);
    expect(toAsReadFigures(inch).dimensionsMm.x).toBeCloseTo(10, 9);
  });

  it('configures a file stored in cm in mm at scale 2: k = 2 × 1 / 10', () => {
    const cm = toFileGeometry(cube, 'cm');
    const part = figuresAt(cm, { scale: 2, unitOfLength: 'mm' });
    expect(part.dimensionsMm.y).toBeCloseTo(40, 9);
    expect(part.areaMm2).toBeCloseTo(2400, 6);
  });
});

describe('rule: the file is in the customer unit; k = scale × unitToMm(unit); volume k³, area k², lengths k', () => {
  it.each<[number, LengthUnit, number]>([
    [1, 'mm', 1],
    [2, 'mm', 2],
    [0.5, 'mm', 0.5],
    [1, 'cm', 10],
    [2, 'cm', 20],
    [1, 'inch', 25.4],
    [1, 'm', 1000],
    [0.01, 'm', 10],
  ])('scale %s in %s gives k = %s', (scale, unit, k) => {
    const scaled = scaleFigures(cube, scale, unit);
    expect(scaled.volumeMm3).toBeCloseTo(1000 * k ** 3, 6);
    expect(scaled.areaMm2).toBeCloseTo(600 * k ** 2, 6);
    expect(scaled.dimensionsMm.x).toBeCloseTo(10 * k, 9);
    expect(scaled.dimensionsMm.y).toBeCloseTo(20 * k, 9);
    expect(scaled.dimensionsMm.z).toBeCloseTo(5 * k, 9);
    expect(scaled.thinnestWallMm).toBeCloseTo(2 * k, 9);
  });

  it('keeps counts, watertightness and an unknown wall thickness as they are', () => {
    const scaled = scaleFigures({ ...cube, thinnestWallMm: null }, 3, 'cm');
    expect(scaled.thinnestWallMm).toBeNull();
    expect(scaled.shellCount).toBe(3);
    expect(scaled.isWatertight).toBe(false);
  });

  it('1 inch cube: 16387.064 mm³', () => {
    const inchCube = { ...cube, volumeMm3: 1 };
    expect(scaleFigures(inchCube, 1, 'inch').volumeMm3).toBeCloseTo(16387.064, 6);
  });

  it.each([0, -1, NaN, Infinity])('rejects scale %s', (scale) => {
    expect(() => scaleFigures(cube, scale, 'mm')).toThrow(RangeError);
  });
});

describe('dimension helpers', () => {
  it('sorts dimensions ascending and computes the box volume', () => {
    expect(sortDimensions({ x: 30, y: 10, z: 20 })).toEqual([10, 20, 30]);
    expect(computeBoxVolumeMm3({ x: 2, y: 3, z: 4 })).toBe(24);
  });
});
