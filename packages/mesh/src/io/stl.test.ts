import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readMesh } from './index.js';
import {
  assertConsistentMesh,
  boundingBoxSize,
  expectOk,
  makeAsciiStl,
  makeBinaryStl,
  modelPath,
  outcomeOf,
  TETRA,
  text,
  type Triangle,
} from './test-support.js';

describe('binary STL', () => {
  it('welds the shared corners of a tetrahedron into 4 vertices', async () => {
    const result = expectOk(await readMesh(makeBinaryStl(TETRA)));
    expect(result.format).toBe('stl-binary');
    expect(result.mesh.indices.length).toBe(12);
    expect(result.mesh.positions.length).toBe(12);
    expect(result.declaredUnit).toBeNull();
    expect(result.unitAssumed).toBe(true);
    assertConsistentMesh(result);
  });

  it('keeps triangle order and winding', async () => {
    const result = expectOk(await readMesh(makeBinaryStl(TETRA)));
    const { positions, indices } = result.mesh;
    const corner = (t: number, k: number): number[] =>
      Array.from(positions.subarray(indices[t * 3 + k] * 3, indices[t * 3 + k] * 3 + 3));
    expect([corner(3, 0), corner(3, 1), corner(3, 2)]).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ]);
  });

  it('detects a binary file whose header starts with "solid"', async () => {
    const result = expectOk(
      await readMesh(makeBinaryStl(TETRA, { header: 'solid made by a CAD tool' })),
    );
    expect(result.format).toBe('stl-binary');
  });

  it('welds -0 and +0 as one vertex', async () => {
    const triangles: Triangle[] = [
      [0, 0, 0, 1, 0, 0, 0, 1, 0],
      [-0, -0, -0, 0, 1, 0, 1, 0, 0],
    ];
    const result = expectOk(await readMesh(makeBinaryStl(triangles)));
    expect(result.mesh.positions.length / 3).toBe(3);
  });

  it('drops facets with NaN or infinite coordinates and says so', async () => {
    const triangles: Triangle[] = [
      ...TETRA,
      [NaN, 0, 0, 1, 1, 1, 2, 2, 2],
      [Infinity, 0, 0, 1, 1, 1, 2, 2, 2],
    ];
    const result = expectOk(await readMesh(makeBinaryStl(triangles)));
    expect(result.mesh.indices.length / 3).toBe(4);
    expect(result.diagnostics.join(' ')).toMatch(/2 facets with NaN/);
    // Corners of dropped facets (1,1,1 and 2,2,2) must not linger as unused vertices.
    expect(result.mesh.positions.length / 3).toBe(4);
  });

  it('welds a dropped facet in the middle without shifting the facets after it', async () => {
    const triangles: Triangle[] = [TETRA[0], [0, NaN, 0, 1, 1, 1, 2, 2, 2], ...TETRA.slice(1)];
    const withGap = expectOk(await readMesh(makeBinaryStl(triangles)));
    const clean = expectOk(await readMesh(makeBinaryStl(TETRA)));
    expect([...withGap.mesh.indices]).toEqual([...clean.mesh.indices]);
    expect([...withGap.mesh.positions]).toEqual([...clean.mesh.positions]);
  });

  it('trusts the file size when the header count is too large or zero', async () => {
    for (const declaredCount of [0, 99]) {
      const result = expectOk(
        await readMesh(makeBinaryStl(TETRA, { declaredCount }), { fileName: 'a.stl' }),
      );
      expect(result.mesh.indices.length / 3).toBe(4);
      expect(result.diagnostics.join(' ')).toMatch(/header declares/);
    }
  });

  it('uses the header count when trailing bytes follow the facets', async () => {
    const result = expectOk(
      await readMesh(makeBinaryStl(TETRA, { extraBytes: 60 }), { fileName: 'a.stl' }),
    );
    expect(result.mesh.indices.length / 3).toBe(4);
  });

  it('refuses an empty facet list, too many triangles and a spent time budget', async () => {
    expect(outcomeOf(await readMesh(makeBinaryStl([]), { fileName: 'x.stl' }))).toBe('NO_GEOMETRY');
    expect(outcomeOf(await readMesh(makeBinaryStl(TETRA), { maxTriangles: 3 }))).toBe(
      'TOO_MANY_TRIANGLES',
    );
    expect(outcomeOf(await readMesh(makeBinaryStl(TETRA), { timeoutMs: 0 }))).toBe('TIMEOUT');
  });
});

