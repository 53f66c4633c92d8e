// `npm run backup -- FILE` and `npm run restore -- FILE [--force]`: the embedded database of
// DATA_DIR and its files in one archive (apps/api/src/runtime/backup-command.ts, decision 0032).
// Works while `npm start` runs on the same DATA_DIR: the running shop writes the backup.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, repoRoot } from './lib.mjs';

// In the container image the sources are absent and the build is the image's own.
if (existsSync(join(repoRoot, 'apps/api/src'))) await buildIfStale();
const { runBackupCommand } = await import(
  pathToFileURL(join(repoRoot, 'apps/api/dist/runtime/backup-command.js')).href
);
try {
  process.exitCode = await runBackupCommand(process.argv.slice(2), (line) => console.log(line));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
