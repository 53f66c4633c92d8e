import { createRequire } from 'node:module';
import type { ReadSuccess, SourceUnit } from '../types.js';
import { failWith } from './errors.js';
import { checkTriangleCount, type ReadLimits } from './limits.js';
import { buildSuccess } from './result.js';
import { decodeLatin1 } from './text-cursor.js';
import { weldVertices } from './weld.js';

interface OcctMesh {
  attributes: { position: { array: ArrayLike<number> } };
  index: { array: ArrayLike<number> };
}
interface OcctResult {
  success: boolean;
  meshes?: OcctMesh[];
}
interface OcctModule {
  ReadStepFile(content: Uint8Array, params: { linearUnit: string } | null): OcctResult;
}
type OcctFactory = (options: { print: () => void; printErr: () => void }) => Promise<OcctModule>;

let occtPromise: Promise<OcctModule> | null = null;

/** Loads the 7.6 MB wasm once per process (or worker) and keeps it. */
function loadOcct(): Promise<OcctModule> {
  if (occtPromise === null) {
    const require = createRequire(import.meta.url);
    const factory = require('occt-import-js') as OcctFactory;
    occtPromise = factory({ print: () => undefined, printErr: () => undefined });
  }
  return occtPromise;
}

const SI_PREFIX_UNITS: Readonly<Record<string, SourceUnit>> = {
  '.MICRO.': 'micron',
  '.MILLI.': 'millimeter',
  '.CENTI.': 'centimeter',
  $: 'meter',
};
const CONVERSION_UNITS: Readonly<Record<string, SourceUnit>> = { INCH: 'inch', FOOT: 'foot' };

/** Length units declared in the file, most frequent first. */
function findDeclaredUnits(text: string): SourceUnit[] {
  const counts = new Map<SourceUnit, number>();
  const add = (unit: SourceUnit | undefined): void => {
    if (unit !== undefined) counts.set(unit, (counts.get(unit) ?? 0) + 1);
  };
  for (const m of text.matchAll(/SI_UNIT\s*\(\s*(\.[A-Z]+\.|\$)\s*,\s*\.METRE\.\s*\)/g))
    add(SI_PREFIX_UNITS[m[1]]);
  for (const m of text.matchAll(/CONVERSION_BASED_UNIT\s*\(\s*'([A-Z]+)'/gi))
    add(CONVERSION_UNITS[m[1].toUpperCase()]);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([unit]) => unit);
}

/**
 * A solid must be bounded by a closed shell: MANIFOLD_SOLID_BREP over an OPEN_SHELL, or a file
 * with open shells and no closed one, is a surface model that cannot be manufactured.
 */
