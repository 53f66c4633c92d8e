import { sortDimensions, type Dimensions, type GeometryFigures } from './geometry-figures.js';

/** A print mode's limits (catalogue data). maxNumberOfParts null = unlimited. */
export interface PrintModeLimits {
  readonly maxDimensionsMm: Dimensions;
  readonly minFeatureSizeMm: number;
  readonly maxNumberOfParts: number | null;
}

export type PrintabilityReasonCode =
  'TOO_LARGE' | 'WALL_TOO_THIN' | 'DIMENSION_TOO_SMALL' | 'NOT_WATERTIGHT' | 'TOO_MANY_PARTS';

export type DimensionRank = 'smallest' | 'middle' | 'largest';

/**
 * Why a configuration is blocked or warned about. actual/limit are mm for the size reasons,
 * a count for TOO_MANY_PARTS, and 0 (is not) / 1 (must be) for NOT_WATERTIGHT.
 * TOO_LARGE also names which sorted dimension overflows and the build volume it was tested against.
 */
export interface PrintabilityReason {
  readonly code: PrintabilityReasonCode;
  readonly actual: number;
  readonly limit: number;
  readonly dimensionRank?: DimensionRank;
  readonly buildVolumeMm?: Dimensions;
  /**
   * TOO_LARGE only (issue 13 point 5: say by how much): the part's sides, largest first, each
   * against the build-volume side it is laid along in the best orientation (sorted against
   * sorted), with the excess in mm (0 where that side fits).
   */
  readonly sides?: readonly SideFit[];
}

/** One side of the part against the build volume, mm. */
export interface SideFit {
  readonly actualMm: number;
  readonly limitMm: number;
  /** max(0, actual − limit). */
  readonly excessMm: number;
}

export interface Printability {
  readonly printable: boolean;
  readonly tooLarge: boolean;
  /** A warning, never a block (docs/decisions/0007-shop-rulings.md "Printability"). */
  readonly tooSmall: boolean;
  readonly reasons: readonly PrintabilityReason[];
}

const RANKS: readonly DimensionRank[] = ['smallest', 'middle', 'largest'];

/** True when the box fits in some axis-aligned orientation: sorted dimensions ≤ sorted limits. */
export function fitsBuildVolume(dimensionsMm: Dimensions, maxMm: Dimensions): boolean {
  return findOverflow(dimensionsMm, maxMm) === null;
}

function findOverflow(dimensionsMm: Dimensions, maxMm: Dimensions): PrintabilityReason | null {
  const dims = sortDimensions(dimensionsMm);
  const max = sortDimensions(maxMm);
  // Largest first: the overflow most worth reporting is the biggest dimension that does not fit.
  for (let i = 2; i >= 0; i -= 1) {
    const actual = dims[i] ?? 0;
    const limit = max[i] ?? 0;
    if (actual > limit) {
      return {
        code: 'TOO_LARGE',
        actual,
        limit,
        dimensionRank: RANKS[i] ?? 'largest',
        buildVolumeMm: maxMm,
        sides: compareSides(dims, max),
      };
    }
  }
  return null;
}

/** Sorted part sides against sorted build-volume sides, largest first. */
export function compareSides(
  sortedDims: readonly number[],
  sortedMax: readonly number[],
): SideFit[] {
  const sides: SideFit[] = [];
  for (let i = sortedDims.length - 1; i >= 0; i -= 1) {
    const actualMm = sortedDims[i] ?? 0;
    const limitMm = sortedMax[i] ?? 0;
    sides.push({ actualMm, limitMm, excessMm: Math.max(0, actualMm - limitMm) });
  }
  return sides;
}

/**
 * docs/decisions/0007-shop-rulings.md "Printability": tooLarge when the scaled box fits no orientation; tooSmall when
 * the thinnest wall or any dimension is below minFeatureSize (warning only); printable false
 * when too large, not watertight, or more shells than maxNumberOfParts. Blocking reasons first.
 */
export function assessPrintability(scaled: GeometryFigures, limits: PrintModeLimits): Printability {
  const reasons: PrintabilityReason[] = [];
  const overflow = findOverflow(scaled.dimensionsMm, limits.maxDimensionsMm);
  if (overflow !== null) reasons.push(overflow);
  if (!scaled.isWatertight) reasons.push({ code: 'NOT_WATERTIGHT', actual: 0, limit: 1 });
  if (limits.maxNumberOfParts !== null && scaled.shellCount > limits.maxNumberOfParts) {
    reasons.push({
      code: 'TOO_MANY_PARTS',
      actual: scaled.shellCount,
      limit: limits.maxNumberOfParts,
    });
  }
  const minFeature = limits.minFeatureSizeMm;
  if (scaled.thinnestWallMm !== null && scaled.thinnestWallMm < minFeature) {
    reasons.push({ code: 'WALL_TOO_THIN', actual: scaled.thinnestWallMm, limit: minFeature });
  }
  const smallest = sortDimensions(scaled.dimensionsMm)[0];
  if (smallest < minFeature) {
    reasons.push({ code: 'DIMENSION_TOO_SMALL', actual: smallest, limit: minFeature });
  }
  const tooLarge = overflow !== null;
  const isBlocked = reasons.some(
    (r) => r.code === 'TOO_LARGE' || r.code === 'NOT_WATERTIGHT' || r.code === 'TOO_MANY_PARTS',
  );
  return {
    printable: !isBlocked,
    tooLarge,
    tooSmall: reasons.some((r) => r.code === 'WALL_TOO_THIN' || r.code === 'DIMENSION_TOO_SMALL'),
    reasons,
  };
}

function formatMm(valueMm: number): string {
  return `${valueMm.toFixed(1)} mm`;
}

function formatLimit(valueMm: number): string {
  return Number.isInteger(valueMm) ? String(valueMm) : valueMm.toFixed(1);
}

const RANK_LABEL: Readonly<Record<DimensionRank, string>> = {
  smallest: 'Smallest',
  middle: 'Middle',
  largest: 'Largest',
};

/** Readable English for the CLI and logs, e.g. "Largest dimension 412.0 mm exceeds the build volume (380 × 284 × 380 mm)". */
export function describePrintabilityReason(reason: PrintabilityReason): string {
  switch (reason.code) {
    case 'TOO_LARGE': {
      const rank = RANK_LABEL[reason.dimensionRank ?? 'largest'];
      const box = reason.buildVolumeMm;
      const volume = box
        ? `the build volume (${formatLimit(box.x)} × ${formatLimit(box.y)} × ${formatLimit(box.z)} mm)`
        : `the build volume limit of ${formatMm(reason.limit)}`;
      return `${rank} dimension ${formatMm(reason.actual)} exceeds ${volume}`;
    }
    case 'WALL_TOO_THIN':
      return `Thinnest wall ${formatMm(reason.actual)} is below the minimum wall thickness of ${formatMm(reason.limit)}`;
    case 'DIMENSION_TOO_SMALL':
      return `Smallest dimension ${formatMm(reason.actual)} is below the minimum feature size of ${formatMm(reason.limit)}`;
    case 'NOT_WATERTIGHT':
      return 'The geometry could not be made watertight';
    case 'TOO_MANY_PARTS':
      return `The file has ${reason.actual} separate parts; this print mode allows at most ${reason.limit}`;
  }
}
