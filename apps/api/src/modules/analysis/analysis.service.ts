import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type {
  AnalysisStartedResponse,
  AnalysisTask,
  AnalytxFile,
  HistogramQuery,
  Language,
  PatchAnalytxFileRequest,
} from '@print/contracts';
import { err, ok, unitToMm, type Result } from '@print/domain';
import type { AnalysisConfig } from '../../plugins/config.js';
import type { LocalFileStorage } from '../../storage/file-storage.js';
import type { CatalogService } from '../catalog/index.js';
import type { Db } from '../../db/client.js';
import type { FilesService } from '../files/index.js';
import type { AnalysisPool } from './analysis-pool.js';
import type { AnalysisQueue } from './analysis-queue.js';
import { createTasksRepository, type TasksRepository } from './analysis.repository.js';
import { toFileView, toTaskView } from './file-view.js';
import { DEMO_MODEL_NAME, DEMO_MODEL_PATH } from './pipeline/demo-model.js';
import {
  checkExtension,
  receiveUpload,
  type IncomingUpload,
  type UploadErrorCode,
} from './upload-intake.js';
import { serveAsset, renderCachedHistogram, type Asset } from './analysis-assets.js';

export type AnalysisErrorCode =
  | UploadErrorCode
  | 'QUEUE_FULL'
  | 'FILE_NOT_FOUND'
  | 'TASK_NOT_FOUND'
  | 'ASSET_NOT_FOUND'
  | 'FILE_NOT_ANALYSED'
  | 'PRINT_MODE_NOT_FOUND';

export interface AnalysisServiceDeps {
  readonly files: FilesService;
  /** For the one transaction that creates a file record and its task together. */
  readonly db: Db;
  readonly tasks: TasksRepository;
  readonly catalog: CatalogService;
  readonly storage: LocalFileStorage;
  readonly queue: AnalysisQueue;
  readonly pool: AnalysisPool;
  readonly config: AnalysisConfig;
}

export const RETRY_AFTER_S = 30;

export function createAnalysisService(deps: AnalysisServiceDeps) {
  const { files, db, tasks, storage, queue, config } = deps;

  /** Creates the file + task rows and queues the job; the upload is already in storage. */
  async function enqueue(
    fileId: string,
    sessionId: string,
    name: string,
    originalKey: string,
  ): Promise<AnalysisStartedResponse> {
    const taskId = randomUUID();
    // Both rows or neither, and no stored original without them. A crash after the commit but
    // before the queue took the job is found by the reconcile sweep (a task without a job fails
    // as INTERRUPTED).
    const insertBoth = db.transaction(async (tx) => {
      await files.create(
        {
          id: fileId,
          ownerSession: sessionId,
          name,
          givenUnitOfLength: 'mm',
          status: 'analysing',
          figuresAsRead: null,
          repairInfo: null,
          originalPath: originalKey,
          taskId,
        },
        tx,
      );
      await createTasksRepository(tx).insert({ id: taskId, fileId, ownerSession: sessionId });
    });
    try {
      await insertBoth;
    } catch (error) {
      await storage.remove(originalKey);
      throw error;
    }
    await tasks.setJobId(taskId, await queue.send(taskId));
    return { taskId, createdObject: { _id: fileId } };
  }

  async function checkCapacity(): Promise<Result<true, 'QUEUE_FULL'>> {
    if ((await tasks.countOpen()) < config.maxQueuedJobs) return ok(true);
    return err('QUEUE_FULL', 'Too many files are being analysed; try again shortly', {
      retryAfterSeconds: RETRY_AFTER_S,
    });
  }

  return {
    checkCapacity,
    checkExtension,
    async acceptUpload(
      sessionId: string,
      upload: IncomingUpload,
    ): Promise<Result<AnalysisStartedResponse, AnalysisErrorCode>> {
      const extension = checkExtension(upload.fileName);
      if (!extension.ok) {
        upload.stream.resume();
        return extension;
      }
      const fileId = randomUUID();
      const key = `analysis/${fileId}/original.${extension.value}`;
      const received = await receiveUpload(
        storage,
        key,
        extension.value,
        upload,
        config.maxUploadBytes,
      );
      if (!received.ok) return received;
      const name = upload.fileName.trim().slice(-120) || `model.${extension.value}`;
      return ok(await enqueue(fileId, sessionId, name, key));
    },
    async startDemo(sessionId: string): Promise<Result<AnalysisStartedResponse, 'QUEUE_FULL'>> {
      const capacity = await checkCapacity();
      if (!capacity.ok) return capacity;
      const fileId = randomUUID();
      const key = `analysis/${fileId}/original.stl`;
      await storage.write(key, createReadStream(DEMO_MODEL_PATH));
      return ok(await enqueue(fileId, sessionId, DEMO_MODEL_NAME, key));
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
    async getFile(
      id: string,
      sessionId: string | null,
    ): Promise<Result<AnalytxFile, 'FILE_NOT_FOUND'>> {
      const file = await files.findOwned(id, sessionId);
      return file ? ok(toFileView(file)) : err('FILE_NOT_FOUND', `No 3D file with id ${id}`);
    },
    async patchFile(
      id: string,
      sessionId: string | null,
      patch: PatchAnalytxFileRequest,
    ): Promise<Result<AnalytxFile, 'FILE_NOT_FOUND'>> {
      if (!(await files.findOwned(id, sessionId)))
        return err('FILE_NOT_FOUND', `No 3D file with id ${id}`);
      const updated = await files.updateMeta(id, patch);
      return updated ? ok(toFileView(updated)) : err('FILE_NOT_FOUND', `No 3D file with id ${id}`);
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
      const analysed = await files.loadAnalysed(id, sessionId);
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
    },
  };
}

export type AnalysisService = ReturnType<typeof createAnalysisService>;
