/**
 * Makes highlighted (e.g. repaired) triangles visible at any size. A closed hole is often a few
 * triangles seen edge-on, or lies just under the surface (where a spout or handle meets a
 * body): drawn only where the z-buffer shows them, they came out as a few pixels or nothing.
 *
 * 1. Highlighted triangles are drawn again into a depth buffer of their own (no test against
 *    the model). Where one lies behind the visible surface by at most HIDDEN_REACH of the
 *    model's depth, the surface is tinted semi-transparently in the accent colour. Deeper ones
 *    are left to the view from the other side (the repair pictures come in opposite pairs).
 * 2. In the final picture, every pixel that shows a highlight (visible or tinted) is grown by a
 *    ring a few pixels wide in the accent colour, drawn on top of everything: even a sub-pixel
 *    triangle shows as a clear mark.
 */
import type { IndexedMesh } from '../types.js';
import type { CameraBasis } from './camera.js';
import type { RgbaImage } from './compose.js';
import type { Rgb } from './render-view.js';
import { projectVertices, type SampleBuffers, type ScreenFit } from './rasterize.js';

/** How deep (share of the model's extent along the view) a hidden highlight still shows. */
const HIDDEN_REACH = 0.3;
/** Share of the accent colour in the tint over hidden highlights. */
const HIDDEN_TINT = 0.55;

/** Nearest depth of a highlighted triangle per sample (+Infinity where none). */
function rasterizeHighlightDepth(
  mesh: IndexedMesh,
  s: Float32Array,
  mask: Uint8Array,
  buffers: SampleBuffers,
): Float32Array {
  const { width, height } = buffers;
  const depth = new Float32Array(width * height).fill(Infinity);
  const ix = mesh.indices;
  for (let t = 0; t < mask.length; t++) {
    if (!mask[t]) continue;
    const a = ix[3 * t] * 3;
    const b = ix[3 * t + 1] * 3;
    const c = ix[3 * t + 2] * 3;
    const [x0, y0, z0, x1, y1, z1, x2, y2, z2] = [
      s[a],
      s[a + 1],
      s[a + 2],
      s[b],
      s[b + 1],
      s[b + 2],
      s[c],
      s[c + 1],
      s[c + 2],
    ] as const;
    const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    // Edge-on and sub-sample triangles still mark the sample they fall in.
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const maxX = Math.min(width - 1, Math.floor(Math.max(x0, x1, x2)));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const maxY = Math.min(height - 1, Math.floor(Math.max(y0, y1, y2)));
    const isThin = !(Math.abs(area) >= 1) || !Number.isFinite(area);
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        let z = Math.min(z0, z1, z2);
        if (!isThin) {
          const px = x + 0.5;
          const py = y + 0.5;
          const w0 = ((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) / area;
          const w1 = ((x0 - x2) * (py - y2) - (y0 - y2) * (px - x2)) / area;
          const w2 = 1 - w0 - w1;
          if (w0 < 0 || w1 < 0 || w2 < 0) continue;
          z = w0 * z0 + w1 * z1 + w2 * z2;
        }
        const p = y * width + x;
        if (z < depth[p]) depth[p] = z;
      }
    }
  }
  return depth;
}

/** Depth range (mm) of the model along the view, from its projected vertices. */
function measureDepthExtent(mesh: IndexedMesh, screen: Float32Array): number {
  let near = Infinity;
  let far = -Infinity;
  const ix = mesh.indices;
  for (let i = 0; i < ix.length; i++) {
    const z = screen[ix[i] * 3 + 2];
    if (z < near) near = z;
    if (z > far) far = z;
  }
  return far > near ? far - near : 0;
}

function mixColor(packed: number, accent: Rgb, share: number): number {
  const r = ((packed >>> 16) & 255) * (1 - share) + accent[0] * share;
  const g = ((packed >>> 8) & 255) * (1 - share) + accent[1] * share;
  const b = (packed & 255) * (1 - share) + accent[2] * share;
  return ((r | 0) << 16) | ((g | 0) << 8) | (b | 0);
}

/**
 * Tints samples over slightly hidden highlights and answers, per sample, whether it shows a
 * highlight (visible or tinted): the input of the halo.
 */
export function markHighlightSamples(
  mesh: IndexedMesh,
  camera: CameraBasis,
  fit: ScreenFit,
  mask: Uint8Array,
  accent: Rgb,
  buffers: SampleBuffers,
): Uint8Array {
  const marked = new Uint8Array(buffers.width * buffers.height);
  const screen = projectVertices(mesh, camera, fit, buffers);
  const highlightDepth = rasterizeHighlightDepth(mesh, screen, mask, buffers);
  const reach = measureDepthExtent(mesh, screen) * HIDDEN_REACH;
  const { triangle, depth, color } = buffers;
  for (let p = 0; p < marked.length; p++) {
    const t = triangle[p];
    if (t >= 0 && mask[t]) marked[p] = 1;
    else if (highlightDepth[p] - depth[p] <= reach) {
      marked[p] = 1;
      color[p] = mixColor(color[p], accent, HIDDEN_TINT);
    }
  }
  return marked;
}

/** Pixels of the picture holding at least one marked sample. */
function reduceToPixels(
  marked: Uint8Array,
  buffers: SampleBuffers,
  factor: number,
  image: RgbaImage,
) {
  const pixels = new Uint8Array(image.width * image.height);
  for (let y = 0; y < image.height * factor; y++) {
    for (let x = 0; x < image.width * factor; x++) {
      if (marked[y * buffers.width + x])
        pixels[Math.floor(y / factor) * image.width + Math.floor(x / factor)] = 1;
    }
  }
  return pixels;
}

/** Paints a ring `radiusPx` wide around every marked pixel in `accent`, on top (opaque). */
export function drawHighlightHalo(
  image: RgbaImage,
  marked: Uint8Array,
  buffers: SampleBuffers,
  factor: number,
  accent: Rgb,
  radiusPx: number,
): void {
  const pixels = reduceToPixels(marked, buffers, factor, image);
  const { width, height, data } = image;
  const offsets: number[] = [];
  const r = Math.max(0, Math.round(radiusPx));
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r + r) offsets.push(dx, dy);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!pixels[y * width + x]) continue;
      for (let i = 0; i < offsets.length; i += 2) {
        const qx = x + (offsets[i] ?? 0);
        const qy = y + (offsets[i + 1] ?? 0);
        if (qx < 0 || qy < 0 || qx >= width || qy >= height || pixels[qy * width + qx]) continue;
        const o = 4 * (qy * width + qx);
        data[o] = accent[0];
        data[o + 1] = accent[1];
        data[o + 2] = accent[2];
        data[o + 3] = 255;
      }
    }
  }
}
