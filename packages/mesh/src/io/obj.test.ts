import { describe, expect, it } from 'vitest';
import { readMesh } from './index.js';
import { assertConsistentMesh, expectOk, outcomeOf, text } from './test-support.js';

const QUAD_OBJ =
  '# quad\r\nmtllib x.mtl\r\no plate\r\nv 0 0 0\r\nv 2 0 0\r\nv 2 2 0\r\nv 0 2 0\r\nvt 0 0\r\nvn 0 0 1\r\n';

describe('OBJ reader', () => {
  it('fan-triangulates polygons with v/vt/vn corners', async () => {
    const result = expectOk(
      await readMesh(text(QUAD_OBJ + 'usemtl red\r\nf 1/1/1 2/1/1 3/1/1 4/1/1\r\n')),
    );
    expect(result.format).toBe('obj');
    expect(Array.from(result.mesh.indices)).toEqual([0, 1, 2, 0, 2, 3]);
    assertConsistentMesh(result);
  });

  it('resolves negative indices and counts groups', async () => {
    const file = QUAD_OBJ + 'g top\nf -4 -3 -2\ng side\nv 0 0 5\nf 1//1 2//1 -1//1\n';
    const result = expectOk(await readMesh(text(file)));
    const { positions, indices } = result.mesh;
    const corner = (i: number): number[] =>
      Array.from(positions.subarray(indices[i] * 3, indices[i] * 3 + 3));
    expect([0, 1, 2, 3, 4, 5].map(corner)).toEqual([
      [0, 0, 0],
      [2, 0, 0],
      [2, 2, 0],
      [0, 0, 0],
      [2, 0, 0],
      [0, 0, 5],
    ]);
    expect(result.objectCount).toBe(3);
  });

  it('refuses broken files with typed errors', async () => {
    const cases: [string, string][] = [
      [QUAD_OBJ + 'f 1 2 9\n', 'INDEX_OUT_OF_RANGE'],
      [QUAD_OBJ + 'f 0 1 2\n', 'INDEX_OUT_OF_RANGE'],
      [QUAD_OBJ + 'f -9 1 2\n', 'INDEX_OUT_OF_RANGE'],
      [QUAD_OBJ + 'f 1 2\n', 'MALFORMED'],
      [QUAD_OBJ.replace('v 2 2 0', 'v 2 x 0') + 'f 1 2 3\n', 'INVALID_NUMBER'],
      [QUAD_OBJ + 'f 1 2 3.5\n', 'INVALID_NUMBER'],
      [QUAD_OBJ + 'f 1 2 3\n'.repeat(3), 'TOO_MANY_TRIANGLES'],
      [QUAD_OBJ + 'l 1 2\n', 'NO_GEOMETRY'],
    ];
    for (const [file, code] of cases) {
      expect(outcomeOf(await readMesh(text(file), { maxTriangles: 2 }))).toBe(code);
    }
  });
});
