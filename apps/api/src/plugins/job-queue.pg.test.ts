/**
 * A job sent by one process wakes the consumers of another at once (decision 0035): PostgreSQL
 * only (PGlite is one process). Runs when DATABASE_URL is set; without it, this file fails.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { startJobQueue, type JobQueue } from './job-queue.js';

if (!process.env.DATABASE_URL)
  throw new Error('the cross-process wake-up needs DATABASE_URL (PostgreSQL)');

/** pg-boss's notification channel for its default schema (its plans.notifyChannelSql). */
const CHANNEL_SQL = `SELECT 'pgboss_' || left(encode(sha224('pgboss'::bytea), 'hex'), 24) AS channel`;

let database: TestDatabase;
let url: string;
const queues: JobQueue[] = [];

async function start(consume: boolean): Promise<JobQueue> {
  const queue = await startJobQueue(
    { kind: 'postgres', url },
    (error) => {
      throw error;
    },
    { migrate: false, supervise: false, schedule: false, consume },
  );
  queues.push(queue);
  return queue;
}

/** Sessions of the test database that hold pg-boss's listener (its LISTEN or its heartbeat). */
async function listenersOf(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND (query ILIKE 'LISTEN %' OR query ILIKE '%pg_listening_channels()%')`,
  );
  return rows[0]?.count ?? 0;
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.databaseUrl) throw new Error('no PostgreSQL test database');
  url = database.databaseUrl;
}, 60_000);
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.dropDatabase();
});

describe('a notify queue on PostgreSQL', () => {
  it('announces a new job on pg-boss channel; only a consuming process listens', async () => {
    const observer = new pg.Client({ connectionString: url });
    await observer.connect();
    try {
      const producer = await start(false);
      await producer.define('wake-test', { retryLimit: 0, notify: true });
      await producer.define('quiet-test', { retryLimit: 0 });
      expect(await listenersOf(observer)).toBe(0);
      await start(true);
      await expect.poll(() => listenersOf(observer)).toBe(1);

      const { rows } = await observer.query<{ channel: string }>(CHANNEL_SQL);
      const payloads: string[] = [];
      const announced = new Promise<void>((resolve) =>
        observer.on('notification', (message) => {
          payloads.push(message.payload ?? '');
          if (message.payload === 'wake-test') resolve();
        }),
      );
      await observer.query(`LISTEN "${rows[0]!.channel}"`);
      await producer.send('quiet-test', { n: 1 });
      await producer.send('wake-test', { n: 2 });
      await announced;
      expect(payloads).toEqual(['wake-test']);
    } finally {
      await observer.end();
    }
  });

  it('runs a job another process sent in the consuming process', async () => {
    const producer = await start(false);
    await producer.define('handoff-test', { retryLimit: 0, notify: true });
    const consumer = await start(true);
    let onJob: (data: unknown) => void = () => undefined;
    const handled = new Promise<unknown>((resolve) => (onJob = resolve));
    await consumer.work<{ n: number }>('handoff-test', 1, (job) => {
      onJob(job.data);
      return Promise.resolve();
    });
    await producer.send('handoff-test', { n: 7 });
    expect(await handled).toEqual({ n: 7 });
  });
});
