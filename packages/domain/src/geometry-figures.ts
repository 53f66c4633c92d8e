import { unitToMm, type LengthUnit } from './units.js';

export interface Dimensions {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/**
 * The figures of a part, every field in millimetres (mm, mm², mm³) — always true to its name.
 * The one shape from the analysis through storage and pricing to the API; the api maps the
 * mesh report to it, domain never imports mesh.
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
 * An analysed 3D file: the length unit of its coordinates, stated once (mm unless the file or the
 * customer says otherwise), and the part's figures in millimetres at scale 1 in that unit.
 */
export interface FileGeometry {
  readonly unitOfLength: LengthUnit;
  readonly figures: GeometryFigures;
}

function multiplyFigures(figures: GeometryFigures, k: number): GeometryFigures {
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

/**
 * The geometry of a file whose mesh was measured as read (the readers hand out coordinates as
 * millimetres; an STL carries no unit) when its coordinates mean `unitOfLength`.
 */
export function toFileGeometry(asRead: GeometryFigures, unitOfLength: LengthUnit): FileGeometry {
  return { unitOfLength, figures: multiplyFigures(asRead, unitToMm(unitOfLength)) };
}

/** The figures as the file's coordinates give them (inverse of toFileGeometry). */
export function toAsReadFigures(geometry: FileGeometry): GeometryFigures {
  return multiplyFigures(geometry.figures, 1 / unitToMm(geometry.unitOfLength));
}

/**
 * The part as the customer configures it, in millimetres: the file's coordinates read in
 * `choice.unitOfLength` (which may differ from the stored one) and scaled by `choice.scale`.
 * Lengths × k, area × k², volume × k³ with k = scale × unitToMm(choice) / unitToMm(stored).
 * Throws RangeError when scale is not a finite number > 0 (callers validate input first).
 */
export function figuresAt(
  geometry: FileGeometry,
  choice: { readonly scale: number; readonly unitOfLength: LengthUnit },
): GeometryFigures {
  const { scale } = choice;
  if (!Number.isFinite(scale) || scale <= 0) {
    throw new RangeError(`scale must be a finite number > 0, got ${scale}`);
  }
  const k = (scale * unitToMm(choice.unitOfLength)) / unitToMm(geometry.unitOfLength);
  return multiplyFigures(geometry.figures, k);
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
