export { filesModule } from './files.module.js';
export type {
  FileRecord,
  NewFile,
  AnalysisOutcome,
  LengthUnit,
  FileStatus,
} from './files.repository.js';
export type { FilesService, AnalysedFile, AnalysedFileErrorCode } from './files.service.js';
export type { AnalysisWarningData, RepairInfoData } from './files.tables.js';
