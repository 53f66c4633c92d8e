import type { ReadSuccess } from '../types.js';
import { failWith } from './errors.js';
import { checkDeadline, checkTriangleCount, type ReadLimits } from './limits.js';
import { buildSuccess } from './result.js';
import { markCanonicalMesh } from '../topology/canonical-vertices.js';
import type { IndexedMesh } from '../types.js';
import { VertexWelder } from './vertex-welder.js';

export const HEADER_BYTES = 84;
export const FACET_BYTES = 50;
const EXPONENT_MASK = 0x7f800000;
// As int32 (a Smi): uint32 patterns ≥ 2³¹ would be boxed (see vertex-welder.ts).
const NEGATIVE_ZERO_BITS = 0x80000000 | 0;

/** Triangle count a binary STL of this size holds and the count its header claims. */
export function inspectBinaryStl(bytes: Uint8Array): { available: number; declared: number } {
  if (bytes.length < HEADER_BYTES) return { available: 0, declared: -1 };
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    available: Math.floor((bytes.length - HEADER_BYTES) / FACET_BYTES),
    declared: view.getUint32(80, true),
  };
}

function chooseFacetCount(bytes: Uint8Array, diagnostics: string[]): number {
  const { available, declared } = inspectBinaryStl(bytes);
  const trailing = bytes.length - HEADER_BYTES - available * FACET_BYTES;
  if (declared === available && trailing === 0) return available;
  if (declared > 0 && declared <= available) {
    diagnostics.push(
      `header declares ${declared} facets but the file has room for ${available}: extra bytes ignored`,
    );
    return declared;
  }
  diagnostics.push(
    `header declares ${declared} facets but the file size holds ${available}: the file size wins`,
  );
  return available;
}

/**
 * Decodes and welds facets as they arrive — from one buffer, or chunk by chunk from a file (the
 * command line: no file-sized buffer in memory) — without a 36-byte-per-facet soup
 * copy: a facet's nine coordinates are checked for NaN/Inf before any of its corners enters the
 * weld, so dropped facets leave no vertices behind.
 */
export class BinaryFacetWelder {
  private readonly welder: VertexWelder;
  private readonly indices: Uint32Array;
  private kept = 0;
  private seen = 0;

  constructor(
    facetCount: number,
    private readonly limits: ReadLimits,
  ) {
    this.welder = new VertexWelder(facetCount * 3);
    this.indices = new Uint32Array(facetCount * 3);
  }

  /**
   * Welds `count` whole facets starting at byte `offset` of `bytes` (50 bytes each). The weld's
   * probe (VertexWelder.add) is written out in this loop: it runs once per file, so V8 runs it
   * as on-stack-replaced code that inlines little, and a call per corner doubled its time.
   */
  addFacets(bytes: Uint8Array, offset: number, count: number): void {
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const welder = this.welder;
    const indices = this.indices;
    const first = this.seen;
    let { table, mask, unique } = welder.raw();
    let uniqueCount = welder.uniqueCount;
    let kept = this.kept;
    for (let f = 0; f < count; f++) {
      if (((first + f) & 0xffff) === 0) checkDeadline(this.limits);
      const base = offset + f * FACET_BYTES + 12;
      let finite = true;
      for (let k = 0; k < 36; k += 4) {
        if ((view.getInt32(base + k, true) & EXPONENT_MASK) === EXPONENT_MASK) finite = false;
      }
      if (!finite) continue;
      for (let k = 0; k < 3; k++) {
        const at = base + 12 * k;
        let x = view.getInt32(at, true);
        let y = view.getInt32(at + 4, true);
        let z = view.getInt32(at + 8, true);
        if (x === NEGATIVE_ZERO_BITS) x = 0;
        if (y === NEGATIVE_ZERO_BITS) y = 0;
        if (z === NEGATIVE_ZERO_BITS) z = 0;
        // hashPositionBits(x, y, z), written out.
        let h = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
        h = Math.imul(h ^ y ^ (y >>> 15), 0xc2b2ae35);
        h = Math.imul(h ^ z ^ (z >>> 13), 0x27d4eb2f);
        h ^= h >>> 16;
        h = Math.imul(h, 0x85ebca6b);
        let slot = (h ^ (h >>> 13)) & mask;
        let id = table[slot];
        while (id !== -1) {
          const u = 3 * id;
          if (unique[u] === x && unique[u + 1] === y && unique[u + 2] === z) break;
          slot = (slot + 1) & mask;
          id = table[slot];
        }
        if (id === -1) {
          id = uniqueCount++;
          unique[3 * id] = x;
          unique[3 * id + 1] = y;
          unique[3 * id + 2] = z;
          table[slot] = id;
          if (uniqueCount * 2 > table.length) {
            welder.uniqueCount = uniqueCount;
            welder.growTable();
            ({ table, mask, unique } = welder.raw());
          }
        }
        indices[3 * kept + k] = id;
      }
      kept++;
    }
    welder.uniqueCount = uniqueCount;
    this.kept = kept;
    this.seen = first + count;
  }

  /** The welded mesh of every facet added so far, and how many were dropped. */
  finish(): { mesh: IndexedMesh; dropped: number } {
    const { kept, indices } = this;
    const mesh = {
      positions: this.welder.toPositions(),
      indices: kept * 3 === indices.length ? indices : indices.slice(0, kept * 3),
    };
    return { mesh: markCanonicalMesh(mesh), dropped: this.seen - kept };
  }
}

/**
 * Binary STL: 80-byte header, uint32 facet count, 50 bytes per facet (normal, 3 vertices,
 * attribute). Stored normals are ignored. Facets with NaN/Inf coordinates are dropped.
 * Errors: TRUNCATED, NO_GEOMETRY, TOO_MANY_TRIANGLES, TIMEOUT.
 */
export function readBinaryStl(bytes: Uint8Array, limits: ReadLimits): ReadSuccess {
  if (bytes.length < HEADER_BYTES) failWith('TRUNCATED', 'binary STL shorter than its header');
  const diagnostics: string[] = [];
  const facetCount = chooseFacetCount(bytes, diagnostics);
  if (facetCount === 0) failWith('NO_GEOMETRY', 'binary STL contains no facets');
  checkTriangleCount(facetCount, limits);
  const welder = new BinaryFacetWelder(facetCount, limits);
  welder.addFacets(bytes, HEADER_BYTES, facetCount);
  return finishBinaryStl(welder, diagnostics);
}

/** The read result of a binary STL once every facet went through `welder`. */
export function finishBinaryStl(welder: BinaryFacetWelder, diagnostics: string[]): ReadSuccess {
  const { mesh, dropped } = welder.finish();
  if (dropped > 0) diagnostics.push(`${dropped} facets with NaN or infinite coordinates dropped`);
  return buildSuccess(mesh, 'stl-binary', { declaredUnit: null, objectCount: 1, diagnostics });
}
