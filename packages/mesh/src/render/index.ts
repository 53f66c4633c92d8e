export { ALL_VIEW_KEYS, parseViewKey, formatViewKey } from './view-key.js';
export type {
  ViewKey,
  ViewSpec,
  ViewAxis,
  ViewDirection,
  ViewRotationDeg,
  ParseViewKeyResult,
} from './view-key.js';
export {
  renderView,
  renderFrontPicture,
  DEFAULT_BASE_COLOR,
  DEFAULT_HIGHLIGHT_COLOR,
  DEFAULT_BACKGROUND,
} from './render-view.js';
export type { RenderOptions, ViewRenderOptions, Rgb, Rgba } from './render-view.js';
export type { RgbaImage } from './compose.js';
export { encodePng } from './png.js';
export {
  thicknessColors,
  thicknessCornerColors,
  pickThicknessColor,
  THICKNESS_TOO_THIN_COLOR,
  THICKNESS_UNKNOWN_COLOR,
} from './thickness-colors.js';
export type { ThicknessColorOptions } from './thickness-colors.js';
