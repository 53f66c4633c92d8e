import { describe, expect, it } from 'vitest';
import type { Dimensions, GeometryFigures } from './geometry-figures.js';
import {
  assessPrintability,
  describePrintabilityReason,
  fitsBuildVolume,
  type PrintabilityReason,
  type PrintModeLimits,
} from './printability.js';

const limits: PrintModeLimits = {
  maxDimensionsMm: { x: 380, y: 284, z: 380 },
  minFeatureSizeMm: 0.8,
  maxNumberOfParts: 5,
};

function figures(
  overrides: Partial<GeometryFigures> & { dimensionsMm?: Dimensions } = {},
): GeometryFigures {
  return {
    volumeMm3: 1000,
    areaMm2: 600,
    dimensionsMm: { x: 100, y: 100, z: 100 },
    thinnestWallMm: 2,
    shellCount: 1,
    isWatertight: true,
    ...overrides,
  };
}

describe('rule: tooLarge compares sorted dimensions with sorted maxDimensions (any axis-aligned orientation)', () => {
  it.each<[string, Dimensions, boolean]>([
    ['fits as given', { x: 380, y: 284, z: 380 }, true],
    ['fits after rotation', { x: 284, y: 380, z: 380 }, true],
    ['fits after rotation (long axis on x)', { x: 10, y: 380, z: 200 }, true],
    ['largest too long', { x: 381, y: 10, z: 10 }, false],
    ['two axes above 284 fit (380, 380)', { x: 300, y: 300, z: 10 }, true],
    ['three axes above 284 never fit', { x: 290, y: 290, z: 290 }, false],
  ])('%s', (_label, dims, fits) => {
    expect(fitsBuildVolume(dims, limits.maxDimensionsMm)).toBe(fits);
    expect(assessPrintability(figures({ dimensionsMm: dims }), limits).tooLarge).toBe(!fits);
  });
});

describe('rule: printable is false when too large, not watertight, or above maxNumberOfParts', () => {
  it.each<[string, Partial<GeometryFigures>, PrintModeLimits, boolean]>([
    ['all good', {}, limits, true],
    ['too large', { dimensionsMm: { x: 412, y: 10, z: 10 } }, limits, false],
    ['not watertight', { isWatertight: false }, limits, false],
    ['6 shells, limit 5', { shellCount: 6 }, limits, false],
    ['5 shells, limit 5', { shellCount: 5 }, limits, true],
    [
      '1000 shells, unlimited (null)',
      { shellCount: 1000 },
      { ...limits, maxNumberOfParts: null },
      true,
    ],
    ['too small is only a warning', { thinnestWallMm: 0.1 }, limits, true],
  ])('%s', (_label, overrides, modeLimits, printable) => {
    expect(assessPrintability(figures(overrides), modeLimits).printable).toBe(printable);
  });
});

describe('rule: tooSmall (a warning) when the thinnest wall or any dimension is below minFeatureSize', () => {
  it.each<[string, Partial<GeometryFigures>, boolean]>([
    ['wall 0.79 < 0.8', { thinnestWallMm: 0.79 }, true],
    ['wall exactly 0.8', { thinnestWallMm: 0.8 }, false],
    ['wall unknown (null)', { thinnestWallMm: null }, false],
    ['flat dimension 0.5 < 0.8', { dimensionsMm: { x: 50, y: 0.5, z: 50 } }, true],
    ['dimensions fine', {}, false],
  ])('%s', (_label, overrides, tooSmall) => {
    const result = assessPrintability(figures(overrides), limits);
    expect(result.tooSmall).toBe(tooSmall);
    expect(result.printable).toBe(true);
  });
});

describe('reasons carry actual and limit numbers, blocking reasons first', () => {
  it('lists every reason of a hopeless part', () => {
    const result = assessPrintability(
      figures({
        dimensionsMm: { x: 412, y: 0.5, z: 10 },
        thinnestWallMm: 0.3,
        isWatertight: false,
        shellCount: 9,
      }),
      limits,
    );
    expect(result.reasons).toEqual<PrintabilityReason[]>([
      {
        code: 'TOO_LARGE',
        actual: 412,
        limit: 380,
        dimensionRank: 'largest',
        buildVolumeMm: limits.maxDimensionsMm,
        sides: [
          { actualMm: 412, limitMm: 380, excessMm: 32 },
          { actualMm: 10, limitMm: 380, excessMm: 0 },
          { actualMm: 0.5, limitMm: 284, excessMm: 0 },
        ],
      },
      { code: 'NOT_WATERTIGHT', actual: 0, limit: 1 },
      { code: 'TOO_MANY_PARTS', actual: 9, limit: 5 },
      { code: 'WALL_TOO_THIN', actual: 0.3, limit: 0.8 },
      { code: 'DIMENSION_TOO_SMALL', actual: 0.5, limit: 0.8 },
    ]);
    expect(result).toMatchObject({ printable: false, tooLarge: true, tooSmall: true });
  });

  it('names the middle dimension when only it overflows', () => {
    const result = assessPrintability(figures({ dimensionsMm: { x: 10, y: 300, z: 300 } }), {
      ...limits,
      maxDimensionsMm: { x: 284, y: 284, z: 380 },
    });
    expect(result.reasons[0]).toMatchObject({
      code: 'TOO_LARGE',
      actual: 300,
      limit: 284,
      dimensionRank: 'middle',
    });
  });

  it('has no reasons for a good part', () => {
    expect(assessPrintability(figures(), limits)).toEqual({
      printable: true,
      tooLarge: false,
      tooSmall: false,
      reasons: [],
    });
  });
});

describe('describePrintabilityReason: readable English', () => {
  it.each<[PrintabilityReason, string]>([
    [
      {
        code: 'TOO_LARGE',
        actual: 412,
        limit: 380,
        dimensionRank: 'largest',
        buildVolumeMm: { x: 380, y: 284, z: 380 },
      },
      'Largest dimension 412.0 mm exceeds the build volume (380 × 284 × 380 mm)',
    ],
    [
      {
        code: 'TOO_LARGE',
        actual: 290,
        limit: 284.5,
        dimensionRank: 'smallest',
        buildVolumeMm: { x: 380, y: 284.5, z: 380 },
      },
      'Smallest dimension 290.0 mm exceeds the build volume (380 × 284.5 × 380 mm)',
    ],
    [
      { code: 'TOO_LARGE', actual: 412, limit: 380 },
      'Largest dimension 412.0 mm exceeds the build volume limit of 380.0 mm',
    ],
    [
      { code: 'WALL_TOO_THIN', actual: 0.34, limit: 0.8 },
      'Thinnest wall 0.3 mm is below the minimum wall thickness of 0.8 mm',
    ],
    [
      { code: 'DIMENSION_TOO_SMALL', actual: 0.5, limit: 1 },
      'Smallest dimension 0.5 mm is below the minimum feature size of 1.0 mm',
    ],
    [{ code: 'NOT_WATERTIGHT', actual: 0, limit: 1 }, 'The geometry could not be made watertight'],
    [
      { code: 'TOO_MANY_PARTS', actual: 9, limit: 5 },
      'The file has 9 separate parts; this print mode allows at most 5',
    ],
  ])('%j → %s', (reason, text) => {
    expect(describePrintabilityReason(reason)).toBe(text);
  });
});
