import { readFile, writeFile } from 'node:fs/promises';
import { runCli } from './main.js';

// Entry point of bin/print-mesh.mjs.
process.exitCode = await runCli(process.argv.slice(2), {
  readFile: async (path) => new Uint8Array(await readFile(path)),
  writeFile: (path, bytes) => writeFile(path, bytes),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
