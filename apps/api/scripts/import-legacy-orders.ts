import { runLegacyImport } from '../src/modules/legacy-orders/import-command.js';

process.exitCode = await runLegacyImport(process.argv.slice(2), process.env, (line) => {
  process.stdout.write(`${line}\n`);
});
