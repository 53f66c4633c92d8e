import { describe, expect, it } from 'vitest';
import { createBoxMesh, mergeMeshes } from '../thickness/box-mesh.js';
import type { IndexedMesh } from '../types.js';
import type { RgbaImage } from './compose.js';
import { renderView } from './render-view.js';

const cube = createBoxMesh([-5, -5, -5], [5, 5, 5]);
/** createBoxMesh: 12 triangles per box; 2 and 3 of a box form its top (+Z) face. */
const TRIANGLES_PER_BOX = 12;

/** Pixels clearly in the accent (pink: red well above green and blue). */
function findAccentPixels(image: RgbaImage): { x: number; y: number }[] {
  const found: { x: number; y: number }[] = [];
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const o = 4 * (y * image.width + x);
      const [r, g, b] = [image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0];
      if (r > g + 80 && r > b + 60) found.push({ x, y });
    }
  }
  return found;
}

/** The cube plus one triangle of `sizeMm` just in front of its +X face, at the centre. */
function cubeWithSpeck(sizeMm: number): { mesh: IndexedMesh; mask: Uint8Array } {
  const speck: IndexedMesh = {
    positions: new Float32Array([5.01, 0, 0, 5.01, sizeMm, 0, 5.01, 0, sizeMm]),
    indices: new Uint32Array([0, 1, 2]),
  };
  const mesh = mergeMeshes([cube, speck]);
  const mask = new Uint8Array(TRIANGLES_PER_BOX + 1);
  mask[TRIANGLES_PER_BOX] = 1;
  return { mesh, mask };
}

describe('highlighted triangles at any size', () => {
  it('rings a sub-pixel highlighted triangle with a clear accent mark where it lies', () => {
    const { mesh, mask } = cubeWithSpeck(0.01);
    const image = renderView(mesh, { view: 'XP0', width: 120, height: 120, highlightMask: mask });
    const accent = findAccentPixels(image);
    // A 2 px ring around the pixel holding the speck: at least a 5 × 5 block minus its centre.
    expect(accent.length).toBeGreaterThanOrEqual(12);
    for (const { x, y } of accent) {
      expect(Math.abs(x - 60)).toBeLessThanOrEqual(4);
      expect(Math.abs(y - 60)).toBeLessThanOrEqual(4);
    }
    const withoutHalo = renderView(mesh, {
      view: 'XP0',
      width: 120,
      height: 120,
      highlightMask: mask,
      highlightHaloPx: 0,
    });
    expect(findAccentPixels(withoutHalo).length).toBeLessThan(2);
  });

  it('marks a highlighted face seen edge-on along its edge', () => {
    // The cube's top face seen from the side is a line of zero width.
    const mask = new Uint8Array(TRIANGLES_PER_BOX);
    mask[2] = 1;
    mask[3] = 1;
    const image = renderView(cube, { view: 'XP0', width: 100, height: 100, highlightMask: mask });
    const accent = findAccentPixels(image);
    const columns = new Set(accent.map((p) => p.x));
    // Across the cube's whole width (6 % margin: x 6..94), near its top edge (y ≈ 6).
    expect(columns.size).toBeGreaterThan(80);
    for (const { y } of accent) expect(Math.abs(y - 6)).toBeLessThanOrEqual(4);
  });

  it('tints a highlight just under the surface, but not one on the far side', () => {
    // A small box 1 mm behind the cube's +X face (of a 10 mm cube), highlighted.
    const inner = createBoxMesh([3, -1, -1], [4, 1, 1]);
    const mesh = mergeMeshes([cube, inner]);
    const mask = new Uint8Array(2 * TRIANGLES_PER_BOX).fill(1, TRIANGLES_PER_BOX);
    const near = renderView(mesh, { view: 'XP0', width: 100, height: 100, highlightMask: mask });
    const centre = 4 * (50 * 100 + 50);
    const [r, g, b] = Array.from(near.data.subarray(centre, centre + 3));
    expect(r).toBeGreaterThan((b ?? 0) + 20);
    expect(r).toBeGreaterThan((g ?? 0) + 40);
    expect(findAccentPixels(near).length).toBeGreaterThan(20);
    const far = renderView(mesh, { view: 'XM0', width: 100, height: 100, highlightMask: mask });
    expect(findAccentPixels(far)).toEqual([]);
  });

  it('draws nothing extra without a highlighted triangle', () => {
    const plain = renderView(cube, { view: 'XP0', width: 60, height: 60 });
    const empty = renderView(cube, {
      view: 'XP0',
      width: 60,
      height: 60,
      highlightMask: new Uint8Array(TRIANGLES_PER_BOX),
    });
    expect(Buffer.from(empty.data).equals(Buffer.from(plain.data))).toBe(true);
    expect(findAccentPixels(plain)).toEqual([]);
  });
});
