import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { toFileGeometry, type FileGeometry } from '@print/domain';
import type { GeometryFigures } from '@print/domain';
import type {
  AnalysisOutcome,
  FileRecord,
  FileStatus,
  LengthUnit,
  NewFile,
} from './file-record.js';
import { files } from './files.tables.js';

export type FileRow = typeof files.$inferSelect;

/**
 * The stored columns hold the figures as read (the file's own numbers: *_file_units); the file's
 * geometry in millimetres follows from its unit, here and nowhere else.
 */
function toGeometry(row: FileRow): FileGeometry | null {
  const {
    volumeFileUnits3,
    areaFileUnits2,
    dimXFileUnits,
    dimYFileUnits,
    dimZFileUnits,
    shellCount,
    isWatertight,
  } = row;
  if (
    volumeFileUnits3 === null ||
    areaFileUnits2 === null ||
    dimXFileUnits === null ||
    dimYFileUnits === null
  )
    return null;
  if (dimZFileUnits === null || shellCount === null || isWatertight === null) return null;
  const asRead: GeometryFigures = {
    volumeMm3: volumeFileUnits3,
    areaMm2: areaFileUnits2,
    dimensionsMm: { x: dimXFileUnits, y: dimYFileUnits, z: dimZFileUnits },
    thinnestWallMm: row.thinnestWallFileUnits,
    shellCount,
    isWatertight,
  };
  return toFileGeometry(asRead, row.givenUnitOfLength);
}

/** A stored row as the app sees it (also for a row read joined to another table). */
export function toFileRecord(row: FileRow): FileRecord {
  return {
    id: row.id,
    ownerSession: row.ownerSession,
    name: row.name,
    givenUnitOfLength: row.givenUnitOfLength,
    status: row.status,
    geometry: toGeometry(row),
    repairInfo: row.repairInfo,
    taskId: row.taskId,
    triangleCount: row.triangleCount,
    analysisWarnings: row.analysisWarnings ?? [],
    originalPath: row.originalPath,
    outputDir: row.outputDir,
    model3mfPath: row.model3mfPath,
    repairedPath: row.repairedPath,
    frontPicturePath: row.frontPicturePath,
  };
}

export function createFilesRepository(db: Db) {
  // Built on first use: a repository on a transaction is made per call and may never need it.
  let byIdsQuery: ReturnType<typeof prepareByIds> | undefined;
  const prepareByIds = () =>
    db
      .select()
      .from(files)
      .where(sql`${files.id} = any(${sql.placeholder('ids')}::text[])`)
      .prepare('files_by_ids');
  return {
    async findById(id: string): Promise<FileRecord | null> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row ? toFileRecord(row) : null;
    },
    /** Retention: ids of files uploaded before `before`, in id order after `afterId`. */
    async listCreatedBefore(before: Date, afterId: string, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: files.id })
        .from(files)
        .where(and(lt(files.createdAt, before), gt(files.id, afterId)))
        .orderBy(asc(files.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },
    async findByOwner(owner: string): Promise<(FileRecord & { readonly createdAt: Date })[]> {
      const rows = await db
        .select()
        .from(files)
        .where(eq(files.ownerSession, owner))
        .orderBy(asc(files.createdAt));
      return rows.map((row) => ({ ...toFileRecord(row), createdAt: row.createdAt }));
    },
    /**
     * Removes the record, locked against a concurrent sweep (SKIP LOCKED: another worker has it);
     * a cart line still naming the file makes PostgreSQL refuse (foreign key). Null: not deleted.
     */
    async deleteRecord(id: string): Promise<FileRecord | null> {
      const locked = await db
        .select({ id: files.id })
        .from(files)
        .where(eq(files.id, id))
        .for('update', { skipLocked: true });
      if (locked.length === 0) return null;
      const [row] = await db.delete(files).where(eq(files.id, id)).returning();
      return row ? toFileRecord(row) : null;
    },
    /** Carry-over at sign-in: every file of one owner passes to another. */
    async transferOwner(from: string, to: string): Promise<void> {
      await db.update(files).set({ ownerSession: to }).where(eq(files.ownerSession, from));
    },
    async findByIds(ids: readonly string[]): Promise<FileRecord[]> {
      if (ids.length === 0) return [];
      // One statement for any number of ids (a text array parameter): one text, prepared once.
      byIdsQuery ??= prepareByIds();
      const rows = await byIdsQuery.execute({ ids: [...new Set(ids)] });
      return rows.map(toFileRecord);
    },
    /** Used by the analysis service (later) and by test fixtures; not exposed over HTTP. */
    async insert(file: NewFile): Promise<FileRecord> {
      const f = file.figuresAsRead;
      const [row] = await db
        .insert(files)
        .values({
          id: file.id,
          ownerSession: file.ownerSession,
          name: file.name,
          givenUnitOfLength: file.givenUnitOfLength,
          status: file.status,
          volumeFileUnits3: f?.volumeMm3 ?? null,
          areaFileUnits2: f?.areaMm2 ?? null,
          dimXFileUnits: f?.dimensionsMm.x ?? null,
          dimYFileUnits: f?.dimensionsMm.y ?? null,
          dimZFileUnits: f?.dimensionsMm.z ?? null,
          thinnestWallFileUnits: f?.thinnestWallMm ?? null,
          shellCount: f?.shellCount ?? null,
          isWatertight: f?.isWatertight ?? null,
          repairInfo: file.repairInfo,
          originalPath: file.originalPath ?? null,
          taskId: file.taskId ?? null,
        })
        .returning();
      if (!row) throw new Error('insert into files returned no row');
      return toFileRecord(row);
    },
    async updateMeta(
      id: string,
      patch: { readonly name?: string; readonly givenUnitOfLength?: LengthUnit },
    ): Promise<FileRecord | null> {
      if (patch.name === undefined && patch.givenUnitOfLength === undefined)
        return this.findById(id);
      const [row] = await db.update(files).set(patch).where(eq(files.id, id)).returning();
      return row ? toFileRecord(row) : null;
    },
    async setStatus(id: string, status: FileStatus): Promise<void> {
      await db.update(files).set({ status }).where(eq(files.id, id));
    },
    async saveAnalysis(id: string, outcome: AnalysisOutcome): Promise<void> {
      const f = outcome.figuresAsRead;
      await db
        .update(files)
        .set({
          status: 'analysed',
          volumeFileUnits3: f.volumeMm3,
          areaFileUnits2: f.areaMm2,
          dimXFileUnits: f.dimensionsMm.x,
          dimYFileUnits: f.dimensionsMm.y,
          dimZFileUnits: f.dimensionsMm.z,
          thinnestWallFileUnits: f.thinnestWallMm,
          shellCount: f.shellCount,
          isWatertight: f.isWatertight,
          triangleCount: outcome.triangleCount,
          analysisWarnings: [...outcome.analysisWarnings],
          repairInfo: outcome.repairInfo,
          outputDir: outcome.outputDir,
          model3mfPath: outcome.model3mfPath,
          repairedPath: outcome.repairedPath,
          frontPicturePath: outcome.frontPicturePath,
        })
        .where(eq(files.id, id));
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
