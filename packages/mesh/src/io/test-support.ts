/**
 * Builders for small test files, written independently of the readers under test, and checks
 * shared by the io tests. Not part of the public surface.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MODELS_DIR } from '../models-dir-for-tests.js';
import { strToU8, zipSync, type Zippable } from 'fflate';
import {
  MESH_ERROR_CODES,
  type MeshErrorCode,
  type ReadResult,
  type ReadSuccess,
} from '../types.js';

export type Triangle = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** A unit tetrahedron (4 vertices, 4 outward-facing triangles) as a triangle list. */
export const TETRA: readonly Triangle[] = [
  [0, 0, 0, 0, 1, 0, 1, 0, 0],
  [0, 0, 0, 1, 0, 0, 0, 0, 1],
  [0, 0, 0, 0, 0, 1, 0, 1, 0],
  [1, 0, 0, 0, 1, 0, 0, 0, 1],
];

export const ALL_ERROR_CODES: readonly MeshErrorCode[] = MESH_ERROR_CODES;

export function makeBinaryStl(
  triangles: readonly Triangle[],
  options: { header?: string; declaredCount?: number; extraBytes?: number } = {},
): Uint8Array {
  const bytes = new Uint8Array(84 + 50 * triangles.length + (options.extraBytes ?? 0));
  const header = options.header ?? 'test';
  for (let i = 0; i < Math.min(80, header.length); i++) bytes[i] = header.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, options.declaredCount ?? triangles.length, true);
  triangles.forEach((triangle, f) => {
    triangle.forEach((value, k) => view.setFloat32(84 + f * 50 + 12 + k * 4, value, true));
  });
  return bytes;
}

export function makeAsciiStl(
  triangles: readonly Triangle[],
  lineEnd = '\n',
  name = 'part',
): string {
  const lines = [`solid ${name}`];
  for (const t of triangles) {
    lines.push('  facet normal 0 0 0', '    outer loop');
    for (let v = 0; v < 3; v++)
      lines.push(`      vertex ${t[v * 3]} ${t[v * 3 + 1]} ${t[v * 3 + 2]}`);
    lines.push('    endloop', '  endfacet');
  }
  lines.push(`endsolid ${name}`);
  return lines.join(lineEnd) + lineEnd;
}

export const text = (value: string): Uint8Array => new TextEncoder().encode(value);

const CORE_NS = 'http://schemas.microsoft.com/3dmanufacturing/core/2015/02';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Target="/3D/3dmodel.model" Id="rel0" Type="http://schemas.microsoft.com/3dmanufacturing/2013/01/3dmodel"/></Relationships>';

/** A 3MF mesh object element for the tetrahedron, coordinates scaled by `scale`. */
export function tetraObjectXml(id: number, type = 'model', scale = 1): string {
  const vertices = [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ]
    .map(([x, y, z]) => `<vertex x="${x * scale}" y="${y * scale}" z="${z * scale}"/>`)
    .join('');
  const triangles = [
    [0, 2, 1],
    [0, 1, 3],
    [0, 3, 2],
    [1, 2, 3],
  ]
    .map(([a, b, c]) => `<triangle v1="${a}" v2="${b}" v3="${c}"/>`)
    .join('');
  return `<object id="${id}" type="${type}"><mesh><vertices>${vertices}</vertices><triangles>${triangles}</triangles></mesh></object>`;
}

export function modelXml(
  resources: string,
  build: string,
  unit = 'millimeter',
  extraAttributes = '',
): string {
  return `<?xml version="1.0" encoding="UTF-8"?><model unit="${unit}" xmlns="${CORE_NS}" ${extraAttributes}><resources>${resources}</resources><build>${build}</build></model>`;
}

export function make3mf(model: string, extra: Zippable = {}): Uint8Array {
  return zipSync({ '_rels/.rels': strToU8(RELS), '3D/3dmodel.model': strToU8(model), ...extra });
}

/** Absolute path of a file in /work/shared/models. */
export function modelPath(relative: string): string {
  return join(MODELS_DIR, relative);
}

export function requireModelsDir(): void {
  if (!existsSync(modelPath('README.md'))) throw new Error('shared models folder is missing');
}

export function expectOk(result: ReadResult): ReadSuccess {
  if (!result.ok)
    throw new Error(`expected a mesh, got ${result.error.code}: ${result.error.message}`);
  return result;
}

/** 'ok' or the error code, for compact assertions. */
export function outcomeOf(result: ReadResult): string {
  return result.ok ? 'ok' : result.error.code;
}

/** The buffer contract: whole triangles, indices in range, finite coordinates. */
export function assertConsistentMesh(result: ReadSuccess): void {
  const { positions, indices } = result.mesh;
  if (positions.length % 3 !== 0 || indices.length % 3 !== 0)
    throw new Error('partial vertex or triangle');
  const vertexCount = positions.length / 3;
  for (let i = 0; i < indices.length; i++) {
    if (indices[i] >= vertexCount) throw new Error(`index ${indices[i]} >= ${vertexCount}`);
  }
  for (let i = 0; i < positions.length; i++) {
    if (!Number.isFinite(positions[i])) throw new Error(`non-finite coordinate at ${i}`);
  }
}

export function boundingBoxSize(positions: Float32Array): [number, number, number] {
  const min = [Infinity, Infinity, Infinity];
  const max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i++) {
    min[i % 3] = Math.min(min[i % 3], positions[i]);
    max[i % 3] = Math.max(max[i % 3], positions[i]);
  }
  return [max[0] - min[0], max[1] - min[1], max[2] - min[2]];
}
