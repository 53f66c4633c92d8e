import type { CatalogService } from '../catalog/index.js';
import type { FilesService } from '../files/index.js';
import { defineModule } from '../module-definition.js';
import { createAnalysisPool } from './analysis-pool.js';
import {
  analysisConsumers,
  analysisQueueDeclaration,
  createAnalysisQueue,
} from './analysis-queue.js';
import { createReconcile } from './analysis-reconcile.js';
import { createAnalysisRunner } from './analysis-runner.js';
import { analysisRoutes } from './analysis.routes.js';
import { createTasksRepository } from './analysis.repository.js';
import { createAnalysisService, type AnalysisService } from './analysis.service.js';

export interface AnalysisNeeds {
  readonly files: FilesService;
  readonly catalog: CatalogService;
}

/** Every minute, once per cluster: tasks checked against the queue (analysis-reconcile.ts). */
const RECONCILE_CRON = '* * * * *';

/**
 * The analysis of uploaded files: the task rows and their views (`http`), the queue consumers on
 * the worker threads and the reconciliation (`worker`). Derived pictures are rendered on demand
 * on the same pool, which starts its threads only when first used.
 */
export const analysisModule = defineModule<AnalysisNeeds, AnalysisService>({
  name: 'analysis',
  create(platform, { files, catalog }) {
    const { db, jobs, storage, config } = platform;
    const tasks = createTasksRepository(db);
    const pool = createAnalysisPool(config.analysis.poolThreads);
    const queue = createAnalysisQueue(jobs);
    const runner = createAnalysisRunner({
      tasks,
      files,
      storage,
      pool,
      jobTimeoutMs: config.analysis.jobTimeoutMs,
      logError: platform.logError,
    });
    const reconcile = createReconcile({ tasks, queue, runner });
    const service = createAnalysisService({
      files,
      tasks,
      catalog,
      storage,
      queue,
      pool,
      config: config.analysis,
      reconcile,
    });
    const { poolThreads, runningPerSession } = config.analysis;
    const plan = {
      threads: poolThreads,
      runningPerSession: runningPerSession ?? Math.max(1, poolThreads - 1),
    };
    return {
      service,
      routes: [analysisRoutes(service)],
      queues: [analysisQueueDeclaration(config.analysis.jobTimeoutMs)],
      consumers: analysisConsumers(plan, runner.handle),
      schedules: [{ name: 'analysis-reconcile', cron: RECONCILE_CRON, run: reconcile }],
      async recover() {
        pool.warm();
        // The embedded database is locked to this process: any attempt still marked active was
        // cut by a crash of the previous run, so it is retried (or failed) now, not after expiry.
        if (platform.driver === 'pglite') await queue.failOrphans('INTERRUPTED');
        await reconcile();
      },
      interrupt: () => runner.interruptAll(),
      close: () => pool.close(),
    };
  },
});
