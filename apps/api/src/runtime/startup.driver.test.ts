import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../app.js';
import { MIGRATIONS_FOLDER, openDatabase } from '../db/client.js';
import { readSchemaState, requireCurrentSchema } from '../db/schema-state.js';
import { createEmptyTestDatabase, type TestDatabase } from '../test/test-app.js';
import { testConfig } from '../test/test-config.js';

/**
 * What `npm start` does on a new machine, on both drivers: the migrate role on an empty database
 * (migrations, queues, schedules, catalogue, vouchers, postal codes, content), then worker and http
 * in one process; a second start on the same database finds everything in place.
 */
describe('the shop starts on an empty database (migrate, worker and http in one process)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
  });
  afterAll(async () => database.dropDatabase());

  async function start(): Promise<App> {
    return buildApp(testConfig(database), { logger: false });
  }

  it('serves the seeded catalogue, postal codes and content, twice', async () => {
    for (let life = 1; life <= 2; life += 1) {
      const app = await start();
      try {
        const modes = await app.inject({ method: 'GET', url: '/api/print-modes' });
        expect(modes.statusCode, `start ${life}`).toBe(200);
        expect(modes.json<{ printModes: unknown[] }>().printModes.length).toBeGreaterThan(3);
        const place = await app.inject({ method: 'GET', url: '/api/shipping/autofill/ch/8001' });
        expect(place.json()).toMatchObject({ places: [expect.objectContaining({})] });
        const navigation = await app.inject({ method: 'GET', url: '/api/content/navigation' });
        expect(navigation.statusCode).toBe(200);
        const state = await readSchemaState(app.database);
        expect(state).toMatchObject({ isCurrent: true });
        expect(state.applied).toBe(state.expected);
      } finally {
        await app.close();
      }
    }
  }, 120_000);
});

describe('migrations', () => {
  let database: TestDatabase;
  let folder: string;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    // This release's migrations and one more that fails half-way, as a process killed during a
    // migration would stop it.
    folder = join(database.dataDir, 'migrations');
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as {
      entries: { idx: number; when: number; tag: string }[];
    };
    const last = journal.entries.at(-1);
    if (last === undefined) throw new Error('no migrations');
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_broken' });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(
      join(folder, '9999_broken.sql'),
      'CREATE TABLE half_done (id integer);\n--> statement-breakpoint\nSELECT 1 / 0;',
    );
  });
  afterAll(async () => database.dropDatabase());

  it('are applied in one transaction: a failure leaves the schema as it was', async () => {
    const opened = await openDatabase(database);
    try {
      await expect(opened.migrate(folder)).rejects.toThrow();
      const tables = await opened.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.tables
          WHERE table_name IN ('orders', 'half_done')`,
      );
      expect((tables as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
      expect(await readSchemaState(opened)).toMatchObject({ applied: 0, isCurrent: false });
      await expect(requireCurrentSchema(opened, database.databaseUrl)).rejects.toThrow(
        /npm run migrate/,
      );
      // Without the broken one, the same database migrates.
      await opened.migrate();
      expect(await readSchemaState(opened)).toMatchObject({ isCurrent: true });
    } finally {
      await opened.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
