import { PgBoss, fromPglite } from 'pg-boss';
import type { QueueConnection } from '../../db/client.js';

export const ANALYSIS_QUEUE = 'analysis';
/** One retry: an attempt cut by a crash or a restart runs once more, then fails for good. */
export const ANALYSIS_RETRY_LIMIT = 1;
/** Margin over the hard job limit before the queue declares an attempt dead (crashed process). */
const EXPIRE_MARGIN_S = 60;
/**
 * A consuming process refreshes each job it holds every HEARTBEAT_S / 2 seconds. A process that
 * died without handing its job back (crash, SIGKILL, lost machine) stops refreshing, and the
 * supervisor of any process on the database fails the attempt after HEARTBEAT_S, so the job is
 * retried by another worker within about HEARTBEAT_S + MONITOR_INTERVAL_S instead of waiting
 * for the expiry (job limit + margin, minutes). The refresh runs on the event loop, which the
 * analysis never blocks (it runs in worker threads). pg-boss accepts 10 s at the least.
 */
const HEARTBEAT_S = 15;
/** How often the supervisor looks for expired and heartbeat-less jobs (pg-boss default 60 s). */
const MONITOR_INTERVAL_S = 10;

export interface AnalysisJobData {
  readonly taskId: string;
}

export interface QueuedJob {
  readonly id: string;
  readonly taskId: string;
  readonly retryCount: number;
  readonly isLastAttempt: boolean;
  /**
   * Aborted when this process no longer holds the job (its heartbeat found the claim gone: the
   * supervisor gave the attempt up and another worker may run it), or when the queue stops.
   */
  readonly signal?: AbortSignal;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** The analysis queue in the database (pg-boss): shared by every process on one PostgreSQL. */
export interface AnalysisQueue {
  send(taskId: string): Promise<string>;
  /** Runs `handle` for each job; a throw fails the attempt (retried once, then failed). */
  consume(concurrency: number, handle: (job: QueuedJob) => Promise<void>): Promise<void>;
  /** Attempts marked active that no process works on any more (embedded database only). */
  failOrphans(reason: string): Promise<number>;
  findStates(jobIds: readonly string[]): Promise<Map<string, JobState>>;
  stop(): Promise<void>;
}

export async function createAnalysisQueue(
  connection: QueueConnection,
  options: { readonly jobTimeoutMs: number; readonly onError: (error: Error) => void },
): Promise<AnalysisQueue> {
  const common = {
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: MONITOR_INTERVAL_S,
    schedule: false,
    migrate: true,
  } as const;
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ ...common, db: fromPglite(connection.client), backend: 'pglite' })
      : new PgBoss({ ...common, connectionString: connection.url, max: 4 });
  boss.on('error', options.onError);
  await boss.start();
  const settings = {
    retryLimit: ANALYSIS_RETRY_LIMIT,
    expireInSeconds: Math.ceil(options.jobTimeoutMs / 1000) + EXPIRE_MARGIN_S,
    heartbeatSeconds: HEARTBEAT_S,
    deleteAfterSeconds: 7 * 24 * 3600,
  };
  await boss.createQueue(ANALYSIS_QUEUE, settings);
  // createQueue leaves an existing queue as it was: bring one made by an older release (no
  // heartbeat) or with another job limit up to date.
  await boss.updateQueue(ANALYSIS_QUEUE, settings);
  const workerIds: string[] = [];
  return {
    async send(taskId) {
      const id = await boss.send(ANALYSIS_QUEUE, { taskId } satisfies AnalysisJobData);
      if (id === null) throw new Error('the queue refused the analysis job');
      // Wake this process's consumers now instead of at their next poll.
      for (const workerId of workerIds) boss.notifyWorker(workerId);
      return id;
    },
    async consume(concurrency, handle) {
      const workerId = await boss.work<AnalysisJobData>(
        ANALYSIS_QUEUE,
        { localConcurrency: concurrency, batchSize: 1, pollingIntervalSeconds: 1 },
        async ([job]) => {
          if (!job) return;
          await handle({
            id: job.id,
            taskId: job.data.taskId,
            retryCount: job.retryCount,
            isLastAttempt: job.retryCount >= ANALYSIS_RETRY_LIMIT,
            signal: job.signal,
          });
        },
      );
      workerIds.push(workerId);
    },
    async failOrphans(reason) {
      const active = await boss.findJobs<AnalysisJobData>(ANALYSIS_QUEUE, { queued: false });
      const ids = active.filter((j) => j.state === 'active').map((j) => j.id);
      if (ids.length > 0) await boss.fail(ANALYSIS_QUEUE, ids, { reason });
      return ids.length;
    },
    async findStates(jobIds) {
      const states = new Map<string, JobState>();
      for (const id of jobIds) {
        const [job] = await boss.findJobs<AnalysisJobData>(ANALYSIS_QUEUE, { id });
        if (job) states.set(id, job.state);
      }
      return states;
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000, close: connection.kind === 'postgres' });
    },
  };
}
