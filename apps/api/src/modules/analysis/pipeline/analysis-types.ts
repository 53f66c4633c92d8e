import type { GeometryFigures } from '@print/domain';

/** The pipeline's contract with the analysis service. */
export type AnalysisStep =
  | 'converting to stl'
  | 'starting analysis'
  | 'repairing file'
  | 'converting to trf'
  | 'analyzing volume and dimensions'
  | 'analysis completed';

export interface AnalysisJobInput {
  /** The uploaded bytes on disk. */
  readonly inputPath: string;
  /** Original name; its extension is only a tie-breaker for format detection. */
  readonly fileName: string;
  /** An empty folder the pipeline owns for this file. */
  readonly outputDir: string;
  /** Wall-clock budget for the whole run, ms (default 120 000). */
  readonly timeoutMs?: number;
  /**
   * Measure the input as read too when it was repaired (default true). The service stores only
   * the repaired figures and passes false: a second full analysis of a broken 2M-triangle mesh
   * costs half a second of the critical path.
   */
  readonly measureOriginal?: boolean;
}

/**
 * Figures of one mesh as read: the readers hand out coordinates as millimetres (an STL has no
 * unit); the file's unit (FileGeometry) says what they are. thinnestWallMm is the robust minimum
 * wall (1st area percentile), null when not measured.
 */
export interface AnalysisFigures extends GeometryFigures {
  readonly triangleCount: number;
  readonly vertexCount: number;
}

export interface AnalysisRepairInfo {
  readonly numberOfFlippedPolygons: number;
  readonly numberOfRemovedFlatOpenShells: number;
  readonly numberOfClosedOpenLoops: number;
  readonly numberOfMergedVertexPairs: number;
}

export interface AnalysisOutputs {
  readonly model3mf: 'model.3mf';
  readonly repairedStl: 'repaired.stl';
  readonly trf: 'mesh.trf';
  readonly frontPicture: 'front.png';
  /** View key ('XP0' …) → file name in outputDir; empty when nothing was repaired. */
  readonly repairImages: Readonly<Record<string, string>>;
}

export interface AnalysisSuccess {
  readonly ok: true;
  readonly format: string;
  readonly declaredUnit: string | null;
  readonly unitAssumed: boolean;
  /** Before repair; null when repaired and `measureOriginal` was false. */
  readonly original: AnalysisFigures | null;
  /** After repair: what pricing uses. */
  readonly repaired: AnalysisFigures;
  /** Null when nothing was repaired. */
  readonly repairInfo: AnalysisRepairInfo | null;
  readonly outputs: AnalysisOutputs;
  readonly diagnostics: readonly string[];
}

export interface AnalysisFailure {
  readonly ok: false;
  /** The mesh reader's code (UNKNOWN_FORMAT, TRUNCATED, …), TIMEOUT or ANALYSIS_FAILED. */
  readonly error: { readonly code: string; readonly message: string };
}

export type AnalysisResult = AnalysisSuccess | AnalysisFailure;
