// Worker thread of the fuzzing watchdog (fuzz-watchdog-for-tests.ts): runs the jobs it is given
// and reports each case before reading it, so the parent can end it when one read hangs.
import { parentPort, workerData } from 'node:worker_threads';
import { fuzzReader } from './fuzz-for-tests.js';
import { fuzzSeeds } from './fuzz-seeds-for-tests.js';
import type { FuzzJob } from './fuzz-watchdog-for-tests.js';

const port = parentPort;
if (port === null) throw new Error('fuzz-worker-for-tests runs as a worker thread');
for (const job of workerData as readonly FuzzJob[]) {
  const seeds = fuzzSeeds(job.reader, job.large);
  const stats = await fuzzReader(job.reader, seeds, job.iterations, job.seed, (iteration) =>
    port.postMessage({ kind: 'case', reader: job.reader, iteration }),
  );
  port.postMessage({ kind: 'stats', stats });
}
