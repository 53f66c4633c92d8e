import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { migrateDatabase } from '../../runtime/migrate.js';
import { openDatabase, type Database } from '../../db/client.js';
import { DataDirLockedError } from '../../db/data-dir-lock.js';
import { loadConfig } from '../../plugins/config.js';
import { createLegacyOrdersService } from './legacy-orders.service.js';

/**
 * `npm run legacy-orders:import -w apps/api -- <file.csv>`: imports the old shop's export into
 * legacy_orders (DATABASE_URL or the PGlite in DATA_DIR, migrated first). Safe to run twice:
 * rows are upserted by id. Exit code 0 all rows read, 2 some rows skipped (listed with their
 * line numbers), 1 nothing imported (no file, unreadable file, database locked).
 */
export async function runLegacyImport(
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  out: (line: string) => void,
): Promise<number> {
  const [file] = args;
  if (file === undefined || args.length !== 1) {
    out('usage: npm run legacy-orders:import -w apps/api -- <legacy-orders.csv>');
    return 1;
  }
  let text: string;
  try {
    // npm runs workspace scripts in apps/api; a relative path means where the user typed it.
    text = await readFile(resolve(env.INIT_CWD ?? process.cwd(), file), 'utf8');
  } catch (error) {
    out(`cannot read ${file}: ${(error as Error).message}`);
    return 1;
  }
  const config = loadConfig(env);
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    // A running server holds the embedded database: say so instead of a stack trace.
    if (!(error instanceof DataDirLockedError)) throw error;
    out(error.message);
    return 1;
  }
  try {
    await migrateDatabase(database, config, () => undefined);
    const report = await createLegacyOrdersService({ db: database.db }).importCsv(text);
    out(
      `${file}: ${report.read} rows read, ${report.inserted} new, ${report.updated} updated, ${report.unchanged} unchanged, ${report.problems.length} skipped`,
    );
    for (const problem of report.problems) out(`  line ${problem.line}: ${problem.message}`);
    if (report.read === 0 && report.problems.length > 0) return 1;
    return report.problems.length > 0 ? 2 : 0;
  } finally {
    await database.close();
  }
}
