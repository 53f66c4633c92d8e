export { filesModule } from './files.module.js';
export type {
  FileRecord,
  NewFile,
  AnalysisOutcome,
  LengthUnit,
  FileStatus,
} from './file-record.js';
export type { FilesService, AnalysedFile, AnalysedFileErrorCode } from './files.service.js';
export type { AnalysisWarningData, RepairInfoData } from './file-record.js';
