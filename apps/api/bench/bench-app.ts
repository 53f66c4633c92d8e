import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type App } from '../src/app.js';
import { databaseUrlOf, runAdminSql } from '../src/test/template-database.js';
import { testConfig, type TestConfigOptions } from '../src/test/test-config.js';

export interface BenchApp {
  readonly app: App;
  close(): Promise<void>;
}

/**
 * The shop as `npm start` runs it (migrate, then worker and http in one process) on a fresh
 * database: PostgreSQL when DATABASE_URL is set, else the embedded one in a temporary folder.
 */
export async function createBenchApp(options: TestConfigOptions = {}): Promise<BenchApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-bench-'));
  const baseUrl = process.env.DATABASE_URL || undefined;
  const name = `pp_bench_${process.pid}_${Date.now().toString(36)}`;
  if (baseUrl) await runAdminSql(baseUrl, `CREATE DATABASE ${name}`);
  const databaseUrl = baseUrl ? databaseUrlOf(baseUrl, name) : undefined;
  const app = await buildApp(testConfig({ dataDir, databaseUrl }, options), { logger: false });
  return {
    app,
    async close() {
      await app.close();
      if (baseUrl) await runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
