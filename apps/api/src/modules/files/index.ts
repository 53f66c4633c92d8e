export {
  type FileRecord,
  type NewFile,
  type AnalysisOutcome,
  type LengthUnit,
  type FileStatus,
} from './files.repository.js';
export {
  createFilesService,
  isOwnedBy,
  type FilesService,
  type AnalysedFile,
  type AnalysedFileErrorCode,
} from './files.service.js';
