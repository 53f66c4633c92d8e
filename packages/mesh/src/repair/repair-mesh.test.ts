import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { repairMesh } from './repair-mesh.js';
import { analyzeMesh } from '../analyze/index.js';
import { combineMeshes, createCube } from '../analyze/test-solids.js';
import { loadModelForTests } from '../analyze/load-model-for-tests.js';
import { breakMesh, generateTorus } from '../../bench/shapes.js';
import type { IndexedMesh } from '../types.js';

const ZERO_COUNTS = {
  numberOfMergedVertexPairs: 0,
  numberOfFlippedPolygons: 0,
  numberOfRemovedFlatOpenShells: 0,
  numberOfClosedOpenLoops: 0,
};

function withoutFaces(mesh: IndexedMesh, faces: ReadonlySet<number>): IndexedMesh {
  const kept: number[] = [];
  for (let t = 0; t < mesh.indices.length / 3; t++) {
    if (!faces.has(t))
      kept.push(mesh.indices[3 * t], mesh.indices[3 * t + 1], mesh.indices[3 * t + 2]);
  }
  return { positions: mesh.positions, indices: Uint32Array.from(kept) };
}

/** A new mesh object with copied arrays: nothing cached or marked for it, analysed from scratch. */
function copyMesh(mesh: IndexedMesh): IndexedMesh {
  return { positions: mesh.positions.slice(), indices: mesh.indices.slice() };
}

function withFlippedFaces(mesh: IndexedMesh, faces: ReadonlySet<number>): IndexedMesh {
  const indices = mesh.indices.slice();
  for (const t of faces)
    [indices[3 * t + 1], indices[3 * t + 2]] = [indices[3 * t + 2], indices[3 * t + 1]];
  return { positions: mesh.positions, indices };
}

const torus = generateTorus(20, 6, 32, 16);
const torusVolume = 2 * Math.PI ** 2 * 20 * 36 * 0.97; // only a sanity anchor for the tessellated volume
const faceCount = torus.indices.length / 3;

describe('repairMesh properties', () => {
  it('restores the volume after deleting one face and counts one closed loop', () => {
    const intact = analyzeMesh(torus).volumeMm3;
    expect(Math.abs(intact / torusVolume - 1)).toBeLessThan(0.05);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: faceCount - 1 }), (t) => {
        const result = repairMesh(withoutFaces(torus, new Set([t])));
        expect(result.info).toEqual({ ...ZERO_COUNTS, numberOfClosedOpenLoops: 1 });
        expect(result.report.isWatertight).toBe(true);
        expect(Math.abs(result.report.volumeMm3 - intact) / intact).toBeLessThan(1e-9);
        expect([...result.changedTriangleMask].filter((m) => m === 1)).toHaveLength(1);
      }),
      { numRuns: 30 },
    );
  });

  it('restores the orientation after flipping random faces and reports that many flips', () => {
    const intact = analyzeMesh(torus).volumeMm3;
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: faceCount - 1 }), {
          minLength: 1,
          maxLength: faceCount,
        }),
        (faces) => {
          const broken = withFlippedFaces(torus, new Set(faces));
          expect(analyzeMesh(broken).inconsistentEdgeCount).toBeGreaterThan(0);
          const result = repairMesh(broken);
          expect(result.info).toEqual({ ...ZERO_COUNTS, numberOfFlippedPolygons: faces.length });
          expect(result.report.inconsistentEdgeCount).toBe(0);
          expect(result.report.insideOutShellCount).toBe(0);
          expect(result.report.shells[0].volumeMm3).toBeCloseTo(intact, 6);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('repairs several holes and flips of a scan-like mesh to within 0.1 % of the intact volume', () => {
    const fine = generateTorus(20, 6, 200, 100);
    const intact = analyzeMesh(fine).volumeMm3;
    const result = repairMesh(breakMesh(fine, 25, 40, 7));
    expect(result.report.isWatertight).toBe(true);
    expect(result.report.inconsistentEdgeCount).toBe(0);
    expect(result.info.numberOfClosedOpenLoops).toBeGreaterThan(0);
    expect(Math.abs(result.report.volumeMm3 - intact) / intact).toBeLessThan(1e-3);
  });
});

describe('repairMesh on constructed defects', () => {
  it('turns an inside-out cube outward and keeps a cavity inward', () => {
    const outer = createCube(10);
    const inner = createCube(2, [4, 4, 4]);
    const result = repairMesh(combineMeshes([outer, inner], [true, false]));
    expect(result.info.numberOfFlippedPolygons).toBe(24);
    expect(result.report.volumeMm3).toBeCloseTo(992, 9);
    expect(result.report.insideOutShellCount).toBe(0);
  });

  it('welds a crack of near-coincident vertices', () => {
    const cube = createCube(10);
    // Detach the top face: its two triangles get their own, slightly moved copies of 4 corners.
    const positions = Float32Array.from([
      ...cube.positions,
      0,
      0,
      10.000001,
      10,
      0,
      10.000001,
      10,
      10,
      10.000001,
      0,
      10,
      10.000001,
    ]);
    const indices = cube.indices.slice();
    for (const i of [6, 7, 8, 9, 10, 11]) indices[i] += 4;
    const cracked = { positions, indices };
    expect(analyzeMesh(cracked).boundaryEdgeCount).toBe(8);
    const result = repairMesh(cracked, { weldToleranceMm: 1e-4 });
    expect(result.info).toEqual({ ...ZERO_COUNTS, numberOfMergedVertexPairs: 4 });
    expect(result.report.isWatertight).toBe(true);
  });

  it('removes a flat open shell and a repeated-vertex triangle', () => {
    const cube = createCube(10);
    const positions = Float32Array.from([...cube.positions, 20, 0, 0, 21, 0, 0, 20, 1, 0]);
    const indices = Uint32Array.from([...cube.indices, 8, 9, 10, 0, 0, 1]);
    const result = repairMesh({ positions, indices });
    expect(result.info).toEqual({ ...ZERO_COUNTS, numberOfRemovedFlatOpenShells: 2 });
    expect(result.report.shellCount).toBe(1);
    expect(result.report.triangleCount).toBe(12);
    expect(result.report.isWatertight).toBe(true);
  });
});

