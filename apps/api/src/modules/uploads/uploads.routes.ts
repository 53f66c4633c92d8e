import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalysisStartedResponseSchema } from '@print/contracts';
import { ApiError, errorResponses, unwrap } from '../../plugins/api-error.js';
import { controlCharacterError, findControlCharacter } from '../../plugins/input-guard.js';
import { ensurePrincipal } from '../../plugins/session.js';
import { clientKeyOf } from './client-key.js';
import type { FileIntake } from './file-intake.js';

const errors = errorResponses(400, 404, 409, 413, 415, 429, 503);

export interface UploadsRouteOptions {
  readonly maxUploadBytes: number;
  readonly uploadsPerMinute: number;
}

/** A QUEUE_FULL, SESSION_ANALYSIS_LIMIT or ANALYSIS_CLIENT_LIMIT answer says when to come back. */
function retryAfterOf(details: Readonly<Record<string, unknown>> | undefined): string {
  const seconds = details?.retryAfterSeconds;
  return String(typeof seconds === 'number' ? seconds : 30);
}

/** Spec 1 §7: upload a 3D file (and the demo); its analysis starts at once. */
export function uploadsRoutes(
  intake: FileIntake,
  options: UploadsRouteOptions,
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
        const who = {
          sessionId: ensurePrincipal(request, reply),
          clientKey: clientKeyOf(request.ip),
        };
        const capacity = await intake.checkCapacity(who);
        if (!capacity.ok) void reply.header('retry-after', retryAfterOf(capacity.error.details));
        unwrap(capacity);
        const part = await request.file({ limits: { fileSize: options.maxUploadBytes } });
        if (!part)
          throw new ApiError(
            400,
            'MULTIPART_FILE_MISSING',
            'Send the 3D file as one multipart file part',
          );
        // The name is stored as text: a NUL in it was a 500 (issue 23 item 11).
        if (findControlCharacter(part.filename) !== null) {
          part.file.resume();
          throw controlCharacterError('file name', '/filename');
        }
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
        const started = unwrap(await intake.acceptUpload(who, upload));
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
        const started = await intake.startDemo({
          sessionId: ensurePrincipal(request, reply),
          clientKey: clientKeyOf(request.ip),
        });
        if (!started.ok) void reply.header('retry-after', retryAfterOf(started.error.details));
        return reply.status(202).send(unwrap(started));
      },
    );
  };
}
