import type { BuiltModule } from '../modules/module-definition.js';
import type { JobQueue } from '../plugins/job-queue.js';

export interface WorkerHandle {
  /**
   * Relays stop, no further job is fetched, jobs in flight get `drainMs` to finish (default 0),
   * what still runs then is handed back; the caller then stops the job queue.
   */
  stop(drainMs?: number): Promise<void>;
}

/** Of the shutdown grace, what closing the queue and the pool keep after the jobs' drain. */
const CLOSE_RESERVE_MS = 5000;

/** How long jobs in flight may run on in a shutdown of `graceMs` (SHUTDOWN_GRACE_MS). */
export function drainBudgetMs(graceMs: number): number {
  return Math.max(0, graceMs - CLOSE_RESERVE_MS);
}

/**
 * The `worker` role on a runtime: what crashed processes left is recovered, the modules' queue
 * consumers and schedules run, then their relays. Schedules are jobs the queue sends once per
 * cluster; any worker takes each.
 */
export async function startWorker(
  modules: readonly BuiltModule[],
  jobs: JobQueue,
  logError: (error: unknown, message: string) => void,
): Promise<WorkerHandle> {
  for (const module of modules) await module.recover?.();
  for (const module of modules) {
    for (const consumer of module.consumers ?? []) {
      await jobs.work(consumer.queue, consumer.concurrency, consumer.handle, consumer.options);
    }
    for (const schedule of module.schedules ?? []) {
      await jobs.work(schedule.name, 1, async () => {
        try {
          await schedule.run();
        } catch (error) {
          // The next tick runs it again; one failed sweep is not worth a retry storm.
          logError(error, `${module.name}: schedule ${schedule.name} failed`);
        }
      });
    }
  }
  const relays = modules.flatMap((module) => module.relays ?? []);
  for (const relay of relays) relay.start();
  return {
    async stop(drainMs = 0) {
      await Promise.all(relays.map((relay) => relay.stop()));
      if (drainMs > 0) await jobs.drain(drainMs);
      for (const module of modules) await module.interrupt?.();
    },
  };
}
