import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'print-portal.lock';

export class DataDirLockedError extends Error {
  readonly code = 'DATA_DIR_LOCKED';
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by another running server (pid ${holderPid}). ` +
        'The embedded database allows one writer only: stop that server or choose another DATA_DIR.',
    );
  }
}

export interface DataDirLock {
  readonly lockPath: string;
  release(): void;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolderPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function tryCreateLockFile(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx');
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes the exclusive lock on a data folder: PGlite has no lock of its own and two processes on
 * one folder lose committed rows. The lock file is created with O_EXCL and holds the pid; a lock
 * whose process is gone is stale and taken over. Throws DataDirLockedError when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreateLockFile(lockPath)) {
      let released = false;
      return {
        lockPath,
        release() {
          if (released) return;
          released = true;
          unlinkSync(lockPath);
        },
      };
    }
    const holderPid = readHolderPid(lockPath);
    if (holderPid !== null && isProcessAlive(holderPid))
      throw new DataDirLockedError(dataDir, holderPid);
    unlinkSync(lockPath);
  }
  throw new DataDirLockedError(dataDir, readHolderPid(lockPath) ?? 0);
}
