export { analysisRoutes } from './analysis.routes.js';
export { createAnalysisService, type AnalysisService } from './analysis.service.js';
export { startAnalysisBackground, type AnalysisBackground } from './analysis-background.js';
