import { PgBoss, fromPglite } from 'pg-boss';
import type { QueueConnection } from '../db/client.js';

/**
 * The app's one job queue (pg-boss in the database, PGlite or PostgreSQL): any module declares
 * its named queues with their retry policy, sends jobs and registers a handler. Jobs survive
 * restarts; a handler that throws is retried by the queue's policy. Every process on one
 * PostgreSQL shares the queues.
 */
export interface QueueSettings {
  readonly retryLimit: number;
  /** Seconds before the first retry; doubled per attempt when retryBackoff. */
  readonly retryDelaySeconds?: number;
  readonly retryBackoff?: boolean;
  readonly expireInSeconds?: number;
  /** A consuming process refreshes each job it holds; a silent one loses it after this. */
  readonly heartbeatSeconds?: number;
  readonly deleteAfterSeconds?: number;
  /**
   * A new job wakes the consumers of every process at once (PostgreSQL NOTIFY in the inserting
   * transaction), not at their next poll; for queues a customer waits on (the analysis).
   */
  readonly notify?: boolean;
}

export interface QueuedJob<T> {
  readonly id: string;
  readonly data: T;
  readonly retryCount: number;
  /** Aborted when this process no longer holds the job, or when the queue stops. */
  readonly signal?: AbortSignal;
}

/** Per-job options: a higher priority is fetched first; a group caps jobs running at once. */
export interface SendOptions {
  readonly priority?: number;
  readonly groupId?: string;
}