describe('repairMesh on real files', () => {
  it('closes the one hole of sphere_with_hole', async () => {
    const result = repairMesh(await loadModelForTests('stl/sphere_with_hole_ascii.stl'));
    expect(result.info).toEqual({ ...ZERO_COUNTS, numberOfClosedOpenLoops: 1 });
    expect(result.report.isWatertight).toBe(true);
    expect(result.report.boundaryEdgeCount).toBe(0);
  });

  it('closes the six holes of the teapot', async () => {
    const result = repairMesh(await loadModelForTests('stl/utah_teapot_open_binary.stl'));
    expect(result.info.numberOfClosedOpenLoops).toBe(6);
    expect(result.report.isWatertight).toBe(true);
    expect(result.report.inconsistentEdgeCount).toBe(0);
  });

  it.each(['stl/busted_normals_binary.stl', 'stl/benchy_gunwale_binary.stl'])(
    'leaves watertight %s unchanged',
    async (file) => {
      const mesh = await loadModelForTests(file);
      const result = repairMesh(mesh);
      expect(result.info).toEqual(ZERO_COUNTS);
      expect(result.mesh).toBe(mesh);
      expect(result.report.isWatertight).toBe(true);
    },
  );

  it('welds the cracks of the octagonal pocket into a watertight part', async () => {
    const result = repairMesh(
      await loadModelForTests('stl/octagonal_pocket_solid_header_binary.stl'),
    );
    expect(result.info.numberOfMergedVertexPairs).toBeGreaterThan(0);
    expect(result.report.isWatertight).toBe(true);
  });

  it('keeps the triangle soup (all shells flat) instead of deleting everything', async () => {
    const result = repairMesh(await loadModelForTests('stl/triangle_soup_100_binary.stl'));
    expect(result.info).toEqual(ZERO_COUNTS);
    expect(result.report.triangleCount).toBe(100);
  });
});

describe('repairMesh report', () => {
  const allFlipped = withFlippedFaces(
    torus,
    new Set(Array.from({ length: faceCount }, (_, t) => t)),
  );
  it.each([
    ['holes and flipped faces', breakMesh(torus, 3, 20, 7)],
    ['one deleted face', withoutFaces(torus, new Set([5]))],
    ['an inside-out shell', allFlipped],
    ['a clean mesh', torus],
  ])('equals a fresh analysis of the repaired mesh (%s)', (_, broken) => {
    const result = repairMesh(broken);
    expect(result.report).toEqual(analyzeMesh(copyMesh(result.mesh)));
  });

  it('equals a fresh analysis of the repaired sphere with a hole', async () => {
    const result = repairMesh(await loadModelForTests('stl/sphere_with_hole_ascii.stl'));
    expect(result.info.numberOfClosedOpenLoops).toBeGreaterThan(0);
    expect(result.report).toEqual(analyzeMesh(copyMesh(result.mesh)));
  });
});

describe('repairMesh after analyzeMesh (shared topology)', () => {
  it.each([
    ['holes and flipped faces', () => breakMesh(torus, 3, 20, 7)],
    ['an inside-out shell', () => withFlippedFaces(torus, new Set([0, 1, 2, 3]))],
    ['a clean mesh', () => copyMesh(torus)],
  ])('gives the same result as repairing an unanalysed copy (%s)', (_, make) => {
    const mesh = make();
    const analysed = analyzeMesh(mesh);
    const afterAnalysis = repairMesh(mesh);
    const alone = repairMesh(copyMesh(mesh));
    expect(afterAnalysis.info).toEqual(alone.info);
    expect(afterAnalysis.report).toEqual(alone.report);
    expect([...afterAnalysis.mesh.indices]).toEqual([...alone.mesh.indices]);
    expect([...afterAnalysis.changedTriangleMask]).toEqual([...alone.changedTriangleMask]);
    expect(analysed).toEqual(analyzeMesh(copyMesh(mesh)));
  });

  it('repairs a read STL after analysing it exactly as a fresh copy (welded-input fast path)', async () => {
    const mesh = await loadModelForTests('stl/octagonal_pocket_solid_header_binary.stl');
    expect(analyzeMesh(mesh)).toEqual(analyzeMesh(copyMesh(mesh)));
    const result = repairMesh(mesh);
    const alone = repairMesh(copyMesh(mesh));
    expect(result.info).toEqual(alone.info);
    expect(result.report).toEqual(alone.report);
    expect(result.info.numberOfMergedVertexPairs).toBeGreaterThan(0);
  });
});
