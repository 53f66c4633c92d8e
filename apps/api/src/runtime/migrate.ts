import type { Database } from '../db/client.js';
import { withSchemaLock } from '../db/schema-state.js';
import type { AppConfig } from '../plugins/config.js';
import type { BuiltModule } from '../modules/module-definition.js';
import type { JobQueue } from '../plugins/job-queue.js';
import { openRuntime, openRuntimeDatabase } from './platform.js';

/** A schedule's queue: one attempt (the next tick is the retry), gone after a day. */
const SCHEDULE_QUEUE = { retryLimit: 0, expireInSeconds: 600, deleteAfterSeconds: 24 * 3600 };

/** The modules' queues (created or brought up to date) and their schedules. */
export async function provisionQueues(
  modules: readonly BuiltModule[],
  jobs: JobQueue,
): Promise<void> {
  for (const module of modules) {
    for (const queue of module.queues ?? []) await jobs.define(queue.name, queue.settings);
    for (const schedule of module.schedules ?? []) {
      await jobs.define(schedule.name, SCHEDULE_QUEUE);
      await jobs.schedule(schedule.name, schedule.cron);
    }
  }
}

/** The modules' queues and schedules, then their start-up data (seeds, directories, content). */
export async function provisionModules(
  modules: readonly BuiltModule[],
  jobs: JobQueue,
  log: (message: string) => void,
): Promise<void> {
  await provisionQueues(modules, jobs);
  for (const module of modules) {
    for (const step of module.startup ?? []) {
      const startedAt = Date.now();
      await step.run();
      log(`${module.name}: ${step.name} (${Date.now() - startedAt} ms)`);
    }
  }
}

/**
 * The `migrate` role (`npm run migrate`): under the schema's advisory lock, the migrations (all
 * pending ones in one transaction: a process killed meanwhile leaves the schema as it was), the
 * job queue's schema, the modules' queues and schedules and their start-up data. A second process
 * started meanwhile waits for the lock.
 */
export async function runMigrate(
  config: AppConfig,
  log: (message: string) => void = (message) => process.stdout.write(`${message}\n`),
): Promise<void> {
  const database = await openRuntimeDatabase(config);
  try {
    await migrateDatabase(database, config, log);
  } finally {
    await database.close();
  }
}

/** Migrates an open database (the `all` process keeps it open afterwards). */
export async function migrateDatabase(
  database: Database,
  config: AppConfig,
  log: (message: string) => void,
): Promise<void> {
  await withSchemaLock(database, config.databaseUrl, 'exclusive', async () => {
    await database.migrate();
    log('migrations applied');
    const duties = { migrate: true, supervise: false, schedule: false };
    const runtime = await openRuntime(config, { ...database, close: async () => {} }, duties);
    try {
      await provisionModules(runtime.modules, runtime.jobs, log);
    } finally {
      await runtime.close();
    }
  });
}
