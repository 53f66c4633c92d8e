import type { IndexedMesh } from '../types.js';
import { hashPositionBits } from '../topology/position-hash.js';
import { markCanonicalMesh } from '../topology/canonical-vertices.js';

const NEGATIVE_ZERO_BITS = 0x80000000;

interface WeldMap {
  /** For each input vertex, the index of its unique vertex. */
  readonly remap: Uint32Array;
  /** Unique vertices as float bit patterns, 3 per vertex, in first-seen order. */
  readonly uniquePositions: Float32Array;
}

function nextPowerOfTwo(value: number): number {
  let p = 16;
  while (p < value) p *= 2;
  return p;
}

/** A table twice the size, refilled from the unique vertices found so far. */
function growTable(uniqueBits: Uint32Array, uniqueCount: number, capacity: number): Int32Array {
  const table = new Int32Array(capacity).fill(-1);
  const mask = capacity - 1;
  for (let id = 0; id < uniqueCount; id++) {
    const u = id * 3;
    let slot = hashPositionBits(uniqueBits[u], uniqueBits[u + 1], uniqueBits[u + 2]) & mask;
    while (table[slot] !== -1) slot = (slot + 1) & mask;
    table[slot] = id;
  }
  return table;
}

/**
 * Exact-equality weld over the bit patterns of float32 coordinates (-0 counts as +0).
 * Open addressing with linear probing in typed arrays: no strings, no per-vertex objects. The
 * table starts small (a closed mesh has about one unique vertex per six corners) and doubles
 * at half load, so it stays cache-friendly.
 */
function buildWeldMap(bits: Uint32Array, vertexCount: number): WeldMap {
  let capacity = nextPowerOfTwo(vertexCount / 2);
  let mask = capacity - 1;
  let table: Int32Array = new Int32Array(capacity).fill(-1);
  const remap = new Uint32Array(vertexCount);
  const uniqueBits = new Uint32Array(vertexCount * 3);
  let uniqueCount = 0;
  for (let v = 0; v < vertexCount; v++) {
    const o = v * 3;
    let x = bits[o];
    let y = bits[o + 1];
    let z = bits[o + 2];
    if (x === NEGATIVE_ZERO_BITS) x = 0;
    if (y === NEGATIVE_ZERO_BITS) y = 0;
    if (z === NEGATIVE_ZERO_BITS) z = 0;
    let slot = hashPositionBits(x, y, z) & mask;
    for (;;) {
      const id = table[slot];
      if (id === -1) {
        const u = uniqueCount * 3;
        uniqueBits[u] = x;
        uniqueBits[u + 1] = y;
        uniqueBits[u + 2] = z;
        table[slot] = uniqueCount;
        remap[v] = uniqueCount;
        uniqueCount++;
        if (uniqueCount * 2 > capacity) {
          capacity *= 2;
          mask = capacity - 1;
          table = growTable(uniqueBits, uniqueCount, capacity);
        }
        break;
      }
      const u = id * 3;
      if (uniqueBits[u] === x && uniqueBits[u + 1] === y && uniqueBits[u + 2] === z) {
        remap[v] = id;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  const uniquePositions = new Float32Array(uniqueBits.buffer, 0, uniqueCount * 3).slice();
  return { remap, uniquePositions };
}

/**
 * Welds a triangle soup (9 floats per triangle, as float32 bit patterns) into an indexed mesh.
 * Only bit-identical coordinates merge; near-coincident welding is repair's job.
 */
export function weldTriangleSoup(soupBits: Uint32Array, triangleCount: number): IndexedMesh {
  const { remap, uniquePositions } = buildWeldMap(soupBits, triangleCount * 3);
  return markCanonicalMesh({ positions: uniquePositions, indices: remap });
}

/**
 * Merges vertices with exactly equal coordinates and drops unused ones; indices are remapped,
 * triangle order and winding are kept. Returns a new mesh.
 */
export function weldVertices(mesh: IndexedMesh): IndexedMesh {
  const vertexCount = Math.floor(mesh.positions.length / 3);
  const bits = new Uint32Array(mesh.positions.buffer, mesh.positions.byteOffset, vertexCount * 3);
  const used = new Uint8Array(vertexCount);
  for (let i = 0; i < mesh.indices.length; i++) used[mesh.indices[i]] = 1;
  const compact = new Uint32Array(vertexCount * 3);
  const oldToCompact = new Uint32Array(vertexCount);
  let count = 0;
  for (let v = 0; v < vertexCount; v++) {
    if (used[v] === 0) continue;
    compact[count * 3] = bits[v * 3];
    compact[count * 3 + 1] = bits[v * 3 + 1];
    compact[count * 3 + 2] = bits[v * 3 + 2];
    oldToCompact[v] = count++;
  }
  const { remap, uniquePositions } = buildWeldMap(compact, count);
  const indices = new Uint32Array(mesh.indices.length);
  for (let i = 0; i < indices.length; i++) indices[i] = remap[oldToCompact[mesh.indices[i]]];
  return markCanonicalMesh({ positions: uniquePositions, indices });
}
