import { hashPositionBits } from '../topology/position-hash.js';
import { giveSpareBuffer } from '../topology/spare-memory.js';

// Bit patterns travel as int32 (Smi-sized): uint32 values ≥ 2³¹ (every negative coordinate)
// would be boxed as heap numbers whenever they cross a call, flooding the young generation.
const NEGATIVE_ZERO_BITS = 0x80000000 | 0;

function nextPowerOfTwo(value: number): number {
  let p = 16;
  while (p < value) p *= 2;
  return p;
}

/**
 * Exact-equality vertex weld over float32 bit patterns (-0 counts as +0), fed one vertex at a
 * time so that readers can weld while they decode. Open addressing with linear probing in typed
 * arrays: no strings, no per-vertex objects. The table is sized for about one unique vertex per
 * six corners (a closed triangle mesh) and doubles at half load, so it stays small and
 * cache-friendly.
 */
export class VertexWelder {
  /** Unique vertices as float bit patterns (int32), 3 per vertex, in first-seen order. */
  private uniqueBits: Int32Array;
  private table: Int32Array;
  private mask: number;
  uniqueCount = 0;

  constructor(private readonly maxVertexCount: number) {
    const capacity = nextPowerOfTwo(maxVertexCount / 3);
    this.table = new Int32Array(capacity).fill(-1);
    this.mask = capacity - 1;
    this.uniqueBits = new Int32Array(this.uniqueLengthFor(capacity));
  }

  /**
   * Room for the vertices a table of `capacity` holds before it doubles (half load, plus the one
   * inserted before the check), never more than `maxVertexCount`: sized by what is found, not
   * by the corner count (a closed mesh has one vertex per six corners), because every typed
   * array counts as external memory that brings V8's full garbage collections forward.
   */
  private uniqueLengthFor(capacity: number): number {
    return 3 * Math.max(1, Math.min(this.maxVertexCount, capacity / 2 + 1));
  }

  /** The id of the vertex with these coordinate bits (as int32), adding it when new. */
  add(xBits: number, yBits: number, zBits: number): number {
    const x = xBits === NEGATIVE_ZERO_BITS ? 0 : xBits;
    const y = yBits === NEGATIVE_ZERO_BITS ? 0 : yBits;
    const z = zBits === NEGATIVE_ZERO_BITS ? 0 : zBits;
    const unique = this.uniqueBits;
    const table = this.table;
    const mask = this.mask;
    let slot = hashPositionBits(x, y, z) & mask;
    for (;;) {
      const id = table[slot];
      if (id === -1) break;
      const u = id * 3;
      if (unique[u] === x && unique[u + 1] === y && unique[u + 2] === z) return id;
      slot = (slot + 1) & mask;
    }
    const id = this.uniqueCount++;
    unique[id * 3] = x;
    unique[id * 3 + 1] = y;
    unique[id * 3 + 2] = z;
    table[slot] = id;
    if (this.uniqueCount * 2 > table.length) this.growTable();
    return id;
  }

  /**
   * The table and unique vertices, for a reader that writes the probe of add() out in its own
   * hot loop (binary STL); after it inserts, it stores uniqueCount and calls growTable at half
   * load exactly as add() does, then takes raw() again.
   */
  raw(): { table: Int32Array; mask: number; unique: Int32Array } {
    return { table: this.table, mask: this.mask, unique: this.uniqueBits };
  }

  /**
   * Positions of the unique vertices: a view on the welder's own store when at least half of
   * it is used (it grows with the table, so for a closed mesh it nearly always is), else a
   * compact copy. No copy means no second set of fresh pages (each one a page fault) for what
   * is already in memory. The hash table is given away as spare memory (its pages are mapped):
   * the welder must not be used afterwards.
   */
  toPositions(): Float32Array {
    giveSpareBuffer(this.table.buffer);
    const used = this.uniqueCount * 3;
    const view = new Float32Array(this.uniqueBits.buffer, 0, used);
    return used * 2 >= this.uniqueBits.length ? view : view.slice();
  }

  growTable(): void {
    const capacity = this.table.length * 2;
    const table = new Int32Array(capacity).fill(-1);
    const mask = capacity - 1;
    const unique = this.uniqueBits;
    for (let id = 0; id < this.uniqueCount; id++) {
      const u = id * 3;
      let slot = hashPositionBits(unique[u], unique[u + 1], unique[u + 2]) & mask;
      while (table[slot] !== -1) slot = (slot + 1) & mask;
      table[slot] = id;
    }
    this.table = table;
    this.mask = mask;
    const length = this.uniqueLengthFor(capacity);
    if (length > unique.length) {
      this.uniqueBits = new Int32Array(length);
      this.uniqueBits.set(unique.subarray(0, this.uniqueCount * 3));
    }
  }
}
