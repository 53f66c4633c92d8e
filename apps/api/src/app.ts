import { join } from 'node:path';
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
import { HealthResponseSchema } from '@print/contracts';
import { openDatabase, type Database } from './db/client.js';
import { seedCatalog } from './modules/catalog/seed/seed-catalog.js';
import { registerErrorHandler } from './plugins/errors.js';
import { registerLanguage } from './plugins/language.js';
import { startJobQueue, type JobQueue } from './plugins/job-queue.js';
import { registerSession, SESSION_COOKIE } from './plugins/session.js';
import { startMailService, type MailService } from './modules/mail/index.js';
import { defaultAccountsSettings, type AppConfig } from './plugins/config.js';
import { registerAuth, registerOriginCheck } from './plugins/auth.js';
import { createDiskStorage } from './storage/file-storage.js';
import { createModules } from './modules/create-modules.js';
import type { AccountsModule } from './modules/accounts/index.js';
import type { OrdersModule } from './modules/orders/index.js';
import { PAYPAL_SIMULATOR_PREFIX } from './modules/payments/index.js';
import { listeningOrigin } from './modules/payments/paypal-wiring.js';
import { registerWebApp } from './web-app.js';
import { startAnalysisBackground, type AnalysisBackground } from './modules/analysis/index.js';
import { createFilesService } from './modules/files/index.js';
import { createContentSite, DEFAULT_CONTENT_DIR } from './modules/content/index.js';

export const API_PREFIX = '/api';
/** JSON bodies of this API are small; uploads go through multipart with their own limits. */
const JSON_BODY_LIMIT_BYTES = 512 * 1024;

export interface BuildAppOptions {
  /** Tests pass fixed clocks; the server uses the wall clock. */
  readonly now?: () => Date;
  readonly logger?: boolean;
  /** Where the log goes instead of stdout (tests read it, e.g. to prove no secret is written). */
  readonly logStream?: { write(line: string): void };
}

export type App = FastifyInstance & {
  readonly database: Database;
  readonly analysis: AnalysisBackground;
  /** Queued e-mail (accounts, checkout and forms send through it). */
  readonly mail: MailService;
  /** The orders module (its outbox relay and order states; tests and operator commands use it). */
  readonly orders: OrdersModule;
  /** The accounts module (its sessions' housekeeping; tests use it). */
  readonly accounts: AccountsModule;
};

async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Print Portal API',
        version: '0.1.0',
        description: `Every resource (3D file, cart, attachment) belongs to the session that created it, or to the account when signed in (POST /api/auth/signin sets the HttpOnly auth cookie \`pp_auth\`, on https \`__Host-pp_auth\`, and carries the session's resources over); anyone else gets 404. The session is the HttpOnly cookie \`${SESSION_COOKIE}\`, issued by the first upload or cart creation: send it back (a cookie jar) on every call. Amounts are integer cents (CHF). Errors answer \`{ error: { code, message, details? } }\`.`,
      },
      servers: [],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'Anonymous session: 128 random bits (base64url), HttpOnly, SameSite=Lax, 30 days. Issued by POST /api/analytx/file/ and POST /api/checkout/cart when missing.',
          },
        },
      },
      security: [{ session: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });
}

