/**
 * The derived artifacts of an analysed file, made from its TRF after "analysis completed" (they
 * are not needed for pricing): model.3mf (the viewer model), repaired.stl (the download),
 * front.png and, for repaired files, the six highlighted repair views. Runs in a worker thread.
 * Every file is written under a temporary name and renamed, so a reader never sees half a file.
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { write3mf, writeBinaryStl, type IndexedMesh } from '@print/mesh';
import { REPAIR_VIEW_KEYS, renderFrontPng, renderRepairPng, repairImageName } from './pictures.js';
import { readTrf } from './trf.js';

/**
 * The viewer model: coordinates to 10 nm (far below any printer's resolution) and fast deflate,
 * because the customer's 3D view waits for this file (exact float formatting took 3× longer).
 */
const VIEWER_MODEL_3MF = (title: string) => ({ title, decimals: 5, compressionLevel: 1 }) as const;

/** One unit of derived work; 'repair-images' is all six views (one pass over the same mesh). */
export type DerivedArtifact = 'model.3mf' | 'repaired.stl' | 'front.png' | 'repair-images';

/** In the order the customer needs them: the 3D view waits for model.3mf. */
export const ALL_DERIVED_ARTIFACTS: readonly DerivedArtifact[] = [
  'model.3mf',
  'front.png',
  'repaired.stl',
  'repair-images',
];

export interface DeriveInput {
  /** The analysis's mesh.trf. */
  readonly trfPath: string;
  readonly outputDir: string;
  /** Title inside the 3MF (the original file name). */
  readonly title: string;
  readonly artifacts: readonly DerivedArtifact[];
}

/** The artifact a served file name belongs to, or null when it is not a derived file. */
export function findDerivedArtifact(name: string): DerivedArtifact | null {
  if (name === 'model.3mf' || name === 'repaired.stl' || name === 'front.png') return name;
  return REPAIR_VIEW_KEYS.some((key) => repairImageName(key) === name) ? 'repair-images' : null;
}

async function writeAtomically(path: string, bytes: Uint8Array): Promise<void> {
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, path);
}

async function writeArtifact(
  artifact: DerivedArtifact,
  mesh: IndexedMesh,
  mask: Uint8Array | undefined,
  input: DeriveInput,
): Promise<void> {
  const at = (name: string) => join(input.outputDir, name);
  switch (artifact) {
    case 'model.3mf':
      return writeAtomically(at('model.3mf'), write3mf(mesh, VIEWER_MODEL_3MF(input.title)));
    case 'repaired.stl':
      return writeAtomically(at('repaired.stl'), writeBinaryStl(mesh));
    case 'front.png':
      return writeAtomically(at('front.png'), renderFrontPng(mesh));
    case 'repair-images':
      // Unrepaired meshes have no mask and no repair pictures.
      if (!mask) return;
      for (const key of REPAIR_VIEW_KEYS)
        await writeAtomically(at(repairImageName(key)), renderRepairPng(mesh, mask, key));
  }
}

/**
 * Writes `input.artifacts` in the given order, calling `onWritten` after each. Throws when the
 * TRF is unreadable (the caller reports it).
 */
export async function deriveArtifacts(
  input: DeriveInput,
  onWritten: (artifact: DerivedArtifact) => void = () => undefined,
): Promise<void> {
  const trf = readTrf(await readFile(input.trfPath));
  if (!trf.ok) throw new Error(`${trf.error.code}: ${trf.error.message}`);
  for (const artifact of input.artifacts) {
    await writeArtifact(artifact, trf.value.mesh, trf.value.changedTriangleMask, input);
    onWritten(artifact);
  }
}
