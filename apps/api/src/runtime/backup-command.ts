import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openDatabase } from '../db/client.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { loadConfig } from '../plugins/config.js';
import { PGLITE_FOLDER, restoreBackup, writeBackup, type BackupSummary } from './backup.js';
import { requestBackup } from './backup-socket.js';

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (scripts/data-backup.mjs):
 * the embedded database of DATA_DIR and its files. A shop running on the folder holds its lock:
 * the backup is then made by that shop through its socket; otherwise this process takes the lock
 * and opens the database itself. Returns the exit code.
 */
export async function runBackupCommand(
  args: readonly string[],
  print: (line: string) => void,
): Promise<number> {
  const [command, file, ...rest] = args;
  if ((command !== 'backup' && command !== 'restore') || !file || file.startsWith('-')) {
    print('usage: npm run backup -- FILE   |   npm run restore -- FILE [--force]');
    return 2;
  }
  const config = loadConfig();
  if (config.databaseUrl !== undefined) {
    print(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and the object store with its own tools (docs/operations.md)',
    );
    return 1;
  }
  const path = resolve(file);
  if (command === 'restore') {
    await restoreBackup(path, config.dataDir, { force: rest.includes('--force') });
    print(`restored ${path} into ${config.dataDir}`);
    return 0;
  }
  if (existsSync(path)) {
    print(`${path} exists already: name a new file`);
    return 1;
  }
  if (!existsSync(join(config.dataDir, PGLITE_FOLDER, 'PG_VERSION'))) {
    print(`${config.dataDir} holds no embedded database: nothing to back up`);
    return 1;
  }
  const summary = await backUp(config.dataDir, path);
  print(
    `wrote ${path}: database (${summary.databaseBytes} bytes compressed) and ${summary.files} files`,
  );
  return 0;
}

async function backUp(dataDir: string, target: string): Promise<BackupSummary> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: undefined, dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) return requestBackup(dataDir, target);
    throw error;
  }
  try {
    if (database.queueConnection.kind !== 'pglite') throw new Error('not the embedded database');
    return await writeBackup(database.queueConnection.client, dataDir, target);
  } finally {
    await database.close();
  }
}
