import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalytxFileSchema,
  FileParamsSchema,
  PatchAnalytxFileRequestSchema,
} from '@print/contracts';
import { ApiError, errorResponses } from '../../plugins/api-error.js';
import { toFileView } from './file-view.js';
import type { FilesService } from './files.service.js';

const errors = errorResponses(400, 404);

/** Spec 1 §7 file calls: read and rename/re-unit a 3D file (uploads: modules/uploads). */
export function filesRoutes(files: FilesService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/analytx/file/:id',
      {
        schema: {
          tags: ['analytx'],
          params: FileParamsSchema,
          response: { 200: AnalytxFileSchema, ...errors },
        },
      },
      async (request) => {
        const file = await files.findOwned(request.params.id, request.principalId);
        if (!file)
          throw new ApiError(404, 'FILE_NOT_FOUND', `No 3D file with id ${request.params.id}`);
        return toFileView(file);
      },
    );

    app.patch(
      '/analytx/file/:id',
      {
        schema: {
          tags: ['analytx'],
          params: FileParamsSchema,
          body: PatchAnalytxFileRequestSchema,
          response: { 200: AnalytxFileSchema, ...errors },
        },
      },
      async (request) => {
        const { id } = request.params;
        const updated = (await files.findOwned(id, request.principalId))
          ? await files.updateMeta(id, request.body)
          : null;
        if (!updated) throw new ApiError(404, 'FILE_NOT_FOUND', `No 3D file with id ${id}`);
        return toFileView(updated);
      },
    );
  };
}
