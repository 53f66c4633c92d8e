import { sql } from 'drizzle-orm';
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { Db } from '../db/client.js';

/** Expired counters are deleted by any process at most this often (one indexed statement). */
const SWEEP_EVERY_MS = 10 * 60_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * What the plugin passes to `child` (its types say a route's options): the limiter's merged
 * parameters, with `routeInfo` the route for a route's `config.rateLimit`, empty for
 * `app.rateLimit(...)`.
 */
interface LimiterParams {
  readonly routeInfo?: { readonly method?: unknown; readonly url?: unknown };
  readonly continueExceeding?: unknown;
  readonly exponentialBackoff?: unknown;
}

interface Shared {
  readonly db: Db;
  readonly logError: (error: unknown, message: string) => void;
  /** `app.rateLimit(...)` limiters so far: the n-th one is named `limiter-n`. */
  limiters: number;
  lastSweepMs: number;
}

/**
 * One statement per hit: a new or expired window starts at 1, a live one counts up; answers the
 * count and the milliseconds left. Times are the database's, so every process agrees.
 */
function hitStatement(key: string, windowMs: number) {
  return sql`
    INSERT INTO rate_limit_counters AS c (key, hits, resets_at)
    VALUES (${key}, 1, clock_timestamp() + make_interval(secs => ${windowMs}::float8 / 1000))
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.resets_at <= clock_timestamp() THEN 1 ELSE c.hits + 1 END,
      resets_at = CASE WHEN c.resets_at <= clock_timestamp() THEN excluded.resets_at
                       ELSE c.resets_at END
    RETURNING hits,
      greatest(0, ceil(extract(epoch FROM c.resets_at - clock_timestamp()) * 1000))::int AS ttl`;
}

function rowsOf(result: unknown): { hits: number; ttl: number }[] {
  return (result as { rows: { hits: number; ttl: number }[] }).rows;
}

function refuseUnsupported(options: object): void {
  const params = options as LimiterParams;
  if (params.continueExceeding === true || params.exponentialBackoff === true)
    throw new Error(
      'the shared rate-limit store counts fixed windows only (no continueExceeding or exponentialBackoff)',
    );
}

class SharedRateLimitStore implements FastifyRateLimitStore {
  constructor(
    private readonly shared: Shared,
    private readonly namespace: string,
  ) {}

  incr(key: string, callback: Callback, timeWindow: number): void {
    this.sweepNow();
    this.shared.db
      .execute(hitStatement(`${this.namespace}|${key}`, timeWindow))
      .then((result) => {
        const [row] = rowsOf(result);
        callback(null, { current: Number(row?.hits ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
      })
      .catch((error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error))),
      );
  }

  child(options: object): FastifyRateLimitStore {
    refuseUnsupported(options);
    const { method, url } = (options as LimiterParams).routeInfo ?? {};
    // A route's own limit: its method and path. A limiter made by app.rateLimit (shared by the
    // routes it is put on): its place in the order of creation, which every http process of a
    // release repeats, as each registers the same plugins in the same order.
    const name =
      typeof method === 'string' && typeof url === 'string'
        ? `${method} ${url}`
        : `limiter-${++this.shared.limiters}`;
    return new SharedRateLimitStore(this.shared, name);
  }

  /** Deletes counters whose window ended (a visitor's key lives one window), off the request. */
  private sweepNow(): void {
    const nowMs = Date.now();
    if (nowMs - this.shared.lastSweepMs < SWEEP_EVERY_MS) return;
    this.shared.lastSweepMs = nowMs;
    this.shared.db
      .execute(sql`DELETE FROM rate_limit_counters WHERE resets_at < clock_timestamp()`)
      .catch((error: unknown) => this.shared.logError(error, 'rate-limit sweep failed'));
  }
}

/**
 * A store for @fastify/rate-limit in PostgreSQL (the unlogged table `rate_limit_counters`,
 * migration 0022): every http process on the database counts the same client in the same
 * window, so N processes hold one limit instead of N. The embedded database (one process) keeps
 * the plugin's memory store.
 */
export function sharedRateLimitStore(
  db: Db,
  logError: (error: unknown, message: string) => void,
): FastifyRateLimitStoreCtor {
  const shared: Shared = { db, logError, limiters: 0, lastSweepMs: Date.now() };
  return class extends SharedRateLimitStore {
    constructor(options: FastifyRateLimitOptions) {
      refuseUnsupported(options);
      super(shared, 'global');
    }
  };
}
