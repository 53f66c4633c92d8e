import { PNG } from 'pngjs';
import type { RgbaImage } from './compose.js';

/** Encodes an RGBA picture as PNG bytes (8-bit RGBA, pngjs synchronous writer). */
export function encodePng(image: RgbaImage): Uint8Array {
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  const bytes = PNG.sync.write(png, { colorType: 6 });
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
