import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { err, ok, type Result } from '@print/domain';
import type { FileRecord } from '../files/index.js';
import {
  openDownload,
  withWorkFolder,
  type FileStorage,
  type StoredBody,
} from '../../storage/file-storage.js';
import type { AnalysisPool } from './analysis-pool.js';
import {
  ALL_DERIVED_ARTIFACTS,
  findDerivedArtifact,
  type DerivedArtifact,
} from './pipeline/derive-artifacts.js';

export interface Asset {
  readonly body: StoredBody;
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

/** Derivations in flight in this process, by output folder and file: one run each. */
const deriving = new Map<string, Promise<void>>();
/** Their work folders' whole runs, released included. */
const runsInFlight = new Set<Promise<void>>();

/** Resolves once every derivation started so far has ended and released its work folder. */
export async function settleDerivations(): Promise<void> {
  await Promise.all(runsInFlight);
}

/**
 * Derives files from the analysis's mesh.trf in a work folder (the disk: in place) and stores
 * each as soon as it is written; each file derives once per process at a time, and a request
 * arriving meanwhile awaits the same work (the viewer's model, first in line, never waits for
 * the pictures). The work folder is released when every file is settled.
 */
function deriveStored(
  storage: FileStorage,
  pool: AnalysisPool,
  outputDir: string,
  title: string,
  artifacts: readonly DerivedArtifact[],
): Promise<void> {
  const keyOf = (artifact: DerivedArtifact) => `${outputDir}\n${artifact}`;
  const missing = artifacts.filter((a) => !deriving.has(keyOf(a)));
  if (missing.length > 0) {
    const settle = new Map<DerivedArtifact, (error: Error | null) => void>();
    for (const artifact of missing) {
      const done = new Promise<void>((resolve, reject) =>
        settle.set(artifact, (error) => (error === null ? resolve() : reject(error))),
      );
      const forget = () => void deriving.delete(keyOf(artifact));
      done.then(forget, forget);
      deriving.set(keyOf(artifact), done);
    }
    const fail = (error: unknown) =>
      error instanceof Error ? error : new Error('the derivation failed');
    const run = withWorkFolder(storage, async (work) => {
      const trfPath = await work.fetch(`${outputDir}/mesh.trf`);
      const written = pool.derive({
        trfPath,
        outputDir: await work.outputFolder(outputDir),
        title,
        artifacts: missing,
      });
      await Promise.all(
        missing.map(async (artifact) => {
          try {
            await written.get(artifact);
            await work.putBack();
            settle.get(artifact)?.(null);
          } catch (error) {
            settle.get(artifact)?.(fail(error));
          }
        }),
      );
    }).catch((error: unknown) => {
      for (const artifact of missing) settle.get(artifact)?.(fail(error));
    });
    runsInFlight.add(run);
    void run.then(() => runsInFlight.delete(run));
  }
  const runs = artifacts.flatMap((a) => deriving.get(keyOf(a)) ?? []);
  return Promise.all(runs).then(() => undefined);
}

/** Derives and stores every derived file of an analysed file (right after "analysis completed"). */
export function startDerivingAll(
  storage: FileStorage,
  pool: AnalysisPool,
  outputDir: string,
  title: string,
): Promise<void> {
  return deriveStored(storage, pool, outputDir, title, ALL_DERIVED_ARTIFACTS);
}

/** Makes sure a derived file exists: awaits its derivation in flight, or starts one now. */
async function ensureDerived(
  storage: FileStorage,
  pool: AnalysisPool,
  file: FileRecord & { readonly outputDir: string },
  name: string,
): Promise<boolean> {
  const key = `${file.outputDir}/${name}`;
  if (await storage.exists(key)) return true;
  const artifact = findDerivedArtifact(name);
  if (!artifact) return false;
  // A failed derivation is answered as a missing file; the check below decides.
  await deriveStored(storage, pool, file.outputDir, file.name, [artifact]).catch(() => undefined);
  return storage.exists(key);
}

export async function serveAsset(
  storage: FileStorage,
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
  const contentType = CONTENT_TYPES[extension] ?? 'application/octet-stream';
  const downloadName = name === 'repaired.stl' ? `${base}-repaired.stl` : null;
  // Only a file the browser saves may leave for the store: the page's own fetches and images
  // stay on this origin (CSP 'self', no CORS rule needed on the bucket).
  const body: StoredBody =
    downloadName === null
      ? { kind: 'stream', stream: storage.read(key) }
      : await openDownload(storage, key, { contentType, fileName: downloadName });
  return ok({
    body,
    contentType,
    downloadName,
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
  storage: FileStorage,
  pool: AnalysisPool,
  outputDir: string,
  request: HistogramRequest,
): Promise<Readable> {
  const digest = createHash('sha256').update(request.cacheName).digest('hex').slice(0, 24);
  const key = `${outputDir}/histograms/${digest}.png`;
  if (!(await storage.exists(key))) {
    const png = await withWorkFolder(storage, async (work) =>
      pool.renderHistogram({
        trfPath: await work.fetch(`${outputDir}/mesh.trf`),
        scale: request.scale,
        unitToMm: request.unitToMm,
        viewKey: request.viewKey,
        minWallMm: request.minWallMm,
      }),
    );
    const bytes = Buffer.from(png.buffer, png.byteOffset, png.byteLength);
    await storage.write(key, bytes, { contentType: 'image/png' });
  }
  return storage.read(key);
}
