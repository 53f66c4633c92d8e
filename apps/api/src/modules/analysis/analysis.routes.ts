import { sendStored } from '../../storage/send-stored.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalysisTaskSchema,
  FileAssetParamsSchema,
  FileParamsSchema,
  HistogramQuerySchema,
  TaskParamsSchema,
} from '@print/contracts';
import { errorResponses, unwrap } from '../../plugins/api-error.js';
import type { AnalysisService } from './analysis.service.js';

const errors = errorResponses(400, 404, 409, 413, 415, 429, 503);

/** Analysis progress and outputs (the upload that starts one is the files module's). */
export function analysisRoutes(analysis: AnalysisService): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    app.get(
      '/analytx/task/:taskId',
      {
        schema: {
          tags: ['analytx'],
          summary: 'Progress of an analysis (poll every second)',
          params: TaskParamsSchema,
          response: { 200: AnalysisTaskSchema, ...errors },
        },
      },
      async (request, reply) => {
        void reply.header('cache-control', 'no-store');
        return unwrap(
          await analysis.getTask(request.params.taskId, request.principalId, request.language),
        );
      },
    );

    app.get(
      '/analytx/files/:id/:name',
      {
        schema: {
          tags: ['analytx'],
          summary: 'model.3mf, repaired.stl (download), front.png, repair-<view>.png',
          params: FileAssetParamsSchema,
        },
      },
      async (request, reply) => {
        const { id, name } = request.params;
        const asset = unwrap(await analysis.openAsset(id, name, request.principalId));
        return sendStored(reply, asset.body, {
          contentType: asset.contentType,
          cacheControl: 'private, max-age=3600',
          fileName: asset.downloadName,
        });
      },
    );

    app.get(
      '/analytx/file/:id/histogram-image',
      {
        schema: {
          tags: ['analytx'],
          summary: 'PNG of the wall thickness for a print mode at a scale and unit',
          params: FileParamsSchema,
          querystring: HistogramQuerySchema,
        },
      },
      async (request, reply) => {
        const png = unwrap(
          await analysis.renderHistogram(request.params.id, request.query, request.principalId),
        );
        return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
      },
    );
  };
}
