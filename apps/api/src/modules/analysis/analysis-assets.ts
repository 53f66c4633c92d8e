import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { err, ok, type Result } from '@print/domain';
import type { FileRecord } from '../files/index.js';
import type { LocalFileStorage } from '../../storage/file-storage.js';
import type { AnalysisPool } from './analysis-pool.js';
import { ALL_DERIVED_ARTIFACTS, findDerivedArtifact } from './pipeline/derive-artifacts.js';

export interface Asset {
  readonly stream: Readable;
  readonly contentType: string;
  /** Set for downloads (the repaired model). */
  readonly downloadName: string | null;
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '3mf': 'model/3mf',
  stl: 'model/stl',
  png: 'image/png',
};

/** Only the outputs this file's analysis wrote can be served: never a path from the client. */
function listServable(file: FileRecord): ReadonlySet<string> {
  const names = new Set<string>();
  if (file.status !== 'analysed') return names;
  names.add('model.3mf').add('repaired.stl').add('front.png');
  for (const name of Object.values(file.repairInfo?.repairImages ?? {})) names.add(name);
  return names;
}

/**
 * Starts deriving every derived file of an analysed file (right after "analysis completed");
 * each runs once per process, and a request arriving meanwhile awaits the same work.
 */
export function startDerivingAll(
  storage: LocalFileStorage,
  pool: AnalysisPool,
  outputDir: string,
  title: string,
): Map<string, Promise<void>> {
  return new Map(
    pool.derive({
      trfPath: storage.localPath(`${outputDir}/mesh.trf`),
      outputDir: storage.localPath(outputDir),
      title,
      artifacts: ALL_DERIVED_ARTIFACTS,
    }),
  );
}

/** Makes sure a derived file exists: awaits its derivation in flight, or starts one now. */
async function ensureDerived(
  storage: LocalFileStorage,
  pool: AnalysisPool,
  file: FileRecord & { readonly outputDir: string },
  name: string,
): Promise<boolean> {
  const key = `${file.outputDir}/${name}`;
  if (await storage.exists(key)) return true;
  const artifact = findDerivedArtifact(name);
  if (!artifact) return false;
  const written = pool
    .derive({
      trfPath: storage.localPath(`${file.outputDir}/mesh.trf`),
      outputDir: storage.localPath(file.outputDir),
      title: file.name,
      artifacts: [artifact],
    })
    .get(artifact);
  // A failed derivation is answered as a missing file; the check below decides.
  await written?.catch(() => undefined);
  return storage.exists(key);
}

export async function serveAsset(
  storage: LocalFileStorage,
  pool: AnalysisPool,
  file: FileRecord,
  name: string,
): Promise<Result<Asset, 'ASSET_NOT_FOUND'>> {
  const { outputDir } = file;
  const key = `${outputDir ?? ''}/${name}`;
  if (
    !outputDir ||
    !listServable(file).has(name) ||
    !(await ensureDerived(storage, pool, { ...file, outputDir }, name))
  )
    return err('ASSET_NOT_FOUND', `No ${name} for this 3D file`);
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const base = file.name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'model';
  return ok({
    stream: storage.read(key),
    contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
    downloadName: name === 'repaired.stl' ? `${base}-repaired.stl` : null,
  });
}

export interface HistogramRequest {
  readonly scale: number;
  readonly unitToMm: number;
  readonly viewKey: string;
  readonly minWallMm: number;
  /** Human-readable parameters; hashed into the cache file name. */
  readonly cacheName: string;
}

/** The wall-thickness picture for these parameters, rendered once in the pool, then from disk. */
export async function renderCachedHistogram(
  storage: LocalFileStorage,
  pool: AnalysisPool,
  outputDir: string,
  request: HistogramRequest,
): Promise<Readable> {
  const digest = createHash('sha256').update(request.cacheName).digest('hex').slice(0, 24);
  const key = `${outputDir}/histograms/${digest}.png`;
  if (!(await storage.exists(key))) {
    const png = await pool.renderHistogram({
      trfPath: storage.localPath(`${outputDir}/mesh.trf`),
      scale: request.scale,
      unitToMm: request.unitToMm,
      viewKey: request.viewKey,
      minWallMm: request.minWallMm,
    });
    await storage.write(key, Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  }
  return storage.read(key);
}
