export { analysisModule, type AnalysisNeeds } from './analysis.module.js';
export type { AnalysisErrorCode, AnalysisService } from './analysis.service.js';
