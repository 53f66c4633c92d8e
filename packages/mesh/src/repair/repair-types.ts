import type { IndexedMesh } from '../types.js';
import type { MeshReport } from '../analyze/index.js';

/** The four counts of spec 1 §3 (repairInfo). */
export interface RepairInfo {
  readonly numberOfMergedVertexPairs: number;
  readonly numberOfFlippedPolygons: number;
  readonly numberOfRemovedFlatOpenShells: number;
  readonly numberOfClosedOpenLoops: number;
}

export interface RepairOptions {
  /** Rim vertices closer than this are welded. Default 1e-6 × bbox diagonal. */
  readonly weldToleranceMm?: number;
  /** Open shells within this distance of a plane are flat. Default 1e-5 × bbox diagonal. */
  readonly flatnessToleranceMm?: number;
  /** Open shells with a smaller bbox diagonal are fragments. Default 1e-4 × bbox diagonal. */
  readonly fragmentDiagonalMm?: number;
}

export interface RepairResult {
  readonly mesh: IndexedMesh;
  readonly info: RepairInfo;
  /** 1 for triangles of the repaired mesh that were flipped or added (for highlighting). */
  readonly changedTriangleMask: Uint8Array;
  /** Analysis of the repaired mesh. */
  readonly report: MeshReport;
}