/** Per-consumer options: only jobs of at least `minPriority`; at most `perGroup` of a group active. */
export interface WorkOptions {
  readonly minPriority?: number;
  /** Counted across every consumer of the queue on the database (pg-boss groupConcurrency). */
  readonly perGroup?: number;
  /**
   * Jobs fetched per poll (default 1). Above 1, one statement fetches the batch and one settles
   * its completed jobs; each job still succeeds or fails (and is retried) on its own.
   */
  readonly batchSize?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface JobQueue {
  /** Creates the queue or brings its settings up to date (idempotent). */
  define(name: string, settings: QueueSettings): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string>;
  /** Queues several jobs in one statement (the queue's retry policy applies to each). */
  sendMany<T extends object>(name: string, data: readonly T[]): Promise<void>;
  /** Runs `handle` for each job of `name`, `concurrency` at a time in this process. */
  work<T extends object>(
    name: string,
    concurrency: number,
    handle: (job: QueuedJob<T>) => Promise<void>,
    options?: WorkOptions,
  ): Promise<void>;
  findStates(name: string, jobIds: readonly string[]): Promise<Map<string, JobState>>;
  /**
   * A cron schedule (UTC, minute granularity): a process started with `schedule` sends one job to
   * the queue `name` per tick, once per cluster. Idempotent (the `migrate` role sets it).
   */
  schedule(name: string, cron: string): Promise<void>;
  /** Attempts marked active that no process works on any more (embedded database only). */
  failActive(name: string, reason: string): Promise<number>;
  /** Per queue with jobs: how many wait, how many run, and how long the oldest waiting one has. */
  stats(): Promise<QueueStat[]>;
  /** Resolves when the queue's database answers (readiness); rejects otherwise. */
  ping(): Promise<void>;
  /**
   * This process fetches no more jobs; resolves when the jobs it runs have finished or after
   * `timeoutMs`, whichever is first (graceful shutdown: what is still running is interrupted next).
   */
  drain(timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueStat {
  readonly queue: string;
  /** Created or waiting for a retry, due now or later. */
  readonly waiting: number;
  readonly active: number;
  /** Seconds since the oldest job that is due now was created; 0 when none is due. */
  readonly oldestDueAgeSeconds: number;
}

/**
 * One statement over pg-boss's job table (partitioned by queue name; job_state orders created <
 * retry < active < completed): unfinished jobs only.
 */
const QUEUE_STATS_SQL = `
  SELECT name,
    count(*) FILTER (WHERE state < 'active')::int AS waiting,
    count(*) FILTER (WHERE state = 'active')::int AS active,
    coalesce(extract(epoch FROM now() - min(created_on)
      FILTER (WHERE state < 'active' AND start_after <= now())), 0)::float8 AS oldest
  FROM pgboss.job WHERE state < 'completed' GROUP BY name ORDER BY name`;

/** A failed job's output as pg-boss stores it for a thrown error (message and stack). */
function toJobOutput(error: unknown): object {
  return error instanceof Error
    ? { name: error.name, message: error.message, stack: error.stack }
    : { value: String(error) };
}

/**
 * Seconds between a consumer's reads of its queue. A job of a `notify` queue sent by another
 * process wakes the consumers sooner (LISTEN/NOTIFY); the poll stays as it is for what no insert
 * announces: a retry coming due, a job of a session whose running one just ended (perGroup).
 */
const POLLING_INTERVAL_S = 1;

/** How often the supervisor looks for expired and heartbeat-less jobs (pg-boss default 60 s). */
const MONITOR_INTERVAL_S = 10;

/**
 * What this process's queue does besides sending: `migrate` installs or upgrades pg-boss's schema
 * (the `migrate` role only), `supervise` fails expired and silent jobs and `schedule` sends the
 * cron schedules' jobs (the `worker` role).
 */
export interface JobQueueDuties {
  readonly migrate: boolean;
  readonly supervise: boolean;
  readonly schedule: boolean;
  /**
   * This process runs queue consumers: on PostgreSQL it holds one connection that LISTENs, so a
   * job sent by another process (an `http` role's upload) wakes them at once (decision 0035).
   */
  readonly consume?: boolean;
}

export async function startJobQueue(
  connection: QueueConnection,
  onError: (error: Error) => void,
  duties: JobQueueDuties = { migrate: true, supervise: true, schedule: false },
): Promise<JobQueue> {
  const { consume = false, ...bossDuties } = duties;
  const common = {
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: MONITOR_INTERVAL_S,
    ...bossDuties,
  } as const;
  // The embedded database has one process: its own sends wake its consumers (wakeWorkers).
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({
          ...common,
          connectionString: connection.url,
          max: 4,
          useListenNotify: consume,
        });
  boss.on('error', onError);
  await boss.start();
  const workers = new Map<string, string[]>();
  /** Handlers running in this process, and who waits for none to run (drain). */
  const running = { count: 0, onIdle: [] as (() => void)[] };
  const track = async (work: () => Promise<void>): Promise<void> => {
    running.count += 1;
    try {
      await work();
    } finally {
      running.count -= 1;
      if (running.count === 0) for (const resolve of running.onIdle.splice(0)) resolve();
    }
  };
  /** Wakes this process's consumers of `name` now instead of at their next poll. */
  const wakeWorkers = (name: string) => {
    for (const workerId of workers.get(name) ?? []) boss.notifyWorker(workerId);
  };
  const toQueuedJob = <T>(job: {
    id: string;
    data: T;
    retryCount: number;
    signal?: AbortSignal;
  }): QueuedJob<T> => ({
    id: job.id,
    data: job.data,
    retryCount: job.retryCount,
    ...(job.signal ? { signal: job.signal } : {}),
  });
  return {
    async define(name, settings) {
      const options = {
        retryLimit: settings.retryLimit,
        ...(settings.retryDelaySeconds === undefined
          ? {}
          : { retryDelay: settings.retryDelaySeconds }),
        ...(settings.retryBackoff === undefined ? {} : { retryBackoff: settings.retryBackoff }),
        ...(settings.expireInSeconds === undefined
          ? {}
          : { expireInSeconds: settings.expireInSeconds }),
        ...(settings.heartbeatSeconds === undefined
          ? {}
          : { heartbeatSeconds: settings.heartbeatSeconds }),
        deleteAfterSeconds: settings.deleteAfterSeconds ?? 7 * 24 * 3600,
        notify: settings.notify ?? false,
      };
      await boss.createQueue(name, options);
      // createQueue leaves an existing queue as it was: an older release's settings are updated.
      await boss.updateQueue(name, options);
    },
    async send(name, data, options = {}) {
      const id = await boss.send(name, data, {
        ...(options.priority === undefined ? {} : { priority: options.priority }),
        ...(options.groupId === undefined ? {} : { group: { id: options.groupId } }),
      });
      if (id === null) throw new Error(`the queue refused a ${name} job`);
      wakeWorkers(name);
      return id;
    },
    async sendMany(name, data) {
      if (data.length === 0) return;
      await boss.insert(
        name,
        data.map((item) => ({ data: item })),
      );
      wakeWorkers(name);
    },
    async work<T extends object>(
      name: string,
      concurrency: number,
      handle: (job: QueuedJob<T>) => Promise<void>,
      options: WorkOptions = {},
    ) {
      const common = {
        localConcurrency: concurrency,
        pollingIntervalSeconds: POLLING_INTERVAL_S,
        // pg-boss polls a notified queue every 30 s by default: keep the poll for what no
        // insert announces (retries, a session's next job when its running one ends).
        notifyPollingIntervalSeconds: POLLING_INTERVAL_S,
        ...(options.minPriority === undefined ? {} : { minPriority: options.minPriority }),
        ...(options.perGroup === undefined ? {} : { groupConcurrency: options.perGroup }),
      };
      const batchSize = options.batchSize ?? 1;
      const workerId =
        batchSize === 1
          ? await boss.work<T>(name, { ...common, batchSize: 1 }, async ([job]) => {
              if (job) await track(() => handle(toQueuedJob(job)));
            })
          : await boss.work<T>(name, { ...common, batchSize, perJobResults: true }, async (batch) =>
              Promise.all(
                batch.map(async (job) => {
                  try {
                    await track(() => handle(toQueuedJob(job)));
                    return { id: job.id, status: 'completed' as const };
                  } catch (error) {
                    return { id: job.id, status: 'failed' as const, output: toJobOutput(error) };
                  }
                }),
              ),
            );
      workers.set(name, [...(workers.get(name) ?? []), workerId]);
    },
    async findStates(name, jobIds) {
      const states = new Map<string, JobState>();
      for (const id of jobIds) {
        const [job] = await boss.findJobs(name, { id });
        if (job) states.set(id, job.state);
      }
      return states;
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: 'UTC' });
    },
    async failActive(name, reason) {
      const active = await boss.findJobs(name, { queued: false });
      const ids = active.filter((j) => j.state === 'active').map((j) => j.id);
      if (ids.length > 0) await boss.fail(name, ids, { reason });
      return ids.length;
    },
    async stats() {
      const { rows } = await boss.getDb().executeSql(QUEUE_STATS_SQL);
      return (rows as { name: string; waiting: number; active: number; oldest: number }[]).map(
        (row) => ({
          queue: row.name,
          waiting: Number(row.waiting),
          active: Number(row.active),
          oldestDueAgeSeconds: Number(row.oldest),
        }),
      );
    },
    async ping() {
      await boss.getDb().executeSql('SELECT 1');
    },
    async drain(timeoutMs) {
      await Promise.all([...workers.keys()].map((name) => boss.offWork(name, { wait: false })));
      if (running.count === 0) return;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      const idle = new Promise<void>((resolve) => running.onIdle.push(resolve));
      try {
        await Promise.race([idle, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, close: connection.kind === 'postgres' });
    },
  };
}
