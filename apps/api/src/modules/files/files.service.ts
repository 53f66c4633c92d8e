import { err, ok, type FileGeometry, type Result } from '@print/domain';
import type { Executor } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { AnalysisOutcome, FileRecord, FileStatus, NewFile } from './file-record.js';
import { createFilesRepository } from './files.repository.js';
import { filesCheckoutSql } from './files-checkout-sql.js';

export type AnalysedFileErrorCode = 'FILE_NOT_FOUND' | 'FILE_NOT_ANALYSED' | 'FILE_ANALYSIS_FAILED';

export interface AnalysedFile {
  readonly file: FileRecord;
  /** The part in mm beside the file's unit: figuresAt(geometry, choice) is what the customer orders. */
  readonly geometry: FileGeometry;
}

/** Files belong to the anonymous session that uploaded them; no session owns nothing. */
export function isOwnedBy(file: FileRecord, sessionId: string | null): boolean {
  return sessionId !== null && file.ownerSession === sessionId;
}

function analysedOf(file: FileRecord): Result<AnalysedFile, AnalysedFileErrorCode> {
  if (file.status === 'failed')
    return err('FILE_ANALYSIS_FAILED', 'The analysis of this 3D file failed');
  const { geometry } = file;
  if (file.status !== 'analysed' || geometry === null)
    return err('FILE_NOT_ANALYSED', 'The 3D file has not been analysed yet');
  return ok({ file, geometry });
}

/**
 * The files module's one public surface: other modules (analysis, cart, pricing) read and write
 * file records only through it. Writes take an optional transaction (`tx`) so a caller can make
 * them part of its own atomic step.
 */
export function createFilesService({
  db,
  storage,
}: {
  readonly db: Executor;
  /**
   * Only remove/removeFolder (the object-store implementation keeps the same two); fixtures that
   * only write records leave it out.
   */
  readonly storage?: Pick<FileStorage, 'remove' | 'removeFolder'>;
}) {
  const repo = createFilesRepository(db);
  const on = (tx: Executor | undefined) => (tx ? createFilesRepository(tx) : repo);
  return {
    /** The files' part of the checkout's read (files-checkout-sql.ts). */
    checkoutSql: filesCheckoutSql,
    /**
     * The analysed file of this session. Another session's file answers FILE_NOT_FOUND, exactly
     * as a missing one, so ids cannot be probed.
     */
    async loadAnalysed(
      fileId: string,
      sessionId: string | null,
    ): Promise<Result<AnalysedFile, AnalysedFileErrorCode>> {
      const file = await repo.findById(fileId);
      if (!file || !isOwnedBy(file, sessionId))
        return err('FILE_NOT_FOUND', `No 3D file with id ${fileId}`);
      return analysedOf(file);
    },
    /** The same for the desk (staff see every ordered file): no ownership check. */
    async loadAnalysedOfAnyOwner(
      fileId: string,
    ): Promise<Result<AnalysedFile, AnalysedFileErrorCode>> {
      const file = await repo.findById(fileId);
      if (!file) return err('FILE_NOT_FOUND', `No 3D file with id ${fileId}`);
      return analysedOf(file);
    },
    findMany: (ids: readonly string[]) => repo.findByIds(ids),
    async findOwned(fileId: string, sessionId: string | null): Promise<FileRecord | null> {
      const file = await repo.findById(fileId);
      return file && isOwnedBy(file, sessionId) ? file : null;
    },
    /** Retention: files uploaded before `before` (ids, in id order after `afterId`). */
    listCreatedBefore: (before: Date, afterId: string, limit: number) =>
      repo.listCreatedBefore(before, afterId, limit),
    /** An owner's files with their upload time (the account's data export, its deletion). */
    listOwnedBy: (owner: string) => repo.findByOwner(owner),
    /**
     * Inside the caller's transaction: the record goes (null: locked by another sweep, or gone).
     * A cart line naming the file makes the database refuse; the caller's transaction then fails.
     * The bytes go afterwards with `removeStored`, once the deletion is committed.
     */
    deleteRecord: (fileId: string, tx: Executor) => on(tx).deleteRecord(fileId),
    /** Every stored byte of a deleted file: the upload and the analysis outputs' folder. */
    async removeStored(file: FileRecord): Promise<void> {
      if (!storage) throw new Error('files service built without storage cannot remove bytes');
      const keys = [file.originalPath, file.model3mfPath, file.repairedPath, file.frontPicturePath];
      for (const key of keys) if (key !== null) await storage.remove(key);
      if (file.outputDir !== null) await storage.removeFolder(file.outputDir);
      await storage.removeFolder(`analysis/${file.id}`);
    },
    /** Any file by id, whoever owns it (the analysis worker's view). */
    findById: (fileId: string) => repo.findById(fileId),
    create: (file: NewFile, tx?: Executor) => on(tx).insert(file),
    /** Sign-in: the anonymous session's files become the account's (accounts carry-over). */
    transferOwner: (from: string, to: string, tx?: Executor) => on(tx).transferOwner(from, to),
    updateMeta: (...args: Parameters<typeof repo.updateMeta>) => repo.updateMeta(...args),
    setStatus: (fileId: string, status: FileStatus) => repo.setStatus(fileId, status),
    saveAnalysis: (fileId: string, outcome: AnalysisOutcome) => repo.saveAnalysis(fileId, outcome),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
