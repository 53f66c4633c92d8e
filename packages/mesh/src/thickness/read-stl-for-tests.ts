/**
 * Minimal binary-STL reader for the thickness and render tests, so they do not depend on the
 * io area. Welds vertices with bit-identical coordinates so the mesh has shared vertices the way
 * the real readers deliver it. Not for production input: no validation beyond the length.
 */
import { readFileSync } from 'node:fs';
import type { IndexedMesh } from '../types.js';

export function readBinaryStlForTests(path: string | URL): IndexedMesh {
  const bytes = readFileSync(path);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const triangleCount = view.getUint32(80, true);
  if (84 + triangleCount * 50 > bytes.byteLength) throw new Error(`truncated STL: ${String(path)}`);
  const indices = new Uint32Array(triangleCount * 3);
  const welded: number[] = [];
  const vertexByKey = new Map<string, number>();
  for (let t = 0; t < triangleCount; t++) {
    for (let k = 0; k < 3; k++) {
      const at = 84 + t * 50 + 12 + k * 12;
      const x = view.getFloat32(at, true);
      const y = view.getFloat32(at + 4, true);
      const z = view.getFloat32(at + 8, true);
      const key = `${x},${y},${z}`;
      let v = vertexByKey.get(key);
      if (v === undefined) {
        v = welded.length / 3;
        vertexByKey.set(key, v);
        welded.push(x, y, z);
      }
      indices[3 * t + k] = v;
    }
  }
  return { positions: new Float32Array(welded), indices };
}
