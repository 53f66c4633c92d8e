import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock.js';

/**
 * One type for both drivers: repositories never know which one runs. No relational schema: each
 * module owns its tables (`modules/<name>/<name>.tables.ts`) and queries them with the builder.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/**
 * What a repository runs its SQL on: the database, or a transaction of it (a Drizzle transaction
 * is a database too). Services pass a transaction to span several tables atomically.
 */
export type Executor = Db;

/** What the job queue (pg-boss) needs to reach the same database. */
export type QueueConnection =
  | { readonly kind: 'pglite'; readonly client: PGlite }
  | { readonly kind: 'postgres'; readonly url: string };

export interface Database {
  readonly db: Db;
  readonly driver: 'pglite' | 'node-postgres';
  readonly queueConnection: QueueConnection;
  /** Applies pending migrations, all in one transaction (`folder`: tests only). */
  migrate(folder?: string): Promise<void>;
  /** The connection pool's use (node-postgres); null for the embedded database (one connection). */
  poolUse(): PoolUse | null;
  close(): Promise<void>;
}

/** Connections of a pool: open, idle of them, the most it opens, and queries waiting for one. */
export interface PoolUse {
  readonly total: number;
  readonly idle: number;
  readonly max: number;
  readonly waiting: number;
}

export interface DatabaseOptions {
  /** postgres://… ; when absent the embedded PGlite under dataDir is used. */
  readonly databaseUrl: string | undefined;
  readonly dataDir: string;
}

/**
 * Extensions the migrations use (the desk's trigram search index). Created before the migrator
 * runs, so a regenerated migration needs no hand edit; pg_trgm is a trusted extension (PostgreSQL
 * 13+) and PGlite ships it as a contrib module loaded at open.
 */
async function createExtensions(db: Db): Promise<void> {
  await db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
}

/** Same depth from src/db and dist/db, so it resolves in development and in the build. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

const POOL_MAX = 10;

function openNodePostgres(databaseUrl: string): Database {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_MAX });
  // An idle client whose server connection ends (database restart, failover, admin termination)
  // emits 'error' on the pool; unhandled, that would crash the whole process. The pool drops
  // the client and the next query opens a fresh connection.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL idle client error: ${error.message}`);
  });
  const db = drizzlePg(pool);
  return {
    db,
    driver: 'node-postgres',
    queueConnection: { kind: 'postgres', url: databaseUrl },
    async migrate(folder = MIGRATIONS_FOLDER) {
      await createExtensions(db);
      await migratePg(db, { migrationsFolder: folder });
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      max: POOL_MAX,
      waiting: pool.waitingCount,
    }),
    close: () => pool.end(),
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const lock = acquireDataDirLock(dataDir);
  try {
    const pgDir = join(dataDir, 'pglite');
    mkdirSync(pgDir, { recursive: true });
    const client = await PGlite.create(pgDir, { extensions: { pg_trgm } });
    const db = drizzlePglite(client);
    return {
      db,
      driver: 'pglite',
      queueConnection: { kind: 'pglite', client },
      async migrate(folder = MIGRATIONS_FOLDER) {
        await createExtensions(db);
        await migratePglite(db, { migrationsFolder: folder });
      },
      poolUse: () => null,
      async close() {
        try {
          await client.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Opens the database: node-postgres when a URL is given, else PGlite with an exclusive folder lock. */
export function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? Promise.resolve(openNodePostgres(options.databaseUrl))
    : openPglite(options.dataDir);
}
