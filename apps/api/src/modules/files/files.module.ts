import { defineModule } from '../module-definition.js';
import { filesRoutes } from './files.routes.js';
import { createFilesService, type FilesService } from './files.service.js';

/** Uploaded 3D files: their records (owner, unit, analysis figures) and their views. */
export const filesModule = defineModule<Record<string, never>, FilesService>({
  name: 'files',
  create({ db, storage }) {
    const service = createFilesService({ db, storage });
    return { service, routes: [filesRoutes(service)] };
  },
});
