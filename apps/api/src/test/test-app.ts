import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app.js';
import {
  DEFAULT_ANALYSIS_CONFIG,
  DEFAULT_CREDITOR,
  type CreditorConfig,
  type AccountsSettings,
  type AnalysisConfig,
  type AppConfig,
  type MailSettings,
  type PayPalSettings,
  SIMULATOR_PAYPAL_SETTINGS,
} from '../plugins/config.js';

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
export interface TestAppOptions {
  readonly now?: () => Date;
  readonly analysis?: Partial<AnalysisConfig>;
  /** Default: no SMTP (the .eml outbox in the data folder), retries after 1 s. */
  readonly mail?: Partial<MailSettings>;
  /** Default: the built-in PayPal simulator (no PAYPAL_API_BASE). */
  readonly paypal?: Partial<PayPalSettings>;
  /** SHOP_CREDITOR_* (documents: letterhead, QR-bill creditor). */
  readonly creditor?: Partial<CreditorConfig>;
  /** Default: public URL http://shop.test, per-IP limits high enough not to interfere. */
  readonly accounts?: Partial<AccountsSettings>;
  /** Set: the app logs at level info into it (default: no log). */
  readonly logStream?: { write(line: string): void };
}

export const TEST_ACCOUNTS_SETTINGS: AccountsSettings = {
  publicUrl: 'http://shop.test',
  signinsPerMinute: 1000,
  signupsPerHour: 1000,
  resetsPerHour: 1000,
  passwordHashConcurrency: 2,
};

/** Small pool, fast reconciliation, uploads not rate-limited unless a test asks for it. */
export const TEST_ANALYSIS_CONFIG: AnalysisConfig = {
  ...DEFAULT_ANALYSIS_CONFIG,
  poolThreads: 2,
  uploadsPerMinute: 1000,
  reconcileIntervalMs: 1000,
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-api-test-'));
  const database = await createTestDatabase();
  const app = await buildTestApp({ dataDir, databaseUrl: database.databaseUrl }, options);
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await database.dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestDatabase {
  readonly databaseUrl: string | undefined;
  dropDatabase(): Promise<void>;
}

/** DATABASE_URL set → a fresh PostgreSQL database; unset → undefined (PGlite in the data dir). */
export async function createTestDatabase(): Promise<TestDatabase> {
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
  return { databaseUrl, dropDatabase };
}

/** Builds an app on a given data folder and database (a restart test builds two in turn). */
export function buildTestApp(
  place: { readonly dataDir: string; readonly databaseUrl: string | undefined },
  options: TestAppOptions = {},
): Promise<App> {
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: place.dataDir,
    databaseUrl: place.databaseUrl,
    webDistDir: join(place.dataDir, 'no-web'),
    logLevel: options.logStream ? 'info' : 'silent',
    mode: 'server',
    analysis: { ...TEST_ANALYSIS_CONFIG, ...options.analysis },
    mail: {
      smtpUrl: undefined,
      from: 'Print Portal <shop@print-portal.test>',
      shopEmail: 'shop@print-portal.test',
      outboxDir: join(place.dataDir, 'mail', 'outbox'),
      retryDelaySeconds: 1,
      ...options.mail,
    },
    paypal: {
      ...SIMULATOR_PAYPAL_SETTINGS,
      apiBase: undefined,
      publicUrl: undefined,
      ...options.paypal,
    },
    creditor: { ...DEFAULT_CREDITOR, ...options.creditor },
    accounts: { ...TEST_ACCOUNTS_SETTINGS, ...options.accounts },
  };
  return buildApp(config, {
    logger: options.logStream !== undefined,
    ...(options.logStream ? { logStream: options.logStream } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
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
