/**
 * The piscina worker entry of the analysis pool. A task is
 * `{ kind: 'analyze', input, port? }` or `{ kind: 'histogram', input }`; analysis progress is
 * posted through `port` (a MessagePort moved in with the task) as `{ step }`, in order.
 */
import type { MessagePort } from 'node:worker_threads';
import { renderHistogramImage, type HistogramImageInput } from './histogram-image.js';
import { runAnalysis } from './run-analysis.js';
import type { AnalysisJobInput, AnalysisResult, AnalysisStep } from './analysis-types.js';

export interface AnalyzeTask {
  readonly kind: 'analyze';
  readonly input: AnalysisJobInput;
  readonly port?: MessagePort;
}

export interface HistogramTask {
  readonly kind: 'histogram';
  readonly input: HistogramImageInput;
}

export type AnalysisWorkerTask = AnalyzeTask | HistogramTask;

/** What the port receives for every step. */
export interface StepMessage {
  readonly step: AnalysisStep;
}

export type AnalysisWorkerResult<T extends AnalysisWorkerTask> = T extends AnalyzeTask
  ? AnalysisResult
  : Uint8Array;

export default async function runWorkerTask(
  task: AnalysisWorkerTask,
): Promise<AnalysisResult | Uint8Array> {
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
    case 'histogram':
      return renderHistogramImage(task.input);
  }
}
