/**
 * TRF, our compact internal mesh format: what later pictures (wall-thickness views at any scale
 * and print mode) need, readable without parsing text or welding again.
 *
 * Layout, little endian, every section 4-byte aligned:
 *   0  'TRF1' magic (4 bytes ASCII)
 *   4  version u32 (1)
 *   8  vertexCount u32
 *  12  triangleCount u32
 *  16  flags u32 (bit 0: a changed-triangle mask follows the thickness; other bits 0)
 *  20  positions f32 × 3·vertexCount (mm)
 *   …  indices u32 × 3·triangleCount (counter-clockwise seen from outside)
 *   …  thickness f32 × triangleCount (mm at scale 1; NaN where nothing was measured)
 *   …  with flag bit 0: changed mask u8 × triangleCount (1 = the repair added or flipped the
 *      triangle), zero-padded to a multiple of 4 bytes — what the repair pictures highlight
 */
import type { IndexedMesh } from '@print/mesh';

export const TRF_VERSION = 1;
const MAGIC = [0x54, 0x52, 0x46, 0x31] as const; // 'TRF1'
const HEADER_BYTES = 20;
/** Flag bit 0: the changed-triangle mask section is present. */
const FLAG_CHANGED_MASK = 1;

function padTo4(byteLength: number): number {
  return (byteLength + 3) & ~3;
}

export interface TrfMesh {
  readonly mesh: IndexedMesh;
  /** Per triangle, mm at scale 1; NaN where nothing was measured. */
  readonly triangleThicknessMm: Float32Array;
  /** Per triangle, 1 where the repair added or flipped it; absent for unrepaired meshes. */
  readonly changedTriangleMask?: Uint8Array;
}

export type TrfReadResult =
  | { readonly ok: true; readonly value: TrfMesh }
  | {
      readonly ok: false;
      readonly error: { readonly code: 'INVALID_TRF'; readonly message: string };
    };

/** Serialises a mesh and its per-triangle thickness. Throws RangeError on inconsistent input. */
export function writeTrf(value: TrfMesh): Uint8Array {
  const { positions, indices } = value.mesh;
  if (positions.length % 3 !== 0 || indices.length % 3 !== 0)
    throw new RangeError('positions and indices must hold whole vertices and triangles');
  const vertexCount = positions.length / 3;
  const triangleCount = indices.length / 3;
  if (value.triangleThicknessMm.length !== triangleCount)
    throw new RangeError('one thickness per triangle expected');
  const mask = value.changedTriangleMask;
  if (mask && mask.length !== triangleCount)
    throw new RangeError('one changed-mask entry per triangle expected');
  const bytes = new Uint8Array(
    HEADER_BYTES +
      4 * (positions.length + indices.length + triangleCount) +
      (mask ? padTo4(triangleCount) : 0),
  );
  bytes.set(MAGIC, 0);
  const view = new DataView(bytes.buffer);
  view.setUint32(4, TRF_VERSION, true);
  view.setUint32(8, vertexCount, true);
  view.setUint32(12, triangleCount, true);
  view.setUint32(16, mask ? FLAG_CHANGED_MASK : 0, true);
  let offset = HEADER_BYTES;
  for (const section of [positions, indices, value.triangleThicknessMm]) {
    bytes.set(toLittleEndianBytes(section), offset);
    offset += section.byteLength;
  }
  if (mask) for (let t = 0; t < triangleCount; t++) bytes[offset + t] = mask[t] ? 1 : 0;
  return bytes;
}

function toLittleEndianBytes(array: Float32Array | Uint32Array): Uint8Array {
  // Every platform Node supports is little endian; the format is defined as little endian.
  return new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
}

function fail(message: string): TrfReadResult {
  return { ok: false, error: { code: 'INVALID_TRF', message } };
}

/** Copies a section into its own aligned buffer (the input may sit at any byte offset). */
function copySection(bytes: Uint8Array, offset: number, byteLength: number): ArrayBuffer {
  const buffer = new ArrayBuffer(byteLength);
  new Uint8Array(buffer).set(bytes.subarray(offset, offset + byteLength));
  return buffer;
}

/**
 * Reads TRF bytes. Fails with INVALID_TRF (never throws) on a wrong magic or version, a length
 * that disagrees with the counts, an index out of range or a non-finite position.
 */
export function readTrf(bytes: Uint8Array): TrfReadResult {
  if (bytes.length < HEADER_BYTES) return fail('shorter than the TRF header');
  if (MAGIC.some((byte, i) => bytes[i] !== byte)) return fail('not a TRF file (magic)');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = view.getUint32(4, true);
  if (version !== TRF_VERSION) return fail(`unsupported TRF version ${version}`);
  const vertexCount = view.getUint32(8, true);
  const triangleCount = view.getUint32(12, true);
  const flags = view.getUint32(16, true);
  if ((flags & ~FLAG_CHANGED_MASK) !== 0) return fail('unknown TRF flags');
  const hasMask = (flags & FLAG_CHANGED_MASK) !== 0;
  const positionBytes = 12 * vertexCount;
  const indexBytes = 12 * triangleCount;
  const maskOffset = HEADER_BYTES + positionBytes + indexBytes + 4 * triangleCount;
  const expected = maskOffset + (hasMask ? padTo4(triangleCount) : 0);
  if (bytes.length !== expected)
    return fail(`length ${bytes.length} disagrees with the counts (expected ${expected})`);
  const positions = new Float32Array(copySection(bytes, HEADER_BYTES, positionBytes));
  const indices = new Uint32Array(copySection(bytes, HEADER_BYTES + positionBytes, indexBytes));
  const triangleThicknessMm = new Float32Array(
    copySection(bytes, HEADER_BYTES + positionBytes + indexBytes, 4 * triangleCount),
  );
  for (let i = 0; i < positions.length; i++)
    if (!Number.isFinite(positions[i])) return fail('a vertex position is not finite');
  for (let i = 0; i < indices.length; i++)
    if ((indices[i] ?? vertexCount) >= vertexCount) return fail('a vertex index is out of range');
  const mesh = { positions, indices };
  if (!hasMask) return { ok: true, value: { mesh, triangleThicknessMm } };
  const changedTriangleMask = bytes.slice(maskOffset, maskOffset + triangleCount);
  return { ok: true, value: { mesh, triangleThicknessMm, changedTriangleMask } };
}
