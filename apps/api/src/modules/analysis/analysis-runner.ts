import type { AnalysisWarningData } from '../files/index.js';
import { basename } from 'node:path';
import { ANALYSIS_STEPS } from '@print/contracts';
import type { FileRecord, FilesService } from '../files/index.js';
import type { FileStorage, WorkFolder } from '../../storage/file-storage.js';
import { startAnalysisTimer } from '../../lib/metrics.js';
import type { AnalysisPool } from './analysis-pool.js';
import { startDerivingAll } from './analysis-assets.js';
import type { QueuedJob } from './analysis-queue.js';
import type { TaskRow, TasksRepository } from './analysis.repository.js';
import type { AnalysisSuccess } from './pipeline/analysis-types.js';

export interface RunnerDeps {
  readonly tasks: TasksRepository;
  readonly files: Pick<FilesService, 'findById' | 'setStatus' | 'saveAnalysis'>;
  readonly storage: FileStorage;
  readonly pool: AnalysisPool;
  readonly jobTimeoutMs: number;
  readonly logError: (error: unknown, message: string) => void;
}

/**
 * Why an attempt was aborted: the hard limit, this process shutting down, or the queue taking
 * the job away (the attempt was given up as dead; its retry may already run elsewhere).
 */
const TIMEOUT = 'TIMEOUT';
const SHUTDOWN = 'SHUTDOWN';
const CLAIM_LOST = 'CLAIM_LOST';

export class InterruptedAttemptError extends Error {
  constructor() {
    super('INTERRUPTED: the process stopped during the analysis; the queue retries it');
  }
}

export function outputFolderKey(fileId: string): string {
  return `analysis/${fileId}/out`;
}

/** Every step the pipeline passes for this result, in order (STEP files are converted first). */
/**
 * The reader's diagnostics a customer must hear about, as data (texts are the web's): today the
 * STEP entities a damaged file lost ('STEP_DAMAGED_ENTITIES n: …', packages/mesh step.ts).
 */
export function readWarnings(diagnostics: readonly string[]): AnalysisWarningData[] {
  return diagnostics.flatMap((line) => {
    const match = /^STEP_DAMAGED_ENTITIES (\d+):/.exec(line);
    return match?.[1] ? [{ code: 'STEP_DAMAGED_ENTITIES' as const, count: Number(match[1]) }] : [];
  });
}

function completedSteps(result: AnalysisSuccess): string[] {
  return ANALYSIS_STEPS.filter((s) => s !== 'converting to stl' || result.format === 'step');
}

