// Child process of bench/threemf-bomb.ts: reads one file with readMesh and prints, as one JSON
// line, the outcome, the wall time of the read and the process's peak resident memory (the
// kernel's maxrss: exact, no sampling) with the resident memory before the read. An optional
// second argument is another copy of src/index.ts to read with (the reader before a change).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ReadResult } from '../src/index.js';

type ReadMesh = (bytes: Uint8Array, options: { fileName: string }) => Promise<ReadResult>;

const [path, source] = process.argv.slice(2);
if (path === undefined) throw new Error('usage: read-child.ts <file> [src/index.ts]');
const { readMesh } = (await import(
  source === undefined ? '../src/index.js' : pathToFileURL(source).href
)) as { readMesh: ReadMesh };
const bytes = new Uint8Array(readFileSync(path));
const rssBeforeBytes = process.memoryUsage().rss;
const start = performance.now();
const result = await readMesh(bytes, { fileName: path });
const ms = performance.now() - start;
process.stdout.write(
  JSON.stringify({
    outcome: result.ok ? `ok, ${result.mesh.indices.length / 3} triangles` : result.error.code,
    message: result.ok ? '' : result.error.message,
    ms,
    rssBeforeBytes,
    peakRssBytes: process.resourceUsage().maxRSS * 1024,
  }) + '\n',
);
