import type { FastifyReply } from 'fastify';
import type { StoredBody } from './file-storage.js';

/**
 * Answers a download: 302 to the presigned URL (never cached: it expires), or the bytes with
 * the type, the caching and, for a file to save, its name.
 */
export function sendStored(
  reply: FastifyReply,
  body: StoredBody,
  headers: {
    readonly contentType: string;
    readonly cacheControl?: string;
    readonly fileName?: string | null;
  },
): FastifyReply {
  if (body.kind === 'redirect')
    return reply.header('cache-control', 'no-store').redirect(body.url, 302);
  void reply.type(headers.contentType);
  if (headers.cacheControl) void reply.header('cache-control', headers.cacheControl);
  if (headers.fileName)
    void reply.header('content-disposition', `attachment; filename="${headers.fileName}"`);
  return reply.send(body.stream);
}
