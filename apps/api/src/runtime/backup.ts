import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import tar from 'tar-stream';
import { acquireDataDirLock, LOCK_FILE_NAME } from '../db/data-dir-lock.js';

/**
 * Backups of the embedded start (issue 27 item 7, decision 0032): one `.tar.gz` holding a
 * manifest, PGlite's own dump of its data folder (`dumpDataDir`, taken on the open database, so it
 * is one consistent state) and then every other file of DATA_DIR (uploads, outputs, outbox,
 * secrets). The database is dumped first: a file is written before the row naming it, so every
 * file the dumped rows name is already on disk when the files are copied.
 */
export const BACKUP_FORMAT = 'print-portal-backup/1';
export const PGLITE_FOLDER = 'pglite';
const DATABASE_ENTRY = 'database/pglite.tar.gz';
const MANIFEST_ENTRY = 'manifest.json';
const FILES_PREFIX = 'files/';
const SOCKET_NAME = 'backup.sock';
/** Unix socket paths are limited to ~107 bytes on Linux; longer folders use one in tmpdir. */
const MAX_SOCKET_PATH_BYTES = 100;

export interface BackupSummary {
  readonly files: number;
  readonly databaseBytes: number;
}

/** Where the running embedded shop accepts backup requests for this data folder. */
export function backupSocketPath(dataDir: string): string {
  const inside = join(dataDir, SOCKET_NAME);
  if (Buffer.byteLength(inside) <= MAX_SOCKET_PATH_BYTES) return inside;
  const key = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  return join(tmpdir(), `print-portal-backup-${key}.sock`);
}

/** Files of DATA_DIR besides the database, the lock and the socket, as paths relative to it. */
function listDataFiles(dataDir: string, folder = dataDir): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (folder === dataDir && [PGLITE_FOLDER, LOCK_FILE_NAME, SOCKET_NAME].includes(entry.name))
      continue;
    if (entry.isDirectory()) found.push(...listDataFiles(dataDir, path));
    else if (entry.isFile()) found.push(relative(dataDir, path).split(sep).join('/'));
  }
  return found;
}

async function addFile(pack: tar.Pack, dataDir: string, name: string): Promise<boolean> {
  const path = join(dataDir, name);
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    return false; // removed since the listing (a finished work folder): not part of the state
  }
  const entry = pack.entry({ name: FILES_PREFIX + name, size, mode: 0o600 });
  // At most the size announced: an upload still being written is cut there (it has no row yet).
  const source = createReadStream(path, size > 0 ? { start: 0, end: size - 1 } : { end: -1 });
  await pipeline(source, entry);
  return true;
}

/**
 * Writes a backup of `dataDir` whose database is the open `client` (the running shop's own, or
 * one the backup command opened under the folder's lock). Never overwrites `target`.
 */
export async function writeBackup(
  client: PGlite,
  dataDir: string,
  target: string,
): Promise<BackupSummary> {
  // Created first (never over an existing file), so a failure below removes only our own.
  const file = await open(target, 'wx', 0o600);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), file.createWriteStream());
  written.catch(() => undefined); // awaited below; a write error also fails the entries
  try {
    const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    const names = listDataFiles(dataDir);
    const manifest = { format: BACKUP_FORMAT, createdAt: new Date().toISOString() };
    pack.entry({ name: MANIFEST_ENTRY }, JSON.stringify(manifest));
    pack.entry({ name: DATABASE_ENTRY }, dump);
    let files = 0;
    for (const name of names) if (await addFile(pack, dataDir, name)) files += 1;
    pack.finalize();
    await written;
    return { files, databaseBytes: dump.length };
  } catch (error) {
    pack.destroy(error as Error);
    await written.catch(() => undefined);
    rmSync(target, { force: true });
    throw error;
  }
}

export class RestoreRefusedError extends Error {}

/** A name from the archive as a path inside `dataDir`, or null when it would leave it. */
function safeTarget(dataDir: string, name: string): string | null {
  const inner = normalize(name.slice(FILES_PREFIX.length));
  if (inner === '' || inner.startsWith('..') || inner.startsWith('/')) return null;
  if (inner.split(sep)[0] === PGLITE_FOLDER || inner === LOCK_FILE_NAME) return null;
  return join(dataDir, inner);
}

async function unpack(source: string, dataDir: string): Promise<Buffer> {
  const extract = tar.extract();
  const reading = pipeline(createReadStream(source), createGunzip(), extract);
  let dump: Buffer | null = null;
  let isFormatKnown = false;
  for await (const entry of extract) {
    const { name } = entry.header;
    if (name === MANIFEST_ENTRY) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const manifest = JSON.parse(Buffer.concat(chunks).toString()) as { format?: unknown };
      isFormatKnown = manifest.format === BACKUP_FORMAT;
    } else if (!isFormatKnown) {
      throw new RestoreRefusedError(`${source} is not a ${BACKUP_FORMAT} archive`);
    } else if (name === DATABASE_ENTRY) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      dump = Buffer.concat(chunks);
    } else {
      const target = name.startsWith(FILES_PREFIX) ? safeTarget(dataDir, name) : null;
      if (target === null) throw new RestoreRefusedError(`unexpected entry "${name}" in ${source}`);
      mkdirSync(dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target, { mode: 0o600 }));
    }
  }
  await reading;
  if (dump === null) throw new RestoreRefusedError(`${source} holds no database`);
  return dump;
}

/**
 * Restores a backup into `dataDir`, which must be empty (or is emptied with `force`); the folder's
 * lock is held throughout, so a shop running on it makes this fail instead of losing data.
 */
export async function restoreBackup(
  source: string,
  dataDir: string,
  options: { readonly force: boolean },
): Promise<void> {
  if (!existsSync(source)) throw new RestoreRefusedError(`${source} does not exist`);
  const lock = acquireDataDirLock(dataDir);
  try {
    const present = readdirSync(dataDir).filter((name) => name !== LOCK_FILE_NAME);
    if (present.length > 0 && !options.force)
      throw new RestoreRefusedError(
        `${dataDir} is not empty (${present.slice(0, 3).join(', ')}…): restore into an empty folder, or add --force to replace its contents`,
      );
    for (const name of present) rmSync(join(dataDir, name), { recursive: true, force: true });
    const dump = await unpack(source, dataDir);
    const pgDir = join(dataDir, PGLITE_FOLDER);
    mkdirSync(pgDir, { recursive: true });
    const client = await PGlite.create(pgDir, {
      loadDataDir: new Blob([new Uint8Array(dump)]),
      extensions: { pg_trgm },
    });
    await client.close();
  } finally {
    lock.release();
  }
}
