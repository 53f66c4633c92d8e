import { analyzeMesh, type MeshReport } from '../analyze/index.js';
import { repairMesh, type RepairInfo } from '../repair/index.js';
import type { IndexedMesh, ReadSuccess } from '../types.js';
import type { PrintabilityLimitsInput, PrintabilityOutcome } from './printability-check.js';

/** The machine-readable result of `print-mesh analyze --json`. */
export interface AnalyzeOutput {
  readonly file: string;
  readonly format: ReadSuccess['format'];
  readonly diagnostics: readonly string[];
  readonly timingsMs: { readonly analyze: number; readonly repair: number | null };
  readonly analysis: ReportFigures;
  readonly repair: { readonly info: RepairInfo; readonly analysis: ReportFigures } | null;
  readonly thinnestWallMm: number | null;
  readonly printability:
    (PrintabilityOutcome['printability'] & { readonly messages: readonly string[] }) | null;
}

export interface ReportFigures {
  readonly dimensionsMm: MeshReport['dimensionsMm'];
  readonly bbox: MeshReport['bbox'];
  readonly volumeMm3: number;
  readonly areaMm2: number;
  readonly triangleCount: number;
  readonly vertexCount: number;
  readonly shellCount: number;
  readonly shells: MeshReport['shells'];
  readonly defects: {
    readonly boundaryEdgeCount: number;
    readonly openLoopCount: number;
    readonly nonManifoldEdgeCount: number;
    readonly inconsistentEdgeCount: number;
    readonly degenerateFaceCount: number;
    readonly insideOutShellCount: number;
  };
  readonly isWatertight: boolean;
}

export function toReportFigures(r: MeshReport): ReportFigures {
  return {
    dimensionsMm: r.dimensionsMm,
    bbox: r.bbox,
    volumeMm3: r.volumeMm3,
    areaMm2: r.areaMm2,
    triangleCount: r.triangleCount,
    vertexCount: r.vertexCount,
    shellCount: r.shellCount,
    shells: r.shells,
    defects: {
      boundaryEdgeCount: r.boundaryEdgeCount,
      openLoopCount: r.openLoopCount,
      nonManifoldEdgeCount: r.nonManifoldEdgeCount,
      inconsistentEdgeCount: r.inconsistentEdgeCount,
      degenerateFaceCount: r.degenerateFaceCount,
      insideOutShellCount: r.insideOutShellCount,
    },
    isWatertight: r.isWatertight,
  };
}

/**
 * Milliseconds from a monotonic clock. Not `performance.now()`: the first use of the
 * `performance` global loads Node's perf_hooks modules, a few ms of every command's start-up.
 */
function nowMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

export interface AnalyzeRequest extends PrintabilityLimitsInput {
  readonly file: string;
  readonly shouldRepair: boolean;
}

/**
 * Analysis, optional repair, and (with limits given) the printability verdict on the final mesh.
 * Wall thickness (three-mesh-bvh, three) and the printability rule (@print/domain) are loaded
 * only when asked for: module loading is a large part of a short command's process time.
 */
export async function runAnalysis(
  read: ReadSuccess,
  request: AnalyzeRequest,
): Promise<AnalyzeOutput> {
  let start = nowMs();
  const report = analyzeMesh(read.mesh);
  const analyzeMs = nowMs() - start;
  let repair: AnalyzeOutput['repair'] = null;
  let repairMs: number | null = null;
  let finalMesh: IndexedMesh = read.mesh;
  let finalReport = report;
  if (request.shouldRepair) {
    start = nowMs();
    const repaired = repairMesh(read.mesh);
    repairMs = nowMs() - start;
    repair = { info: repaired.info, analysis: toReportFigures(repaired.report) };
    finalMesh = repaired.mesh;
    finalReport = repaired.report;
  }
  const wantsPrintability =
    request.minWallMm !== null || request.buildMm !== null || request.maxParts !== null;
  let thinnestWallMm: number | null = null;
  if (request.minWallMm !== null) {
    const { computeWallThickness } = await import('../thickness/index.js');
    const thickness = computeWallThickness(finalMesh);
    thinnestWallMm = Number.isNaN(thickness.minMm) ? null : thickness.minMm;
  }
  let outcome: PrintabilityOutcome | null = null;
  if (wantsPrintability) {
    const { checkPrintability } = await import('./printability-check.js');
    outcome = checkPrintability(finalReport, thinnestWallMm, request);
  }
  return {
    file: request.file,
    format: read.format,
    diagnostics: read.diagnostics,
    timingsMs: { analyze: analyzeMs, repair: repairMs },
    analysis: toReportFigures(report),
    repair,
    thinnestWallMm,
    printability: outcome ? { ...outcome.printability, messages: outcome.reasons } : null,
  };
}
