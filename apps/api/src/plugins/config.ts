import { resolve } from 'node:path';
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
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: parsePort(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    webDistDir: resolve(env.WEB_DIST_DIR || DEFAULT_WEB_DIST_DIR),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
