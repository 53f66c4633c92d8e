import type { ReadSuccess } from '../types.js';
import { failWith } from './errors.js';
import { GrowableFloat32, GrowableUint32 } from './growable.js';
import { checkDeadline, checkTriangleCount, type ReadLimits } from './limits.js';
import { buildSuccess } from './result.js';
import { weldVertices } from './weld.js';

const MAIN = 0x4d4d;
const EDITOR = 0x3d3d;
const OBJECT = 0x4000;
const TRIMESH = 0x4100;
const VERTICES = 0x4110;
const FACES = 0x4120;
const CONTAINERS = new Set([MAIN, EDITOR, TRIMESH]);
const MAX_DEPTH = 16;
const MAX_NAME_BYTES = 256;

class ThreeDsReader {
  readonly positions = new GrowableFloat32();
  readonly indices = new GrowableUint32();
  meshCount = 0;
  private triangles = 0;
  private chunks = 0;
  private meshBase = 0;
  private meshVertexCount = 0;
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: ReadLimits,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  /** Walks the chunks in [start, end); every length is checked against its parent's end. */
  readChunks(start: number, end: number, depth: number): void {
    if (depth > MAX_DEPTH) failWith('MALFORMED', '3DS chunks nest too deep');
    let p = start;
    while (p + 6 <= end) {
      if ((++this.chunks & 0xfff) === 0) checkDeadline(this.limits);
      const id = this.view.getUint16(p, true);
      const length = this.view.getUint32(p + 2, true);
      if (length < 6 || p + length > end)
        failWith('TRUNCATED', `3DS chunk 0x${id.toString(16)} overruns its parent`);
      this.readChunk(id, p + 6, p + length, depth);
      p += length;
    }
  }

  private readChunk(id: number, start: number, end: number, depth: number): void {
    if (CONTAINERS.has(id)) {
      if (id === TRIMESH) this.beginMesh();
      this.readChunks(start, end, depth + 1);
    } else if (id === OBJECT) {
      let p = start;
      while (p < end && p - start < MAX_NAME_BYTES && this.bytes[p] !== 0) p++;
      this.readChunks(p + 1, end, depth + 1);
    } else if (id === VERTICES) {
      this.readVertices(start, end);
    } else if (id === FACES) {
      this.readFaces(start, end);
    }
  }

  private beginMesh(): void {
    this.meshBase = this.positions.length / 3;
    this.meshVertexCount = 0;
  }

  private readVertices(start: number, end: number): void {
    if (start + 2 > end) failWith('TRUNCATED', '3DS vertex list cut short');
    const count = this.view.getUint16(start, true);
    if (start + 2 + count * 12 > end)
      failWith('TRUNCATED', '3DS vertex list longer than its chunk');
    // Vertices in a 3DS file are stored in world space already; the TRI_LOCAL matrix only
    // describes the object's pivot frame, so applying it would move the mesh twice.
    for (let i = 0; i < count; i++) {
      const p = start + 2 + i * 12;
      const x = this.view.getFloat32(p, true);
      const y = this.view.getFloat32(p + 4, true);
      const z = this.view.getFloat32(p + 8, true);
      if (!Number.isFinite(x + y + z)) failWith('INVALID_NUMBER', '3DS vertex is not finite');
      this.positions.push3(x, y, z);
    }
    this.meshVertexCount += count;
  }

  private readFaces(start: number, end: number): void {
    if (start + 2 > end) failWith('TRUNCATED', '3DS face list cut short');
    const count = this.view.getUint16(start, true);
    if (start + 2 + count * 8 > end) failWith('TRUNCATED', '3DS face list longer than its chunk');
    this.triangles += count;
    checkTriangleCount(this.triangles, this.limits);
    for (let i = 0; i < count; i++) {
      const p = start + 2 + i * 8;
      const a = this.view.getUint16(p, true);
      const b = this.view.getUint16(p + 2, true);
      const c = this.view.getUint16(p + 4, true);
      if (a >= this.meshVertexCount || b >= this.meshVertexCount || c >= this.meshVertexCount) {
        failWith(
          'INDEX_OUT_OF_RANGE',
          `3DS face refers to a vertex beyond ${this.meshVertexCount}`,
        );
      }
      this.indices.push3(this.meshBase + a, this.meshBase + b, this.meshBase + c);
    }
    if (count > 0) this.meshCount++;
  }
}

/**
 * Autodesk 3DS: every triangle mesh of the editor chunk, merged. Materials, lights, cameras and
 * the keyframer are skipped. Errors: TRUNCATED, MALFORMED, INVALID_NUMBER, INDEX_OUT_OF_RANGE,
 * TOO_MANY_TRIANGLES, NO_GEOMETRY, TIMEOUT.
 */
export function read3ds(bytes: Uint8Array, limits: ReadLimits): ReadSuccess {
  const reader = new ThreeDsReader(bytes, limits);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const declared = view.getUint32(2, true);
  const diagnostics: string[] = [];
  if (declared !== bytes.length)
    diagnostics.push('3DS main chunk length disagrees with the file size');
  reader.readChunks(0, Math.min(bytes.length, Math.max(declared, 6)), 0);
  const mesh = weldVertices({
    positions: reader.positions.toArray(),
    indices: reader.indices.toArray(),
  });
  return buildSuccess(mesh, '3ds', {
    declaredUnit: null,
    objectCount: reader.meshCount,
    diagnostics,
  });
}
