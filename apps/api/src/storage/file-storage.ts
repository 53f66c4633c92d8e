import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded bytes live; keys are server-made relative paths ('carts/<id>/<item>/<uuid>-name'). */
export interface FileStorage {
  write(key: string, data: Readable | Buffer): Promise<{ readonly sizeBytes: number }>;
  read(key: string): Readable;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/**
 * Storage whose objects are also files on this machine: the analysis workers read and write
 * paths. An object store (S3) would implement FileStorage and stage files into a local work
 * folder for the workers; this is the one place that would change.
 */
export interface LocalFileStorage extends FileStorage {
  localPath(key: string): string;
  removeFolder(key: string): Promise<void>;
}

const MAX_NAME_LENGTH = 100;

/** Keeps letters, digits, dot, dash and underscore; never a path, never empty, never hidden. */
export function sanitiseFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFKD')
    .replace(/[^\w.-]+/g, '_')
    .replace(/^[.]+/, '')
    .slice(-MAX_NAME_LENGTH);
  return cleaned === '' ? 'file' : cleaned;
}

/** Local-disk storage under one root folder; refuses keys that escape the root. */
export function createDiskStorage(rootDir: string): LocalFileStorage {
  const root = resolve(rootDir);
  function pathOf(key: string): string {
    const full = resolve(join(root, key));
    if (!full.startsWith(root + sep)) throw new Error(`storage key escapes the root: ${key}`);
    return full;
  }
  return {
    async write(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await pipeline(data instanceof Buffer ? [data] : data, createWriteStream(path));
      return { sizeBytes: (await stat(path)).size };
    },
    read: (key) => createReadStream(pathOf(key)),
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    localPath: pathOf,
    async removeFolder(key) {
      await rm(pathOf(key), { recursive: true, force: true });
    },
  };
}
