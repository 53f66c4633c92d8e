import { openDatabase, type Database } from '../db/client.js';
import type { AppConfig } from '../plugins/config.js';
import { startJobQueue, type JobQueue, type JobQueueDuties } from '../plugins/job-queue.js';
import type { Platform } from '../modules/module-definition.js';
import { createModules, type Modules } from '../modules/registry.js';
import { createFileStorage } from '../storage/storage-config.js';

/** One process's database, job queue and modules, whatever roles it runs. */
export interface Runtime extends Modules {
  readonly config: AppConfig;
  readonly database: Database;
  readonly jobs: JobQueue;
  readonly platform: Platform;
  /** Background failures go here (stderr until the HTTP app's logger takes over). */
  setLogError(logError: (error: unknown, message: string) => void): void;
  /** Sweeps' reports go here (stdout as JSON until the HTTP app's logger takes over). */
  setLogInfo(logInfo: Platform['logInfo']): void;
  /** Modules' resources, the job queue (waiting for jobs in flight), then the database. */
  close(): Promise<void>;
}

export interface RuntimeOptions {
  /** Tests pass fixed clocks; the server uses the wall clock. */
  readonly now?: () => Date;
  /** The server's own address, once it listens (the PayPal simulator's default base). */
  readonly serverOrigin?: () => string;
}

/** Opens the database (the caller migrates or checks it) and nothing else. */
export function openRuntimeDatabase(config: AppConfig): Promise<Database> {
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}

/** Starts the job queue with the role's duties and builds every module on it. */
export async function openRuntime(
  config: AppConfig,
  database: Database,
  duties: JobQueueDuties,
  options: RuntimeOptions = {},
): Promise<Runtime> {
  let logError = (error: unknown, message: string): void => {
    process.stderr.write(`${message}: ${String(error)}\n`);
  };
  const storage = createFileStorage(config);
  await storage.check();
  let logInfo: Platform['logInfo'] = (fields, message) => {
    process.stdout.write(
      `${JSON.stringify({ level: 30, time: Date.now(), ...fields, msg: message })}\n`,
    );
  };
  const jobs = await startJobQueue(
    database.queueConnection,
    (error) => logError(error, 'job queue error'),
    duties,
  );
  const platform: Platform = {
    db: database.db,
    driver: database.driver,
    jobs,
    storage,
    config,
    now: options.now ?? (() => new Date()),
    publicOrigin: config.publicUrl ?? `http://localhost:${config.port || 3000}`,
    serverOrigin:
      options.serverOrigin ??
      (() => {
        throw new Error('this process does not listen: set PUBLIC_URL');
      }),
    logError: (error, message) => logError(error, message),
    logInfo: (fields, message) => logInfo(fields, message),
  };
  const { modules, services } = createModules(platform);
  return {
    config,
    database,
    jobs,
    platform,
    modules,
    services,
    setLogError(next) {
      logError = next;
    },
    setLogInfo(next) {
      logInfo = next;
    },
    async close() {
      try {
        await jobs.stop();
        for (const module of modules) await module.close?.();
      } finally {
        await database.close();
      }
    },
  };
}
