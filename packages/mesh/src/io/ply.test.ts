import { describe, expect, it } from 'vitest';
import { readMesh } from './index.js';
import { assertConsistentMesh, expectOk, outcomeOf, text } from './test-support.js';

const SQUARE = [
  [0, 0, 0],
  [1, 0, 0],
  [1, 1, 0],
  [0, 1, 0],
];

function asciiPly(faces: string, extraHeader = '', vertexSuffix = ''): string {
  return (
    [
      'ply',
      'format ascii 1.0',
      'comment made by a test',
      'element vertex 4',
      'property float x',
      'property float y',
      'property float z',
      extraHeader,
      'element face 2',
      'property list uchar int vertex_indices',
      'end_header',
      ...SQUARE.map((v) => v.join(' ') + vertexSuffix),
      faces,
      '',
    ]
      .filter((line) => line !== '')
      .join('\n') + '\n'
  );
}

/** Binary PLY: float xyz + a uchar colour per vertex, one quad face, an extra element. */
function binaryPly(littleEndian: boolean, faceIndices = [0, 1, 2, 3]): Uint8Array {
  const header =
    `ply\nformat binary_${littleEndian ? 'little' : 'big'}_endian 1.0\n` +
    'element vertex 4\nproperty float x\nproperty float y\nproperty float z\nproperty uchar red\n' +
    'element face 1\nproperty list uchar uint vertex_indices\nproperty int flags\n' +
    'element note 1\nproperty double weight\nend_header\n';
  const head = text(header);
  const bytes = new Uint8Array(head.length + 4 * 13 + 1 + 4 * faceIndices.length + 4 + 8);
  bytes.set(head);
  const view = new DataView(bytes.buffer);
  let p = head.length;
  for (const vertex of SQUARE) {
    for (const value of vertex) {
      view.setFloat32(p, value, littleEndian);
      p += 4;
    }
    view.setUint8(p++, 200);
  }
  view.setUint8(p++, faceIndices.length);
  for (const index of faceIndices) {
    view.setUint32(p, index, littleEndian);
    p += 4;
  }
  view.setInt32(p, 7, littleEndian);
  view.setFloat64(p + 4, 0.5, littleEndian);
  return bytes;
}

describe('PLY reader', () => {
  it('reads ASCII faces and ignores extra properties and trailing tokens', async () => {
    const ply = asciiPly('3 0 1 2 9 9 9\n3 0 2 3', 'property uchar red', ' 255');
    const result = expectOk(await readMesh(text(ply)));
    expect(result.format).toBe('ply');
    expect(Array.from(result.mesh.indices)).toEqual([0, 1, 2, 0, 2, 3]);
    assertConsistentMesh(result);
  });

  it.each([true, false])(
    'reads binary PLY (little endian: %s) and fan-triangulates a quad',
    async (littleEndian) => {
      const result = expectOk(await readMesh(binaryPly(littleEndian)));
      expect(result.mesh.indices.length / 3).toBe(2);
      expect(Array.from(result.mesh.positions.subarray(6, 9))).toEqual([1, 1, 0]);
    },
  );

  it('refuses broken files with typed errors', async () => {
    const truncated = binaryPly(true);
    const cases: [Uint8Array, string][] = [
      [truncated.subarray(0, truncated.length - 20), 'TRUNCATED'],
      [binaryPly(true, [0, 1, 7]), 'INDEX_OUT_OF_RANGE'],
      [text(asciiPly('3 0 1 2\n3 0 2 3').replace('end_header', 'end_headr')), 'TRUNCATED'],
      [
        text(asciiPly('3 0 1 2\n3 0 2 3').replace('property float y', 'property float w')),
        'MALFORMED',
      ],
      [text(asciiPly('3 0 1 2\n3 0 2 3').replace('1 1 0', '1 abc 0')), 'INVALID_NUMBER'],
      [
        text(asciiPly('3 0 1 2\n3 0 2 3').replace('element face 2', 'element face 2000000')),
        'TRUNCATED',
      ],
      [text(asciiPly('3 0 1 2\n3 0 2 3').replace('format ascii', 'format utf16')), 'MALFORMED'],
      [text(asciiPly('2 0 1\n2 0 2')), 'NO_GEOMETRY'],
    ];
    for (const [file, code] of cases) expect(outcomeOf(await readMesh(file))).toBe(code);
  });

  it('refuses declared counts above the limits before allocating', async () => {
    const ply = text(asciiPly('3 0 1 2\n3 0 2 3'));
    expect(outcomeOf(await readMesh(ply, { maxTriangles: 1 }))).toBe('TOO_LARGE');
    expect(outcomeOf(await readMesh(ply, { maxTriangles: 1.5 }))).toBe('TOO_MANY_TRIANGLES');
  });
});
