import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry } from 'prom-client';
import type { PoolUse } from '../db/client.js';
import { eventRegistry } from '../lib/metrics.js';
import { ApiError } from './api-error.js';
import type { QueueStat } from './job-queue.js';

/** What the per-process series are read from at each scrape. */
export interface MetricsSources {
  readonly queueStats: () => Promise<readonly QueueStat[]>;
  readonly poolUse: () => PoolUse | null;
}

/** One read for the gauges of one scrape: a call within a second of the last shares its answer. */
function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let last: { readonly atMs: number; readonly value: Promise<T> } | null = null;
  return () => {
    const nowMs = Date.now();
    if (last === null || nowMs - last.atMs > 1000) last = { atMs: nowMs, value: read() };
    return last.value;
  };
}

/**
 * The series of one process besides the shop's events (lib/metrics.ts): the job queues (read
 * from the database at each scrape, so every process reports the cluster's queues) and this
 * process's connection pool. Returns the registry to merge with the events.
 */
export function createProcessRegistry(sources: MetricsSources): Registry {
  const registry = new Registry();
  const readQueues = sharedRead(sources.queueStats);
  const byQueue = (name: string, help: string, pick: (stat: QueueStat) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'] as const,
      registers: [registry],
      async collect() {
        const stats = await readQueues();
        this.reset();
        for (const stat of stats) this.set({ queue: stat.queue }, pick(stat));
      },
    });
  byQueue('pp_job_queue_waiting', 'Jobs waiting (created or retry), by queue', (s) => s.waiting);
  byQueue('pp_job_queue_active', 'Jobs being worked on, by queue', (s) => s.active);
  byQueue(
    'pp_job_queue_oldest_due_age_seconds',
    'Age of the oldest job that is due and waiting, by queue (0: none)',
    (s) => s.oldestDueAgeSeconds,
  );
  new Gauge({
    name: 'pp_db_pool_connections',
    help: 'Database pool: open connections by state (idle, busy), the maximum, and queries waiting',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = sources.poolUse();
      if (use === null) return;
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'busy' }, use.total - use.idle);
      this.set({ state: 'max' }, use.max);
      this.set({ state: 'waiting' }, use.waiting);
    },
  });
  return registry;
}

/** Equal length and content without leaking either by timing. */
function isSameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/**
 * `/metrics` is for the operator's Prometheus only (docs/decisions/0030): unset METRICS_TOKEN →
 * 404 as if absent; otherwise `Authorization: Bearer <METRICS_TOKEN>` or 401.
 */
export function checkMetricsToken(
  authorization: string | undefined,
  token: string | undefined,
): void {
  if (token === undefined) throw new ApiError(404, 'ROUTE_NOT_FOUND', 'Not found');
  const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  if (given === undefined || !isSameSecret(given, token))
    throw new ApiError(
      401,
      'METRICS_TOKEN_REQUIRED',
      'The metrics need the operator’s bearer token',
    );
}

/** The text of every series: this process's and the shop's events. */
export function readMetrics(processRegistry: Registry): Promise<string> {
  return Registry.merge([eventRegistry, processRegistry]).metrics();
}

/**
 * HTTP durations by route (the route's pattern, never the raw URL: bounded labels), method and
 * status, recorded for every answer; and the protected `/metrics` route (outside the API prefix,
 * where scrapers look).
 */
export function registerMetrics(
  app: FastifyInstance,
  sources: MetricsSources,
  token: string | undefined,
): void {
  const registry = createProcessRegistry(sources);
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    checkMetricsToken(request.headers.authorization, token);
    const text = await readMetrics(registry);
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(text);
  });
}
