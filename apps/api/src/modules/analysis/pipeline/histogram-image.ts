/**
 * The wall-thickness picture of a stored file for one print mode and scale: the TRF's
 * per-triangle thickness (mm at scale 1, file units) × scale × unitToMm coloured against the
 * mode's minimum wall. No ray casting: thickness scales linearly with a uniform scale.
 */
import { readFile } from 'node:fs/promises';
import { encodePng, parseViewKey, pickThicknessColor, renderView } from '@print/mesh';
import { readTrf } from './trf.js';

export const HISTOGRAM_IMAGE_SIZE_PX = 480;

export interface HistogramImageInput {
  readonly trfPath: string;
  /** Uniform scale the customer chose, > 0. */
  readonly scale: number;
  /** Millimetres per file unit (1 for mm, 10 for cm, 25.4 for inch), > 0. */
  readonly unitToMm: number;
  /** View key such as 'XP0' or 'ZM270'. */
  readonly viewKey: string;
  /** The print mode's minimum wall thickness in mm, > 0. */
  readonly minWallMm: number;
  /** Square picture size in pixels (default 480, at most 2048). */
  readonly size?: number;
}

function checkPositive(value: number, name: string): void {
  if (!(Number.isFinite(value) && value > 0))
    throw new RangeError(`${name} must be a positive number`);
}

/** rgb per triangle: thickness at the customer's scale and unit against `minWallMm`. */
export function colorTrianglesByThickness(
  triangleThicknessMm: Float32Array,
  factor: number,
  minWallMm: number,
): Uint8Array {
  const colors = new Uint8Array(triangleThicknessMm.length * 3);
  for (let t = 0; t < triangleThicknessMm.length; t++) {
    colors.set(pickThicknessColor((triangleThicknessMm[t] ?? NaN) * factor, minWallMm), 3 * t);
  }
  return colors;
}

/**
 * PNG of the wall-thickness view. Throws RangeError on invalid numbers or view key and Error
 * when the TRF file is unreadable or invalid (the service validates parameters first).
 */
export async function renderHistogramImage(input: HistogramImageInput): Promise<Uint8Array> {
  checkPositive(input.scale, 'scale');
  checkPositive(input.unitToMm, 'unitToMm');
  checkPositive(input.minWallMm, 'minWallMm');
  const size = input.size ?? HISTOGRAM_IMAGE_SIZE_PX;
  if (!Number.isInteger(size) || size < 16 || size > 2048)
    throw new RangeError('size must be an integer 16..2048');
  const view = parseViewKey(input.viewKey);
  if (!view.ok) throw new RangeError(view.error.message);
  const trf = readTrf(await readFile(input.trfPath));
  if (!trf.ok) throw new Error(`${trf.error.code}: ${trf.error.message}`);
  const { mesh, triangleThicknessMm } = trf.value;
  const triangleColors = colorTrianglesByThickness(
    triangleThicknessMm,
    input.scale * input.unitToMm,
    input.minWallMm,
  );
  const image = renderView(mesh, {
    view: view.view,
    width: size,
    height: size,
    triangleColors,
    supersample: mesh.indices.length > 3_000_000 ? 2 : 3,
  });
  return encodePng(image);
}
