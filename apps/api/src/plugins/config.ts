import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface AppConfig {
  readonly port: number;
  readonly host: string;
  /** Embedded database and stored uploads live here. */
  readonly dataDir: string;
  /** When set, PostgreSQL through node-postgres instead of PGlite. */
  readonly databaseUrl: string | undefined;
  /** Built web app served with SPA fallback; absent folder = API only. */
  readonly webDistDir: string;
  readonly logLevel: string;
  /** 'server' answers HTTP (and analyses); 'worker' only consumes the analysis queue. */
  readonly mode: 'server' | 'worker';
  readonly analysis: AnalysisConfig;
  readonly mail: MailSettings;
  /** The shop's public origin for canonical links and the sitemap (PUBLIC_URL); unset → http://localhost:PORT. */
  readonly publicUrl?: string | undefined;
  /** Content data files (CONTENT_DIR); unset → apps/api/content. */
  readonly contentDir?: string | undefined;
  /** Form posts per client IP in 10 minutes (FORMS_POSTS_PER_10_MIN); unset → 5. */
  readonly formsPostsPer10Minutes?: number | undefined;
}

/** E-mail (modules/mail): SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail/outbox. */
export interface MailSettings {
  /** A secret (credentials in the URL): never logged. */
  readonly smtpUrl: string | undefined;
  readonly from: string;
  readonly shopEmail: string;
  readonly outboxDir: string;
  /** First retry of a failed delivery after this many seconds (doubling afterwards). */
  readonly retryDelaySeconds: number;
}

export interface AnalysisConfig {
  /** Upload limit, enforced while streaming (spec: 1e8 bytes). */
  readonly maxUploadBytes: number;
  /** Queued + running analyses above which uploads get 503 QUEUE_FULL. */
  readonly maxQueuedJobs: number;
  /** Hard limit of one analysis; past it the task fails with TIMEOUT. */
  readonly jobTimeoutMs: number;
  /** Worker threads of the analysis pool (one per core by default). */
  readonly poolThreads: number;
  /** Uploads (file + demo) per IP and minute. */
  readonly uploadsPerMinute: number;
  /** false: this server only queues; `worker` processes analyse (PostgreSQL only). */
  readonly consumeQueue: boolean;
  /** How often tasks are checked against the queue so that none stays running forever. */
  readonly reconcileIntervalMs: number;
}

export const DEFAULT_ANALYSIS_CONFIG: AnalysisConfig = {
  maxUploadBytes: 100_000_000,
  maxQueuedJobs: 20,
  jobTimeoutMs: 300_000,
  poolThreads: Math.max(1, availableParallelism()),
  uploadsPerMinute: 30,
  consumeQueue: true,
  reconcileIntervalMs: 30_000,
};

function parsePositiveInt(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function loadAnalysisConfig(env: NodeJS.ProcessEnv): AnalysisConfig {
  const d = DEFAULT_ANALYSIS_CONFIG;
  return {
    maxUploadBytes: parsePositiveInt('MAX_UPLOAD_BYTES', env.MAX_UPLOAD_BYTES, d.maxUploadBytes),
    maxQueuedJobs: parsePositiveInt('MAX_QUEUED_JOBS', env.MAX_QUEUED_JOBS, d.maxQueuedJobs),
    jobTimeoutMs: parsePositiveInt('ANALYSIS_TIMEOUT_MS', env.ANALYSIS_TIMEOUT_MS, d.jobTimeoutMs),
    poolThreads: parsePositiveInt('ANALYSIS_THREADS', env.ANALYSIS_THREADS, d.poolThreads),
    uploadsPerMinute: parsePositiveInt(
      'UPLOADS_PER_MINUTE',
      env.UPLOADS_PER_MINUTE,
      d.uploadsPerMinute,
    ),
    consumeQueue: env.ANALYSIS_CONSUME !== 'false',
    reconcileIntervalMs: d.reconcileIntervalMs,
  };
}

/** ../../web/dist relative to src/plugins or dist/plugins = apps/web/dist. */
const DEFAULT_WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

function parsePort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return 3000;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be an integer 0–65535, got "${raw}"`);
  return port;
}

/** Reads the configuration from the environment (the only place that does). */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): AppConfig {
  const isWorker = argv.includes('--worker') || env.MODE === 'worker';
  return {
    mode: isWorker ? 'worker' : 'server',
    analysis: loadAnalysisConfig(env),
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: resolve(env.WEB_DIST_DIR || DEFAULT_WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL || 'info',
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || 'Print Portal <shop@print-portal.localhost>',
      shopEmail: env.SHOP_EMAIL || 'shop@print-portal.localhost',
      outboxDir: join(resolve(env.DATA_DIR || './data'), 'mail', 'outbox'),
      retryDelaySeconds: 30,
    },
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    contentDir: env.CONTENT_DIR ? resolve(env.CONTENT_DIR) : undefined,
    formsPostsPer10Minutes: parsePositiveInt(
      'FORMS_POSTS_PER_10_MIN',
      env.FORMS_POSTS_PER_10_MIN,
      5,
    ),
  };
}
