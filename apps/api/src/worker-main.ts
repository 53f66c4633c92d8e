import { join } from 'node:path';
import { openDatabase } from './db/client.js';
import { startAnalysisBackground } from './modules/analysis/index.js';
import { createFilesService } from './modules/files/index.js';
import type { AppConfig } from './plugins/config.js';
import { startJobQueue } from './plugins/job-queue.js';
import { createDiskStorage } from './storage/file-storage.js';

/**
 * `worker` mode: only consumes the analysis queue (no HTTP). Several machines share one
 * PostgreSQL queue and one DATA_DIR (shared storage). PGlite is one process only: refused.
 */
export async function runWorker(config: AppConfig): Promise<() => Promise<void>> {
  if (!config.databaseUrl)
    throw new Error(
      'worker mode needs DATABASE_URL (PostgreSQL): the embedded database is single-process',
    );
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const jobs = await startJobQueue(database.queueConnection, (error) =>
    process.stderr.write(`job queue error: ${String(error)}\n`),
  );
  const background = await startAnalysisBackground({
    database,
    jobs,
    storage: createDiskStorage(join(config.dataDir, 'uploads')),
    files: createFilesService({ db: database.db }),
    config: config.analysis,
    consume: true,
    logError: (error, message) => process.stderr.write(`${message}: ${String(error)}\n`),
  });
  process.stdout.write(`analysis worker running with ${config.analysis.poolThreads} threads\n`);
  return async () => {
    try {
      await background.interrupt();
      await jobs.stop();
      await background.close();
    } finally {
      await database.close();
    }
  };
}
