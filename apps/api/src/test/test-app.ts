import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp, type App } from '../app.js';
import { provisionQueues } from '../runtime/migrate.js';
import { copyTemplate, databaseUrlOf, runAdminSql } from './template-database.js';
import { testConfig, type TestConfigOptions } from './test-config.js';

export { TEST_ACCOUNTS_SETTINGS, TEST_ANALYSIS_CONFIG } from './test-config.js';

export interface TestApp {
  readonly app: App;
  readonly dataDir: string;
  close(): Promise<void>;
}

export interface TestAppOptions extends TestConfigOptions {
  readonly now?: () => Date;
  /** Set: the app logs at level info into it (default: no log). */
  readonly logStream?: { write(line: string): void };
  /**
   * Runs the `worker` role in the app's process too: queue consumers (mail delivery, analyses),
   * schedules and the order-mail relay. Default false: the `http` role alone, as most tests need.
   */
  readonly worker?: boolean;
}

export interface TestDatabase {
  readonly dataDir: string;
  /** undefined on PGlite (the copy lives in dataDir/pglite). */
  readonly databaseUrl: string | undefined;
  dropDatabase(): Promise<void>;
}

/**
 * A fresh copy of the run's template database (migrated and seeded once by test/global-setup.ts)
 * in a new data folder: DATABASE_URL set → a PostgreSQL database made from the template, else a
 * copy of the PGlite data folder.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-api-test-'));
  const copy = await copyTemplate(
    inject('templateDatabase'),
    process.env.DATABASE_URL || undefined,
    dataDir,
  );
  return {
    dataDir,
    databaseUrl: copy.databaseUrl,
    async dropDatabase() {
      await copy.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty database (no migration applied) in a new data folder, for tests of the migrate role. */
export async function createEmptyTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-api-empty-'));
  const baseUrl = process.env.DATABASE_URL || undefined;
  if (baseUrl === undefined) {
    return {
      dataDir,
      databaseUrl: undefined,
      dropDatabase: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `pp_empty_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runAdminSql(baseUrl, `CREATE DATABASE ${name}`);
  return {
    dataDir,
    databaseUrl: databaseUrlOf(baseUrl, name),
    async dropDatabase() {
      await runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds an app on a test database (a restart test builds two in turn on the same one). */
export async function buildTestApp(
  place: { readonly dataDir: string; readonly databaseUrl: string | undefined },
  options: TestAppOptions = {},
): Promise<App> {
  const config = testConfig(place, {
    ...options,
    ...(options.logStream ? { logLevel: 'info' } : {}),
  });
  const app = await buildApp(config, {
    migrate: false,
    worker: options.worker === true,
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
  // Queue settings follow the test's configuration (retry delays, analysis time limits).
  await provisionQueues(app.runtime.modules, app.runtime.jobs);
  return app;
}

/** One app per test file on its own copy of the template database. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const app = await buildTestApp(database, options);
  return {
    app,
    dataDir: database.dataDir,
    async close() {
      await app.close();
      await database.dropDatabase();
    },
  };
}
