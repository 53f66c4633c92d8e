import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { runCli } from './main.js';

// Entry point of bin/print-mesh.mjs. The input is read in one synchronous call: the promise
// API reads a large file in 512 KiB chunks, each a trip through the event loop.
process.exitCode = await runCli(process.argv.slice(2), {
  readFile: (path) => Promise.resolve(readFileSync(path)),
  writeFile: (path, bytes) => writeFile(path, bytes),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
