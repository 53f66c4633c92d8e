import type { IndexedMesh } from '../types.js';
import { markCanonicalMesh } from '../topology/canonical-vertices.js';
import { VertexWelder } from './vertex-welder.js';

/**
 * Welds a triangle soup (9 floats per triangle, as float32 bit patterns) into an indexed mesh.
 * Only bit-identical coordinates merge; near-coincident welding is repair's job.
 */
export function weldTriangleSoup(soupBits: Uint32Array, triangleCount: number): IndexedMesh {
  const vertexCount = triangleCount * 3;
  const bits = new Int32Array(soupBits.buffer, soupBits.byteOffset, vertexCount * 3);
  const welder = new VertexWelder(vertexCount);
  const indices = new Uint32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) {
    indices[v] = welder.add(bits[3 * v], bits[3 * v + 1], bits[3 * v + 2]);
  }
  return markCanonicalMesh({ positions: welder.toPositions(), indices });
}

/**
 * Merges vertices with exactly equal coordinates and drops unused ones; indices are remapped,
 * triangle order and winding are kept. Returns a new mesh.
 */
export function weldVertices(mesh: IndexedMesh): IndexedMesh {
  const vertexCount = Math.floor(mesh.positions.length / 3);
  const bits = new Int32Array(mesh.positions.buffer, mesh.positions.byteOffset, vertexCount * 3);
  const used = new Uint8Array(vertexCount);
  for (let i = 0; i < mesh.indices.length; i++) used[mesh.indices[i]] = 1;
  const welder = new VertexWelder(vertexCount);
  const remap = new Uint32Array(vertexCount);
  for (let v = 0; v < vertexCount; v++) {
    if (used[v] === 1) remap[v] = welder.add(bits[v * 3], bits[v * 3 + 1], bits[v * 3 + 2]);
  }
  const indices = new Uint32Array(mesh.indices.length);
  for (let i = 0; i < indices.length; i++) indices[i] = remap[mesh.indices[i]];
  return markCanonicalMesh({ positions: welder.toPositions(), indices });
}
