import type { FastifyInstance } from 'fastify';
import { HealthResponseSchema, ReadyResponseSchema } from '@print/contracts';
import { ApiError, errorResponses } from './api-error.js';

/** A check that does not answer within this is a failed check (a hung pool is not ready). */
const CHECK_TIMEOUT_MS = 2000;

export interface ReadinessChecks {
  readonly database: () => Promise<unknown>;
  readonly queue: () => Promise<unknown>;
}

function withinTimeout(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  return Promise.race([
    check().then(
      () => true,
      () => false,
    ),
    late,
  ]).finally(() => clearTimeout(timer));
}

/**
 * `/health`: the process answers (liveness: restart it when this fails). `/ready`: it reaches its
 * database and job queue and is not shutting down (readiness: send it traffic only while this
 * answers 200; 503 NOT_READY otherwise). Registered under the API prefix.
 */
export function registerHealthRoutes(api: FastifyInstance, checks: ReadinessChecks): void {
  let isClosing = false;
  api.addHook('preClose', (done) => {
    isClosing = true;
    done();
  });
  api.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } },
    () => Promise.resolve({ status: 'ok' as const }),
  );
  api.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        response: { 200: ReadyResponseSchema, ...errorResponses(503) },
      },
    },
    async () => {
      if (isClosing) throw new ApiError(503, 'NOT_READY', 'Shutting down');
      const [database, queue] = await Promise.all([
        withinTimeout(checks.database),
        withinTimeout(checks.queue),
      ]);
      if (!database || !queue)
        throw new ApiError(503, 'NOT_READY', 'Not ready', {
          database: database ? 'ok' : 'unreachable',
          queue: queue ? 'ok' : 'unreachable',
        });
      return {
        status: 'ready' as const,
        checks: { database: 'ok' as const, queue: 'ok' as const },
      };
    },
  );
}
