import type { ReadSuccess } from '../types.js';
import { failWith } from './errors.js';
import { GrowableUint32 } from './growable.js';
import { checkDeadline, checkTriangleCount, checkVertexCount, type ReadLimits } from './limits.js';
import {
  parsePlyHeader,
  PLY_SCALAR_BYTES,
  type PlyElement,
  type PlyHeader,
  type PlyScalar,
} from './ply-header.js';
import { buildSuccess } from './result.js';
import { TextCursor } from './text-cursor.js';
import { weldVertices } from './weld.js';

/** Reads one scalar or list of an element record; implemented per encoding. */
interface RecordSource {
  readScalar(type: PlyScalar): number;
  /** Called after each record (ASCII: drops extra tokens on the line). */
  endRecord(): void;
}

class BinarySource implements RecordSource {
  private readonly view: DataView;

  constructor(
    private readonly bytes: Uint8Array,
    public pos: number,
    private readonly littleEndian: boolean,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  readScalar(type: PlyScalar): number {
    const size = PLY_SCALAR_BYTES[type];
    if (this.pos + size > this.bytes.length) failWith('TRUNCATED', 'PLY data ends early');
    const p = this.pos;
    this.pos += size;
    const v = this.view;
    const le = this.littleEndian;
    switch (type) {
      case 'i8':
        return v.getInt8(p);
      case 'u8':
        return v.getUint8(p);
      case 'i16':
        return v.getInt16(p, le);
      case 'u16':
        return v.getUint16(p, le);
      case 'i32':
        return v.getInt32(p, le);
      case 'u32':
        return v.getUint32(p, le);
      case 'f32':
        return v.getFloat32(p, le);
      case 'f64':
        return v.getFloat64(p, le);
    }
  }

  endRecord(): void {
    return;
  }
}

class AsciiSource implements RecordSource {
  constructor(private readonly cursor: TextCursor) {}

  readScalar(): number {
    const c = this.cursor;
    while (!c.nextTokenOnLine()) {
      if (c.isAtEnd()) failWith('TRUNCATED', 'PLY data ends early');
      c.skipLine();
    }
    return c.tokenNumber();
  }

  endRecord(): void {
    this.cursor.skipLine();
  }
}

class PlyMeshBuilder {
  positions = new Float32Array(0);
  readonly indices = new GrowableUint32();
  vertexCount = 0;
  skippedFaces = 0;
  triangles = 0;

  constructor(private readonly limits: ReadLimits) {}

  readVertices(source: RecordSource, element: PlyElement): void {
    const slots = ['x', 'y', 'z'].map((axis) =>
      element.properties.findIndex((p) => p.name === axis),
    );
    if (slots.some((slot) => slot < 0)) failWith('MALFORMED', 'PLY vertex element lacks x, y or z');
    checkVertexCount(element.count, this.limits);
    this.positions = new Float32Array(element.count * 3);
    const values = new Float64Array(element.properties.length);
    for (let i = 0; i < element.count; i++) {
      if ((i & 0xffff) === 0) checkDeadline(this.limits);
      readRecord(source, element, values, null);
      for (let k = 0; k < 3; k++) {
        const value = Math.fround(values[slots[k]]);
        if (!Number.isFinite(value)) failWith('INVALID_NUMBER', `PLY vertex ${i} is not finite`);
        this.positions[i * 3 + k] = value;
      }
    }
    this.vertexCount = element.count;
  }

  readFaces(source: RecordSource, element: PlyElement): void {
    const listIndex = element.properties.findIndex(
      (p) => p.name === 'vertex_indices' || p.name === 'vertex_index',
    );
    if (listIndex < 0) failWith('MALFORMED', 'PLY face element lacks vertex_indices');
    checkTriangleCount(element.count, this.limits);
    const values = new Float64Array(element.properties.length);
    const polygon: number[] = [];
    for (let i = 0; i < element.count; i++) {
      if ((i & 0xffff) === 0) checkDeadline(this.limits);
      polygon.length = 0;
      readRecord(source, element, values, { index: listIndex, items: polygon });
      this.addPolygon(polygon);
    }
  }

