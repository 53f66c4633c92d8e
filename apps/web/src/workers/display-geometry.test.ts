// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildDisplayGeometry } from './display-geometry';

/** Unit cube, 8 shared corners, 12 outward (counter-clockwise) triangles. */
function makeCube() {
  const positions = new Float32Array([
    0, 0, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 1, 1,
  ]);
  const indices = new Uint32Array([
    0, 2, 1, 0, 3, 2, 4, 5, 6, 4, 6, 7, 0, 1, 5, 0, 5, 4, 1, 2, 6, 1, 6, 5, 2, 3, 7, 2, 7, 6, 3, 0,
    4, 3, 4, 7,
  ]);
  return { positions, indices };
}

/** Two triangles of a square in the z = 0 plane, folded by `zTip` at the far corner. */
function makeFold(zTip: number) {
  return {
    positions: new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, zTip]),
    indices: new Uint32Array([0, 1, 2, 1, 3, 2]),
  };
}

describe('buildDisplayGeometry', () => {
  it('splits every cube corner into three vertices with the face normals', () => {
    const geometry = buildDisplayGeometry(makeCube());
    expect(geometry.positions.length / 3).toBe(24);
    expect(geometry.indices.length).toBe(36);
    // The bottom face's corners all point straight down.
    for (let corner = 0; corner < 6; corner++) {
      const v = geometry.indices[corner]!;
      expect([...geometry.normals.subarray(v * 3, v * 3 + 3)]).toEqual([0, 0, -1]);
    }
  });

  it('draws the twelve cube edges once each', () => {
    const geometry = buildDisplayGeometry(makeCube());
    expect(geometry.edgePositions.length).toBe(12 * 6);
  });

  it('keeps a gentle fold smooth: shared vertices, no crease line, only the open rim', () => {
    const geometry = buildDisplayGeometry(makeFold(0.2));
    expect(geometry.positions.length / 3).toBe(4);
    expect(geometry.edgePositions.length).toBe(4 * 6);
    const shared = geometry.indices[1]!;
    const normal = geometry.normals.subarray(shared * 3, shared * 3 + 3);
    expect(normal[2]).toBeGreaterThan(0.9);
    expect(normal[2]).toBeLessThan(1);
  });

  it('splits a sharp fold and draws its crease', () => {
    const geometry = buildDisplayGeometry(makeFold(2));
    expect(geometry.positions.length / 3).toBe(6);
    expect(geometry.edgePositions.length).toBe(5 * 6);
  });

  it('keeps degenerate triangles indexed without drawing edges for them', () => {
    const positions = new Float32Array([0, 0, 0, 1, 0, 0, 0, 1, 0, 2, 0, 0]);
    const indices = new Uint32Array([0, 1, 2, 0, 1, 3]);
    const geometry = buildDisplayGeometry({ positions, indices });
    expect(geometry.indices.length).toBe(6);
    expect(Math.max(...geometry.indices)).toBeLessThan(geometry.positions.length / 3);
    expect(geometry.edgePositions.length).toBe(3 * 6);
  });
});
