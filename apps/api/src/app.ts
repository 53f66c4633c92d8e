import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';
import { requireCurrentSchema } from './db/schema-state.js';
import type { Services } from './modules/registry.js';
import type { AppConfig } from './plugins/config.js';
import { listeningOrigin } from './plugins/listening-origin.js';
import { buildHttpApp } from './runtime/http.js';
import { migrateDatabase } from './runtime/migrate.js';
import { openRuntime, openRuntimeDatabase, type Runtime } from './runtime/platform.js';
import { startWorker } from './runtime/worker.js';

export { API_PREFIX } from './runtime/http.js';

export interface BuildAppOptions {
  /** Tests pass fixed clocks; the server uses the wall clock. */
  readonly now?: () => Date;
  readonly logger?: boolean;
  /** Where the log goes instead of stdout (tests read it, e.g. to prove no secret is written). */
  readonly logStream?: { write(line: string): void };
  /** Run the `migrate` role first (default true); false: the schema must be current already. */
  readonly migrate?: boolean;
  /** Run the `worker` role in this process too (default true). */
  readonly worker?: boolean;
  /** Where the migrate role reports its steps (default: nowhere). */
  readonly log?: (message: string) => void;
  /**
   * On close, how long the worker's jobs in flight may run on before they are handed back to the
   * queue (default 0: at once; the server passes its share of SHUTDOWN_GRACE_MS).
   */
  readonly drainMs?: number;
}

export type App = FastifyInstance & {
  readonly runtime: Runtime;
  /** Every module's service (tests and operator commands use them). */
  readonly services: Services;
  readonly database: Database;
};

/**
 * The `http` role with, in the same process, `migrate` before it and `worker` beside it (both by
 * default): `npm start` on the embedded database, and the app the tests build.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const database = await openRuntimeDatabase(config);
  const runsWorker = options.worker !== false;
  let app: FastifyInstance | null = null;
  let runtime: Runtime | null = null;
  try {
    if (options.migrate === false) await requireCurrentSchema(database, config.databaseUrl);
    else await migrateDatabase(database, config, options.log ?? (() => undefined));
    const duties = {
      migrate: false,
      supervise: runsWorker,
      schedule: runsWorker,
      consume: runsWorker,
    };
    runtime = await openRuntime(config, database, duties, {
      ...(options.now ? { now: options.now } : {}),
      serverOrigin: () => {
        if (app === null) throw new Error('the app is not built yet');
        return listeningOrigin(app);
      },
    });
    const open = runtime;
    const worker = runsWorker
      ? await startWorker(open.modules, open.jobs, open.platform.logError)
      : null;
    app = await buildHttpApp(open, options);
    app.decorate('runtime', open);
    app.decorate('services', open.services);
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      try {
        await worker?.stop(options.drainMs ?? 0);
      } finally {
        await open.close();
      }
    });
    return app as unknown as App;
  } catch (error) {
    if (runtime !== null) await runtime.close();
    else await database.close();
    throw error;
  }
}
