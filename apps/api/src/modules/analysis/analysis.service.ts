import type { Readable } from 'node:stream';
import type { AnalysisTask, HistogramQuery, Language } from '@print/contracts';
import { err, ok, unitToMm, type Result } from '@print/domain';
import type { AnalysisConfig } from '../../plugins/config.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { CatalogService } from '../catalog/index.js';
import type { Executor } from '../../db/client.js';
import type { FilesService } from '../files/index.js';
import type { AnalysisPool } from './analysis-pool.js';
import type { AnalysisQueue } from './analysis-queue.js';
import { createTasksRepository, type TasksRepository } from './analysis.repository.js';
import { toTaskView } from './task-view.js';
import { serveAsset, renderCachedHistogram, type Asset } from './analysis-assets.js';

export type AnalysisErrorCode =
  | 'QUEUE_FULL'
  | 'FILE_NOT_FOUND'
  | 'TASK_NOT_FOUND'
  | 'ASSET_NOT_FOUND'
  | 'FILE_NOT_ANALYSED'
  | 'PRINT_MODE_NOT_FOUND';

export interface AnalysisServiceDeps {
  readonly files: FilesService;
  readonly tasks: TasksRepository;
  readonly catalog: CatalogService;
  readonly storage: FileStorage;
  readonly queue: AnalysisQueue;
  readonly pool: AnalysisPool;
  readonly config: AnalysisConfig;
  /** Open tasks checked against the queue (analysis-reconcile.ts). */
  readonly reconcile: () => Promise<void>;
}

export const RETRY_AFTER_S = 30;

/**
 * How much analysis work a file is, in bytes of binary STL: a STEP file is converted by
 * OpenCascade first (≈10× the time per byte), a 3MF is zip-compressed (≈4× its size unpacked).
 */
const WEIGHT_PER_BYTE: Readonly<Record<string, number>> = { step: 10, stp: 10, '3mf': 4 };

export function isLargeFile(sizeBytes: number, extension: string, largeFileBytes: number): boolean {
  return sizeBytes * (WEIGHT_PER_BYTE[extension.toLowerCase()] ?? 1) >= largeFileBytes;
}

export type AdmissionErrorCode = 'QUEUE_FULL' | 'SESSION_ANALYSIS_LIMIT' | 'ANALYSIS_CLIENT_LIMIT';

/** Who asks to start an analysis: the session (principal) and the client (its address). */
export interface AdmissionRequest {
  readonly sessionId: string;
  /** clientKeyOf(request.ip): a hash of the address, IPv6 by its /64 (uploads module). */
  readonly clientKey: string;
}

export interface AdmissionCounts {
  /** Open (queued + running) analyses in all, of the session and of the client. */
  readonly total: number;
  readonly ofSession: number;
  readonly ofClient: number;
}

export interface AdmissionLimits {
  readonly maxQueuedJobs: number;
  readonly openPerSession: number;
  readonly openPerClient: number;
  /** Places of the queue only a client without open analyses may take. */
  readonly reservedForNewClients: number;
}

/** The configured limits, with the reserve's default (a third of the queue) filled in. */
export function admissionLimitsOf(config: AnalysisConfig): AdmissionLimits {
  const reserved = config.reservedForNewClients ?? Math.ceil(config.maxQueuedJobs / 3);
  return {
    maxQueuedJobs: config.maxQueuedJobs,
    openPerSession: config.openPerSession,
    openPerClient: config.openPerClient,
    reservedForNewClients: Math.min(reserved, config.maxQueuedJobs - 1),
  };
}

/**
 * Whether one more analysis may start (decision 0016): the queue has room (503 QUEUE_FULL), the
 * session is within its share (429 SESSION_ANALYSIS_LIMIT), the client is within its share, and
 * a client or session that already has analyses open leaves the last `reservedForNewClients`
 * places to newcomers (both 429 ANALYSIS_CLIENT_LIMIT). So clients filling their shares stop at
 * `maxQueuedJobs − reservedForNewClients` and a new client still gets in.
 */
export function decideAdmission(
  counts: AdmissionCounts,
  limits: AdmissionLimits,
): Result<true, AdmissionErrorCode> {
  const retry = { retryAfterSeconds: RETRY_AFTER_S };
  if (counts.total >= limits.maxQueuedJobs)
    return err('QUEUE_FULL', 'Too many files are being analysed; try again shortly', retry);
  if (counts.ofSession >= limits.openPerSession)
    return err(
      'SESSION_ANALYSIS_LIMIT',
      `This session already has ${counts.ofSession} analyses open (at most ${limits.openPerSession}); wait until one has finished`,
      { ...retry, openAnalyses: counts.ofSession, maxOpen: limits.openPerSession },
    );
  if (counts.ofClient >= limits.openPerClient)
    return err(
      'ANALYSIS_CLIENT_LIMIT',
      `This address already has ${counts.ofClient} analyses open (at most ${limits.openPerClient}); wait until one has finished`,
      { ...retry, openAnalyses: counts.ofClient, maxOpen: limits.openPerClient },
    );
  const holding = Math.max(counts.ofClient, counts.ofSession);
  if (holding > 0 && counts.total >= limits.maxQueuedJobs - limits.reservedForNewClients)
    return err(
      'ANALYSIS_CLIENT_LIMIT',
      `The analysis queue is busy and the rest of it is kept for other customers; wait until one of your ${holding} open analyses has finished`,
      { ...retry, openAnalyses: holding, maxOpen: holding },
    );
  return ok(true);
}

