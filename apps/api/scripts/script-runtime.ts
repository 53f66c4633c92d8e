import { requireCurrentSchema } from '../src/db/schema-state.js';
import { loadConfig } from '../src/plugins/config.js';
import { openRuntime, openRuntimeDatabase } from '../src/runtime/platform.js';

/**
 * An operator script's runtime: the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR — the server stopped), refused when its schema is behind, with the modules' services
 * and no queue duties. Close it with `runtime.close()`.
 */
export async function openScriptRuntime() {
  const config = loadConfig();
  const database = await openRuntimeDatabase(config);
  try {
    await requireCurrentSchema(database, config.databaseUrl);
  } catch (error) {
    await database.close();
    throw error;
  }
  const runtime = await openRuntime(config, database, {
    migrate: false,
    supervise: false,
    schedule: false,
  });
  return { config, database, runtime };
}
