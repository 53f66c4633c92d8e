export { analysisRoutes } from './analysis.routes.js';
export { createAnalysisService, type AnalysisService } from './analysis.service.js';
export { createAnalysisPool, type AnalysisPool } from './analysis-pool.js';
export { createAnalysisQueue, type AnalysisQueue } from './analysis-queue.js';
export { createAnalysisRunner, type AnalysisRunner } from './analysis-runner.js';
export { createTasksRepository, type TasksRepository } from './analysis.repository.js';
export { startAnalysisBackground, type AnalysisBackground } from './analysis-background.js';
