import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { AnalysisStartedResponse } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { DEMO_MODEL_NAME, DEMO_MODEL_PATH } from './demo-model.js';
import type { FilesService } from '../files/index.js';
import {
  checkExtension,
  receiveUpload,
  type IncomingUpload,
  type UploadErrorCode,
} from './upload-intake.js';

/**
 * What an upload needs from the analysis module (implemented by its service): room in the queue,
 * a task written inside the upload's transaction, and the job handed to the queue after commit.
 */
export interface AnalysisStarter {
  /** Room in the queue and in this session's and client's shares of it (docs/decisions/0016). */
  checkCapacity(who: Uploader): Promise<Result<true, AdmissionErrorCode>>;
  createTask(
    tx: Executor,
    task: { taskId: string; fileId: string; sessionId: string; clientKey: string },
  ): Promise<void>;
  /** Size and extension choose the job's class (small files keep a thread free). */
  dispatch(job: {
    taskId: string;
    sessionId: string;
    sizeBytes: number;
    extension: string;
  }): Promise<void>;
}

/** Who uploads: the session (principal) and the client (clientKeyOf(request.ip)). */
export interface Uploader {
  readonly sessionId: string;
  readonly clientKey: string;
}

export type AdmissionErrorCode = 'QUEUE_FULL' | 'SESSION_ANALYSIS_LIMIT' | 'ANALYSIS_CLIENT_LIMIT';
export type FileIntakeErrorCode = UploadErrorCode | AdmissionErrorCode;

export interface FileIntakeDeps {
  readonly db: Db;
  readonly files: FilesService;
  readonly storage: FileStorage;
  readonly analysis: AnalysisStarter;
  readonly maxUploadBytes: number;
}

/**
 * The files module's intake: streams an upload into storage, checks it, and creates the file
 * record and its analysis task in one transaction (no row, no stored file when anything fails).
 */
export function createFileIntake({ db, files, storage, analysis, maxUploadBytes }: FileIntakeDeps) {
  async function register(
    fileId: string,
    { sessionId, clientKey }: Uploader,
    name: string,
    originalKey: string,
    sizeBytes: number,
  ): Promise<AnalysisStartedResponse> {
    const taskId = randomUUID();
    try {
      await db.transaction(async (tx) => {
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
        await analysis.createTask(tx, { taskId, fileId, sessionId, clientKey });
      });
    } catch (error) {
      await storage.remove(originalKey);
      throw error;
    }
    // A crash between the commit and the queue is found by the analysis reconcile sweep (a task
    // without a job fails as INTERRUPTED): never a task that waits forever.
    const extension = originalKey.slice(originalKey.lastIndexOf('.') + 1);
    await analysis.dispatch({ taskId, sessionId, sizeBytes, extension });
    return { taskId, createdObject: { _id: fileId } };
  }

  return {
    checkCapacity: (who: Uploader) => analysis.checkCapacity(who),
    async acceptUpload(
      who: Uploader,
      upload: IncomingUpload,
    ): Promise<Result<AnalysisStartedResponse, FileIntakeErrorCode>> {
      const extension = checkExtension(upload.fileName);
      if (!extension.ok) {
        upload.stream.resume();
        return extension;
      }
      const fileId = randomUUID();
      const key = `analysis/${fileId}/original.${extension.value}`;
      const received = await receiveUpload(storage, key, extension.value, upload, maxUploadBytes);
      if (!received.ok) {
        // Refused: not even the file's empty folder stays behind.
        await storage.removeFolder(`analysis/${fileId}`);
        return received;
      }
      const name = upload.fileName.trim().slice(-120) || `model.${extension.value}`;
      return ok(await register(fileId, who, name, key, received.value.sizeBytes));
    },
    /** The shipped demo model, as if the customer had uploaded it. */
    async startDemo(who: Uploader): Promise<Result<AnalysisStartedResponse, AdmissionErrorCode>> {
      const capacity = await analysis.checkCapacity(who);
      if (!capacity.ok)
        return err(capacity.error.code, capacity.error.message, capacity.error.details);
      const fileId = randomUUID();
      const key = `analysis/${fileId}/original.stl`;
      const { sizeBytes } = await storage.write(key, createReadStream(DEMO_MODEL_PATH));
      return ok(await register(fileId, who, DEMO_MODEL_NAME, key, sizeBytes));
    },
  };
}

export type FileIntake = ReturnType<typeof createFileIntake>;
