import { readMeshFile } from '../io/read-mesh-file.js';
import { runCli } from './main.js';

// Entry point of bin/print-mesh.mjs. Files are read and written with synchronous calls: the
// promise API reads a large file in 512 KiB chunks, each a trip through the event loop. node:fs
// comes from process.getBuiltinModule (an ES import of it loads fs/promises, streams and
// readline), and output goes to the file descriptors directly: process.stdout on a pipe loads
// the net and stream modules. A binary STL is read in 1 MB chunks welded as they come.
const fs = process.getBuiltinModule('node:fs');

/**
 * Writes all of `text` to fd 1 or 2, waiting out EAGAIN on a non-blocking pipe; a reader that
 * went away (EPIPE, `| head`) ends the writing quietly.
 */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text);
  let done = 0;
  while (done < bytes.length) {
    try {
      done += fs.writeSync(fd, bytes, done);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') return;
      if (code !== 'EAGAIN') throw error;
    }
  }
}

process.exitCode = await runCli(process.argv.slice(2), {
  readFile: (path) => Promise.resolve(fs.readFileSync(path)),
  readMeshFile,
  writeFile: (path, bytes) => Promise.resolve(fs.writeFileSync(path, bytes)),
  stdout: (text) => writeAll(1, text),
  stderr: (text) => writeAll(2, text),
});
