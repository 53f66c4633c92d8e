import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AnalysisStartedResponseSchema,
  AnalysisTaskSchema,
  AnalytxFileSchema,
  ErrorResponseSchema,
  FileAssetParamsSchema,
  FileParamsSchema,
  HistogramQuerySchema,
  PatchAnalytxFileRequestSchema,
  TaskParamsSchema,
} from '@print/contracts';
import { ApiError, unwrap } from '../../plugins/api-error.js';
import { ensureSession } from '../../plugins/session.js';
import { RETRY_AFTER_S, type AnalysisService } from './analysis.service.js';

const errors = {
  400: ErrorResponseSchema,
  404: ErrorResponseSchema,
  409: ErrorResponseSchema,
  413: ErrorResponseSchema,
  415: ErrorResponseSchema,
  429: ErrorResponseSchema,
  503: ErrorResponseSchema,
};

export interface AnalysisRouteOptions {
  readonly maxUploadBytes: number;
  readonly uploadsPerMinute: number;
}

export function analysisRoutes(
  analysis: AnalysisService,
  options: AnalysisRouteOptions,
): FastifyPluginAsyncZod {
  // eslint-disable-next-line @typescript-eslint/require-await -- fastify plugins are async by contract
  return async (app) => {
    // One limiter (one counter per client) for every way to start an analysis: the upload URL
    // with and without the trailing slash and the demo. A per-route `config.rateLimit` would give
    // each route its own counter (the in-memory store keeps one per route, groupId included).
    const uploadRateLimit = app.rateLimit({
      max: options.uploadsPerMinute,
      timeWindow: '1 minute',
    });
    const uploadRoute = {
      onRequest: uploadRateLimit,
      schema: {
        tags: ['analytx'],
        summary: 'Upload a 3D file (multipart field "file", max 1e8 bytes); analysis starts',
        response: { 202: AnalysisStartedResponseSchema, ...errors },
      },
    };
    for (const url of ['/analytx/file', '/analytx/file/']) {
      app.post(url, uploadRoute, async (request, reply) => {
        const sessionId = ensureSession(request, reply);
        const capacity = await analysis.checkCapacity();
        if (!capacity.ok) void reply.header('retry-after', String(RETRY_AFTER_S));
        unwrap(capacity);
        const part = await request.file({ limits: { fileSize: options.maxUploadBytes } });
        if (!part)
          throw new ApiError(
            400,
            'MULTIPART_FILE_MISSING',
            'Send the 3D file as one multipart file part',
          );
        const aborted = new AbortController();
        request.raw.once('close', () => {
          if (!request.raw.complete) aborted.abort();
        });
        const upload = {
          fileName: part.filename,
          stream: part.file,
          isTruncated: () => part.file.truncated,
          signal: aborted.signal,
        };
        const started = unwrap(await analysis.acceptUpload(sessionId, upload));
        return reply.status(202).send(started);
      });
    }

    app.post(
      '/analytx/demo',
      {
        onRequest: uploadRateLimit,
        schema: {
          tags: ['analytx'],
          summary: 'Analyse the shipped demo model for this session (the "Start demo" link)',
          response: { 202: AnalysisStartedResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const started = await analysis.startDemo(ensureSession(request, reply));
        if (!started.ok) void reply.header('retry-after', String(RETRY_AFTER_S));
        return reply.status(202).send(unwrap(started));
      },
    );

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
          await analysis.getTask(request.params.taskId, request.sessionId, request.language),
        );
      },
    );

    app.get(
      '/analytx/file/:id',
      {
        schema: {
          tags: ['analytx'],
          params: FileParamsSchema,
          response: { 200: AnalytxFileSchema, ...errors },
        },
      },
      async (request) => unwrap(await analysis.getFile(request.params.id, request.sessionId)),
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
      async (request) =>
        unwrap(await analysis.patchFile(request.params.id, request.sessionId, request.body)),
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
        const asset = unwrap(await analysis.openAsset(id, name, request.sessionId));
        void reply.type(asset.contentType).header('cache-control', 'private, max-age=3600');
        if (asset.downloadName)
          void reply.header('content-disposition', `attachment; filename="${asset.downloadName}"`);
        return reply.send(asset.stream);
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
          await analysis.renderHistogram(request.params.id, request.query, request.sessionId),
        );
        return reply.type('image/png').header('cache-control', 'private, max-age=3600').send(png);
      },
    );
  };
}
