import { Worker } from 'node:worker_threads';
import type { FuzzReader, FuzzStats } from './fuzz-for-tests.js';

export interface FuzzJob {
  readonly reader: FuzzReader;
  readonly iterations: number;
  readonly seed: number;
  /** Also mutate the large shared models (the script's budget). */
  readonly large: boolean;
}

type WorkerMessage =
  { kind: 'case'; reader: FuzzReader; iteration: number } | { kind: 'stats'; stats: FuzzStats };

/**
 * Runs the jobs in a worker thread (TypeScript through tsx) and ends it when one read takes
 * longer than `hangMs`: a reader stuck in a loop cannot be interrupted on its own thread.
 * Resolves with each job's stats; rejects with the reader and case that crashed or hung.
 */
export function runFuzzJobs(jobs: readonly FuzzJob[], hangMs: number): Promise<FuzzStats[]> {
  const worker = new Worker(new URL('./fuzz-worker-for-tests.ts', import.meta.url), {
    workerData: jobs,
    execArgv: ['--conditions=@print/source', '--import', 'tsx'],
  });
  const stats: FuzzStats[] = [];
  let current = 'start-up';
  let lastBeat = performance.now();
  return new Promise((resolve, reject) => {
    const watchdog = setInterval(() => {
      if (performance.now() - lastBeat <= hangMs) return;
      clearInterval(watchdog);
      void worker.terminate();
      reject(new Error(`hang: ${current} took longer than ${hangMs} ms`));
    }, 100);
    worker.on('message', (message: WorkerMessage) => {
      lastBeat = performance.now();
      if (message.kind === 'case') current = `${message.reader} case ${message.iteration}`;
      else stats.push(message.stats);
    });
    worker.on('error', (error: Error) => {
      clearInterval(watchdog);
      reject(new Error(`crash at ${current}: ${error.message}`));
    });
    worker.on('exit', (code) => {
      clearInterval(watchdog);
      if (code === 0 && stats.length === jobs.length) resolve(stats);
      else reject(new Error(`fuzz worker exited with ${code} after ${current}`));
    });
  });
}
