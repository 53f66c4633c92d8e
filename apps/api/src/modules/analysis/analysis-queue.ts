import type { JobQueue, JobState } from '../../plugins/job-queue.js';
import type { Consumer, QueueDeclaration } from '../module-definition.js';

export const ANALYSIS_QUEUE = 'analysis';
/** One retry: an attempt cut by a crash or a restart runs once more, then fails for good. */
export const ANALYSIS_RETRY_LIMIT = 1;
/** Margin over the hard job limit before the queue declares an attempt dead (crashed process). */
const EXPIRE_MARGIN_S = 60;
/**
 * A consuming process refreshes each job it holds every HEARTBEAT_S / 2 seconds. A process that
 * died without handing its job back (crash, SIGKILL, lost machine) stops refreshing, and the
 * supervisor of any process on the database fails the attempt after HEARTBEAT_S, so the job is
 * retried by another worker within about HEARTBEAT_S + the monitor interval instead of waiting
 * for the expiry (job limit + margin, minutes). The refresh runs on the event loop, which the
 * analysis never blocks (it runs in worker threads). pg-boss accepts 10 s at the least.
 */
const HEARTBEAT_S = 15;

export interface AnalysisJobData {
  readonly taskId: string;
  /** Absent on jobs sent before it existed: those count as small. */
  readonly isLarge?: boolean;
}

/** Small files are fetched first and are the only ones the reserved thread takes. */
export const SMALL_FILE_PRIORITY = 1;
export const LARGE_FILE_PRIORITY = 0;

/** How a job enters the queue: its size class and whose it is (the per-session limit). */
export interface AnalysisJobAdmission {
  readonly isLarge: boolean;
  readonly sessionId: string;
}

/**
 * How a process consumes (docs/decisions/0016-analysis-admission.md): `threads` analyses at once,
 * one of them reserved for small files when there are two threads or more, and at most
 * `runningPerSession` running analyses per session across every process.
 */
export interface ConsumePlan {
  readonly threads: number;
  readonly runningPerSession: number;
}

/** The two consumers of a plan: any job on threads − 1, small jobs only on the last thread. */
export function planConsumers(
  plan: ConsumePlan,
): { concurrency: number; minPriority?: number; perGroup: number }[] {
  const perGroup = Math.max(1, plan.runningPerSession);
  if (plan.threads < 2) return [{ concurrency: 1, perGroup }];
  return [
    { concurrency: plan.threads - 1, perGroup },
    { concurrency: 1, minPriority: SMALL_FILE_PRIORITY, perGroup },
  ];
}

export interface QueuedJob {
  readonly id: string;
  readonly taskId: string;
  readonly retryCount: number;
  readonly isLastAttempt: boolean;
  /** A large file (decision 0016): analysed on the low-priority threads. */
  readonly isLarge: boolean;
  /**
   * Aborted when this process no longer holds the job (its heartbeat found the claim gone: the
   * supervisor gave the attempt up and another worker may run it), or when the queue stops.
   */
  readonly signal?: AbortSignal;
}

export type { JobState };

/** The analysis queue in the database (pg-boss): shared by every process on one PostgreSQL. */
export interface AnalysisQueue {
  send(taskId: string, admission: AnalysisJobAdmission): Promise<string>;
  /** Attempts marked active that no process works on any more (embedded database only). */
  failOrphans(reason: string): Promise<number>;
  findStates(jobIds: readonly string[]): Promise<Map<string, JobState>>;
}

/** The queue and its retry policy (created by the `migrate` role). */
export function analysisQueueDeclaration(jobTimeoutMs: number): QueueDeclaration {
  return {
    name: ANALYSIS_QUEUE,
    settings: {
      retryLimit: ANALYSIS_RETRY_LIMIT,
      expireInSeconds: Math.ceil(jobTimeoutMs / 1000) + EXPIRE_MARGIN_S,
      heartbeatSeconds: HEARTBEAT_S,
      // A customer waits on it: an upload to an `http` process wakes the workers at once.
      notify: true,
    },
  };
}

/** The consumers of a plan as the `worker` role starts them. */
export function analysisConsumers(
  plan: ConsumePlan,
  handle: (job: QueuedJob) => Promise<void>,
): Consumer[] {
  return planConsumers(plan).map((consumer) => ({
    queue: ANALYSIS_QUEUE,
    concurrency: consumer.concurrency,
    options: {
      perGroup: consumer.perGroup,
      ...(consumer.minPriority === undefined ? {} : { minPriority: consumer.minPriority }),
    },
    handle: (job) => {
      const data = job.data as unknown as AnalysisJobData;
      return handle({
        id: job.id,
        taskId: data.taskId,
        retryCount: job.retryCount,
        isLastAttempt: job.retryCount >= ANALYSIS_RETRY_LIMIT,
        isLarge: data.isLarge === true,
        ...(job.signal ? { signal: job.signal } : {}),
      });
    },
  }));
}

export function createAnalysisQueue(jobs: JobQueue): AnalysisQueue {
  return {
    send: (taskId, admission) =>
      jobs.send(ANALYSIS_QUEUE, { taskId, isLarge: admission.isLarge } satisfies AnalysisJobData, {
        priority: admission.isLarge ? LARGE_FILE_PRIORITY : SMALL_FILE_PRIORITY,
        groupId: admission.sessionId,
      }),
    failOrphans: (reason) => jobs.failActive(ANALYSIS_QUEUE, reason),
    findStates: (jobIds) => jobs.findStates(ANALYSIS_QUEUE, jobIds),
  };
}
