import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { acquireDataDirLock } from '../../db/data-dir-lock.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { runLegacyImport } from './import-command.js';

const SAMPLE = fileURLToPath(new URL('./legacy-orders-sample.csv', import.meta.url));

describe('legacy-orders:import command', () => {
  let dataDir: string;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = database.dataDir;
    // Creating and migrating the database is the slow part (PGlite: seconds); the hook's timeout
    // covers it, the tests then reopen it like the command does on a live installation.
    const created = await openDatabase({ databaseUrl: database.databaseUrl, dataDir });
    await created.migrate();
    await created.close();
  });
  afterAll(async () => {
    await database.dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function run(args: string[]) {
    const lines: string[] = [];
    const env = { DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '' };
    const code = await runLegacyImport(args, env, (line) => lines.push(line));
    return { code, lines };
  }

  it('imports the sample, then a second run finds every row unchanged', async () => {
    const first = await run([SAMPLE]);
    expect(first.code).toBe(0);
    expect(first.lines[0]).toContain('40 rows read, 40 new, 0 updated, 0 unchanged, 0 skipped');
    const second = await run([SAMPLE]);
    expect(second.code).toBe(0);
    expect(second.lines[0]).toContain('40 rows read, 0 new, 0 updated, 40 unchanged, 0 skipped');
  });

  it('lists skipped rows with their line numbers and exits 2', async () => {
    const text = await readFile(SAMPLE, 'utf8');
    const lines = text.split('\r\n');
    lines[3] = (lines[3] ?? '').replace('2019-06-16 10:20:00', '2019-06-31 10:20:00');
    const broken = join(dataDir, 'broken.csv');
    await writeFile(broken, lines.join('\r\n'));
    const result = await run([broken]);
    expect(result.code).toBe(2);
    expect(result.lines[0]).toContain('39 rows read, 0 new, 0 updated, 39 unchanged, 1 skipped');
    expect(result.lines[1]).toBe(
      '  line 4: date "2019-06-31 10:20:00" is neither dd.mm.yyyy nor yyyy-mm-dd hh:mm:ss',
    );
  });

  it('exits 1 when a running server holds the embedded database', async () => {
    // The folder lock a running server takes on its embedded database (db/data-dir-lock.ts).
    const lockedDir = join(dataDir, 'held');
    const held = acquireDataDirLock(lockedDir);
    try {
      const lines: string[] = [];
      const code = await runLegacyImport([SAMPLE], { DATA_DIR: lockedDir }, (l) => lines.push(l));
      expect(code).toBe(1);
      expect(lines[0]).toContain('is in use by another running server');
    } finally {
      held.release();
    }
  });

  it('exits 1 without a readable file', async () => {
    expect((await run([])).code).toBe(1);
    const missing = await run([join(dataDir, 'nope.csv')]);
    expect(missing.code).toBe(1);
    expect(missing.lines[0]).toContain('cannot read');
  });
});
