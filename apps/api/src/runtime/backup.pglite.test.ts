import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { seedOrders } from '../modules/orders/order-seed-sql.js';
import { copyTemplate } from '../test/template-database.js';
import { restoreBackup, RestoreRefusedError } from './backup.js';
import { requestBackup, startBackupListener } from './backup-socket.js';

const work = await mkdtemp(join(tmpdir(), 'pp-backup-test-'));
afterAll(() => rm(work, { recursive: true, force: true }));

/** A migrated embedded database in `dataDir`: the run's PGlite template, or migrated here. */
async function openMigrated(dataDir: string): Promise<Database> {
  const template = inject('templateDatabase');
  if (template.kind === 'pglite') await copyTemplate(template, undefined, dataDir);
  const database = await openDatabase({ databaseUrl: undefined, dataDir });
  if (template.kind !== 'pglite') await database.migrate();
  return database;
}

function pgliteOf(database: Database): PGlite {
  if (database.queueConnection.kind !== 'pglite') throw new Error('not the embedded database');
  return database.queueConnection.client;
}

async function countSeededOrders(database: Database): Promise<number> {
  const result = await pgliteOf(database).query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE id LIKE 'seed-%'",
  );
  return result.rows[0]?.n ?? -1;
}

it('backs up a running embedded shop through its socket and restores orders and files into a new folder', async () => {
  const live = join(work, 'live');
  const database = await openMigrated(live);
  await seedOrders(database.db, {
    count: 3,
    choices: [
      {
        printModeId: 'sls-pa12',
        printModeName: 'SLS PA12',
        finishId: 'raw',
        finishName: 'Raw',
        colorId: 'white',
        colorName: 'White',
        colorHex: '#ffffff',
      },
    ],
    firstNames: ['Anna'],
    lastNames: ['Muster'],
    companies: [''],
    cities: ['Bern'],
    now: new Date('2026-11-01T00:00:00Z'),
  });
  const model = Buffer.from('solid part\nendsolid part\n');
  await mkdir(join(live, 'uploads', 'f1'), { recursive: true });
  await writeFile(join(live, 'uploads', 'f1', 'part.stl'), model);
  await mkdir(join(live, 'secrets'));
  await writeFile(join(live, 'secrets', 'staff-totp.key'), 'key');

  // The shop holds the folder's lock; the backup command then asks it through the socket.
  const listener = await startBackupListener(pgliteOf(database), live);
  const archive = join(work, 'shop.tar.gz');
  try {
    const summary = await requestBackup(live, archive);
    expect(summary.files).toBe(2);
    await expect(requestBackup(live, archive)).rejects.toThrow(/EEXIST/);
  } finally {
    listener.close();
    await database.close();
  }

  const occupied = join(work, 'occupied');
  await mkdir(occupied);
  await writeFile(join(occupied, 'keep.txt'), 'mine');
  await expect(restoreBackup(archive, occupied, { force: false })).rejects.toThrow(
    RestoreRefusedError,
  );
  expect(await readFile(join(occupied, 'keep.txt'), 'utf8')).toBe('mine');

  const fresh = join(work, 'fresh');
  await restoreBackup(archive, fresh, { force: false });
  expect(await readFile(join(fresh, 'uploads', 'f1', 'part.stl'))).toEqual(model);
  expect(await readFile(join(fresh, 'secrets', 'staff-totp.key'), 'utf8')).toBe('key');
  const restored = await openDatabase({ databaseUrl: undefined, dataDir: fresh });
  try {
    expect(await countSeededOrders(restored)).toBe(3);
  } finally {
    await restored.close();
  }
});
