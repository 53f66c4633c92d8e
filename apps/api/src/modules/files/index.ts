export {
  createFilesRepository,
  type FileRecord,
  type FilesRepository,
  type NewFile,
  type FileFigures,
} from './files.repository.js';
export {
  createFilesService,
  type FilesService,
  type AnalysedFile,
  type AnalysedFileErrorCode,
} from './files.service.js';
