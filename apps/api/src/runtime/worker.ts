import type { BuiltModule } from '../modules/module-definition.js';
import type { JobQueue } from '../plugins/job-queue.js';

export interface WorkerHandle {
  /** Relays stop, work in flight is handed back; the caller then stops the job queue. */
  stop(): Promise<void>;
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
    async stop() {
      await Promise.all(relays.map((relay) => relay.stop()));
      for (const module of modules) await module.interrupt?.();
    },
  };
}
