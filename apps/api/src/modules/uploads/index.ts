export { uploadsModule } from './uploads.module.js';
export type { AnalysisStarter, AdmissionErrorCode } from './file-intake.js';
