import type { Server } from 'node:http';
import { buildApp } from './app.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { requireCurrentSchema, SchemaBehindError } from './db/schema-state.js';
import {
  configWarnings,
  deploymentRefusals,
  loadConfig,
  type AppConfig,
} from './plugins/config.js';
import { createProcessRegistry } from './plugins/metrics.js';
import { startMetricsServer } from './plugins/metrics-server.js';
import { DEFAULT_OPERATIONS } from './plugins/operations-config.js';
import { startBackupListener } from './runtime/backup-socket.js';
import { runMigrate } from './runtime/migrate.js';
import { openRuntime, openRuntimeDatabase, type Runtime } from './runtime/platform.js';
import { drainBudgetMs, startWorker } from './runtime/worker.js';

/** `all` (npm start): migrate, then worker and http in one process; or one role alone. */
type Role = 'all' | 'http' | 'worker' | 'migrate';
const ROLES: readonly Role[] = ['all', 'http', 'worker', 'migrate'];

/** A role that cannot run with this configuration: a one-line message, no stack. */
class RoleError extends Error {}

function roleOf(argv: readonly string[], env: NodeJS.ProcessEnv): Role {
  const asked = argv[2] ?? env.ROLE ?? 'all';
  if (!(ROLES as readonly string[]).includes(asked))
    throw new RoleError(`unknown role "${asked}": one of ${ROLES.join(', ')}`);
  return asked as Role;
}

/**
 * SIGTERM/SIGINT: `stop` (stop accepting, finish requests and jobs, close queue and pool); a
 * process still alive after SHUTDOWN_GRACE_MS exits with 1, so an orchestrator never waits
 * longer than that (its own kill timeout should be a little longer).
 */
function stopOnSignals(
  stop: () => Promise<void>,
  log: (message: string) => void,
  graceMs: number,
): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`shutting down (${signal}), at most ${graceMs} ms`);
    setTimeout(() => {
      log(`shutdown took longer than SHUTDOWN_GRACE_MS (${graceMs} ms): exiting`);
      process.exit(1);
    }, graceMs).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        log(`shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

const print = (message: string) => process.stdout.write(`${message}\n`);

/** METRICS_PORT set: the worker's `/metrics` listener (it serves no other HTTP); else none. */
async function startWorkerMetrics(config: AppConfig, runtime: Runtime): Promise<Server | null> {
  const { metricsPort, metricsToken } = config.operations ?? DEFAULT_OPERATIONS;
  if (metricsPort === undefined) return null;
  return startMetricsServer({
    port: metricsPort,
    host: config.host,
    token: metricsToken,
    registry: createProcessRegistry({
      queueStats: () => runtime.jobs.stats(),
      poolUse: () => runtime.database.poolUse(),
    }),
  });
}

/** The `worker` role alone: queue consumers, schedules and relays, no HTTP. */
async function runWorkerRole(config: AppConfig): Promise<void> {
  const database = await openRuntimeDatabase(config);
  try {
    await requireCurrentSchema(database, config.databaseUrl);
  } catch (error) {
    await database.close();
    throw error;
  }
  const runtime = await openRuntime(config, database, {
    migrate: false,
    supervise: true,
    schedule: true,
    consume: true,
  });
  const worker = await startWorker(runtime.modules, runtime.jobs, runtime.platform.logError);
  const operations = config.operations ?? DEFAULT_OPERATIONS;
  const metrics = await startWorkerMetrics(config, runtime);
  print(`worker running (${config.analysis.poolThreads} analysis threads)`);
  stopOnSignals(
    async () => {
      try {
        await worker.stop(drainBudgetMs(operations.shutdownGraceMs));
      } finally {
        metrics?.close();
        await runtime.close();
      }
    },
    print,
    operations.shutdownGraceMs,
  );
}

/** The only entry with side effects: the role's process, closed on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  for (const warning of configWarnings(config)) process.stderr.write(`warning: ${warning}\n`);
  const role = roleOf(process.argv, process.env);
  const refusals = role === 'migrate' ? [] : deploymentRefusals(config);
  if (refusals.length > 0)
    throw new RoleError(`refusing to start:\n${refusals.map((r) => `- ${r}`).join('\n')}`);
  const graceMs = (config.operations ?? DEFAULT_OPERATIONS).shutdownGraceMs;
  if ((role === 'http' || role === 'worker') && config.databaseUrl === undefined) {
    throw new RoleError(
      `the ${role} role alone needs DATABASE_URL (PostgreSQL): the embedded database is one process, start it with \`npm start\``,
    );
  }
  if (role === 'migrate') return runMigrate(config, print);
  if (role === 'worker') return runWorkerRole(config);
  const app = await buildApp(config, {
    migrate: role === 'all',
    worker: role === 'all',
    log: print,
    drainMs: drainBudgetMs(graceMs),
  });
  const { queueConnection } = app.database;
  // The embedded start: `npm run backup` asks this process, the only one that may open the database.
  const backups =
    queueConnection.kind === 'pglite'
      ? await startBackupListener(queueConnection.client, config.dataDir)
      : null;
  stopOnSignals(
    async () => {
      backups?.close();
      await app.close();
    },
    (message) => app.log.info(message),
    graceMs,
  );
  const address = await app.listen({ port: config.port, host: config.host });
  // The log goes to LOG_DIR's day files: stdout still says where the server listens and logs.
  if (config.logFiles.dir !== undefined)
    process.stdout.write(`Server listening at ${address}; log in ${config.logFiles.dir}\n`);
}

main().catch((error: unknown) => {
  if (
    error instanceof DataDirLockedError ||
    error instanceof SchemaBehindError ||
    error instanceof RoleError
  ) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
