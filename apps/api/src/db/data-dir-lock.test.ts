import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('acquireDataDirLock', () => {
  it('refuses a second holder of the same folder while the first lives, and frees it on release', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    first.release();
    expect(existsSync(join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    // pid 2^22 + 1 is above Linux's pid_max default: no such process.
    writeFileSync(join(dir, LOCK_FILE_NAME), `${2 ** 22 + 1}\n`);
    const lock = acquireDataDirLock(dir);
    expect(existsSync(lock.lockPath)).toBe(true);
    lock.release();
  });

  it('creates the data folder when missing', () => {
    const dir = join(tempDir(), 'nested', 'data');
    acquireDataDirLock(dir).release();
    expect(existsSync(dir)).toBe(true);
  });
});
