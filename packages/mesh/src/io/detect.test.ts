import { describe, expect, it } from 'vitest';
import { detectFormat, readMesh, weldVertices } from './index.js';
import { makeAsciiStl, makeBinaryStl, outcomeOf, TETRA, text } from './test-support.js';

describe('detectFormat', () => {
  it.each([
    [makeBinaryStl(TETRA, { header: 'solid binary' }), 'stl-binary'],
    [text(makeAsciiStl(TETRA)), 'stl-ascii'],
    [text('  \r\nsolid x\r\nendsolid x\r\n'), 'stl-ascii'],
    [text('ply\r\nformat ascii 1.0\r\nend_header\r\n'), 'ply'],
    [text('/* comment */\nISO-10303-21;\nHEADER;'), 'step'],
    [text('# obj\nv 0 0 0\nv 1 0 0\nv 0 1 0\nf 1 2 3\n'), 'obj'],
    [Uint8Array.of(0x50, 0x4b, 3, 4, 0, 0), '3mf'],
    [Uint8Array.of(0x4d, 0x4d, 16, 0, 0, 0, 2, 0, 10, 0, 0, 0, 3, 0, 0, 0), '3ds'],
    [Uint8Array.of(0x4d, 0x4d, 16, 0, 0, 0, 0x77, 0x77, 10, 0, 0, 0, 3, 0, 0, 0), null],
    [text('hello world, nothing 3D here'), null],
  ])('detects case %# by content', (bytes, expected) => {
    expect(detectFormat(bytes)).toBe(expected);
  });

  it('ignores a misleading file name', () => {
    expect(detectFormat(text(makeAsciiStl(TETRA)), 'part.obj')).toBe('stl-ascii');
  });

  it('uses the file name only to break a tie: binary STL with a lying count', () => {
    const bytes = makeBinaryStl(TETRA, { declaredCount: 7, extraBytes: 3 });
    bytes.fill(1, 0, 80);
    expect(detectFormat(bytes)).toBeNull();
    expect(detectFormat(bytes, 'PART.STL')).toBe('stl-binary');
  });

  it('answers EMPTY_FILE and UNKNOWN_FORMAT', async () => {
    expect(outcomeOf(await readMesh(new Uint8Array(0)))).toBe('EMPTY_FILE');
    expect(outcomeOf(await readMesh(text('just some notes')))).toBe('UNKNOWN_FORMAT');
  });
});

describe('weldVertices', () => {
  it('merges exact duplicates, drops unused vertices, keeps winding', () => {
    const mesh = {
      positions: Float32Array.of(0, 0, 0, 1, 0, 0, 0, 1, 0, 9, 9, 9, 1, 0, 0, -0, 0, 0),
      indices: Uint32Array.of(0, 1, 2, 5, 2, 4),
    };
    const welded = weldVertices(mesh);
    expect(Array.from(welded.positions)).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 0]);
    expect(Array.from(welded.indices)).toEqual([0, 1, 2, 0, 2, 1]);
  });

  it('does not merge vertices that differ in the last bit', () => {
    const a = 1;
    const b = 1 + 2 ** -23;
    const welded = weldVertices({
      positions: Float32Array.of(a, 0, 0, b, 0, 0, 0, 1, 0),
      indices: Uint32Array.of(0, 1, 2),
    });
    expect(welded.positions.length / 3).toBe(3);
  });
});
