/**
 * Issue 13 point 5, "not printable is not a dead end": for each mode, why not — too large by
 * how much per side against that mode's build volume, walls too thin against that mode's
 * minimum. One table per part, one row per mode.
 */
import { describe, expect, it } from 'vitest';
import type { Dimensions, GeometryFigures } from './geometry-figures.js';
import { assessPrintability, type PrintModeLimits } from './printability.js';

const MODES: Readonly<Record<string, PrintModeLimits>> = {
  sls: {
    maxDimensionsMm: { x: 340, y: 340, z: 600 },
    minFeatureSizeMm: 0.8,
    maxNumberOfParts: null,
  },
  mjf: {
    maxDimensionsMm: { x: 380, y: 284, z: 380 },
    minFeatureSizeMm: 0.6,
    maxNumberOfParts: null,
  },
  sla: { maxDimensionsMm: { x: 145, y: 145, z: 175 }, minFeatureSizeMm: 0.3, maxNumberOfParts: 1 },
};

function part(dimensionsMm: Dimensions, thinnestWallMm: number | null): GeometryFigures {
  return {
    volumeMm3: 1000,
    areaMm2: 600,
    dimensionsMm,
    thinnestWallMm,
    shellCount: 1,
    isWatertight: true,
  };
}

type Row = {
  mode: string;
  printable: boolean;
  /** [actual, limit, excess] per side, largest first; null when not too large. */
  sides: [number, number, number][] | null;
  thinWall: [number, number] | null;
};

function explain(figures: GeometryFigures): Row[] {
  return Object.entries(MODES).map(([mode, limits]) => {
    const result = assessPrintability(figures, limits);
    const tooLarge = result.reasons.find((r) => r.code === 'TOO_LARGE');
    const thin = result.reasons.find((r) => r.code === 'WALL_TOO_THIN');
    return {
      mode,
      printable: result.printable,
      sides: tooLarge?.sides?.map((s) => [s.actualMm, s.limitMm, s.excessMm]) ?? null,
      thinWall: thin ? [thin.actual, thin.limit] : null,
    };
  });
}

describe('per-mode reasons when no mode can print the part', () => {
  it('a 700 × 200 × 100 mm part: too large for every mode, by how much per side', () => {
    expect(explain(part({ x: 700, y: 200, z: 100 }, 2))).toEqual<Row[]>([
      {
        mode: 'sls',
        printable: false,
        sides: [
          [700, 600, 100],
          [200, 340, 0],
          [100, 340, 0],
        ],
        thinWall: null,
      },
      {
        mode: 'mjf',
        printable: false,
        sides: [
          [700, 380, 320],
          [200, 380, 0],
          [100, 284, 0],
        ],
        thinWall: null,
      },
      {
        mode: 'sla',
        printable: false,
        sides: [
          [700, 175, 525],
          [200, 145, 55],
          [100, 145, 0],
        ],
        thinWall: null,
      },
    ]);
  });

  it('a 400 × 400 × 400 mm part with 0.5 mm walls: too large, and too thin where the mode needs more', () => {
    expect(explain(part({ x: 400, y: 400, z: 400 }, 0.5))).toEqual<Row[]>([
      {
        mode: 'sls',
        printable: false,
        sides: [
          [400, 600, 0],
          [400, 340, 60],
          [400, 340, 60],
        ],
        thinWall: [0.5, 0.8],
      },
      {
        mode: 'mjf',
        printable: false,
        sides: [
          [400, 380, 20],
          [400, 380, 20],
          [400, 284, 116],
        ],
        thinWall: [0.5, 0.6],
      },
      {
        mode: 'sla',
        printable: false,
        sides: [
          [400, 175, 225],
          [400, 145, 255],
          [400, 145, 255],
        ],
        thinWall: null,
      },
    ]);
  });

  it('the orientation is free: a part that fits turned reports no excess', () => {
    expect(explain(part({ x: 284, y: 380, z: 380 }, 2))[1]).toEqual<Row>({
      mode: 'mjf',
      printable: true,
      sides: null,
      thinWall: null,
    });
  });

  it('no wall finding (null), no thin-wall reason', () => {
    expect(explain(part({ x: 10, y: 10, z: 10 }, null)).every((row) => row.thinWall === null)).toBe(
      true,
    );
  });
});
