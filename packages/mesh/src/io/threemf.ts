import type { ReadSuccess } from '../types.js';
import { failWith, isMeshReadError } from './errors.js';
import { GrowableFloat32, GrowableUint32 } from './growable.js';
import { checkTriangleCount, type ReadLimits } from './limits.js';
import { buildSuccess, MM_PER_UNIT, scalePositions } from './result.js';
import {
  createModelParser,
  type ModelObject,
  type ObjectRef,
  type ParsedModel,
  type Transform3mf,
} from './threemf-model.js';
import { weldVertices } from './weld.js';
import {
  extractZipEntry,
  inflateZipEntry,
  readZipDirectory,
  UnpackBudget,
  type ZipEntry,
} from './zip.js';

const DEFAULT_MODEL_PATH = '3D/3dmodel.model';
const MAX_COMPONENT_DEPTH = 32;
/** The relationships part is read up to this many bytes (real ones are a few hundred). */
const RELS_READ_BYTES = 1 << 20;
/** Failures that stop a model part at once; any other waits for the part's CRC-32 check. */
const LIMIT_CODES: ReadonlySet<string> = new Set([
  'ZIP_BOMB',
  'TOO_LARGE',
  'TOO_MANY_TRIANGLES',
  'TIMEOUT',
]);
const IDENTITY: Transform3mf = Float64Array.of(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0);

/** Row-vector composition: applying `first` then `second`. */
function composeTransforms(first: Transform3mf, second: Transform3mf): Transform3mf {
  const out = new Float64Array(12);
  for (let r = 0; r < 4; r++) {
    for (let c = 0; c < 3; c++) {
      let sum = r === 3 ? second[9 + c] : 0;
      for (let k = 0; k < 3; k++) sum += first[r * 3 + k] * second[k * 3 + c];
      out[r * 3 + c] = sum;
    }
  }
  return out;
}

function determinant(m: Transform3mf): number {
  return (
    m[0] * (m[4] * m[8] - m[5] * m[7]) -
    m[1] * (m[3] * m[8] - m[5] * m[6]) +
    m[2] * (m[3] * m[7] - m[4] * m[6])
  );
}

function normalisePath(path: string): string {
  return path.replace(/^\/+/, '');
}

function findRootModelPath(
  bytes: Uint8Array,
  entries: readonly ZipEntry[],
  budget: UnpackBudget,
): string {
  const rels = entries.find((entry) => entry.name === '_rels/.rels');
  if (rels !== undefined) {
    const xml = new TextDecoder('utf-8').decode(
      extractZipEntry(bytes, rels, budget, RELS_READ_BYTES),
    );
    if (/<!DOCTYPE/i.test(xml))
      failWith('XML_ENTITY', '3MF relationships declare a DOCTYPE; refused');
    for (const match of xml.matchAll(/<Relationship\b[^>]*>/g)) {
      const target = /\bTarget\s*=\s*"([^"]+)"/.exec(match[0])?.[1];
      if (target !== undefined && /\/3dmodel"/.test(match[0])) return normalisePath(target);
    }
  }
  if (entries.some((entry) => entry.name === DEFAULT_MODEL_PATH)) return DEFAULT_MODEL_PATH;
  return failWith('UNKNOWN_FORMAT', 'zip archive without a 3MF model part');
}

/**
 * Parses one model part while it is inflated: the unpacked XML is never held whole, and a limit
 * (the archive's unpack budget, triangles, vertices, the deadline) stops the inflation within
 * one chunk. Other failures (bad XML, numbers, indices) are reported once the part's CRC-32 has
 * been checked, so a damaged archive is still refused as damaged.
 */
function parseModelPart(
  bytes: Uint8Array,
  entry: ZipEntry,
  budget: UnpackBudget,
  limits: ReadLimits,
  counter: { triangles: number; vertices: number },
): ParsedModel {
  const parser = createModelParser(limits, counter);
  const decoder = new TextDecoder('utf-8');
  const state: { failed: boolean; error?: unknown } = { failed: false };
  const parse = (write: () => void): void => {
    if (state.failed) return;
    try {
      write();
    } catch (error) {
      if (!isMeshReadError(error) || LIMIT_CODES.has(error.code)) throw error;
      state.failed = true;
      state.error = error;
    }
  };
  inflateZipEntry(bytes, entry, budget, (chunk) =>
    parse(() => parser.write(decoder.decode(chunk, { stream: true }))),
  );
  parse(() => parser.write(decoder.decode()));
  if (!state.failed) return parser.end();
  throw state.error;
}

