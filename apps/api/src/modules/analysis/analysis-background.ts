import type { Database } from '../../db/client.js';
import type { JobQueue } from '../../plugins/job-queue.js';
import type { AnalysisConfig } from '../../plugins/config.js';
import type { LocalFileStorage } from '../../storage/file-storage.js';
import type { FilesService } from '../files/index.js';
import { createAnalysisPool, type AnalysisPool } from './analysis-pool.js';
import { createAnalysisQueue, type AnalysisQueue } from './analysis-queue.js';
import { createAnalysisRunner, type AnalysisRunner } from './analysis-runner.js';
import { createTasksRepository, type TasksRepository } from './analysis.repository.js';

/** A task without a queue job this long was cut between its two inserts. */
const ORPHAN_TASK_AGE_MS = 60_000;

export interface AnalysisBackgroundDeps {
  readonly database: Database;
  /** The app's job queue (plugins/job-queue.ts); stopped by its owner, not here. */
  readonly jobs: JobQueue;
  readonly storage: LocalFileStorage;
  readonly files: FilesService;
  readonly config: AnalysisConfig;
  /** false: queue only (another process analyses). */
  readonly consume: boolean;
  readonly logError: (error: unknown, message: string) => void;
}

export interface AnalysisBackground {
  readonly queue: AnalysisQueue;
  readonly pool: AnalysisPool;
  readonly tasks: TasksRepository;
  readonly runner: AnalysisRunner;
  /** Checks open tasks against the queue: no task stays queued or running forever. */
  reconcile(): Promise<void>;
  /** First step of a shutdown: running analyses are handed back to the queue. */
  interrupt(): Promise<void>;
  /** Last step, after the job queue stopped: the worker threads end. */
  close(): Promise<void>;
}

/** Queue consumer, worker pool and the periodic reconciliation, for `server` and `worker` mode. */
export async function startAnalysisBackground(
  deps: AnalysisBackgroundDeps,
): Promise<AnalysisBackground> {
  const { database, config } = deps;
  const tasks = createTasksRepository(database.db);
  const pool = createAnalysisPool(config.poolThreads);
  const queue = await createAnalysisQueue(deps.jobs, { jobTimeoutMs: config.jobTimeoutMs });
  const runner = createAnalysisRunner({
    tasks,
    files: deps.files,
    storage: deps.storage,
    pool,
    jobTimeoutMs: config.jobTimeoutMs,
    logError: deps.logError,
  });

  async function reconcile(): Promise<void> {
    const open = await tasks.listOpen();
    const states = await queue.findStates(open.flatMap((t) => (t.jobId ? [t.jobId] : [])));
    for (const task of open) {
      const state = task.jobId ? states.get(task.jobId) : undefined;
      if (!task.jobId) {
        if (Date.now() - task.createdAt.getTime() > ORPHAN_TASK_AGE_MS)
          await runner.failTask(task, 'INTERRUPTED', 'never queued');
      } else if (state === undefined || state === 'failed' || state === 'cancelled') {
        await runner.failTask(task, 'INTERRUPTED', `queue job ${state ?? 'missing'}`);
      } else if ((state === 'created' || state === 'retry') && task.status === 'running') {
        await tasks.requeue(task.id);
      }
    }
  }

  // The embedded database is locked to this process: any attempt still marked active was cut
  // by a crash of the previous run, so it is retried (or failed) now, not after expiry.
  if (database.driver === 'pglite') await queue.failOrphans('INTERRUPTED');
  await reconcile();
  if (deps.consume)
    await queue.consume(
      {
        threads: config.poolThreads,
        runningPerSession: config.runningPerSession ?? Math.max(1, config.poolThreads - 1),
      },
      runner.handle,
    );
  const timer = setInterval(() => {
    reconcile().catch((error: unknown) => deps.logError(error, 'analysis reconcile failed'));
  }, config.reconcileIntervalMs);
  timer.unref();

  return {
    queue,
    pool,
    tasks,
    runner,
    reconcile,
    async interrupt() {
      clearInterval(timer);
      await runner.interruptAll();
    },
    async close() {
      await pool.close();
    },
  };
}
