export { computeWallThickness } from './wall-thickness.js';
export type { WallThickness, WallThicknessOptions } from './wall-thickness.js';
export {
  thicknessHistogram,
  shareOfAreaBelow,
  minThicknessAt,
  absoluteMinThicknessAt,
} from './thickness-stats.js';
export type { ThicknessHistogram, ThicknessHistogramOptions } from './thickness-stats.js';
export {
  findWallFinding,
  pictureThicknessPerTriangle,
  triangleAreasMm2,
  WALL_FINDING_SHARE,
} from './wall-finding.js';
export type { WallFinding } from './wall-finding.js';
