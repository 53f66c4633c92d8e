import { hostname } from 'node:os';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { cspReportRoutes } from '../plugins/csp-report.js';
import { registerErrorHandler } from '../plugins/errors.js';
import { registerInputGuard } from '../plugins/input-guard.js';
import { registerLanguage } from '../plugins/language.js';
import { registerMetrics } from '../plugins/metrics.js';
import { registerHealthRoutes } from '../plugins/readiness.js';
import { sharedRateLimitStore } from '../plugins/shared-rate-limit.js';
import type { TrustProxySetting } from '../plugins/config.js';
import { createDailyLogFiles, type DailyLogFiles } from '../plugins/log-files.js';
import { loggerOptions, registerRequestId, requestIdOptions } from '../plugins/logging.js';
import { registerSecurityHeaders } from '../plugins/security-headers.js';
import { registerSession, SESSION_COOKIE } from '../plugins/session.js';
import { registerWebApp } from '../web-app.js';
import { readWebCspSources } from '../web-app-csp.js';
import type { Runtime } from './platform.js';

export const API_PREFIX = '/api';
/** JSON bodies of this API are small; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT_BYTES = 512 * 1024;
/** The Swagger UI and the PayPal simulator's pages: each with a Content-Security-Policy of its own. */
const DOCS_PREFIX = '/docs';
const PAYPAL_SIMULATOR_PREFIX = '/paypal-sim';

export interface HttpAppOptions {
  readonly logger?: boolean;
  /** Where the log goes instead of stdout (tests read it, e.g. to prove no secret is written). */
  readonly logStream?: { write(line: string): void };
}

/** A hop count trusts that many addresses from the socket's end of X-Forwarded-For (proxy-addr). */
function toFastifyTrustProxy(
  setting: TrustProxySetting | undefined,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (setting === undefined || setting === false) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return [...setting];
}

/** LOG_DIR set: the log goes to its day files (kept LOG_RETENTION_DAYS), not to stdout. */
function logFilesOf(runtime: Runtime, options: HttpAppOptions): DailyLogFiles | undefined {
  const { logFiles } = runtime.config;
  if (options.logger === false || options.logStream || logFiles.dir === undefined) return undefined;
  return createDailyLogFiles({
    dir: logFiles.dir,
    name: `http-${hostname()}`,
    retentionDays: logFiles.retentionDays,
  });
}

function createFastify(
  runtime: Runtime,
  options: HttpAppOptions,
  logFiles: DailyLogFiles | undefined,
) {
  return Fastify({
    logger:
      options.logger === false
        ? false
        : loggerOptions(runtime.config.logLevel, options.logStream ?? logFiles),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // TRUST_PROXY: request.ip/protocol follow X-Forwarded-* only from the proxies named there, so
    // every per-IP limit counts each client behind the proxy, and a forged header from anyone
    // else is ignored.
    trustProxy: toFastifyTrustProxy(runtime.config.trustProxy),
    ...requestIdOptions,
  }).withTypeProvider<ZodTypeProvider>();
}

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Print Portal API',
        version: '0.1.0',
        description: `Every resource (3D file, cart, attachment) belongs to the session that created it, or to the account when signed in (POST /api/auth/signin sets the HttpOnly auth cookie \`pp_auth\`, on https \`__Host-pp_auth\`, and carries the session's resources over); anyone else gets 404. The session is the HttpOnly cookie \`${SESSION_COOKIE}\`, issued by the first upload or cart creation: send it back (a cookie jar) on every call; a value this server did not issue is ignored (a new one is issued when needed). Amounts are integer cents (CHF). Errors answer \`{ error: { code, message, details? } }\`.`,
      },
      servers: [],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'Anonymous session: 128 random bits (base64url), HttpOnly, SameSite=Lax, 30 days, Secure when the shop is on https. Minted by the server only (POST /api/analytx/file/ and POST /api/checkout/cart when missing or unknown); a made-up value is never adopted.',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: DOCS_PREFIX });
}

/**
 * The `http` role: plugins (errors, language, session, docs, multipart, rate limits), the modules'
 * hooks, routes and mounts, and the web app. Serves from caches filled by the modules' `warm`.
 */
export async function buildHttpApp(runtime: Runtime, options: HttpAppOptions = {}) {
  const logFiles = logFilesOf(runtime, options);
  const app = createFastify(runtime, options, logFiles);
  if (logFiles) app.addHook('onClose', () => logFiles.close());
  registerRequestId(app);
  registerMetrics(
    app,
    { queueStats: () => runtime.jobs.stats(), poolUse: () => runtime.database.poolUse() },
    runtime.config.operations?.metricsToken,
  );
  // First: every route, plugin and error answer below inherits the headers' hook.
  registerSecurityHeaders(app, {
    publicUrl: runtime.config.publicUrl,
    reportPath: `${API_PREFIX}/csp-report`,
    web: readWebCspSources(runtime.config.webDistDir),
    docsPrefix: DOCS_PREFIX,
    simulatorPrefix: PAYPAL_SIMULATOR_PREFIX,
  });
  // The API speaks JSON and multipart only: any other body type is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  runtime.setLogError((error, message) => app.log.error({ err: error }, message));
  runtime.setLogInfo((fields, message) => app.log.info(fields, message));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);
  registerLanguage(app);
  await registerSession(app, {
    isSecure: runtime.platform.publicOrigin.startsWith('https://'),
  });
  await registerDocs(app);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  // Several http processes on PostgreSQL count each client together; the embedded database is
  // one process, whose memory store is exact and faster.
  await app.register(fastifyRateLimit, {
    global: false,
    ...(runtime.database.driver === 'node-postgres'
      ? { store: sharedRateLimitStore(runtime.database.db, runtime.platform.logError) }
      : {}),
  });
  for (const module of runtime.modules) module.hooks?.(app);
  for (const module of runtime.modules) await module.warm?.();
  await app.register(
    async (api) => {
      registerHealthRoutes(api, {
        database: () => runtime.database.db.execute(sql`SELECT 1`),
        queue: () => runtime.jobs.ping(),
      });
      await api.register(cspReportRoutes);
      for (const module of runtime.modules) {
        for (const routes of module.routes ?? []) await api.register(routes);
      }
    },
    { prefix: API_PREFIX },
  );
  for (const module of runtime.modules) {
    for (const mount of module.mounts ?? [])
      await app.register(mount.plugin, { prefix: mount.prefix });
  }
  registerWebApp(app, runtime.config.webDistDir, API_PREFIX, runtime.services.content.site);
  return app;
}
