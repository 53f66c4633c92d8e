import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Transferable } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * CPU-heavy work off the request thread (mesh analysis today; PDFs and pictures next): a pool of
 * worker threads running one worker module. Any module makes its pool here.
 */
export interface WorkerPool {
  run<T>(
    task: unknown,
    options?: { readonly transferList?: readonly Transferable[]; readonly signal?: AbortSignal },
  ): Promise<T>;
  /** Starts the threads now (a worker process, before its first job). */
  warm(): void;
  close(): Promise<void>;
}

/**
 * Compiled JS runs `<name>.js`; under tsx/vitest only the `.ts` exists and the worker needs tsx
 * (and our source condition) to load it — slower to start, fine for development and tests.
 * Used for pool threads and for the process pool's child alike.
 */
export function resolveWorker(compiledUrl: URL): { filename: string; execArgv: string[] } {
  const compiled = fileURLToPath(compiledUrl);
  if (existsSync(compiled)) return { filename: compiled, execArgv: [] };
  return {
    filename: compiled.replace(/\.js$/, '.ts'),
    execArgv: ['--import', 'tsx', '--conditions=@print/source'],
  };
}

/**
 * `threads` is capped at the machine's cores: more threads than cores only time-slice the same
 * CPUs and starve the event loop. The threads start with the first task (or `warm`) and then stay:
 * a process that never needs the pool (an `http` process that serves no picture) never starts it.
 */
export function createWorkerPool(input: {
  /** URL of the compiled worker module (`new URL('./worker.js', import.meta.url)`). */
  readonly workerUrl: URL;
  readonly threads: number;
  /** Tasks waiting per thread before `run` rejects. */
  readonly queuePerThread: number;
  /** Handed to every thread as `workerData` (e.g. its scheduling priority). */
  readonly workerData?: unknown;
}): WorkerPool {
  const { filename, execArgv } = resolveWorker(input.workerUrl);
  const size = Math.max(1, Math.min(input.threads, availableParallelism()));
  let pool: Piscina | null = null;
  const started = (): Piscina =>
    (pool ??= new Piscina({
      filename,
      execArgv,
      minThreads: size,
      maxThreads: size,
      maxQueue: size * input.queuePerThread,
      ...(input.workerData === undefined ? {} : { workerData: input.workerData }),
    }));
  return {
    async run<T>(
      task: unknown,
      options: {
        readonly transferList?: readonly Transferable[];
        readonly signal?: AbortSignal;
      } = {},
    ) {
      return (await started().run(task, {
        ...(options.transferList ? { transferList: [...options.transferList] } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })) as T;
    },
    warm(): void {
      started();
    },
    close: async () => {
      await pool?.destroy();
      pool = null;
    },
  };
}
