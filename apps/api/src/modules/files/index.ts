export {
  type FileRecord,
  type NewFile,
  type AnalysisOutcome,
  type LengthUnit,
  type FileStatus,
  type FileRow,
  toFileRecord,
} from './files.repository.js';
export {
  createFilesService,
  isOwnedBy,
  type FilesService,
  type AnalysedFile,
  type AnalysedFileErrorCode,
} from './files.service.js';
export { createFileIntake, type AnalysisStarter, type FileIntake } from './file-intake.js';
export { filesRoutes } from './files.routes.js';
export { toFileView } from './file-view.js';
