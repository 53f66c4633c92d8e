import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderHistogramImage } from './histogram-image.js';
import { runAnalysis } from './run-analysis.js';
import { makeOutputDir, modelPath, readPngSize } from './test-support.js';

let outputDir = '';
let trfPath = '';

beforeAll(async () => {
  outputDir = makeOutputDir();
  const result = await runAnalysis(
    { inputPath: modelPath('stl/benchy_gunwale_binary.stl'), fileName: 'gunwale.stl', outputDir },
    () => undefined,
  );
  if (!result.ok) throw new Error(result.error.message);
  trfPath = join(outputDir, result.outputs.trf);
}, 60_000);
afterAll(() => rmSync(outputDir, { recursive: true, force: true }));

/** Share of model pixels (not white background) that are clearly red. */
function shareOfRed(png: Uint8Array): number {
  const image = PNG.sync.read(Buffer.from(png));
  let model = 0;
  let red = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const [r = 0, g = 0, b = 0] = [image.data[i], image.data[i + 1], image.data[i + 2]];
    if (r > 245 && g > 245 && b > 245) continue;
    model++;
    if (r > 90 && r > 2 * g && r > 2 * b) red++;
  }
  return model > 0 ? red / model : 0;
}

const base = { unitToMm: 1, viewKey: 'YP0', minWallMm: 0.8 };

describe('renderHistogramImage', () => {
  it('paints the 1–1.5 mm gunwale mostly not red at scale 1 and mostly red at scale 0.3', async () => {
    const full = await renderHistogramImage({ trfPath, scale: 1, ...base });
    const small = await renderHistogramImage({ trfPath, scale: 0.3, ...base });
    writeFileSync('/tmp/histogram-gunwale-1.png', full);
    writeFileSync('/tmp/histogram-gunwale-0.3.png', small);
    expect(readPngSize(full)).toEqual({ width: 480, height: 480 });
    expect(shareOfRed(full)).toBeLessThan(0.2);
    expect(shareOfRed(small)).toBeGreaterThan(0.8);
  });

  it('applies the unit: a file in inches is 25.4 times thicker', async () => {
    const inch = await renderHistogramImage({ trfPath, scale: 0.3, ...base, unitToMm: 25.4 });
    expect(shareOfRed(inch)).toBeLessThan(0.05);
  });

  it('honours the size and the view key', async () => {
    const top = await renderHistogramImage({
      trfPath,
      scale: 1,
      ...base,
      viewKey: 'ZP90',
      size: 200,
    });
    expect(readPngSize(top)).toEqual({ width: 200, height: 200 });
  });

  it.each([
    ['scale 0', { scale: 0 }],
    ['a negative minimum wall', { scale: 1, minWallMm: -1 }],
    ['an invalid view key', { scale: 1, viewKey: 'QP0' }],
    ['a fractional size', { scale: 1, size: 100.5 }],
  ])('rejects %s', async (_, override) => {
    await expect(renderHistogramImage({ trfPath, ...base, ...override })).rejects.toThrow(
      RangeError,
    );
  });

  it('rejects a file that is not a TRF', async () => {
    const bogus = join(outputDir, 'bogus.trf');
    writeFileSync(bogus, readFileSync(modelPath('stl/sphere_with_hole_ascii.stl')));
    await expect(renderHistogramImage({ trfPath: bogus, scale: 1, ...base })).rejects.toThrow(
      /INVALID_TRF/,
    );
  });
});