describe('ASCII STL', () => {
  it('reads the same triangles with LF, CRLF, bare CR (classic Mac) and mixed line ends and any blanks', async () => {
    const lf = new TextDecoder()
      .decode(readFileSync(modelPath('stl/sphere_with_hole_ascii.stl')))
      .replace(/\r\n?/g, '\n');
    const reference = expectOk(await readMesh(text(lf)));
    const lines = lf.split('\n');
    const variants = {
      crlf: lines.join('\r\n'),
      cr: lines.join('\r'),
      mixed: lines.map((line, i) => line + ['\n', '\r\n', '\r'][i % 3]).join(''),
      blanks: lines.map((line) => `\t ${line.replace(/ +/g, ' \t ')}  \f`).join('\r'),
    };
    for (const [name, file] of Object.entries(variants)) {
      const result = expectOk(await readMesh(text(file)));
      expect(result.format, name).toBe('stl-ascii');
      expect(Array.from(result.mesh.indices), name).toEqual(Array.from(reference.mesh.indices));
      expect(Array.from(result.mesh.positions), name).toEqual(Array.from(reference.mesh.positions));
    }
    expect(reference.mesh.indices.length / 3).toBeGreaterThan(100);
  });

  it('reads a tetrahedron with Windows line ends', async () => {
    const result = expectOk(await readMesh(text(makeAsciiStl(TETRA, '\r\n'))));
    expect(result.format).toBe('stl-ascii');
    expect(result.mesh.indices.length / 3).toBe(4);
    expect(result.mesh.positions.length / 3).toBe(4);
    assertConsistentMesh(result);
  });

  it('merges several solid blocks and counts them', async () => {
    const shifted = TETRA.map(
      (t) => t.map((v, i) => (i % 3 === 0 ? v + 5 : v)) as unknown as Triangle,
    );
    const file = makeAsciiStl(TETRA, '\n', 'first part') + makeAsciiStl(shifted, '\n', 'second');
    const result = expectOk(await readMesh(text(file)));
    expect(result.mesh.indices.length / 3).toBe(8);
    expect(result.objectCount).toBe(2);
    expect(boundingBoxSize(result.mesh.positions)[0]).toBeCloseTo(6, 5);
  });

  it('parses exponents and signs', async () => {
    const file = makeAsciiStl([[-1.5e1, 0, 0, 2.5e-1, 0, 0, 0, 1e1, 0]]);
    const result = expectOk(await readMesh(text(file)));
    expect(Array.from(result.mesh.positions)).toEqual([-15, 0, 0, 0.25, 0, 0, 0, 10, 0]);
  });

  it('drops facets with nan or inf literals', async () => {
    const file = makeAsciiStl(TETRA)
      .replace('vertex 0 0 0', 'vertex nan 0 0')
      .replace('vertex 0 0 1', 'vertex -inf 0 1');
    const result = expectOk(await readMesh(text(file)));
    expect(result.mesh.indices.length / 3).toBe(2);
  });

  it('refuses broken facets', async () => {
    const cases: [string, string][] = [
      [makeAsciiStl(TETRA).replace('vertex 0 1 0', 'vertex 0 1,5 0'), 'INVALID_NUMBER'],
      [makeAsciiStl(TETRA).replace(/endloop\n\s*endfacet\nendsolid part\n$/, ''), 'TRUNCATED'],
      [makeAsciiStl(TETRA).replace('outer loop', 'outer loop\nvertex 9 9 9'), 'MALFORMED'],
      [makeAsciiStl(TETRA).replace('endloop', 'banana'), 'MALFORMED'],
      ['solid empty\nendsolid empty\n', 'NO_GEOMETRY'],
    ];
    for (const [file, code] of cases) expect(outcomeOf(await readMesh(text(file)))).toBe(code);
  });
});
