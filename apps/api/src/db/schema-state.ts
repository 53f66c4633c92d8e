import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from './client.js';
import { MIGRATIONS_FOLDER } from './client.js';
import { sqlStateOf } from './sql-state.js';

/**
 * The advisory lock of the schema: `migrate` holds it exclusively while it migrates and loads the
 * start-up data; `http` and `worker` take it shared to check the schema, so they wait for a
 * migration in progress and then start (two migrate runs also wait for each other).
 */
const SCHEMA_LOCK_KEY = 7_346_501;

export class SchemaBehindError extends Error {
  readonly code = 'SCHEMA_BEHIND';
  constructor(applied: number, expected: number) {
    super(
      `The database schema is behind this release (${applied} of ${expected} migrations applied). ` +
        'Run `npm run migrate` first (the `migrate` role), then start this process again.',
    );
  }
}

/** The `when` of the newest migration this release ships (drizzle/meta/_journal.json). */
function expectedMigrations(): { readonly count: number; readonly newest: number } {
  const journal = JSON.parse(
    readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { when: number }[];
  };
  const newest = Math.max(0, ...journal.entries.map((entry) => entry.when));
  return { count: journal.entries.length, newest };
}

/** How many of this release's migrations the database has, and whether the newest is among them. */
export async function readSchemaState(
  database: Database,
): Promise<{ readonly applied: number; readonly expected: number; readonly isCurrent: boolean }> {
  const expected = expectedMigrations();
  try {
    const result = await database.db.execute(
      sql`SELECT count(*)::int AS applied, coalesce(max(created_at), 0)::bigint AS newest
        FROM drizzle.__drizzle_migrations`,
    );
    const row = (result as { rows: { applied: number; newest: string | number }[] }).rows[0];
    const newest = Number(row?.newest ?? 0);
    return {
      applied: row?.applied ?? 0,
      expected: expected.count,
      isCurrent: newest >= expected.newest,
    };
  } catch (error) {
    // 42P01 / 3F000: no migrations table (or schema) yet: nothing applied.
    const state = sqlStateOf(error);
    if (state === '42P01' || state === '3F000')
      return { applied: 0, expected: expected.count, isCurrent: false };
    throw error;
  }
}

/**
 * Runs `work` under the schema lock (exclusive or shared) on a connection of its own. The
 * embedded database has one process (its data folder is locked): no lock is needed there.
 */
export async function withSchemaLock<T>(
  database: Database,
  databaseUrl: string | undefined,
  mode: 'exclusive' | 'shared',
  work: () => Promise<T>,
): Promise<T> {
  if (database.driver === 'pglite' || databaseUrl === undefined) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A transaction-scoped lock held by a transaction left open while `work` runs on the pool: the
  // commit (or the session's end) releases it, so it never outlives this client on a server
  // connection a transaction pooler (PgBouncer) hands on to someone else.
  const fn = mode === 'exclusive' ? 'pg_advisory_xact_lock' : 'pg_advisory_xact_lock_shared';
  try {
    await client.query('BEGIN');
    await client.query(`SELECT ${fn}($1)`, [SCHEMA_LOCK_KEY]);
    const result = await work();
    await client.query('COMMIT');
    return result;
  } finally {
    // Ending the session releases the lock, also when the commit itself cannot run.
    await client.end();
  }
}

/** `http` and `worker`: refuse to start on a schema this release does not match. */
export async function requireCurrentSchema(
  database: Database,
  databaseUrl: string | undefined,
): Promise<void> {
  const state = await withSchemaLock(database, databaseUrl, 'shared', () =>
    readSchemaState(database),
  );
  if (!state.isCurrent) throw new SchemaBehindError(state.applied, state.expected);
}
