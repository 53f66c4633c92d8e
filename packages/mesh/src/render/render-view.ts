/**
 * Software pictures of a mesh, no GPU: orthographic camera fitted to the model's projected
 * bounding box with a margin, z-buffer on a supersampled grid, outline and crease lines, box
 * filter down to the picture (anti-aliased edges).
 */
import type { IndexedMesh } from '../types.js';
import { createFrontCamera, createViewCamera, type CameraBasis } from './camera.js';
import { darkenEdges, downsample, type RgbaImage } from './compose.js';
import { drawHighlightHalo, markHighlightSamples } from './highlight.js';
import { computeMeshNormals, type MeshNormals } from './normals.js';
import { createSampleBuffers, rasterizeMesh, type ScreenFit } from './rasterize.js';
import { parseViewKey, type ViewKey, type ViewSpec } from './view-key.js';

export type Rgb = readonly [number, number, number];
export type Rgba = readonly [number, number, number, number];

/** Light blue-grey: neutral, and dark enough that white highlights and black lines both show. */
export const DEFAULT_BASE_COLOR: Rgb = [184, 198, 214];
/** Accent for highlighted (e.g. repaired) triangles. */
export const DEFAULT_HIGHLIGHT_COLOR: Rgb = [236, 64, 122];
export const DEFAULT_BACKGROUND: Rgba = [255, 255, 255, 255];

export interface RenderOptions {
  /** Output size in pixels, integers 1..8192. */
  readonly width: number;
  readonly height: number;
  /** rgb per triangle; default DEFAULT_BASE_COLOR everywhere. */
  readonly triangleColors?: Uint8Array;
  /** rgb per triangle corner (9 bytes per triangle), blended across it; wins over `triangleColors`. */
  readonly cornerColors?: Uint8Array;
  /** Per triangle: non-zero draws it in `highlightColor`. */
  readonly highlightMask?: Uint8Array;
  readonly highlightColor?: Rgb;
  /**
   * Width (px) of the accent ring drawn around highlighted triangles on top of the picture, so
   * that tiny or edge-on ones still show; 0 turns it off. Default: 1/160 of the shorter side,
   * at least 2 (3 px at 480).
   */
  readonly highlightHaloPx?: number;
  /** Default opaque white; [0, 0, 0, 0] gives a transparent picture. */
  readonly background?: Rgba;
  /** Outline and crease lines (default true). */
  readonly edges?: boolean;
  /** Samples per pixel along each axis, 1..4 (default 3). */
  readonly supersample?: number;
  /** Empty border as a share of the shorter side (default 0.06). */
  readonly marginRatio?: number;
}

export interface ViewRenderOptions extends RenderOptions {
  readonly view: ViewKey | ViewSpec;
}

function resolveView(view: ViewKey | ViewSpec): ViewSpec {
  if (typeof view !== 'string') return view;
  const parsed = parseViewKey(view);
  if (!parsed.ok) throw new RangeError(parsed.error.message);
  return parsed.view;
}

function checkLength(array: Uint8Array, expected: number, name: string): void {
  if (array.length !== expected)
    throw new RangeError(`${name} has ${array.length} entries, expected ${expected}`);
}

/** rgb per triangle corner: corner colours, else triangle colours, else the base colour. */
function buildCornerColors(mesh: IndexedMesh, opts: RenderOptions): Uint8Array {
  const triangleCount = mesh.indices.length / 3;
  const colors = new Uint8Array(triangleCount * 9);
  const { cornerColors, triangleColors, highlightMask } = opts;
  if (cornerColors) checkLength(cornerColors, triangleCount * 9, 'cornerColors');
  if (triangleColors) checkLength(triangleColors, triangleCount * 3, 'triangleColors');
  if (highlightMask) checkLength(highlightMask, triangleCount, 'highlightMask');
  const accent = opts.highlightColor ?? DEFAULT_HIGHLIGHT_COLOR;
  if (cornerColors) colors.set(cornerColors);
  for (let t = 0; t < triangleCount; t++) {
    for (let k = 0; k < 3; k++) {
      const at = 9 * t + 3 * k;
      if (highlightMask?.[t]) colors.set(accent, at);
      else if (cornerColors) continue;
      else if (triangleColors) colors.set(triangleColors.subarray(3 * t, 3 * t + 3), at);
      else colors.set(DEFAULT_BASE_COLOR, at);
    }
  }
  return colors;
}

