/**
 * Turns the sample grid into the picture: darkens outline and crease samples, then averages
 * each block of samples into one pixel (premultiplied alpha, so edges against a transparent
 * background stay clean).
 */
import type { SampleBuffers } from './rasterize.js';

export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  /** rgba per pixel, row-major from the top-left corner. */
  readonly data: Uint8ClampedArray;
}

export interface EdgeOptions {
  /** Unit face normals (xyz per triangle), to find creases between neighbouring samples. */
  readonly faceNormals: Float32Array;
  /** Creases sharper than this angle get a line. */
  readonly creaseAngleDeg: number;
  /** Depth jump (mm) between neighbouring samples that counts as an outline. */
  readonly depthJumpMm: number;
  /** Factor applied to the colour of line samples (0 black … 1 unchanged). */
  readonly lineShade: number;
}

function isCrease(n: Float32Array, tp: number, tq: number, cosCrease: number): boolean {
  if (tp === tq || tp < 0 || tq < 0) return false;
  const dot = n[3 * tp] * n[3 * tq] + n[3 * tp + 1] * n[3 * tq + 1] + n[3 * tp + 2] * n[3 * tq + 2];
  // Two-sided: a face seen from behind counts with its normal turned round.
  return Math.abs(dot) < cosCrease;
}

/** How far out (samples) a crease must still show on both sides to count. */
const CREASE_REACH = 2;

/**
 * Whether the sample pair p | p + step lies on a line. A crease must also show CREASE_REACH
 * samples further out on both sides: tiny features a sample or two wide (fins, knife edges and
 * scratches in CAD exports) would otherwise draw dashed lines across smooth surfaces.
 */
function isEdgeBetween(
  s: SampleBuffers,
  p: number,
  step: number,
  hasOuter: boolean,
  opts: EdgeOptions,
  cos: number,
): boolean {
  const q = p + step;
  const tq = s.triangle[q];
  if (tq < 0) return true;
  if (s.depth[q] - s.depth[p] > opts.depthJumpMm) return true;
  const n = opts.faceNormals;
  if (!isCrease(n, s.triangle[p], tq, cos)) return false;
  const reach = CREASE_REACH * step;
  return !hasOuter || isCrease(n, s.triangle[p - reach], s.triangle[q + reach], cos);
}

/** Darkens samples on outlines (towards the background or a farther surface) and on creases. */
export function darkenEdges(s: SampleBuffers, opts: EdgeOptions): void {
  const { width, height, triangle, color } = s;
  const cos = Math.cos((opts.creaseAngleDeg * Math.PI) / 180);
  const isEdge = new Uint8Array(width * height);
  const R = CREASE_REACH;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (triangle[p] < 0) continue;
      if (
        (x > 0 && isEdgeBetween(s, p, -1, x > R && x < width - R, opts, cos)) ||
        (x < width - 1 && isEdgeBetween(s, p, 1, x >= R && x < width - 1 - R, opts, cos)) ||
        (y > 0 && isEdgeBetween(s, p, -width, y > R && y < height - R, opts, cos)) ||
        (y < height - 1 && isEdgeBetween(s, p, width, y >= R && y < height - 1 - R, opts, cos))
      ) {
        isEdge[p] = 1;
      }
    }
  }
  const shade = opts.lineShade;
  for (let p = 0; p < isEdge.length; p++) {
    if (!isEdge[p]) continue;
    const c = color[p];
    color[p] =
      ((((c >>> 16) & 255) * shade) << 16) |
      ((((c >>> 8) & 255) * shade) << 8) |
      ((c & 255) * shade);
  }
}

/** Box-filters `factor`×`factor` samples into each pixel over `background` rgba. */
export function downsample(
  s: SampleBuffers,
  factor: number,
  background: readonly number[],
): RgbaImage {
  const width = Math.floor(s.width / factor);
  const height = Math.floor(s.height / factor);
  const data = new Uint8ClampedArray(width * height * 4);
  const [bgR = 255, bgG = 255, bgB = 255, bgA = 255] = background;
  const count = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < factor; sy++) {
        let p = (y * factor + sy) * s.width + x * factor;
        for (let sx = 0; sx < factor; sx++, p++) {
          if (s.triangle[p] < 0) {
            r += bgR * bgA;
            g += bgG * bgA;
            b += bgB * bgA;
            a += bgA;
          } else {
            const c = s.color[p];
            r += ((c >>> 16) & 255) * 255;
            g += ((c >>> 8) & 255) * 255;
            b += (c & 255) * 255;
            a += 255;
          }
        }
      }
      const o = 4 * (y * width + x);
      if (a > 0) {
        data[o] = Math.round(r / a);
        data[o + 1] = Math.round(g / a);
        data[o + 2] = Math.round(b / a);
      }
      data[o + 3] = Math.round(a / count);
    }
  }
  return { width, height, data };
}
