import { describe, expect, it } from 'vitest';
import { readMesh } from './index.js';
import { assertConsistentMesh, boundingBoxSize, expectOk, outcomeOf } from './test-support.js';

function chunk(id: number, payload: Uint8Array, ...children: Uint8Array[]): Uint8Array {
  const length = 6 + payload.length + children.reduce((sum, c) => sum + c.length, 0);
  const bytes = new Uint8Array(length);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, id, true);
  view.setUint32(2, length, true);
  bytes.set(payload, 6);
  let p = 6 + payload.length;
  for (const child of children) {
    bytes.set(child, p);
    p += child.length;
  }
  return bytes;
}

function vertexList(points: number[][]): Uint8Array {
  const bytes = new Uint8Array(2 + points.length * 12);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, points.length, true);
  points.forEach((point, i) =>
    point.forEach((v, k) => view.setFloat32(2 + i * 12 + k * 4, v, true)),
  );
  return bytes;
}

function faceList(faces: number[][]): Uint8Array {
  const bytes = new Uint8Array(2 + faces.length * 8);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, faces.length, true);
  faces.forEach((face, i) => face.forEach((v, k) => view.setUint16(2 + i * 8 + k * 2, v, true)));
  return bytes;
}

function objectChunk(
  name: string,
  offsetX: number,
  faces = [
    [0, 2, 1],
    [0, 1, 3],
    [0, 3, 2],
    [1, 2, 3],
  ],
): Uint8Array {
  const points = [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ].map(([x, y, z]) => [x + offsetX, y, z]);
  const localMatrix = new Uint8Array(48);
  const trimesh = chunk(
    0x4100,
    new Uint8Array(),
    chunk(0x4110, vertexList(points)),
    chunk(0x4160, localMatrix),
    chunk(0x4120, faceList(faces)),
  );
  return chunk(0x4000, new TextEncoder().encode(name + '\0'), trimesh);
}

function file3ds(...objects: Uint8Array[]): Uint8Array {
  return chunk(
    0x4d4d,
    new Uint8Array(),
    chunk(0x0002, new Uint8Array(4)),
    chunk(0x3d3d, new Uint8Array(), ...objects),
  );
}

describe('3DS reader', () => {
  it('merges several meshes, each indexed against its own vertices', async () => {
    const result = expectOk(await readMesh(file3ds(objectChunk('a', 0), objectChunk('b', 5))));
    expect(result.format).toBe('3ds');
    expect(result.objectCount).toBe(2);
    expect(result.mesh.indices.length / 3).toBe(8);
    expect(boundingBoxSize(result.mesh.positions)).toEqual([6, 1, 1]);
    assertConsistentMesh(result);
  });

  it('refuses broken files with typed errors', async () => {
    const valid = file3ds(objectChunk('a', 0));
    const cases: [Uint8Array, string][] = [
      [valid.subarray(0, valid.length - 10), 'TRUNCATED'],
      [file3ds(objectChunk('a', 0, [[0, 1, 4]])), 'INDEX_OUT_OF_RANGE'],
      [file3ds(), 'NO_GEOMETRY'],
    ];
    for (const [file, code] of cases) expect(outcomeOf(await readMesh(file))).toBe(code);
  });
});
