import { rm } from 'node:fs/promises';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { openDatabase, type Db } from '../db/client.js';
import { registerErrorHandler } from '../plugins/errors.js';
import { registerLanguage } from '../plugins/language.js';
import { createTestDatabase } from './test-app.js';

export interface ModuleTestApp {
  readonly app: FastifyInstance;
  readonly db: Db;
  close(): Promise<void>;
}

/**
 * A migrated database (PGlite, or PostgreSQL with DATABASE_URL) and a Fastify instance with the
 * app's validation, error handler and language plugin, serving one module's routes under /api.
 * For modules that need neither sessions, the job queue nor the analysis pool.
 */
export async function createModuleTestApp(
  routes: (db: Db) => FastifyPluginAsyncZod | FastifyPluginAsync,
): Promise<ModuleTestApp> {
  const testDatabase = await createTestDatabase();
  const { dataDir } = testDatabase;
  const database = await openDatabase({ databaseUrl: testDatabase.databaseUrl, dataDir });
  await database.migrate();
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerLanguage(app);
  await app.register(routes(database.db), { prefix: '/api' });
  await app.ready();
  return {
    app,
    db: database.db,
    async close() {
      await app.close();
      await database.close();
      await testDatabase.dropDatabase();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
