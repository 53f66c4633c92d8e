import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { createBoxMesh, mergeMeshes } from '../thickness/box-mesh.js';
import { loadSharedModel } from '../thickness/model-fixtures.js';
import type { IndexedMesh } from '../types.js';
import type { RgbaImage } from './compose.js';
import { encodePng } from './png.js';
import { renderFrontPicture, renderView } from './render-view.js';

const cube = createBoxMesh([-5, -5, -5], [5, 5, 5]);

function pixel(image: RgbaImage, x: number, y: number): number[] {
  const at = 4 * (y * image.width + x);
  return Array.from(image.data.subarray(at, at + 4));
}

const WHITE = [255, 255, 255, 255];

describe('renderView', () => {
  it('draws a cube from XP0 with background in the corners and shaded blue-grey in the centre', () => {
    const image = renderView(cube, { view: 'XP0', width: 100, height: 80 });
    expect(image.width).toBe(100);
    expect(image.height).toBe(80);
    expect(image.data).toHaveLength(100 * 80 * 4);
    for (const [x, y] of [
      [0, 0],
      [99, 0],
      [0, 79],
      [99, 79],
      [5, 40],
    ])
      expect(pixel(image, x, y)).toEqual(WHITE);
    const [r, g, b, a] = pixel(image, 50, 40);
    expect(a).toBe(255);
    expect(b).toBeGreaterThan(r);
    expect(r).toBeGreaterThan(60);
    expect(b).toBeLessThan(250);
    expect(g).toBeLessThan(250);
  });

  it('paints highlighted triangles in the accent colour only where they project', () => {
    // Triangles 10 and 11 of createBoxMesh form the +X face.
    const mask = new Uint8Array(12);
    mask[10] = 1;
    mask[11] = 1;
    const fromPlusX = renderView(cube, { view: 'XP0', width: 60, height: 60, highlightMask: mask });
    const [r, g, b] = pixel(fromPlusX, 30, 30);
    expect(r).toBeGreaterThan(b + 60);
    expect(r).toBeGreaterThan(g + 60);
    const fromMinusX = renderView(cube, {
      view: 'XM0',
      width: 60,
      height: 60,
      highlightMask: mask,
    });
    const [r2, , b2] = pixel(fromMinusX, 30, 30);
    expect(b2).toBeGreaterThan(r2);
  });

  it('turns the picture with the rotation: a tall post becomes wide at 90°', () => {
    const post = createBoxMesh([-1, -1, -10], [1, 1, 10]);
    const upright = renderView(post, { view: 'XP0', width: 100, height: 100 });
    const turned = renderView(post, { view: 'XP90', width: 100, height: 100 });
    expect(pixel(upright, 50, 12)[3]).toBe(255);
    expect(pixel(upright, 50, 12)).not.toEqual(WHITE);
    expect(pixel(upright, 12, 50)).toEqual(WHITE);
    expect(pixel(turned, 12, 50)).not.toEqual(WHITE);
    expect(pixel(turned, 50, 12)).toEqual(WHITE);
  });

  it('gives different pictures for different keys of an asymmetric model', () => {
    // A block with a marker cube on its +X end.
    const model = mergeMeshes([
      createBoxMesh([0, 0, 0], [20, 10, 10]),
      createBoxMesh([20, 0, 0], [24, 4, 14]),
    ]);
    const front = renderView(model, { view: 'YM0', width: 120, height: 80 });
    const back = renderView(model, { view: 'YP0', width: 120, height: 80 });
    const flipped = renderView(model, { view: 'YM180', width: 120, height: 80 });
    expect(Buffer.from(front.data).equals(Buffer.from(back.data))).toBe(false);
    expect(Buffer.from(front.data).equals(Buffer.from(flipped.data))).toBe(false);
    // Seen from the front (-Y), +X is on the right: the marker sticks up at the right end.
    const topRow = 8;
    expect(pixel(front, 112, topRow)).not.toEqual(WHITE);
    expect(pixel(front, 8, topRow)).toEqual(WHITE);
    // From behind (+Y) it is on the left.
    expect(pixel(back, 8, topRow)).not.toEqual(WHITE);
    expect(pixel(back, 112, topRow)).toEqual(WHITE);
  });

  it('draws faces seen from behind (open meshes) instead of leaving holes', () => {
    // One triangle whose front faces -X, looked at from +X.
    const sheet: IndexedMesh = {
      positions: new Float32Array([0, -5, -5, 0, 5, -5, 0, 0, 5]),
      indices: new Uint32Array([0, 2, 1]),
    };
    const image = renderView(sheet, { view: 'XP0', width: 50, height: 50 });
    expect(pixel(image, 25, 30)).not.toEqual(WHITE);
  });

  it('anti-aliases outlines against a transparent background', () => {
    const image = renderFrontPicture(cube, 64, { background: [0, 0, 0, 0] });
    expect(pixel(image, 0, 0)[3]).toBe(0);
    expect(pixel(image, 32, 32)[3]).toBe(255);
    let partial = 0;
    for (let i = 3; i < image.data.length; i += 4)
      if (image.data[i] > 0 && image.data[i] < 255) partial++;
    expect(partial).toBeGreaterThan(20);
  });

  it('uses per-triangle and per-corner colours', () => {
    const colors = new Uint8Array(36).fill(0);
    for (let t = 0; t < 12; t++) colors.set([20, 200, 20], 3 * t);
    const green = renderView(cube, {
      view: 'ZP0',
      width: 40,
      height: 40,
      triangleColors: colors,
      edges: false,
    });
    const [r, g, b] = pixel(green, 20, 20);
    expect(g).toBeGreaterThan(r + 80);
    expect(g).toBeGreaterThan(b + 80);
    const corners = new Uint8Array(12 * 9);
    for (let i = 0; i < 12 * 3; i++) corners.set([200, 20, 20], 3 * i);
    const red = renderView(cube, {
      view: 'ZP0',
      width: 40,
      height: 40,
      cornerColors: corners,
      triangleColors: colors,
    });
    const [r2, g2] = pixel(red, 20, 20);
    expect(r2).toBeGreaterThan(g2 + 80);
  });

  it('refuses sizes and colour arrays that do not fit', () => {
    expect(() => renderView(cube, { view: 'XP0', width: 0, height: 10 })).toThrow(RangeError);
    expect(() =>
      renderView(cube, { view: 'XP0', width: 10, height: 10, highlightMask: new Uint8Array(3) }),
    ).toThrow(RangeError);
  });

  it('renders an empty mesh as background only', () => {
    const image = renderView(
      { positions: new Float32Array(0), indices: new Uint32Array(0) },
      { view: 'ZP0', width: 8, height: 8 },
    );
    expect(pixel(image, 4, 4)).toEqual(WHITE);
  });
});