/** Fits the projected bounding box of all used vertices into the sample grid. */
function fitToScreen(
  mesh: IndexedMesh,
  camera: CameraBasis,
  width: number,
  height: number,
  marginRatio: number,
): ScreenFit {
  const { positions: p, indices: ix } = mesh;
  const { right: r, up: u } = camera;
  let minR = Infinity;
  let maxR = -Infinity;
  let minU = Infinity;
  let maxU = -Infinity;
  for (let i = 0; i < ix.length; i++) {
    const v = ix[i] * 3;
    const along = p[v] * r[0] + p[v + 1] * r[1] + p[v + 2] * r[2];
    const upward = p[v] * u[0] + p[v + 1] * u[1] + p[v + 2] * u[2];
    if (along < minR) minR = along;
    if (along > maxR) maxR = along;
    if (upward < minU) minU = upward;
    if (upward > maxU) maxU = upward;
  }
  if (!(maxR >= minR)) return { scale: 1, centerRight: 0, centerUp: 0 };
  const margin = Math.min(width, height) * marginRatio;
  const extentR = Math.max(maxR - minR, 1e-9);
  const extentU = Math.max(maxU - minU, 1e-9);
  const scale = Math.min((width - 2 * margin) / extentR, (height - 2 * margin) / extentU);
  return { scale, centerRight: (minR + maxR) / 2, centerUp: (minU + maxU) / 2 };
}

function checkSize(value: number, name: string): void {
  if (!Number.isInteger(value) || value < 1 || value > 8192)
    throw new RangeError(`${name} must be 1..8192`);
}

/**
 * Normals depend on the mesh only, not the view: several pictures of one mesh (a front picture
 * and six repair views) compute them once. Meshes are immutable values, so the mesh object is
 * the key; the cache lets go of a mesh with the mesh.
 */
const normalsCache = new WeakMap<IndexedMesh, MeshNormals>();

function lookUpNormals(mesh: IndexedMesh): MeshNormals {
  let normals = normalsCache.get(mesh);
  if (!normals) {
    normals = computeMeshNormals(mesh);
    normalsCache.set(mesh, normals);
  }
  return normals;
}

/** Renders `mesh` as seen by `camera`. Throws RangeError on invalid sizes or array lengths. */
export function renderWithCamera(
  mesh: IndexedMesh,
  camera: CameraBasis,
  opts: RenderOptions,
): RgbaImage {
  checkSize(opts.width, 'width');
  checkSize(opts.height, 'height');
  const factor = Math.min(4, Math.max(1, Math.round(opts.supersample ?? 3)));
  const buffers = createSampleBuffers(opts.width * factor, opts.height * factor);
  const fit = fitToScreen(mesh, camera, buffers.width, buffers.height, opts.marginRatio ?? 0.06);
  const normals = lookUpNormals(mesh);
  rasterizeMesh(mesh, camera, fit, normals, buildCornerColors(mesh, opts), buffers);
  const accent = opts.highlightColor ?? DEFAULT_HIGHLIGHT_COLOR;
  const mask = opts.highlightMask;
  const marked = mask?.some((v) => v !== 0)
    ? markHighlightSamples(mesh, camera, fit, mask, accent, buffers)
    : null;
  if (opts.edges ?? true) {
    const pictureMm = Math.max(buffers.width, buffers.height) / fit.scale;
    darkenEdges(buffers, {
      faceNormals: normals.face,
      creaseAngleDeg: 40,
      depthJumpMm: pictureMm * 0.012,
      lineShade: 0.42,
    });
  }
  const image = downsample(buffers, factor, opts.background ?? DEFAULT_BACKGROUND);
  if (marked) {
    const haloPx =
      opts.highlightHaloPx ?? Math.max(2, Math.round(Math.min(opts.width, opts.height) / 160));
    drawHighlightHalo(image, marked, buffers, factor, accent, haloPx);
  }
  return image;
}

/** Renders one axis view ('XP0' … 'ZM270'), e.g. for repair or wall-thickness pictures. */
export function renderView(mesh: IndexedMesh, opts: ViewRenderOptions): RgbaImage {
  return renderWithCamera(mesh, createViewCamera(resolveView(opts.view)), opts);
}

/** The customer thumbnail: a three-quarter view from front-right and above, square. */
export function renderFrontPicture(
  mesh: IndexedMesh,
  size: number,
  opts: Omit<RenderOptions, 'width' | 'height'> = {},
): RgbaImage {
  return renderWithCamera(mesh, createFrontCamera(), { ...opts, width: size, height: size });
}
