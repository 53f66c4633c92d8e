import type { IndexedMesh } from '../types.js';
import { hashPositionBits } from './position-hash.js';

/** Vertices keyed by exact position: what "the same vertex" means for topology. */
export interface CanonicalVertices {
  /** Three canonical vertex ids per triangle (same length as the mesh's indices). */
  readonly indices: Uint32Array;
  /** Positions of the canonical vertices (xyz, mm). */
  readonly positions: Float32Array;
  readonly vertexCount: number;
}

// Int32 bit patterns stay Smis; uint32 ones ≥ 2³¹ (negative coordinates) would be boxed.
const NEGATIVE_ZERO_BITS = 0x80000000 | 0;

function normalizeZero(bits: number): number {
  return bits === NEGATIVE_ZERO_BITS ? 0 : bits;
}

// Meshes whose positions are already pairwise distinct by bits with no -0, and all used by some
// triangle (the readers' weld output): canonicalising them is the identity, so the hash pass is
// skipped. Meshes are immutable values (see IndexedMesh), so the mark stays true for the
// object's lifetime.
const knownCanonical = new WeakSet<IndexedMesh>();

/** Records that `mesh`'s positions are bit-distinct, none is -0 and every one is used. */
export function markCanonicalMesh(mesh: IndexedMesh): IndexedMesh {
  knownCanonical.add(mesh);
  return mesh;
}

/** Whether markCanonicalMesh vouched for `mesh`. */
export function isKnownCanonicalMesh(mesh: IndexedMesh): boolean {
  return knownCanonical.has(mesh);
}

/**
 * Merges vertices whose coordinates are bit-identical (+0 and -0 count as equal), so that STL
 * files (one vertex per triangle corner) and indexed files get the same topology. Uses an
 * open-addressing hash table on the float bits; deterministic (first occurrence wins).
 * Returns the input arrays unchanged when every position is already unique.
 */
export function canonicalizeVertices(mesh: IndexedMesh): CanonicalVertices {
  const { positions, indices } = mesh;
  const vertexCount = positions.length / 3;
  if (knownCanonical.has(mesh)) return { indices, positions, vertexCount };
  const bits = new Int32Array(positions.buffer, positions.byteOffset, positions.length);
  let capacity = 16;
  while (capacity < vertexCount * 2) capacity <<= 1;
  const mask = capacity - 1;
  const table = new Int32Array(capacity).fill(-1);
  const canonicalOf = new Uint32Array(vertexCount);
  const representative = new Uint32Array(vertexCount);
  let count = 0;
  for (let v = 0; v < vertexCount; v++) {
    const x = normalizeZero(bits[3 * v]);
    const y = normalizeZero(bits[3 * v + 1]);
    const z = normalizeZero(bits[3 * v + 2]);
    let slot = hashPositionBits(x, y, z) & mask;
    for (;;) {
      const existing = table[slot];
      if (existing === -1) {
        table[slot] = count;
        representative[count] = v;
        canonicalOf[v] = count;
        count++;
        break;
      }
      const r = representative[existing];
      if (
        normalizeZero(bits[3 * r]) === x &&
        normalizeZero(bits[3 * r + 1]) === y &&
        normalizeZero(bits[3 * r + 2]) === z
      ) {
        canonicalOf[v] = existing;
        break;
      }
      slot = (slot + 1) & mask;
    }
  }
  if (count === vertexCount) return { indices, positions, vertexCount };
  const canonicalIndices = new Uint32Array(indices.length);
  for (let i = 0; i < indices.length; i++) canonicalIndices[i] = canonicalOf[indices[i]];
  const canonicalPositions = new Float32Array(count * 3);
  for (let c = 0; c < count; c++) {
    const r = representative[c];
    canonicalPositions[3 * c] = positions[3 * r];
    canonicalPositions[3 * c + 1] = positions[3 * r + 1];
    canonicalPositions[3 * c + 2] = positions[3 * r + 2];
  }
  return { indices: canonicalIndices, positions: canonicalPositions, vertexCount: count };
}