describe('encodePng', () => {
  it('writes a PNG with signature and IHDR size that pngjs reads back pixel for pixel', () => {
    const image = renderView(cube, { view: 'XP0', width: 37, height: 23 });
    const bytes = encodePng(image);
    expect(Array.from(bytes.subarray(0, 8))).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(Buffer.from(bytes.subarray(12, 16)).toString('ascii')).toBe('IHDR');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    expect(view.getUint32(16)).toBe(37);
    expect(view.getUint32(20)).toBe(23);
    const decoded = PNG.sync.read(Buffer.from(bytes));
    expect(decoded.width).toBe(37);
    expect(decoded.height).toBe(23);
    expect(Buffer.from(decoded.data).equals(Buffer.from(image.data))).toBe(true);
  });
});

describe('pictures of real files', () => {
  it('draws the 3DBenchy gunwale and the open teapot as solid shapes', async () => {
    for (const file of ['stl/benchy_gunwale_binary.stl', 'stl/utah_teapot_open_binary.stl']) {
      const mesh = await loadSharedModel(file);
      const image = renderFrontPicture(mesh, 160);
      let covered = 0;
      for (let i = 3; i < image.data.length; i += 4)
        if (pixel(image, (i >> 2) % 160, Math.floor((i >> 2) / 160)).join() !== WHITE.join())
          covered++;
      const share = covered / (160 * 160);
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.8);
    }
  });
});