/** Runs queued analyses in the pool, writes progress and results; the queue's job handler. */
export function createAnalysisRunner(deps: RunnerDeps) {
  const { tasks, files, storage, pool } = deps;
  const inFlight = new Map<string, { controller: AbortController; done: Promise<void> }>();

  async function failTask(
    task: Pick<TaskRow, 'id' | 'fileId'>,
    code: string,
    detail: string,
  ): Promise<void> {
    await tasks.finish(task.id, { status: 'failed', error: { code, detail } });
    await files.setStatus(task.fileId, 'failed');
  }

  async function saveSuccess(task: TaskRow, file: FileRecord, result: AnalysisSuccess) {
    const out = outputFolderKey(file.id);
    const r = result.repaired;
    await files.saveAnalysis(file.id, {
      figuresAsRead: {
        volumeMm3: r.volumeMm3,
        areaMm2: r.areaMm2,
        dimensionsMm: r.dimensionsMm,
        thinnestWallMm: r.thinnestWallMm,
        shellCount: r.shellCount,
        isWatertight: r.isWatertight,
      },
      triangleCount: r.triangleCount,
      analysisWarnings: readWarnings(result.diagnostics),
      repairInfo: result.repairInfo
        ? { ...result.repairInfo, repairImages: { ...result.outputs.repairImages } }
        : null,
      outputDir: out,
      model3mfPath: `${out}/${result.outputs.model3mf}`,
      repairedPath: `${out}/${result.outputs.repairedStl}`,
      frontPicturePath: `${out}/${result.outputs.frontPicture}`,
    });
    await tasks.finish(task.id, { status: 'completed', steps: completedSteps(result) });
    // Off the critical path: the viewer model, download and pictures follow from the TRF.
    startDerivingAll(storage, pool, out, file.name).catch((error: unknown) =>
      deps.logError(error, 'could not derive the files of an analysis'),
    );
  }

  async function runAttempt(
    job: QueuedJob,
    task: TaskRow,
    file: FileRecord & { readonly originalPath: string },
    controller: AbortController,
  ): Promise<void> {
    await tasks.markRunning(task.id);
    const originalKey = file.originalPath;
    const outputKey = outputFolderKey(file.id);
    await storage.removeFolder(outputKey);
    const timer = setTimeout(() => controller.abort(TIMEOUT), deps.jobTimeoutMs);
    let stepWrites = Promise.resolve();
    let observe: (outcome: string) => void = () => undefined;
    const onStep = (step: string) => {
      stepWrites = stepWrites
        .then(() => tasks.appendStep(task.id, step))
        .catch((error: unknown) => deps.logError(error, 'could not record an analysis step'));
    };
    // The upload is staged into a local folder (the disk serves its own file), the outputs go
    // back to the storage, and the folder is removed whatever happens.
    let work: WorkFolder | null = null;
    try {
      work = await storage.openWorkFolder();
      const input = {
        inputPath: await work.fetch(originalKey),
        fileName: basename(originalKey),
        outputDir: await work.outputFolder(outputKey),
        timeoutMs: deps.jobTimeoutMs,
        measureOriginal: false,
      };
      observe = startAnalysisTimer(input.inputPath, file.name);
      const result = await pool.analyze(input, onStep, controller.signal, {
        isLarge: job.isLarge,
      });
      await stepWrites;
      if (controller.signal.reason === CLAIM_LOST) return;
      observe(result.ok ? 'completed' : 'failed');
      if (result.ok) {
        await work.putBack();
        // Gone before the task reads completed (releasing again below is harmless).
        await work.release();
        await saveSuccess(task, file, result);
      } else await failTask(task, result.error.code, result.error.message);
    } catch (error) {
      await stepWrites;
      const reason: unknown = controller.signal.aborted ? controller.signal.reason : null;
      // The task belongs to the job's next attempt now: leave its row and folder alone.
      if (reason === CLAIM_LOST) return;
      observe(reason === TIMEOUT ? 'timeout' : reason === SHUTDOWN ? 'interrupted' : 'error');
      if (reason === SHUTDOWN) {
        if (job.isLastAttempt) return failTask(task, 'INTERRUPTED', 'stopped twice');
        await tasks.requeue(task.id);
        throw new InterruptedAttemptError();
      }
      if (reason === TIMEOUT) return failTask(task, 'TIMEOUT', `over ${deps.jobTimeoutMs} ms`);
      deps.logError(error, 'analysis worker failed');
      await failTask(task, 'ANALYSIS_FAILED', error instanceof Error ? error.message : 'unknown');
    } finally {
      clearTimeout(timer);
      await work?.release();
    }
  }

  async function handle(job: QueuedJob): Promise<void> {
    const task = await tasks.findById(job.taskId);
    if (!task || task.status === 'completed' || task.status === 'failed') return;
    const file = await files.findById(task.fileId);
    if (!file?.originalPath) return failTask(task, 'ANALYSIS_FAILED', 'the upload is missing');
    const controller = new AbortController();
    const onClaimLost = () => controller.abort(CLAIM_LOST);
    job.signal?.addEventListener('abort', onClaimLost, { once: true });
    if (job.signal?.aborted) onClaimLost();
    const done = runAttempt(job, task, { ...file, originalPath: file.originalPath }, controller);
    inFlight.set(task.id, { controller, done: done.catch(() => undefined) });
    try {
      await done;
    } finally {
      job.signal?.removeEventListener('abort', onClaimLost);
      inFlight.delete(task.id);
    }
  }

  return {
    handle,
    failTask,
    /** Aborts running attempts (the queue retries them) and waits until each has settled. */
    async interruptAll(): Promise<void> {
      const running = [...inFlight.values()];
      for (const { controller } of running) controller.abort(SHUTDOWN);
      await Promise.all(running.map((r) => r.done));
    },
  };
}

export type AnalysisRunner = ReturnType<typeof createAnalysisRunner>;