function checkShellsClosed(text: string): void {
  const openShells = new Set<string>();
  for (const m of text.matchAll(/#(\d+)\s*=\s*OPEN_SHELL\s*\(/g)) openShells.add(m[1]);
  if (openShells.size === 0) return;
  for (const m of text.matchAll(/MANIFOLD_SOLID_BREP\s*\(\s*'[^']*'\s*,\s*#(\d+)/g)) {
    if (openShells.has(m[1])) {
      failWith('NO_GEOMETRY', 'STEP solid is bounded by an OPEN_SHELL: not a closed solid');
    }
  }
  if (!/=\s*CLOSED_SHELL\s*\(/.test(text)) {
    failWith('NO_GEOMETRY', 'STEP file holds only open shells (surfaces), no closed solid');
  }
}

/**
 * Counts the entity records of the DATA section that a reader has to skip: records that are not
 * `#id = …(…)` with balanced parentheses outside strings, and records whose references point at
 * no entity. OpenCascade salvages around them silently; the count tells the customer that the
 * part may miss faces. One pass over the text, strings ('…', '' as a quote) respected.
 */
export function countDamagedStepEntities(text: string): number {
  const start = text.search(/\bDATA\s*;/);
  if (start < 0) return 0;
  const body = text.slice(start).replace(/^DATA\s*;/, '');
  const records: string[] = [];
  let recordStart = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    if (c === 39 /* ' */) inString = !inString;
    else if (c === 59 /* ; */ && !inString) {
      records.push(body.slice(recordStart, i).trim());
      recordStart = i + 1;
    }
  }
  const defined = new Set<string>();
  const entities: { id: string; refs: string[] }[] = [];
  let damaged = 0;
  for (const record of records) {
    if (record === '' || /^ENDSEC$/i.test(record) || /^END-ISO-10303-21$/i.test(record)) continue;
    const head = /^#(\d+)\s*=\s*(?:[A-Z][A-Z0-9_]*\s*)?\(/i.exec(record);
    if (!head?.[1] || !hasBalancedParentheses(record)) {
      damaged++;
      continue;
    }
    defined.add(head[1]);
    entities.push({
      id: head[1],
      refs: [...record.slice(head[0].length).matchAll(/#(\d+)/g)].map((m) => m[1] ?? ''),
    });
  }
  for (const entity of entities) {
    if (entity.refs.some((ref) => !defined.has(ref))) damaged++;
  }
  return damaged;
}

function hasBalancedParentheses(record: string): boolean {
  let depth = 0;
  let inString = false;
  for (const c of record) {
    if (c === "'") inString = !inString;
    else if (!inString && c === '(') depth++;
    else if (!inString && c === ')' && --depth < 0) return false;
  }
  return depth === 0 && !inString;
}

function mergeMeshes(
  meshes: readonly OcctMesh[],
  limits: ReadLimits,
): { positions: Float32Array; indices: Uint32Array } {
  let vertexTotal = 0;
  let indexTotal = 0;
  for (const mesh of meshes) {
    vertexTotal += mesh.attributes.position.array.length;
    indexTotal += mesh.index.array.length;
  }
  checkTriangleCount(indexTotal / 3, limits);
  const positions = new Float32Array(vertexTotal);
  const indices = new Uint32Array(indexTotal);
  let vertexOffset = 0;
  let indexOffset = 0;
  for (const mesh of meshes) {
    const source = mesh.attributes.position.array;
    const base = vertexOffset / 3;
    for (let i = 0; i < source.length; i++) positions[vertexOffset + i] = source[i];
    const index = mesh.index.array;
    for (let i = 0; i < index.length; i++) {
      if (index[i] >= source.length / 3)
        failWith('CONVERSION_FAILED', 'STEP tessellation index out of range');
      indices[indexOffset + i] = base + index[i];
    }
    vertexOffset += source.length;
    indexOffset += index.length;
  }
  return { positions, indices };
}

/**
 * STEP AP203/AP214/AP242 through occt-import-js (OpenCascade in wasm), tessellated in mm: OCCT
 * converts each declared length unit. Not interruptible, so the API runs it in a worker.
 * Errors: NO_GEOMETRY (open shells, nothing tessellated), CONVERSION_FAILED, TOO_MANY_TRIANGLES.
 */
export async function readStep(bytes: Uint8Array, limits: ReadLimits): Promise<ReadSuccess> {
  const text = decodeLatin1(bytes);
  checkShellsClosed(text);
  const occt = await loadOcct();
  let result: OcctResult;
  try {
    result = occt.ReadStepFile(bytes, { linearUnit: 'millimeter' });
  } catch {
    failWith('CONVERSION_FAILED', 'OpenCascade could not convert the STEP file');
  }
  if (!result.success) failWith('CONVERSION_FAILED', 'OpenCascade could not read the STEP file');
  const meshes = (result.meshes ?? []).filter((mesh) => mesh.index.array.length >= 3);
  if (meshes.length === 0) failWith('NO_GEOMETRY', 'STEP file contains no solid geometry');
  const units = findDeclaredUnits(text);
  const diagnostics: string[] = [];
  if (units.length > 1)
    diagnostics.push(
      `STEP declares several length units (${units.join(', ')}); all converted to mm`,
    );
  const damaged = countDamagedStepEntities(text);
  if (damaged > 0)
    diagnostics.push(
      `STEP_DAMAGED_ENTITIES ${damaged}: ${damaged} damaged STEP entities were skipped; the part may miss faces`,
    );
  const mesh = weldVertices(mergeMeshes(meshes, limits));
  return buildSuccess(mesh, 'step', {
    declaredUnit: units[0] ?? null,
    objectCount: meshes.length,
    diagnostics,
  });
}
