import { readFileSync, writeFileSync } from 'node:fs';
import { readMeshFile } from '../io/read-mesh-file.js';
import { runCli } from './main.js';

// Entry point of bin/print-mesh.mjs. Files are read and written with synchronous calls: the
// promise API reads a large file in 512 KiB chunks, each a trip through the event loop, and
// loading node:fs/promises (streams, readline) alone costs start-up time. A binary STL is read
// in 1 MB chunks welded as they come.
process.exitCode = await runCli(process.argv.slice(2), {
  readFile: (path) => Promise.resolve(readFileSync(path)),
  readMeshFile,
  writeFile: (path, bytes) => Promise.resolve(writeFileSync(path, bytes)),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
