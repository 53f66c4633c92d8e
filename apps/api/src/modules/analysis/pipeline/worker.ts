/**
 * The piscina worker entry of the analysis pool. A task is `{ kind: 'analyze', input, port? }`,
 * `{ kind: 'derive', input, port? }` or `{ kind: 'histogram', input }`; analysis progress is
 * posted through `port` (a MessagePort moved in with the task) as `{ step }`, in order, and each
 * derived artifact as `{ written }` once its file is in place.
 *
 * Importing this module loads the whole engine (three, three-mesh-bvh, the readers), so piscina's
 * start-up of the thread pays for it, not the first task. occt-import-js stays lazy (STEP only).
 */
import { setPriority } from 'node:os';
import { workerData, type MessagePort } from 'node:worker_threads';
import { deriveArtifacts, type DeriveInput, type DerivedArtifact } from './derive-artifacts.js';
import { renderHistogramImage, type HistogramImageInput } from './histogram-image.js';
import { runAnalysis } from './run-analysis.js';
import type { AnalysisJobInput, AnalysisResult, AnalysisStep } from './analysis-types.js';

/**
 * Nice value of pool threads: 10, or what the pool hands over as `workerData.threadNice` (the
 * threads of large files take 19). On Linux a thread's nice value is its own (setpriority on the
 * calling thread), so the API's event loop keeps answering promptly while every core analyses,
 * and a small file's analysis takes the CPU before a large one's.
 */
const WORKER_NICE = 10;
const handed = (workerData as { threadNice?: unknown } | null | undefined)?.threadNice;
try {
  setPriority(typeof handed === 'number' ? handed : WORKER_NICE);
} catch {
  // Not permitted or not supported: run at normal priority.
}

export interface AnalyzeTask {
  readonly kind: 'analyze';
  readonly input: AnalysisJobInput;
  readonly port?: MessagePort;
}

export interface DeriveTask {
  readonly kind: 'derive';
  readonly input: DeriveInput;
  readonly port?: MessagePort;
}

export interface HistogramTask {
  readonly kind: 'histogram';
  readonly input: HistogramImageInput;
}

export type AnalysisWorkerTask = AnalyzeTask | DeriveTask | HistogramTask;

/** What the port receives for every step. */
export interface StepMessage {
  readonly step: AnalysisStep;
}

/** What a derive task's port receives for every artifact written. */
export interface WrittenMessage {
  readonly written: DerivedArtifact;
}

export type AnalysisWorkerResult<T extends AnalysisWorkerTask> = T extends AnalyzeTask
  ? AnalysisResult
  : T extends DeriveTask
    ? null
    : Uint8Array;

export default async function runWorkerTask(
  task: AnalysisWorkerTask,
): Promise<AnalysisResult | Uint8Array | null> {
  switch (task.kind) {
    case 'analyze': {
      const { port } = task;
      try {
        return await runAnalysis(task.input, (step) => {
          const message: StepMessage = { step };
          port?.postMessage(message);
        });
      } finally {
        port?.close();
      }
    }
    case 'derive': {
      const { port } = task;
      try {
        await deriveArtifacts(task.input, (written) => {
          const message: WrittenMessage = { written };
          port?.postMessage(message);
        });
        return null;
      } finally {
        port?.close();
      }
    }
    case 'histogram':
      return renderHistogramImage(task.input);
  }
}
