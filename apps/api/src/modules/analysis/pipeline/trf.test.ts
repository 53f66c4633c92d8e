import { describe, expect, it } from 'vitest';
import { readTrf, writeTrf } from './trf.js';

const tetrahedron = {
  mesh: {
    positions: new Float32Array([0, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0, 10]),
    indices: new Uint32Array([0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3]),
  },
  triangleThicknessMm: new Float32Array([1.5, NaN, 2.25, 0.5]),
};

function corrupt(edit: (bytes: Uint8Array, view: DataView) => void): Uint8Array {
  const bytes = writeTrf(tetrahedron).slice();
  edit(bytes, new DataView(bytes.buffer));
  return bytes;
}

describe('TRF', () => {
  it('round-trips positions, indices and thickness (NaN included)', () => {
    const bytes = writeTrf(tetrahedron);
    expect(bytes.length).toBe(20 + 4 * (12 + 12 + 4));
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('TRF1');
    const read = readTrf(bytes);
    if (!read.ok) throw new Error(read.error.message);
    expect(Array.from(read.value.mesh.positions)).toEqual([0, 0, 0, 10, 0, 0, 0, 10, 0, 0, 0, 10]);
    expect(Array.from(read.value.mesh.indices)).toEqual([0, 2, 1, 0, 1, 3, 0, 3, 2, 1, 2, 3]);
    expect(Array.from(read.value.triangleThicknessMm)).toEqual([1.5, NaN, 2.25, 0.5]);
  });

  it('round-trips the changed-triangle mask, padded to 4 bytes', () => {
    const changedTriangleMask = new Uint8Array([0, 1, 0, 1]);
    const bytes = writeTrf({ ...tetrahedron, changedTriangleMask });
    expect(bytes.length).toBe(20 + 4 * (12 + 12 + 4) + 4);
    const read = readTrf(bytes);
    if (!read.ok) throw new Error(read.error.message);
    expect(Array.from(read.value.changedTriangleMask ?? [])).toEqual([0, 1, 0, 1]);
    const plain = readTrf(writeTrf(tetrahedron));
    expect(plain.ok && plain.value.changedTriangleMask).toBeUndefined();
  });

  it('reads bytes that sit at an odd offset of a larger buffer', () => {
    const bytes = writeTrf(tetrahedron);
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(readTrf(shifted.subarray(1)).ok).toBe(true);
  });

  it.each([
    ['a wrong magic', corrupt((b) => (b[0] = 0x58))],
    ['an unknown version', corrupt((_, v) => v.setUint32(4, 2, true))],
    ['unknown flags', corrupt((_, v) => v.setUint32(16, 2, true))],
    ['a mask flag without the mask section', corrupt((_, v) => v.setUint32(16, 1, true))],
    ['a length that disagrees with the counts', writeTrf(tetrahedron).subarray(0, 100)],
    ['a triangle count that disagrees', corrupt((_, v) => v.setUint32(12, 5, true))],
    ['an index out of range', corrupt((_, v) => v.setUint32(20 + 48, 4, true))],
    ['a non-finite position', corrupt((_, v) => v.setFloat32(24, Infinity, true))],
    ['a header-only stub', new Uint8Array([0x54, 0x52, 0x46])],
  ])('rejects %s as INVALID_TRF', (_, bytes) => {
    expect(readTrf(bytes)).toMatchObject({ ok: false, error: { code: 'INVALID_TRF' } });
  });

  it('refuses to write a thickness array of the wrong length', () => {
    expect(() =>
      writeTrf({ mesh: tetrahedron.mesh, triangleThicknessMm: new Float32Array(3) }),
    ).toThrow(RangeError);
  });
});
