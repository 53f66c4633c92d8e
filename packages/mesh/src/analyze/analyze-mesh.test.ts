import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyzeMesh } from './analyze-mesh.js';
import { combineMeshes, createCube } from './test-solids.js';
import { computeReferenceVolume, loadModelForTests } from './load-model-for-tests.js';
import { generateTorus } from '../../bench/shapes.js';
import type { IndexedMesh } from '../types.js';

function transformMesh(
  mesh: IndexedMesh,
  matrix: readonly number[],
  offset: readonly number[],
): IndexedMesh {
  const positions = new Float32Array(mesh.positions.length);
  for (let i = 0; i < positions.length; i += 3) {
    for (let r = 0; r < 3; r++) {
      positions[i + r] =
        matrix[3 * r] * mesh.positions[i] +
        matrix[3 * r + 1] * mesh.positions[i + 1] +
        matrix[3 * r + 2] * mesh.positions[i + 2] +
        offset[r];
    }
  }
  return { positions, indices: mesh.indices };
}

function rotationMatrix(ax: number, ay: number, az: number): number[] {
  const [ca, sa, cb, sb, cc, sc] = [
    Math.cos(ax),
    Math.sin(ax),
    Math.cos(ay),
    Math.sin(ay),
    Math.cos(az),
    Math.sin(az),
  ];
  // Rz · Ry · Rx
  return [
    cc * cb,
    cc * sb * sa - sc * ca,
    cc * sb * ca + sc * sa,
    sc * cb,
    sc * sb * sa + cc * ca,
    sc * sb * ca - cc * sa,
    -sb,
    cb * sa,
    cb * ca,
  ];
}

describe('analyzeMesh on solids with known figures', () => {
  it('measures a 10 mm cube', () => {
    const report = analyzeMesh(createCube(10, [5, -5, 0]));
    expect(report.volumeMm3).toBeCloseTo(1000, 9);
    expect(report.areaMm2).toBeCloseTo(600, 9);
    expect(report.dimensionsMm).toEqual({ x: 10, y: 10, z: 10 });
    expect(report.bbox.min).toEqual({ x: 5, y: -5, z: 0 });
    expect(report.triangleCount).toBe(12);
    expect(report.vertexCount).toBe(8);
    expect(report.isWatertight).toBe(true);
    expect(report.shells).toEqual([
      {
        triangleCount: 12,
        volumeMm3: expect.closeTo(1000, 9),
        areaMm2: expect.closeTo(600, 9),
        isClosed: true,
      },
    ]);
    expect(report.insideOutShellCount).toBe(0);
  });

  it('subtracts a correctly oriented cavity and flags it when it faces outward', () => {
    const outer = createCube(10);
    const inner = createCube(2, [4, 4, 4]);
    const hollow = analyzeMesh(combineMeshes([outer, inner], [false, true]));
    expect(hollow.volumeMm3).toBeCloseTo(992, 9);
    expect(hollow.shellCount).toBe(2);
    expect(hollow.insideOutShellCount).toBe(0);
    const wrongCavity = analyzeMesh(combineMeshes([outer, inner]));
    expect(wrongCavity.insideOutShellCount).toBe(1);
    const insideOut = analyzeMesh(combineMeshes([outer], [true]));
    expect(insideOut.insideOutShellCount).toBe(1);
    expect(insideOut.volumeMm3).toBeCloseTo(1000, 9);
  });

  it('counts a repeated-vertex triangle as degenerate', () => {
    const cube = createCube(1);
    const indices = Uint32Array.from([...cube.indices, 0, 0, 1]);
    expect(analyzeMesh({ positions: cube.positions, indices }).degenerateFaceCount).toBe(1);
  });

  it('applies a degenerate height option to one call only, on a mesh analysed before', () => {
    const cube = createCube(10);
    expect(analyzeMesh(cube).degenerateFaceCount).toBe(0);
    // Every face of a 10 mm cube is at most 10 mm high: a 20 mm tolerance makes all 12 degenerate.
    expect(analyzeMesh(cube, { degenerateHeightMm: 20 }).degenerateFaceCount).toBe(12);
    expect(analyzeMesh(cube).degenerateFaceCount).toBe(0);
  });

  it('reports zeros for an empty mesh instead of failing', () => {
    const report = analyzeMesh({ positions: new Float32Array(0), indices: new Uint32Array(0) });
    expect(report.volumeMm3).toBe(0);
    expect(report.isWatertight).toBe(false);
    expect(report.shellCount).toBe(0);
  });
});

