import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app.js';
import type { AppConfig } from '../plugins/config.js';

export interface TestApp {
  readonly app: App;
  readonly dataDir: string;
  close(): Promise<void>;
}

/**
 * One app per test file. DATABASE_URL set → a fresh PostgreSQL database for this file (dropped
 * afterwards; drizzle-kit qualifies foreign keys with "public", so a schema per file would not
 * isolate); unset → PGlite in a temp folder.
 */
export async function createTestApp(options: { readonly now?: () => Date } = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-api-test-'));
  const baseUrl = process.env.DATABASE_URL;
  let databaseUrl: string | undefined;
  let dropDatabase = async (): Promise<void> => {};
  if (baseUrl) {
    const name = `pp_test_${randomBytes(6).toString('hex')}`;
    await runAdminSql(baseUrl, `CREATE DATABASE ${name}`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = () => runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl,
    webDistDir: join(dataDir, 'no-web'),
    logLevel: 'silent',
  };
  const app = await buildApp(config, {
    logger: false,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function runAdminSql(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
