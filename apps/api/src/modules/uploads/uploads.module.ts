import type { FilesService } from '../files/index.js';
import { defineModule } from '../module-definition.js';
import { createFileIntake, type AnalysisStarter } from './file-intake.js';
import { uploadsRoutes } from './uploads.routes.js';

export interface UploadsNeeds {
  readonly files: FilesService;
  /** The analysis module's service: room in the queue, the task, the job. */
  readonly analysis: AnalysisStarter;
}

/**
 * Uploads (and the demo): the file streamed into storage, its record (files) and its analysis
 * task (analysis) written in one transaction, the job queued after the commit.
 */
export const uploadsModule = defineModule<UploadsNeeds, null>({
  name: 'uploads',
  create({ db, storage, config }, { files, analysis }) {
    const { maxUploadBytes, uploadsPerMinute } = config.analysis;
    const intake = createFileIntake({ db, files, storage, analysis, maxUploadBytes });
    return { service: null, routes: [uploadsRoutes(intake, { maxUploadBytes, uploadsPerMinute })] };
  },
});