describe('analyzeMesh properties', () => {
  const torus = generateTorus(20, 6, 48, 24);
  const baseVolume = analyzeMesh(torus).volumeMm3;

  it('keeps the volume under rotation and translation', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
          fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
          fc.double({ min: -Math.PI, max: Math.PI, noNaN: true }),
        ),
        fc.tuple(
          fc.double({ min: -500, max: 500, noNaN: true }),
          fc.double({ min: -500, max: 500, noNaN: true }),
          fc.double({ min: -500, max: 500, noNaN: true }),
        ),
        ([ax, ay, az], offset) => {
          const moved = analyzeMesh(transformMesh(torus, rotationMatrix(ax, ay, az), offset));
          // float32 rounding of the moved coordinates is the only source of difference.
          expect(Math.abs(moved.volumeMm3 - baseVolume) / baseVolume).toBeLessThan(1e-5);
          expect(moved.isWatertight).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('scales the volume with s³ and the area with s²', () => {
    const baseArea = analyzeMesh(torus).areaMm2;
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), (s) => {
        const scaled = analyzeMesh(transformMesh(torus, [s, 0, 0, 0, s, 0, 0, 0, s], [0, 0, 0]));
        expect(Math.abs(scaled.volumeMm3 / (baseVolume * s ** 3) - 1)).toBeLessThan(1e-5);
        expect(Math.abs(scaled.areaMm2 / (baseArea * s ** 2) - 1)).toBeLessThan(1e-5);
      }),
      { numRuns: 40 },
    );
  });

  it('approaches the analytic torus volume 2π²Rr² as the tessellation gets finer', () => {
    const fine = analyzeMesh(generateTorus(20, 6, 400, 200)).volumeMm3;
    expect(Math.abs(fine / (2 * Math.PI ** 2 * 20 * 36) - 1)).toBeLessThan(1e-3);
  });
});

describe('analyzeMesh on real files', () => {
  it('benchy gunwale: watertight, volume and bounds agree with an independent computation', async () => {
    const mesh = await loadModelForTests('stl/benchy_gunwale_binary.stl');
    const report = analyzeMesh(mesh);
    expect(report.triangleCount).toBe(55484);
    expect(report.isWatertight).toBe(true);
    expect(report.shellCount).toBe(1);
    const reference = computeReferenceVolume(mesh);
    expect(Math.abs(report.volumeMm3 - reference) / reference).toBeLessThan(1e-9);
    let minX = Infinity,
      maxZ = -Infinity;
    for (let i = 0; i < mesh.positions.length; i += 3) {
      minX = Math.min(minX, mesh.positions[i]);
      maxZ = Math.max(maxZ, mesh.positions[i + 2]);
    }
    expect(report.bbox.min.x).toBe(minX);
    expect(report.bbox.max.z).toBe(maxZ);
  });

  it('busted normals: closed and consistently oriented despite zero stored normals', async () => {
    const report = analyzeMesh(await loadModelForTests('stl/busted_normals_binary.stl'));
    expect(report.isWatertight).toBe(true);
    expect(report.inconsistentEdgeCount).toBe(0);
    expect(report.insideOutShellCount).toBe(0);
  });

  it('sphere with hole: one hole of 9 boundary edges', async () => {
    const report = analyzeMesh(await loadModelForTests('stl/sphere_with_hole_ascii.stl'));
    expect(report.boundaryEdgeCount).toBe(9);
    expect(report.openLoopCount).toBe(1);
    expect(report.isWatertight).toBe(false);
  });

  it('utah teapot: 64 open edges, 6 holes, 4 shells', async () => {
    const report = analyzeMesh(await loadModelForTests('stl/utah_teapot_open_binary.stl'));
    expect(report.boundaryEdgeCount).toBe(64);
    expect(report.openLoopCount).toBe(6);
    expect(report.shellCount).toBe(4);
  });

  it('occt motor: 13 shells and 166 non-manifold edges', async () => {
    const report = analyzeMesh(await loadModelForTests('stl/occt_motor_multishell_ascii.stl'));
    expect(report.shellCount).toBe(13);
    expect(report.nonManifoldEdgeCount).toBe(166);
    expect(report.degenerateFaceCount).toBeGreaterThan(0);
  });

  it('triangle soup: 100 open single-triangle shells', async () => {
    const report = analyzeMesh(await loadModelForTests('stl/triangle_soup_100_binary.stl'));
    expect(report.shellCount).toBe(100);
    expect(report.boundaryEdgeCount).toBe(300);
    expect(report.shells.every((s) => s.triangleCount === 1 && !s.isClosed)).toBe(true);
  });
});
