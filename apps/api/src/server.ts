import { buildApp } from './app.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { loadConfig } from './plugins/config.js';
import { runWorker } from './worker-main.js';

function stopOnSignals(stop: () => Promise<void>, log: (message: string) => void): void {
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log(`shutting down (${signal})`);
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

/** The only entry with side effects: listen, and close server + database on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (config.mode === 'worker') {
    stopOnSignals(await runWorker(config), (m) => process.stdout.write(`${m}\n`));
    return;
  }
  let app;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const server = app;
  stopOnSignals(
    () => server.close(),
    (message) => server.log.info(message),
  );
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
