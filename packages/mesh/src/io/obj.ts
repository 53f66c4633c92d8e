import type { ReadSuccess } from '../types.js';
import { failWith } from './errors.js';
import { GrowableFloat32, GrowableUint32 } from './growable.js';
import { checkDeadline, checkTriangleCount, checkVertexCount, type ReadLimits } from './limits.js';
import { buildSuccess } from './result.js';
import { TextCursor } from './text-cursor.js';
import { weldVertices } from './weld.js';

const SLASH = 47;
const MAX_POLYGON = 1 << 16;

/** Vertex index of a face corner `v`, `v/vt`, `v//vn` or `v/vt/vn` (1-based, negative = relative). */
function readCornerIndex(cursor: TextCursor, vertexCount: number): number {
  const end = cursor.tokenEnd;
  let slash = cursor.tokenStart;
  while (slash < end && cursor.bytes[slash] !== SLASH) slash++;
  cursor.tokenEnd = slash;
  const index = cursor.tokenInteger();
  cursor.tokenEnd = end;
  if (index === 0) failWith('INDEX_OUT_OF_RANGE', 'OBJ face index 0 (indices start at 1)');
  return index > 0 ? index - 1 : vertexCount + index;
}

class ObjBuilder {
  readonly positions = new GrowableFloat32();
  readonly indices = new GrowableUint32();
  triangles = 0;
  groups = 0;
  private readonly polygon: number[] = [];

  constructor(
    private readonly cursor: TextCursor,
    private readonly limits: ReadLimits,
  ) {}

  readVertex(): void {
    const c = this.cursor;
    const xyz = [0, 0, 0];
    for (let k = 0; k < 3; k++) {
      if (!c.nextTokenOnLine()) failWith('MALFORMED', 'OBJ vertex needs 3 coordinates');
      xyz[k] = Math.fround(c.tokenNumber());
      if (!Number.isFinite(xyz[k])) failWith('INVALID_NUMBER', 'OBJ vertex is not finite');
    }
    checkVertexCount(this.positions.length / 3 + 1, this.limits);
    this.positions.push3(xyz[0], xyz[1], xyz[2]);
  }

  readFace(): void {
    const c = this.cursor;
    const vertexCount = this.positions.length / 3;
    const polygon = this.polygon;
    polygon.length = 0;
    while (c.nextTokenOnLine()) {
      if (polygon.length >= MAX_POLYGON) failWith('MALFORMED', 'OBJ face has too many corners');
      const index = readCornerIndex(c, vertexCount);
      if (index < 0) failWith('INDEX_OUT_OF_RANGE', 'OBJ relative index before the first vertex');
      polygon.push(index);
    }
    if (polygon.length < 3) failWith('MALFORMED', 'OBJ face with fewer than 3 corners');
    for (let k = 1; k + 1 < polygon.length; k++) {
      checkTriangleCount(++this.triangles, this.limits);
      this.indices.push3(polygon[0], polygon[k], polygon[k + 1]);
    }
  }
}

/**
 * Wavefront OBJ: `v` and `f` lines (polygons fan-triangulated, negative indices, v/vt/vn
 * corners); `o`/`g` counted as objects; everything else ignored. Errors: MALFORMED,
 * INVALID_NUMBER, INDEX_OUT_OF_RANGE, TOO_MANY_TRIANGLES, NO_GEOMETRY, TIMEOUT.
 */
export function readObj(bytes: Uint8Array, limits: ReadLimits): ReadSuccess {
  const cursor = new TextCursor(bytes);
  const builder = new ObjBuilder(cursor, limits);
  let lines = 0;
  while (cursor.nextToken()) {
    if ((++lines & 0xffff) === 0) checkDeadline(limits);
    if (cursor.tokenEquals('v')) builder.readVertex();
    else if (cursor.tokenEquals('f')) builder.readFace();
    else if (cursor.tokenEquals('o') || cursor.tokenEquals('g')) builder.groups++;
    cursor.skipLine();
  }
  const vertexCount = builder.positions.length / 3;
  const indices = builder.indices.toArray();
  for (let i = 0; i < indices.length; i++) {
    if (indices[i] >= vertexCount) {
      failWith(
        'INDEX_OUT_OF_RANGE',
        `OBJ face refers to vertex ${indices[i] + 1} of ${vertexCount}`,
      );
    }
  }
  const mesh = weldVertices({ positions: builder.positions.toArray(), indices });
  return buildSuccess(mesh, 'obj', {
    declaredUnit: null,
    objectCount: builder.groups,
    diagnostics: [],
  });
}