export function createAnalysisService(deps: AnalysisServiceDeps) {
  const { files, tasks, storage, queue, config } = deps;
  const limits = admissionLimitsOf(config);

  /**
   * Room for one more analysis of this session and client (decideAdmission), counted over the
   * open tasks in the database before the upload is read.
   */
  async function checkCapacity(who: AdmissionRequest): Promise<Result<true, AdmissionErrorCode>> {
    return decideAdmission(await tasks.countAdmission(who.sessionId, who.clientKey), limits);
  }

  return {
    checkCapacity,
    reconcile: deps.reconcile,
    /**
     * Inside a file deletion's transaction: the file's analysis records go first (false: an
     * analysis is still open, the file must stay). The outputs' bytes are the files module's.
     */
    forgetFile: (fileId: string, tx: Executor) =>
      createTasksRepository(tx).deleteFinishedOfFile(fileId),
    /** Inside the upload's transaction (files module): the task row for a new file. */
    async createTask(
      tx: Executor,
      task: {
        readonly taskId: string;
        readonly fileId: string;
        readonly sessionId: string;
        readonly clientKey: string;
      },
    ): Promise<void> {
      await createTasksRepository(tx).insert({
        id: task.taskId,
        fileId: task.fileId,
        ownerSession: task.sessionId,
        clientKey: task.clientKey,
      });
    },
    /** Sign-in: the anonymous session's tasks become the account's (accounts carry-over). */
    transferOwner(tx: Executor, from: string, to: string): Promise<void> {
      return createTasksRepository(tx).transferOwner(from, to);
    },
    /** After the upload committed: the job goes to the queue, by size class and session. */
    async dispatch(job: {
      readonly taskId: string;
      readonly sessionId: string;
      readonly sizeBytes: number;
      readonly extension: string;
    }): Promise<void> {
      const isLarge = isLargeFile(job.sizeBytes, job.extension, config.largeFileBytes);
      const jobId = await queue.send(job.taskId, { isLarge, sessionId: job.sessionId });
      await tasks.setJobId(job.taskId, jobId);
    },
    async getTask(
      taskId: string,
      sessionId: string | null,
      language: Language,
    ): Promise<Result<AnalysisTask, 'TASK_NOT_FOUND'>> {
      const task = await tasks.findById(taskId);
      if (!task || sessionId === null || task.ownerSession !== sessionId)
        return err('TASK_NOT_FOUND', `No analysis task ${taskId}`);
      return ok(toTaskView(task, language));
    },
    async openAsset(
      id: string,
      name: string,
      sessionId: string | null,
    ): Promise<Result<Asset, 'FILE_NOT_FOUND' | 'ASSET_NOT_FOUND'>> {
      const file = await files.findOwned(id, sessionId);
      if (!file) return err('FILE_NOT_FOUND', `No 3D file with id ${id}`);
      return serveAsset(storage, deps.pool, file, name);
    },
    async renderHistogram(
      id: string,
      query: HistogramQuery,
      sessionId: string | null,
    ): Promise<Result<Readable, AnalysisErrorCode>> {
      return histogramOf(await files.loadAnalysed(id, sessionId), query);
    },
    /**
     * The desk's view of an ordered file (issue 25 item 4): the same assets and wall-thickness
     * pictures as the customer's, without the ownership check. Only the backoffice calls these,
     * behind its role-checked routes for a line of an order.
     */
    staff: {
      async openAsset(
        id: string,
        name: string,
      ): Promise<Result<Asset, 'FILE_NOT_FOUND' | 'ASSET_NOT_FOUND'>> {
        const file = await files.findById(id);
        if (!file) return err('FILE_NOT_FOUND', `No 3D file with id ${id}`);
        return serveAsset(storage, deps.pool, file, name);
      },
      async renderHistogram(
        id: string,
        query: HistogramQuery,
      ): Promise<Result<Readable, AnalysisErrorCode>> {
        return histogramOf(await files.loadAnalysedOfAnyOwner(id), query);
      },
    },
  };

  async function histogramOf(
    analysed: Awaited<ReturnType<FilesService['loadAnalysed']>>,
    query: HistogramQuery,
  ): Promise<Result<Readable, AnalysisErrorCode>> {
    if (!analysed.ok)
      return analysed.error.code === 'FILE_ANALYSIS_FAILED'
        ? err('FILE_NOT_ANALYSED', 'The analysis of this 3D file failed')
        : err(analysed.error.code, analysed.error.message);
    const mode = (await deps.catalog.loadSnapshot()).modesById.get(query.printModeId);
    if (!mode) return err('PRINT_MODE_NOT_FOUND', `No print mode ${query.printModeId}`);
    const file = analysed.value.file;
    if (!file.outputDir) return err('FILE_NOT_ANALYSED', 'The 3D file has no analysis outputs');
    return ok(
      await renderCachedHistogram(storage, deps.pool, file.outputDir, {
        scale: query.scale,
        unitToMm: unitToMm(query.unitOfLength),
        viewKey: `${query.direction}${query.rotation}`,
        minWallMm: mode.minFeatureSizeMm,
        cacheName: `${query.scale}-${query.unitOfLength}-${query.direction}${query.rotation}-${mode.id}`,
      }),
    );
  }
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
