import type { FileGeometry, GeometryFigures } from '@print/domain';

/** The files module's contract types: a file as other modules see it, and what they write. */

/** A warning about how the file was read; `count` says how many items it concerns. */
export interface AnalysisWarningData {
  readonly code: 'STEP_DAMAGED_ENTITIES';
  readonly count: number;
}

export interface RepairInfoData {
  readonly numberOfFlippedPolygons: number;
  readonly numberOfRemovedFlatOpenShells: number;
  readonly numberOfClosedOpenLoops: number;
  readonly numberOfMergedVertexPairs: number;
  readonly repairImages?: Readonly<Record<string, string>>;
}

export type LengthUnit = 'mm' | 'cm' | 'm' | 'inch';
export type FileStatus = 'uploaded' | 'analysing' | 'analysed' | 'failed';

export interface FileRecord {
  readonly id: string;
  readonly ownerSession: string | null;
  readonly name: string;
  readonly givenUnitOfLength: LengthUnit;
  readonly status: FileStatus;
  /** The part in mm beside the file's unit (given_unit_of_length); null until analysed. */
  readonly geometry: FileGeometry | null;
  readonly repairInfo: RepairInfoData | null;
  readonly taskId: string | null;
  readonly triangleCount: number | null;
  readonly analysisWarnings: readonly AnalysisWarningData[];
  /** Storage keys; null until uploaded / analysed. */
  readonly originalPath: string | null;
  readonly outputDir: string | null;
  readonly model3mfPath: string | null;
  readonly repairedPath: string | null;
  readonly frontPicturePath: string | null;
}

/** What a finished analysis stores on its file: the figures as read (coordinates taken as mm). */
export interface AnalysisOutcome {
  readonly figuresAsRead: GeometryFigures;
  readonly triangleCount: number;
  readonly analysisWarnings: readonly AnalysisWarningData[];
  readonly repairInfo: RepairInfoData | null;
  readonly outputDir: string;
  readonly model3mfPath: string;
  readonly repairedPath: string;
  readonly frontPicturePath: string;
}

export interface NewFile {
  readonly id: string;
  readonly ownerSession: string | null;
  readonly name: string;
  readonly givenUnitOfLength: LengthUnit;
  readonly status: FileStatus;
  /** As read (coordinates taken as mm); null until analysed. */
  readonly figuresAsRead: GeometryFigures | null;
  readonly repairInfo: RepairInfoData | null;
  readonly originalPath?: string | null;
  readonly taskId?: string | null;
}
