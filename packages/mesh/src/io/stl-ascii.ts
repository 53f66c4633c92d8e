import type { ReadSuccess } from '../types.js';
import { failWith } from './errors.js';
import { GrowableFloat32 } from './growable.js';
import { checkDeadline, checkTriangleCount, type ReadLimits } from './limits.js';
import { buildSuccess } from './result.js';
import { TextCursor } from './text-cursor.js';
import { weldTriangleSoup } from './weld.js';

const IGNORED_WORDS = ['outer', 'loop', 'endloop', 'normal'];

interface FacetState {
  vertexCount: number;
  x: Float64Array;
}

function readVertex(cursor: TextCursor, facet: FacetState): void {
  if (facet.vertexCount >= 3) failWith('MALFORMED', 'ASCII STL facet with more than 3 vertices');
  for (let k = 0; k < 3; k++) {
    if (!cursor.nextTokenOnLine()) failWith('MALFORMED', 'ASCII STL vertex needs 3 coordinates');
    facet.x[facet.vertexCount * 3 + k] = cursor.tokenNumber();
  }
  facet.vertexCount++;
}

/**
 * ASCII STL, tolerant of Windows line ends, several `solid` blocks and names with spaces.
 * Facets with NaN/Inf coordinates are dropped with a diagnostic.
 * Errors: MALFORMED, INVALID_NUMBER, NO_GEOMETRY, TOO_MANY_TRIANGLES, TIMEOUT.
 */
export function readAsciiStl(bytes: Uint8Array, limits: ReadLimits): ReadSuccess {
  const cursor = new TextCursor(bytes);
  const soup = new GrowableFloat32(Math.min(bytes.length / 20, 1 << 20));
  const facet: FacetState = { vertexCount: -1, x: new Float64Array(9) };
  let solids = 0;
  let dropped = 0;
  let triangles = 0;
  let tokens = 0;
  while (cursor.nextToken()) {
    if ((++tokens & 0xffff) === 0) checkDeadline(limits);
    if (cursor.tokenEquals('vertex')) {
      if (facet.vertexCount < 0) failWith('MALFORMED', 'ASCII STL vertex outside a facet');
      readVertex(cursor, facet);
    } else if (cursor.tokenEquals('facet')) {
      facet.vertexCount = 0;
      cursor.skipLine();
    } else if (cursor.tokenEquals('endfacet')) {
      if (facet.vertexCount !== 3) failWith('MALFORMED', 'ASCII STL facet without 3 vertices');
      const x = facet.x;
      if (x.every((value) => Number.isFinite(Math.fround(value)))) {
        checkTriangleCount(++triangles, limits);
        soup.push3(x[0], x[1], x[2]);
        soup.push3(x[3], x[4], x[5]);
        soup.push3(x[6], x[7], x[8]);
      } else {
        dropped++;
      }
      facet.vertexCount = -1;
    } else if (cursor.tokenEquals('solid')) {
      solids++;
      cursor.skipLine();
    } else if (cursor.tokenEquals('endsolid')) {
      cursor.skipLine();
    } else if (!IGNORED_WORDS.some((word) => cursor.tokenEquals(word))) {
      failWith('MALFORMED', `unexpected token in ASCII STL: '${cursor.tokenText()}'`);
    }
  }
  if (facet.vertexCount >= 0) failWith('TRUNCATED', 'ASCII STL ends inside a facet');
  const diagnostics: string[] = [];
  if (dropped > 0) diagnostics.push(`${dropped} facets with NaN or infinite coordinates dropped`);
  if (solids > 1) diagnostics.push(`${solids} solid blocks merged into one mesh`);
  const bits = new Uint32Array(soup.data.buffer, 0, soup.length);
  const mesh = weldTriangleSoup(bits, triangles);
  return buildSuccess(mesh, 'stl-ascii', { declaredUnit: null, objectCount: solids, diagnostics });
}
