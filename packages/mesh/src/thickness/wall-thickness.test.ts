import { describe, expect, it } from 'vitest';
import type { IndexedMesh } from '../types.js';
import { createBoxMesh, createHollowBoxMesh, mergeMeshes } from './box-mesh.js';
import { loadSharedModel } from './model-fixtures.js';
import {
  absoluteMinThicknessAt,
  minThicknessAt,
  shareOfAreaBelow,
  thicknessHistogram,
} from './thickness-stats.js';
import { computeWallThickness } from './wall-thickness.js';

/** A 10 × 10 × 2 mm plate: 200 mm² of top and bottom 2 mm apart, 80 mm² of sides 10 mm apart. */
const plate = createBoxMesh([0, 0, 0], [10, 10, 2]);

/** Splits every triangle into four at shared edge midpoints, to make meshes with many triangles. */
function subdivide(mesh: IndexedMesh, times: number): IndexedMesh {
  const positions = Array.from(mesh.positions);
  let indices = Array.from(mesh.indices);
  for (let n = 0; n < times; n++) {
    const midpoints = new Map<string, number>();
    const mid = (u: number, v: number): number => {
      const key = u < v ? `${u},${v}` : `${v},${u}`;
      let m = midpoints.get(key);
      if (m === undefined) {
        m = positions.length / 3;
        for (let k = 0; k < 3; k++)
          positions.push((positions[3 * u + k] + positions[3 * v + k]) / 2);
        midpoints.set(key, m);
      }
      return m;
    };
    const next: number[] = [];
    for (let t = 0; t < indices.length; t += 3) {
      const [a, b, c] = [indices[t], indices[t + 1], indices[t + 2]];
      const [ab, bc, ca] = [mid(a, b), mid(b, c), mid(c, a)];
      next.push(a, ab, ca, ab, b, bc, ca, bc, c, ab, bc, ca);
    }
    indices = next;
  }
  return { positions: new Float32Array(positions), indices: new Uint32Array(indices) };
}

