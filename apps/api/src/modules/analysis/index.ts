export { analysisModule, type AnalysisNeeds } from './analysis.module.js';
export type { AnalysisService } from './analysis.service.js';
