import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { IndexedMesh } from '../types.js';
import { readMesh, write3mf, writeBinaryStl } from './index.js';
import { expectOk } from './test-support.js';

const TETRA_MESH: IndexedMesh = {
  positions: Float32Array.of(0, 0, 0, 1.1, 0, 0, 0, 2.5, 0, 0, 0, 0.3),
  indices: Uint32Array.of(0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3),
};

function cornerList(mesh: IndexedMesh): number[][] {
  return Array.from(mesh.indices, (v) => Array.from(mesh.positions.subarray(v * 3, v * 3 + 3)));
}

describe('writeBinaryStl', () => {
  it('writes 84 + 50 bytes per triangle with unit normals', () => {
    const bytes = writeBinaryStl(TETRA_MESH);
    expect(bytes.length).toBe(84 + 4 * 50);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(80, true)).toBe(4);
    // First facet (0,0,0)-(0,2.5,0)-(1.1,0,0) lies in z = 0 and faces -z.
    expect([
      view.getFloat32(84, true),
      view.getFloat32(88, true),
      view.getFloat32(92, true),
    ]).toEqual([0, 0, -1]);
  });

  it('round-trips through the reader', async () => {
    const result = expectOk(await readMesh(writeBinaryStl(TETRA_MESH)));
    expect(cornerList(result.mesh)).toEqual(cornerList(TETRA_MESH));
  });
});

describe('write3mf', () => {
  it('writes a package with content types, relationships and a millimetre model', () => {
    const files = unzipSync(write3mf(TETRA_MESH, { title: 'Part <1> & "2"' }));
    expect(Object.keys(files).sort()).toEqual([
      '3D/3dmodel.model',
      '[Content_Types].xml',
      '_rels/.rels',
    ]);
    expect(strFromU8(files['[Content_Types].xml'])).toContain(
      'application/vnd.ms-package.3dmanufacturing-3dmodel+xml',
    );
    expect(strFromU8(files['_rels/.rels'])).toContain('Target="/3D/3dmodel.model"');
    const model = strFromU8(files['3D/3dmodel.model']);
    expect(model).toContain('unit="millimeter"');
    expect(model).toContain('Part &#60;1&#62; &#38; &#34;2&#34;');
    expect(model).toContain('<vertex x="1.1" y="0" z="0"/>');
    expect(model.match(/<item /g)?.length).toBe(1);
  });

  it('round-trips exactly through the reader', async () => {
    const result = expectOk(await readMesh(write3mf(TETRA_MESH)));
    expect(result.declaredUnit).toBe('millimeter');
    expect(cornerList(result.mesh)).toEqual(cornerList(TETRA_MESH));
  });

  it('leaves out triangles that repeat a vertex, as the core spec requires', async () => {
    const withSliver: IndexedMesh = {
      positions: TETRA_MESH.positions,
      indices: Uint32Array.of(...TETRA_MESH.indices, 1, 1, 2),
    };
    const result = expectOk(await readMesh(write3mf(withSliver)));
    expect(result.mesh.indices.length / 3).toBe(4);
  });
});

describe('write3mf with fixed decimals', () => {
  it('rounds coordinates to the given decimals and keeps signs', () => {
    const mesh: IndexedMesh = {
      positions: Float32Array.of(-0.000004, 12.3456789, -7.25, 1, 2, 3, 4, 5, 6),
      indices: Uint32Array.of(0, 1, 2),
    };
    const model = strFromU8(unzipSync(write3mf(mesh, { decimals: 5 }))['3D/3dmodel.model']);
    expect(model).toContain('<vertex x="0" y="12.34568" z="-7.25"/>');
    expect(model).toContain('<vertex x="1" y="2" z="3"/>');
  });

  it('reads back within half a unit of the last decimal', async () => {
    const result = expectOk(
      await readMesh(write3mf(TETRA_MESH, { decimals: 3, compressionLevel: 1 })),
    );
    const original = cornerList(TETRA_MESH).flat();
    const read = cornerList(result.mesh).flat();
    expect(read.length).toBe(original.length);
    read.forEach((value, i) =>
      expect(Math.abs(value - (original[i] ?? NaN))).toBeLessThanOrEqual(0.0005),
    );
  });
});
