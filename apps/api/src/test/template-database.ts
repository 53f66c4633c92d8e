import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { runMigrate } from '../runtime/migrate.js';
import { testConfig } from './test-config.js';

/**
 * One migrated, seeded database per test run (migrations, the job queue's schema and queues, the
 * catalogue, vouchers, postal codes, content), copied for each test file instead of built again:
 * on PostgreSQL `CREATE DATABASE … TEMPLATE`, on PGlite a copy of its data folder.
 */
export interface TemplateDatabase {
  readonly kind: 'postgres' | 'pglite';
  /** PostgreSQL: the template database's name; PGlite: the template data folder. */
  readonly source: string;
}

export async function runAdminSql(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrlOf(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Builds the template (PostgreSQL when `baseUrl` is set, else PGlite) and answers how to drop it. */
export async function createTemplateDatabase(
  baseUrl: string | undefined,
): Promise<{ readonly template: TemplateDatabase; drop(): Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-template-'));
  const quiet = () => undefined;
  if (baseUrl === undefined) {
    await runMigrate(testConfig({ dataDir, databaseUrl: undefined }), quiet);
    return {
      template: { kind: 'pglite', source: join(dataDir, 'pglite') },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `pp_template_${process.pid}_${Date.now().toString(36)}`;
  await runAdminSql(baseUrl, `CREATE DATABASE ${name}`);
  try {
    await runMigrate(testConfig({ dataDir, databaseUrl: databaseUrlOf(baseUrl, name) }), quiet);
  } finally {
    // The template lives in PostgreSQL; its data folder held nothing the tests need.
    await rm(dataDir, { recursive: true, force: true });
  }
  return {
    template: { kind: 'postgres', source: name },
    drop: () => runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A database for one test file from the template: its URL (undefined for PGlite, which lives in
 * `dataDir/pglite`) and its removal.
 */
export async function copyTemplate(
  template: TemplateDatabase,
  baseUrl: string | undefined,
  dataDir: string,
): Promise<{ readonly databaseUrl: string | undefined; drop(): Promise<void> }> {
  if (template.kind === 'pglite') {
    await mkdir(dataDir, { recursive: true });
    await cp(template.source, join(dataDir, 'pglite'), { recursive: true });
    return { databaseUrl: undefined, drop: () => Promise.resolve() };
  }
  if (baseUrl === undefined) throw new Error('a PostgreSQL template needs DATABASE_URL');
  const name = `pp_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await runAdminSql(baseUrl, `CREATE DATABASE ${name} TEMPLATE ${template.source}`);
  return {
    databaseUrl: databaseUrlOf(baseUrl, name),
    drop: () => runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