/** Builds the whole app (database migrated and seeded, plugins, modules, one error handler). */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const storage = createDiskStorage(join(config.dataDir, 'uploads'));
  // The app's logger exists only later; until then background errors go to stderr.
  let logError = (error: unknown, message: string): void => {
    process.stderr.write(`${message}: ${String(error)}\n`);
  };
  let analysis: AnalysisBackground;
  let jobs: JobQueue | null = null;
  let mail: MailService;
  try {
    await database.migrate();
    await seedCatalog(database.db);
    jobs = await startJobQueue(database.queueConnection, (error) =>
      logError(error, 'job queue error'),
    );
    mail = await startMailService({
      jobs,
      db: database.db,
      logError: (error, message) => logError(error, message),
      config: config.mail,
      consume: true,
      retryDelaySeconds: config.mail.retryDelaySeconds,
    });
    analysis = await startAnalysisBackground({
      database,
      jobs,
      storage,
      files: createFilesService({ db: database.db }),
      config: config.analysis,
      consume: config.analysis.consumeQueue,
      logError: (error, message) => logError(error, message),
    });
  } catch (error) {
    await jobs?.stop();
    await database.close();
    throw error;
  }
  const jobQueue = jobs;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(options.logStream ? { stream: options.logStream } : {}),
            // Nothing secret in logs: cookies, credentials and passwords are never written.
            redact: {
              paths: [
                'req.headers.cookie',
                'req.headers.authorization',
                'res.headers["set-cookie"]',
                '*.password',
                '*.oldPassword',
                '*.newPassword',
                '*.repeatPassword',
              ],
              censor: '[redacted]',
            },
          },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  // The API speaks JSON and multipart only: any other body type is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  app.decorate('database', database);
  app.decorate('analysis', analysis);
  app.decorate('mail', mail);
  logError = (error, message) => app.log.error({ err: error }, message);
  // One hook, in order: running analyses are handed back to the queue, the queue waits for the
  // jobs in flight (mail deliveries too), then the worker threads, mail transport and database go.
  let closeModules = async (): Promise<void> => {};
  app.addHook('onClose', async () => {
    try {
      await closeModules();
      await analysis.interrupt();
      await jobQueue.stop();
      await analysis.close();
      mail.close();
    } finally {
      await database.close();
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLanguage(app);
  await registerSession(app);
  await registerDocs(app);
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, parts: 12 } });
  await app.register(fastifyRateLimit, { global: false });

  const origin = config.publicUrl ?? `http://localhost:${config.port || 3000}`;
  const modules = createModules({
    db: database.db,
    storage,
    now: options.now ?? (() => new Date()),
    analysisConfig: config.analysis,
    analysis,
    mail,
    content: {
      contentDir: config.contentDir ?? DEFAULT_CONTENT_DIR,
      shopEmail: config.mail.shopEmail,
    },
    publicOrigin: origin,
    formsPostsPer10Minutes: config.formsPostsPer10Minutes,
    creditor: config.creditor,
    paypal: config.paypal,
    serverOrigin: () => listeningOrigin(app),
    accountsSettings: config.accounts ?? defaultAccountsSettings(config.port),
    logError: (error, message) => logError(error, message),
  });
  // After the session plugin's hook: a valid auth cookie makes the request the account's.
  registerAuth(app, modules.accounts.cookie, modules.accounts.sessions);
  registerOriginCheck(app, (config.accounts ?? defaultAccountsSettings(config.port)).publicUrl);
  app.addHook('onClose', () => modules.accounts.drain());
  // The order-mail relay stops before the job queue it sends into; then the PDF workers go.
  app.decorate('orders', modules.orders);
  app.decorate('accounts', modules.accounts);
  closeModules = async () => {
    await Promise.all([modules.orders.stop(), modules.accounts.stop()]);
    await modules.documents.close();
  };
  try {
    // Pricing and the catalogue endpoints then read it from memory (see catalog-cache.ts).
    await modules.catalog.warm();
    await modules.vouchers.seed();
    // Order mails a stopped process left in the outbox go out now.
    modules.orders.start();
    modules.accounts.start();
    // Content data files → database (changed files only), then pages are served from memory.
    await modules.content.importAndWarm();
  } catch (error) {
    await app.close();
    throw error;
  }
  await app.register(
    async (api) => {
      api.get(
        '/health',
        { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } },
        () => Promise.resolve({ status: 'ok' as const }),
      );
      for (const routes of modules.routes) await api.register(routes);
    },
    { prefix: API_PREFIX },
  );
  if (modules.paypalSimulator !== null) {
    await app.register(modules.paypalSimulator, { prefix: PAYPAL_SIMULATOR_PREFIX });
  }
  registerWebApp(app, config.webDistDir, API_PREFIX, createContentSite(modules.content, origin));
  return app as unknown as App;
}
