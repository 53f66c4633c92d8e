import type { IndexedMesh, MeshFormat, ReadSuccess, SourceUnit } from '../types.js';
import { failWith } from './errors.js';

export interface ReadFacts {
  readonly declaredUnit: SourceUnit | null;
  readonly objectCount: number;
  readonly diagnostics: readonly string[];
}

/** Millimetres per declared unit. */
export const MM_PER_UNIT: Readonly<Record<SourceUnit, number>> = {
  micron: 0.001,
  millimeter: 1,
  centimeter: 10,
  inch: 25.4,
  foot: 304.8,
  meter: 1000,
};

/** Builds the success value; a mesh without triangles is refused with NO_GEOMETRY. */
export function buildSuccess(mesh: IndexedMesh, format: MeshFormat, facts: ReadFacts): ReadSuccess {
  if (mesh.indices.length === 0) failWith('NO_GEOMETRY', 'the file contains no triangles');
  const diagnostics = [...facts.diagnostics];
  if (facts.declaredUnit === null) {
    diagnostics.push('the format declares no unit: millimetres assumed');
  }
  return {
    ok: true,
    mesh,
    format,
    declaredUnit: facts.declaredUnit,
    unitAssumed: facts.declaredUnit === null,
    objectCount: Math.max(1, facts.objectCount),
    diagnostics,
  };
}

/** Multiplies positions in place; the array must be owned by the caller. */
export function scalePositions(positions: Float32Array, factor: number): void {
  if (factor === 1) return;
  for (let i = 0; i < positions.length; i++) positions[i] *= factor;
}
