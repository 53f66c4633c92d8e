import { MessageChannel } from 'node:worker_threads';
import { createWorkerPool } from '../../plugins/worker-pool.js';
import type { AnalysisJobInput, AnalysisResult, AnalysisStep } from './pipeline/analysis-types.js';
import type { DeriveInput, DerivedArtifact } from './pipeline/derive-artifacts.js';
import type { HistogramImageInput } from './pipeline/histogram-image.js';
import type {
  AnalyzeTask,
  DeriveTask,
  HistogramTask,
  StepMessage,
  WrittenMessage,
} from './pipeline/worker.js';

export type HistogramInput = HistogramImageInput;

/** CPU-heavy work off the request thread: analyses, derived files and pictures in worker threads. */
export interface AnalysisPool {
  /**
   * `isLarge` (decision 0016's size class) runs the analysis on the large-file threads, which
   * have the lowest scheduling priority: a small file's analysis, the event loop and the database
   * take the CPU first, the large one gets the rest (all of it when nothing else runs).
   */
  analyze(
    input: AnalysisJobInput,
    onStep: (step: AnalysisStep) => void,
    signal: AbortSignal,
    options?: { readonly isLarge?: boolean },
  ): Promise<AnalysisResult>;
  /**
   * Derives `input.artifacts` from the TRF; one promise per artifact, settled once its file is
   * in place (or the task failed). An artifact of the same folder already in flight in this
   * process is not started again: its promise is shared.
   */
  derive(input: DeriveInput): ReadonlyMap<DerivedArtifact, Promise<void>>;
  renderHistogram(input: HistogramInput): Promise<Uint8Array>;
  /** Starts the threads before the first job (a worker process at start). */
  warm(): void;
  close(): Promise<void>;
}

interface Deferred {
  readonly promise: Promise<void>;
  resolve(): void;
  reject(error: unknown): void;
}

function createDeferred(): Deferred {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A derivation nobody awaits must not surface as an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}

/** Nice value of the threads for small files, derived files and pictures (below the API's). */
export const SMALL_FILE_THREAD_NICE = 10;
/** Nice value of the large-file threads: the lowest priority Linux has. */
export const LARGE_FILE_THREAD_NICE = 19;

/**
 * The analysis worker (pipeline/worker.ts) on two pools of the app's worker-pool plugin: `threads`
 * threads (nice 10) for small files, derived files and pictures, and `threads − 1` (at least one)
 * at nice 19 for large files: at most `threads − 1` large analyses run at once (the queue keeps a
 * slot for small files, decision 0016), and an idle thread costs only its memory.
 */
export function createAnalysisPool(threads: number): AnalysisPool {
  const workerUrl = new URL('./pipeline/worker.js', import.meta.url);
  const pool = createWorkerPool({
    workerUrl,
    threads,
    // Analyses are limited by the queue consumer's concurrency; derived files and pictures queue
    // here (small task descriptors, the meshes load only when a task runs).
    queuePerThread: 32,
    workerData: { threadNice: SMALL_FILE_THREAD_NICE },
  });
  const largePool = createWorkerPool({
    workerUrl,
    threads: Math.max(1, threads - 1),
    queuePerThread: 32,
    workerData: { threadNice: LARGE_FILE_THREAD_NICE },
  });
  const deriving = new Map<string, Deferred>();

  function startDerive(input: DeriveInput, artifacts: DerivedArtifact[]): void {
    const pending = new Map<DerivedArtifact, Deferred>();
    for (const artifact of artifacts) {
      const deferred = createDeferred();
      pending.set(artifact, deferred);
      deriving.set(`${input.outputDir}\n${artifact}`, deferred);
    }
    const settle = (artifact: DerivedArtifact, error?: unknown) => {
      const deferred = pending.get(artifact);
      if (!deferred) return;
      pending.delete(artifact);
      deriving.delete(`${input.outputDir}\n${artifact}`);
      if (error === undefined) deferred.resolve();
      else deferred.reject(error);
    };
    const { port1, port2 } = new MessageChannel();
    port2.on('message', (message: WrittenMessage) => settle(message.written));
    const task: DeriveTask = { kind: 'derive', input: { ...input, artifacts }, port: port1 };
    pool
      .run(task, { transferList: [port1] })
      .then(
        // The port's last messages may trail the task's result: drain them first.
        () => new Promise<void>((resolve) => setImmediate(resolve)),
      )
      .catch((error: unknown) => {
        for (const artifact of [...pending.keys()]) settle(artifact, error);
      })
      .finally(() => {
        port2.close();
        const unwritten = new Error('the derivation ended without writing the file');
        for (const artifact of [...pending.keys()]) settle(artifact, unwritten);
      });
  }

  return {
    async analyze(input, onStep, signal, options = {}) {
      const { port1, port2 } = new MessageChannel();
      port2.on('message', (message: StepMessage) => onStep(message.step));
      const task: AnalyzeTask = { kind: 'analyze', input, port: port1 };
      try {
        const runner = options.isLarge === true ? largePool : pool;
        return await runner.run<AnalysisResult>(task, { transferList: [port1], signal });
      } finally {
        port2.close();
      }
    },
    derive(input) {
      const missing = input.artifacts.filter((a) => !deriving.has(`${input.outputDir}\n${a}`));
      if (missing.length > 0) startDerive(input, missing);
      const promises = new Map<DerivedArtifact, Promise<void>>();
      for (const artifact of input.artifacts) {
        const deferred = deriving.get(`${input.outputDir}\n${artifact}`);
        if (deferred) promises.set(artifact, deferred.promise);
      }
      return promises;
    },
    async renderHistogram(input) {
      const task: HistogramTask = { kind: 'histogram', input };
      return pool.run<Uint8Array>(task);
    },
    warm(): void {
      pool.warm();
      largePool.warm();
    },
    close: async () => {
      await Promise.all([pool.close(), largePool.close()]);
    },
  };
}
