export { computeWallThickness } from './wall-thickness.js';
export type { WallThickness, WallThicknessOptions } from './wall-thickness.js';
export {
  thicknessHistogram,
  shareOfAreaBelow,
  minThicknessAt,
  absoluteMinThicknessAt,
} from './thickness-stats.js';
export type { ThicknessHistogram, ThicknessHistogramOptions } from './thickness-stats.js';
