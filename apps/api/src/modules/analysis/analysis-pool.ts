import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { AnalysisJobInput, AnalysisResult, AnalysisStep } from './pipeline/analysis-types.js';
import type { HistogramImageInput } from './pipeline/histogram-image.js';
import type { AnalyzeTask, HistogramTask, StepMessage } from './pipeline/worker.js';

export type HistogramInput = HistogramImageInput;

/** CPU-heavy work off the request thread: analyses and histogram pictures in worker threads. */
export interface AnalysisPool {
  analyze(
    input: AnalysisJobInput,
    onStep: (step: AnalysisStep) => void,
    signal: AbortSignal,
  ): Promise<AnalysisResult>;
  renderHistogram(input: HistogramInput): Promise<Uint8Array>;
  close(): Promise<void>;
}

/**
 * Compiled JS runs dist/…/worker.js; under tsx/vitest only the .ts exists and the worker needs
 * tsx (and our source condition) to load it — slower to start, fine for development and tests.
 */
function resolveWorker(): { filename: string; execArgv: string[] } {
  const compiled = fileURLToPath(new URL('./pipeline/worker.js', import.meta.url));
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return {
    filename: fileURLToPath(new URL('./pipeline/worker.ts', import.meta.url)),
    execArgv: ['--import', 'tsx', '--conditions=@print/source'],
  };
}

export function createAnalysisPool(threads: number): AnalysisPool {
  const { filename, execArgv } = resolveWorker();
  const pool = new Piscina({
    filename,
    execArgv,
    minThreads: threads,
    maxThreads: threads,
    // Each analysis holds a whole mesh in memory: never more in flight than threads + a few.
    maxQueue: threads * 4,
    idleTimeout: 60_000,
  });
  return {
    async analyze(input, onStep, signal) {
      const { port1, port2 } = new MessageChannel();
      port2.on('message', (message: StepMessage) => onStep(message.step));
      const task: AnalyzeTask = { kind: 'analyze', input, port: port1 };
      try {
        return (await pool.run(task, { transferList: [port1], signal })) as AnalysisResult;
      } finally {
        port2.close();
      }
    },
    async renderHistogram(input) {
      const task: HistogramTask = { kind: 'histogram', input };
      return (await pool.run(task)) as Uint8Array;
    },
    close: () => pool.destroy(),
  };
}