describe('computeWallThickness on generated solids', () => {
  it('measures a 10×10×2 mm plate as 2 mm thick', () => {
    const wt = computeWallThickness(plate);
    expect(wt.minMm).toBeCloseTo(2, 4);
    expect(wt.absoluteMinMm).toBeCloseTo(2, 4);
    expect(wt.measuredAreaMm2).toBeCloseTo(280, 3);
    expect(wt.totalAreaMm2).toBeCloseTo(280, 3);
    // Top and bottom (200 of 280 mm²) are 2 mm, the sides 10 mm.
    expect(shareOfAreaBelow(wt, 2.5, 1)).toBeCloseTo(200 / 280, 6);
    expect(shareOfAreaBelow(wt, 10.5, 1)).toBeCloseTo(1, 6);
    expect(shareOfAreaBelow(wt, 1.5, 1)).toBe(0);
  });

  it('measures a hollow box with 1 mm walls as 1 mm where a wall lies behind the surface', () => {
    const wt = computeWallThickness(createHollowBoxMesh([20, 20, 20], 1));
    expect(wt.minMm).toBeCloseTo(1, 4);
    expect(wt.absoluteMinMm).toBeGreaterThan(0.999);
    // Rays cross 1 mm from all of the cavity faces (6 × 18²) and from the outer faces over the
    // cavity (6 × 18²); from the outer faces' 1 mm rims they run along a side wall (20 mm).
    const expectedShare = (2 * 6 * 18 * 18) / (6 * 20 * 20 + 6 * 18 * 18);
    expect(Math.abs(shareOfAreaBelow(wt, 1.001, 1) - expectedShare)).toBeLessThan(0.03);
    expect(shareOfAreaBelow(wt, 19.9, 1)).toBeLessThan(1);
  });

  it('finds the thinner of two walls: a box with 0.6 mm and 3 mm walls', () => {
    // Outer 20×20×20; cavity leaves 0.6 mm at x = 0 and 3 mm elsewhere.
    const outer = createBoxMesh([0, 0, 0], [20, 20, 20]);
    const cavity = createBoxMesh([0.6, 3, 3], [17, 17, 17], true);
    const wt = computeWallThickness(mergeMeshes([outer, cavity]));
    expect(wt.absoluteMinMm).toBeCloseTo(0.6, 3);
    // 0.6 mm: the cavity's x face (14 × 14) and the part of the outer x face over it (14 × 14),
    // over 10 % of the area, so the robust minimum (1st percentile) is 0.6 mm too.
    expect(wt.minMm).toBeCloseTo(0.6, 3);
    const totalMm2 = 6 * 400 + 2 * (16.4 * 14 * 2 + 14 * 14);
    expect(wt.totalAreaMm2).toBeCloseTo(totalMm2, 2);
    expect(Math.abs(shareOfAreaBelow(wt, 1, 1) - (2 * 196) / totalMm2)).toBeLessThan(0.03);
  });

  it('shifts every statistic with the scale without casting again', () => {
    const wt = computeWallThickness(plate);
    const fixedBins = { binCount: 10, maxMm: 20 };
    const atOne = thicknessHistogram(wt, { scale: 1, ...fixedBins });
    const atTwo = thicknessHistogram(wt, { scale: 2, ...fixedBins });
    // Bins are 2 mm wide: 2 mm lands in bin 1 at scale 1, 4 mm in bin 2 at scale 2.
    expect(atOne.areaMm2[1]).toBeCloseTo(200, 3);
    expect(atTwo.areaMm2[1]).toBe(0);
    expect(atTwo.areaMm2[2]).toBeCloseTo(800, 3); // area grows with scale²
    expect(atOne.areaMm2[5]).toBeCloseTo(80, 3); // 10 mm sides
    expect(atTwo.areaMm2[9]).toBeCloseTo(320, 3); // 20 mm: clamped into the last bin
    expect(atTwo.areaShare[2]).toBeCloseTo(200 / 280, 6);
    expect(minThicknessAt(wt, 2)).toBeCloseTo(4, 4);
    expect(absoluteMinThicknessAt(wt, 0.5)).toBeCloseTo(1, 4);
    expect(shareOfAreaBelow(wt, 3, 2)).toBe(0);
    expect(shareOfAreaBelow(wt, 3, 1)).toBeCloseTo(200 / 280, 6);
  });

  it('chooses histogram edges from 0 with headroom above the thickest common wall', () => {
    const histogram = thicknessHistogram(computeWallThickness(plate), { scale: 1 });
    // 99th percentile 10 mm, +25 % headroom = 12.5, rounded up to 20 mm in 20 bins of 1 mm.
    expect(histogram.binEdgesMm).toHaveLength(21);
    expect(histogram.binEdgesMm[0]).toBe(0);
    expect(histogram.binEdgesMm[20]).toBe(20);
    expect(histogram.areaShare[2]).toBeCloseTo(200 / 280, 6);
    expect(histogram.areaShare[10]).toBeCloseTo(80 / 280, 6);
  });

  it('samples large meshes by area, deterministically, and still finds the wall', () => {
    const mesh = subdivide(createHollowBoxMesh([20, 20, 20], 1), 3); // 24 × 64 = 1536 triangles
    const first = computeWallThickness(mesh, { maxRays: 300, seed: 7 });
    const again = computeWallThickness(mesh, { maxRays: 300, seed: 7 });
    expect(first.isSampled).toBe(true);
    expect(first.rayCount).toBe(300);
    expect(first.minMm).toBeCloseTo(1, 3);
    expect(Array.from(again.sampleTriangle)).toEqual(Array.from(first.sampleTriangle));
    expect(Array.from(again.sampleThicknessMm)).toEqual(Array.from(first.sampleThicknessMm));
    const measuredTriangles = first.triangleThicknessMm.filter((t) => !Number.isNaN(t)).length;
    expect(measuredTriangles).toBeLessThanOrEqual(300);
    // Every triangle still gets a display value, from its measured neighbours.
    expect(first.triangleThicknessDisplayMm.every((t) => t >= 0.999 && t <= 20.001)).toBe(true);
    // Equal-area samples: each stands for total / 300.
    expect(first.sampleAreaMm2[0]).toBeCloseTo(first.totalAreaMm2 / 300, 6);
  });

  it('casts rays per corner on small meshes, one per triangle on medium ones', () => {
    // 12 triangles: 16 rays per corner (the cap), 576 rays.
    expect(computeWallThickness(plate).rayCount).toBe(576);
    expect(computeWallThickness(plate, { maxRays: 40 }).rayCount).toBe(36);
    const mesh = subdivide(plate, 2); // 192 triangles
    const medium = computeWallThickness(mesh, { maxRays: 200 });
    expect(medium.rayCount).toBe(192);
    expect(medium.isSampled).toBe(false);
    expect(medium.minMm).toBeCloseTo(2, 4);
  });

  it('gives NaN, not an error, where no opposite wall exists', () => {
    const single: IndexedMesh = {
      positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0]),
      indices: new Uint32Array([0, 1, 2]),
    };
    const wt = computeWallThickness(single);
    expect(wt.minMm).toBeNaN();
    expect(wt.measuredAreaMm2).toBe(0);
    expect(shareOfAreaBelow(wt, 1, 1)).toBe(0);
    const empty = computeWallThickness({
      positions: new Float32Array(0),
      indices: new Uint32Array(0),
    });
    expect(empty.rayCount).toBe(0);
    expect(empty.absoluteMinMm).toBeNaN();
  });

  it('does not reorder the mesh index buffer (meshes are immutable values)', () => {
    const mesh = subdivide(plate, 2);
    const before = Array.from(mesh.indices);
    computeWallThickness(mesh);
    expect(Array.from(mesh.indices)).toEqual(before);
  });
});

describe('computeWallThickness on a real file', () => {
  it('measures the 3DBenchy gunwale: closed, about 1–1.5 mm walls, knife edges ignored by the robust minimum', async () => {
    const mesh = await loadSharedModel('stl/benchy_gunwale_binary.stl');
    const wt = computeWallThickness(mesh);
    expect(wt.measuredAreaMm2 / wt.totalAreaMm2).toBeGreaterThan(0.99);
    // The median wall of the rail lies between 1 and 1.6 mm.
    expect(shareOfAreaBelow(wt, 1, 1)).toBeLessThan(0.5);
    expect(shareOfAreaBelow(wt, 1.6, 1)).toBeGreaterThan(0.5);
    // A few rays start in knife-edge wedges of the CAD export (< 0.01 mm) ...
    expect(wt.absoluteMinMm).toBeLessThan(0.01);
    // ... but they do not define the robust minimum (1st area percentile).
    expect(wt.minMm).toBeGreaterThan(0.02);
    expect(wt.minMm).toBeLessThan(0.5);
    // Area sampling with a tenth of the rays agrees with three rays per triangle.
    const sampled = computeWallThickness(mesh, { maxRays: 16_000 });
    expect(sampled.isSampled).toBe(true);
    expect(Math.abs(shareOfAreaBelow(sampled, 1.2, 1) - shareOfAreaBelow(wt, 1.2, 1))).toBeLessThan(
      0.02,
    );
  });
});