  private addPolygon(polygon: number[]): void {
    if (polygon.length < 3) {
      this.skippedFaces++;
      return;
    }
    for (const v of polygon) {
      if (!Number.isInteger(v) || v < 0 || v >= this.vertexCount) {
        failWith('INDEX_OUT_OF_RANGE', `PLY face refers to vertex ${v} of ${this.vertexCount}`);
      }
    }
    for (let k = 1; k + 1 < polygon.length; k++) {
      checkTriangleCount(++this.triangles, this.limits);
      this.indices.push3(polygon[0], polygon[k], polygon[k + 1]);
    }
  }
}

const MAX_LIST_LENGTH = 1 << 16;

function readRecord(
  source: RecordSource,
  element: PlyElement,
  values: Float64Array,
  list: { index: number; items: number[] } | null,
): void {
  const properties = element.properties;
  for (let p = 0; p < properties.length; p++) {
    const property = properties[p];
    if (property.countType === null) {
      values[p] = source.readScalar(property.type);
      continue;
    }
    const length = source.readScalar(property.countType);
    if (!Number.isInteger(length) || length < 0 || length > MAX_LIST_LENGTH) {
      failWith('MALFORMED', `PLY list length ${length} is invalid`);
    }
    const keep = list !== null && list.index === p;
    for (let k = 0; k < length; k++) {
      const item = source.readScalar(property.type);
      if (keep) list.items.push(item);
    }
  }
  source.endRecord();
}

function minimumRecordBytes(element: PlyElement, header: PlyHeader): number {
  if (header.encoding === 'ascii') return element.properties.length > 0 ? 2 : 0;
  let size = 0;
  for (const p of element.properties) size += PLY_SCALAR_BYTES[p.countType ?? p.type];
  return size;
}

/**
 * PLY ASCII and binary (either endianness): x/y/z of `vertex`, polygon `face` lists fan-
 * triangulated; every other element and property skipped. Counts are checked against the bytes
 * left before allocating. Errors: TRUNCATED, MALFORMED, INVALID_NUMBER, INDEX_OUT_OF_RANGE,
 * TOO_MANY_TRIANGLES, NO_GEOMETRY, TIMEOUT.
 */
export function readPly(bytes: Uint8Array, limits: ReadLimits): ReadSuccess {
  const header = parsePlyHeader(bytes);
  const remaining = bytes.length - header.dataOffset;
  for (const element of header.elements) {
    if (element.count * minimumRecordBytes(element, header) > remaining) {
      failWith(
        'TRUNCATED',
        `PLY declares ${element.count} ${element.name} records but the file is shorter`,
      );
    }
  }
  const cursor = new TextCursor(bytes);
  cursor.pos = header.dataOffset;
  const source: RecordSource =
    header.encoding === 'ascii'
      ? new AsciiSource(cursor)
      : new BinarySource(bytes, header.dataOffset, header.encoding === 'binary_little_endian');
  const builder = new PlyMeshBuilder(limits);
  const values = new Float64Array(64);
  for (const element of header.elements) {
    if (element.name === 'vertex') builder.readVertices(source, element);
    else if (element.name === 'face') builder.readFaces(source, element);
    else skipElement(source, element, values, limits);
  }
  const diagnostics: string[] = [];
  if (builder.skippedFaces > 0)
    diagnostics.push(`${builder.skippedFaces} faces with fewer than 3 vertices skipped`);
  const mesh = weldVertices({ positions: builder.positions, indices: builder.indices.toArray() });
  return buildSuccess(mesh, 'ply', { declaredUnit: null, objectCount: 1, diagnostics });
}

function skipElement(
  source: RecordSource,
  element: PlyElement,
  values: Float64Array,
  limits: ReadLimits,
): void {
  const scratch =
    values.length >= element.properties.length
      ? values
      : new Float64Array(element.properties.length);
  for (let i = 0; i < element.count; i++) {
    if ((i & 0xffff) === 0) checkDeadline(limits);
    readRecord(source, element, scratch, null);
  }
}
