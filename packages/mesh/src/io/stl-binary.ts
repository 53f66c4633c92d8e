import type { ReadSuccess } from '../types.js';
import { failWith } from './errors.js';
import { checkDeadline, checkTriangleCount, type ReadLimits } from './limits.js';
import { buildSuccess } from './result.js';
import { weldTriangleSoup } from './weld.js';

const HEADER_BYTES = 84;
const FACET_BYTES = 50;
const EXPONENT_MASK = 0x7f800000;

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
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const soup = new Uint32Array(facetCount * 9);
  let kept = 0;
  let dropped = 0;
  for (let f = 0; f < facetCount; f++) {
    if ((f & 0xffff) === 0) checkDeadline(limits);
    const base = HEADER_BYTES + f * FACET_BYTES + 12;
    const out = kept * 9;
    let bad = 0;
    for (let k = 0; k < 9; k++) {
      const b = view.getUint32(base + k * 4, true);
      bad |= (b & EXPONENT_MASK) === EXPONENT_MASK ? 1 : 0;
      soup[out + k] = b;
    }
    if (bad === 0) kept++;
    else dropped++;
  }
  if (dropped > 0) diagnostics.push(`${dropped} facets with NaN or infinite coordinates dropped`);
  const mesh = weldTriangleSoup(soup, kept);
  return buildSuccess(mesh, 'stl-binary', { declaredUnit: null, objectCount: 1, diagnostics });
}
