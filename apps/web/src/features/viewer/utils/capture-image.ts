import {
  SRGBColorSpace,
  WebGLRenderTarget,
  type PerspectiveCamera,
  type Scene,
  type WebGLRenderer,
} from 'three';

/** Side of the cart thumbnail in pixels: small, so reading it back costs next to nothing. */
export const THUMBNAIL_SIZE_PX = 256;

/**
 * Renders the scene into a small offscreen target and encodes it as PNG. The pixels come back
 * through an asynchronous read (pixel buffer + fence), so the main thread never waits for the GPU
 * to finish the big canvas, and the PNG is encoded by the browser off the main thread (toBlob).
 */
export async function captureThumbnail(
  renderer: WebGLRenderer,
  scene: Scene,
  camera: PerspectiveCamera,
  sizePx: number = THUMBNAIL_SIZE_PX,
): Promise<Blob | null> {
  const target = new WebGLRenderTarget(sizePx, sizePx, { samples: 4 });
  target.texture.colorSpace = SRGBColorSpace;
  const pixels = new Uint8Array(sizePx * sizePx * 4);
  try {
    const previous = renderer.getRenderTarget();
    renderer.setRenderTarget(target);
    renderer.render(scene, camera);
    renderer.setRenderTarget(previous);
    await renderer.readRenderTargetPixelsAsync(target, 0, 0, sizePx, sizePx, pixels);
  } finally {
    target.dispose();
  }
  return encodePng(flipRows(pixels, sizePx, sizePx), sizePx, sizePx);
}

/** GL rows run bottom-up, image rows top-down. */
export function flipRows(pixels: Uint8Array, widthPx: number, heightPx: number): Uint8ClampedArray {
  const rowBytes = widthPx * 4;
  const flipped = new Uint8ClampedArray(pixels.length);
  for (let row = 0; row < heightPx; row++) {
    const from = (heightPx - 1 - row) * rowBytes;
    flipped.set(pixels.subarray(from, from + rowBytes), row * rowBytes);
  }
  return flipped;
}

function encodePng(
  rgba: Uint8ClampedArray,
  widthPx: number,
  heightPx: number,
): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = widthPx;
  canvas.height = heightPx;
  const context = canvas.getContext('2d');
  if (!context) return Promise.resolve(null);
  context.putImageData(
    new ImageData(rgba as Uint8ClampedArray<ArrayBuffer>, widthPx, heightPx),
    0,
    0,
  );
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
