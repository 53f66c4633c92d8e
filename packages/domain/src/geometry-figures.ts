import { unitToMm, type LengthUnit } from './units.js';

export interface Dimensions {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * What pricing and printability need from an analysed file. The api maps the mesh report to
 * this shape; domain never imports mesh. Lengths in mm, area in mm², volume in mm³.
 */
export interface GeometryFigures {
  readonly volumeMm3: number;
  readonly areaMm2: number;
  readonly dimensionsMm: Dimensions;
  /** null when the wall thickness could not be measured. */
  readonly thinnestWallMm: number | null;
  readonly shellCount: number;
  readonly isWatertight: boolean;
}

/**
 * Figures at the customer's scale and unit. The file's raw numbers are in the customer's chosen
 * unit, so the linear factor is k = scale × unitToMm(unit): lengths × k, area × k², volume × k³.
 * Throws RangeError when scale is not a finite number > 0 (callers validate input first).
 */
export function scaleFigures(
  figures: GeometryFigures,
  scale: number,
  unit: LengthUnit,
): GeometryFigures {
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new RangeError(`scale must be a finite number > 0, got ${scale}`);
  }
  const k = scale * unitToMm(unit);
  return {
    volumeMm3: figures.volumeMm3 * k * k * k,
    areaMm2: figures.areaMm2 * k * k,
    dimensionsMm: {
      x: figures.dimensionsMm.x * k,
      y: figures.dimensionsMm.y * k,
      z: figures.dimensionsMm.z * k,
    },
    thinnestWallMm: figures.thinnestWallMm === null ? null : figures.thinnestWallMm * k,
    shellCount: figures.shellCount,
    isWatertight: figures.isWatertight,
  };
}

/** The three dimensions in ascending order. */
export function sortDimensions(dimensions: Dimensions): [number, number, number] {
  const [a, b, c] = [dimensions.x, dimensions.y, dimensions.z].sort((p, q) => p - q);
  return [a ?? 0, b ?? 0, c ?? 0];
}

/** Bounding-box volume in mm³ (used for the packing rate). */
export function computeBoxVolumeMm3(dimensions: Dimensions): number {
  return dimensions.x * dimensions.y * dimensions.z;
}