/** Flattens build items into one mesh in model units, honouring object types. */
class Assembler {
  readonly positions = new GrowableFloat32();
  readonly indices = new GrowableUint32();
  readonly diagnostics: string[] = [];
  private readonly models = new Map<string, ParsedModel>();
  private readonly counter = { triangles: 0, vertices: 0 };
  private outputTriangles = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly entries: readonly ZipEntry[],
    private readonly limits: ReadLimits,
    private readonly budget: UnpackBudget,
  ) {}

  loadModel(path: string): ParsedModel {
    const cached = this.models.get(path);
    if (cached !== undefined) return cached;
    const entry = this.entries.find((candidate) => candidate.name === path);
    if (entry === undefined) failWith('MALFORMED', `3MF refers to a missing model part '${path}'`);
    const model = parseModelPart(this.bytes, entry, this.budget, this.limits, this.counter);
    this.models.set(path, model);
    return model;
  }

  resolve(ref: ObjectRef, path: string): { object: ModelObject; path: string } {
    const targetPath = ref.path === null ? path : normalisePath(ref.path);
    const object = this.loadModel(targetPath).objects.get(ref.objectId);
    if (object === undefined)
      failWith('MALFORMED', `3MF refers to a missing object ${ref.objectId}`);
    return { object, path: targetPath };
  }

  addObject(object: ModelObject, path: string, transform: Transform3mf, depth: number): void {
    if (depth > MAX_COMPONENT_DEPTH) failWith('MALFORMED', '3MF components nest too deep (cycle?)');
    if (object.type === 'support' || object.type === 'solidsupport') {
      this.diagnostics.push(`support object ${object.id} skipped`);
      return;
    }
    if (object.mesh !== null) this.appendMesh(object.mesh, transform);
    for (const component of object.components) {
      const target = this.resolve(component, path);
      const local = component.transform ?? IDENTITY;
      this.addObject(target.object, target.path, composeTransforms(local, transform), depth + 1);
    }
  }

  private appendMesh(mesh: NonNullable<ModelObject['mesh']>, m: Transform3mf): void {
    this.outputTriangles += mesh.indices.length / 3;
    checkTriangleCount(this.outputTriangles, this.limits);
    const base = this.positions.length / 3;
    const p = mesh.positions;
    for (let i = 0; i < p.length; i += 3) {
      const x = p[i];
      const y = p[i + 1];
      const z = p[i + 2];
      this.positions.push3(
        x * m[0] + y * m[3] + z * m[6] + m[9],
        x * m[1] + y * m[4] + z * m[7] + m[10],
        x * m[2] + y * m[5] + z * m[8] + m[11],
      );
    }
    const isMirrored = determinant(m) < 0;
    const t = mesh.indices;
    for (let i = 0; i < t.length; i += 3) {
      if (isMirrored) this.indices.push3(base + t[i], base + t[i + 2], base + t[i + 1]);
      else this.indices.push3(base + t[i], base + t[i + 1], base + t[i + 2]);
    }
  }
}

/**
 * 3MF core (plus production-extension multi-part references): every build item with its
 * transform, components resolved recursively, units converted to mm. Support objects are
 * skipped; a build item of type "other" is refused (MALFORMED) as the core spec demands.
 * Model parts are parsed as they inflate, within one unpack budget for the whole archive.
 */
export function read3mf(bytes: Uint8Array, limits: ReadLimits): ReadSuccess {
  const entries = readZipDirectory(bytes, limits);
  const budget = new UnpackBudget(bytes.length, limits);
  const rootPath = findRootModelPath(bytes, entries, budget);
  const assembler = new Assembler(bytes, entries, limits, budget);
  const root = assembler.loadModel(rootPath);
  let objectCount = 0;
  for (const item of root.items) {
    const { object, path } = assembler.resolve(item, rootPath);
    if (object.type === 'other') {
      failWith('MALFORMED', `3MF build item refers to object ${object.id} of type "other"`);
    }
    if (object.type === 'support' || object.type === 'solidsupport') {
      assembler.diagnostics.push(`build item of support object ${object.id} skipped`);
      continue;
    }
    assembler.addObject(object, path, item.transform ?? IDENTITY, 0);
    objectCount++;
  }
  if (root.items.length === 0) failWith('NO_GEOMETRY', '3MF model has no build items');
  const positions = assembler.positions.toArray();
  scalePositions(positions, MM_PER_UNIT[root.unit]);
  const mesh = weldVertices({ positions, indices: assembler.indices.toArray() });
  return buildSuccess(mesh, '3mf', {
    declaredUnit: root.unit,
    objectCount,
    diagnostics: assembler.diagnostics,
  });
}
