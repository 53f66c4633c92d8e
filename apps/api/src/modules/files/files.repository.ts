import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, type RepairInfoData } from '../../db/schema.js';

export type LengthUnit = 'mm' | 'cm' | 'inch';
export type FileStatus = 'uploaded' | 'analysing' | 'analysed' | 'failed';

/** Geometry figures in the file's own unit (see the schema comment on `files`). */
export interface FileFigures {
  readonly volume: number;
  readonly area: number;
  readonly dimensions: { readonly x: number; readonly y: number; readonly z: number };
  readonly thinnestWall: number | null;
  readonly shellCount: number;
  readonly isWatertight: boolean;
}

export interface FileRecord {
  readonly id: string;
  readonly ownerSession: string | null;
  readonly name: string;
  readonly givenUnitOfLength: LengthUnit;
  readonly status: FileStatus;
  readonly figures: FileFigures | null;
  readonly repairInfo: RepairInfoData | null;
  readonly taskId: string | null;
}

export interface NewFile {
  readonly id: string;
  readonly ownerSession: string | null;
  readonly name: string;
  readonly givenUnitOfLength: LengthUnit;
  readonly status: FileStatus;
  readonly figures: FileFigures | null;
  readonly repairInfo: RepairInfoData | null;
}

type FileRow = typeof files.$inferSelect;

function toFigures(row: FileRow): FileFigures | null {
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
  return {
    volume: volumeFileUnits3,
    area: areaFileUnits2,
    dimensions: { x: dimXFileUnits, y: dimYFileUnits, z: dimZFileUnits },
    thinnestWall: row.thinnestWallFileUnits,
    shellCount,
    isWatertight,
  };
}

function toRecord(row: FileRow): FileRecord {
  return {
    id: row.id,
    ownerSession: row.ownerSession,
    name: row.name,
    givenUnitOfLength: row.givenUnitOfLength,
    status: row.status,
    figures: toFigures(row),
    repairInfo: row.repairInfo,
    taskId: row.taskId,
  };
}

export function createFilesRepository(db: Db) {
  return {
    async findById(id: string): Promise<FileRecord | null> {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row ? toRecord(row) : null;
    },
    async findByIds(ids: readonly string[]): Promise<FileRecord[]> {
      if (ids.length === 0) return [];
      const rows = await Promise.all(
        [...new Set(ids)].map((id) => db.select().from(files).where(eq(files.id, id))),
      );
      return rows.flat().map(toRecord);
    },
    /** Used by the analysis service (later) and by test fixtures; not exposed over HTTP. */
    async insert(file: NewFile): Promise<FileRecord> {
      const f = file.figures;
      const [row] = await db
        .insert(files)
        .values({
          id: file.id,
          ownerSession: file.ownerSession,
          name: file.name,
          givenUnitOfLength: file.givenUnitOfLength,
          status: file.status,
          volumeFileUnits3: f?.volume ?? null,
          areaFileUnits2: f?.area ?? null,
          dimXFileUnits: f?.dimensions.x ?? null,
          dimYFileUnits: f?.dimensions.y ?? null,
          dimZFileUnits: f?.dimensions.z ?? null,
          thinnestWallFileUnits: f?.thinnestWall ?? null,
          shellCount: f?.shellCount ?? null,
          isWatertight: f?.isWatertight ?? null,
          repairInfo: file.repairInfo,
        })
        .returning();
      if (!row) throw new Error('insert into files returned no row');
      return toRecord(row);
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
