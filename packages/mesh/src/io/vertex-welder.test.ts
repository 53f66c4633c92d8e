import { describe, expect, it } from 'vitest';
import { VertexWelder } from './vertex-welder.js';

/** Float32 bit patterns as int32, the way readers hand them to the welder. */
function bitsOf(...values: number[]): number[] {
  return [...new Int32Array(Float32Array.from(values).buffer)];
}

function addPoint(welder: VertexWelder, x: number, y: number, z: number): number {
  const [bx, by, bz] = bitsOf(x, y, z);
  return welder.add(bx, by, bz);
}

describe('VertexWelder', () => {
  it('merges -0 with +0 and stores +0', () => {
    const welder = new VertexWelder(6);
    expect(addPoint(welder, 0, 1, 2)).toBe(0);
    expect(addPoint(welder, -0, 1, 2)).toBe(0);
    expect(addPoint(welder, 1, -0, -0)).toBe(1);
    expect(addPoint(welder, 1, 0, 0)).toBe(1);
    const positions = welder.toPositions();
    expect([...positions]).toEqual([0, 1, 2, 1, 0, 0]);
    expect(Object.is(positions[4], 0)).toBe(true);
  });

  it('keeps NaN patterns apart by their bits, as an exact weld does', () => {
    const welder = new VertexWelder(6);
    const nan = 0x7fc00000;
    expect(welder.add(nan, 0, 0)).toBe(0);
    expect(welder.add(nan, 0, 0)).toBe(0);
    expect(welder.add(nan | 1, 0, 0)).toBe(1);
  });

  it('gives every distinct point one id through collisions and table growth', () => {
    // 5000 grid points, each added three times (15 000 corners): the table starts with 8192
    // slots and doubles at half load.
    const welder = new VertexWelder(15000);
    const ids: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 5000; i++) ids.push(addPoint(welder, i % 17, (i / 17) | 0, 0.5));
    }
    expect(welder.uniqueCount).toBe(5000);
    expect(ids.slice(5000, 10000)).toEqual(ids.slice(0, 5000));
    expect(ids.slice(10000)).toEqual(ids.slice(0, 5000));
    const positions = welder.toPositions();
    expect(positions.length).toBe(15000);
    for (let i = 0; i < 5000; i++) {
      const id = ids[i];
      expect([positions[3 * id], positions[3 * id + 1], positions[3 * id + 2]]).toEqual([
        i % 17,
        (i / 17) | 0,
        0.5,
      ]);
    }
  });

  it('returns exactly the unique vertices whether its store is mostly full or mostly empty', () => {
    // Room for 3000 vertices, 2 used: a compact copy.
    const sparse = new VertexWelder(3000);
    addPoint(sparse, 1, 2, 3);
    addPoint(sparse, 4, 5, 6);
    const copy = sparse.toPositions();
    expect([...copy]).toEqual([1, 2, 3, 4, 5, 6]);
    expect(copy.buffer.byteLength).toBe(24);
    // Room for 4 (the corner count caps the store), 4 used: a view on the store.
    const full = new VertexWelder(4);
    for (let i = 0; i < 4; i++) addPoint(full, i, i, i);
    expect([...full.toPositions()]).toEqual([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3]);
  });
});
