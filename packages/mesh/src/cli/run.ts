import { readFile, writeFile } from 'node:fs/promises';
import { readMeshFile } from '../io/read-mesh-file.js';
import { runCli } from './main.js';

// Entry point of bin/print-mesh.mjs. Input files are read with synchronous calls (the promise
// API reads a large file in 512 KiB chunks, each a trip through the event loop), a binary STL
// in 1 MB chunks welded as they come.
process.exitCode = await runCli(process.argv.slice(2), {
  readFile: async (path) => new Uint8Array(await readFile(path)),
  readMeshFile,
  writeFile: (path, bytes) => writeFile(path, bytes),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
