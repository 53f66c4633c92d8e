import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdminBankImportResult } from '@print/contracts';
import type { Result } from '@print/domain';
import type { BankErrorCode, BankFileSource } from './bank.service.js';

/** What one pass over the folder did, by file name (tests and the log). */
export interface FolderScan {
  readonly done: readonly string[];
  readonly failed: readonly { readonly file: string; readonly code: string }[];
}

export interface BankFolderDeps {
  /** BANK_IMPORT_DIR: new files here; done/, failed/ and processing/ are made beside them. */
  readonly dir: string;
  readonly importFile: (
    source: BankFileSource,
  ) => Promise<Result<AdminBankImportResult, BankErrorCode>>;
  readonly logError: (error: unknown, message: string) => void;
  readonly now: () => Date;
  readonly intervalMs?: number;
}

const DEFAULT_INTERVAL_MS = 30_000;

function isCode(error: unknown, code: string): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === code;
}

/** "2026-03-10T18-00-00-000Z-name.xml": processed files never overwrite each other. */
function stamped(now: Date, name: string): string {
  return `${now.toISOString().replace(/[:.]/g, '-')}-${name}`;
}

/**
 * The watched folder (BANK_IMPORT_DIR) of the `worker` role: every `intervalMs` each *.xml file
 * is claimed by renaming it into processing/ (atomic: with several workers exactly one gets it),
 * imported like an upload (one transaction, duplicates change nothing) and moved to done/, or
 * to failed/ with a `.reason.txt` beside it when it is refused. A fault of the database puts the
 * file back for the next pass. Polling, not fs.watch: it also sees files on network shares and
 * what arrived while no worker ran.
 */
export function createBankFolderWatcher(deps: BankFolderDeps) {
  const { dir } = deps;
  const sub = {
    processing: join(dir, 'processing'),
    done: join(dir, 'done'),
    failed: join(dir, 'failed'),
  };
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<FolderScan> | null = null;
  let isStopped = true;

  async function importOne(
    name: string,
    scan: { done: string[]; failed: FolderScan['failed'][number][] },
  ) {
    const claimed = join(sub.processing, name);
    try {
      await rename(join(dir, name), claimed);
    } catch (error) {
      if (isCode(error, 'ENOENT')) return; // another worker took it
      throw error;
    }
    let result: Result<AdminBankImportResult, BankErrorCode>;
    try {
      result = await deps.importFile({
        fileName: name,
        stream: createReadStream(claimed),
        source: 'folder',
        decision: null,
      });
    } catch (error) {
      await rename(claimed, join(dir, name));
      throw error;
    }
    const target = stamped(deps.now(), name);
    if (result.ok) {
      await rename(claimed, join(sub.done, target));
      scan.done.push(name);
      return;
    }
    await rename(claimed, join(sub.failed, target));
    await writeFile(
      join(sub.failed, `${target}.reason.txt`),
      `${result.error.code}: ${result.error.message}\n`,
    );
    scan.failed.push({ file: name, code: result.error.code });
  }

  async function scanOnce(): Promise<FolderScan> {
    await Promise.all(Object.values(sub).map((path) => mkdir(path, { recursive: true })));
    const entries = await readdir(dir, { withFileTypes: true });
    const names = entries
      .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith('.xml'))
      .map((entry) => entry.name)
      .sort();
    const scan = { done: [] as string[], failed: [] as FolderScan['failed'][number][] };
    for (const name of names) {
      try {
        await importOne(name, scan);
      } catch (error) {
        deps.logError(error, `bank folder: ${name} not imported, retried on the next pass`);
      }
    }
    return scan;
  }

  function schedule(): void {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = scanOnce()
        .catch((error: unknown) => {
          deps.logError(error, 'bank folder: pass failed');
          return { done: [], failed: [] };
        })
        .finally(() => {
          running = null;
          schedule();
        });
    }, deps.intervalMs ?? DEFAULT_INTERVAL_MS);
    timer.unref();
  }

  return {
    scanOnce,
    start(): void {
      if (!isStopped) return;
      isStopped = false;
      // A file a crashed worker left in processing/ is not lost: it goes back on the next start.
      void readdir(sub.processing)
        .then((left) =>
          Promise.all(left.map((name) => rename(join(sub.processing, name), join(dir, name)))),
        )
        .catch(() => undefined)
        .finally(() => {
          running = scanOnce()
            .catch((error: unknown) => {
              deps.logError(error, 'bank folder: pass failed');
              return { done: [], failed: [] };
            })
            .finally(() => {
              running = null;
              schedule();
            });
        });
    },
    async stop(): Promise<void> {
      isStopped = true;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
}
