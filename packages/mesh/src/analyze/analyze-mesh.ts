import type { IndexedMesh } from '../types.js';
import { traceBoundaryLoops } from '../topology/index.js';
import type { AnalyzeOptions, MeshReport, ShellReport } from './mesh-report.js';
import { countDegenerateFaces } from './degenerate-faces.js';
import {
  createKnownMeshAnalysis,
  getMeshAnalysis,
  getShellAnalysis,
  type MeshAnalysis,
} from './mesh-analysis.js';
import type { CanonicalVertices, EdgeTopology } from '../topology/index.js';

export { DEFAULT_DEGENERATE_HEIGHT_RELATIVE } from './degenerate-faces.js';

// Default-option reports per mesh object (small; kept apart from the topology so that a mesh
// can keep its report without its topology).
const reports = new WeakMap<IndexedMesh, MeshReport>();

/**
 * Measures a mesh: bounds, volume, area, shells and defects. Vertices are identified by exact
 * position, so unindexed (STL-style) input analyses like indexed input. Never throws on bad
 * geometry; an empty mesh yields zeros. The topology is built once per mesh object and shared
 * with repairMesh; with default options the same (immutable) report object is returned again.
 */
export function analyzeMesh(mesh: IndexedMesh, options: AnalyzeOptions = {}): MeshReport {
  if (options.degenerateHeightMm !== undefined) return writeReport(getMeshAnalysis(mesh), options);
  let report = reports.get(mesh);
  if (!report) {
    report = writeReport(getMeshAnalysis(mesh));
    reports.set(mesh, report);
  }
  return report;
}

/**
 * The default report of `mesh` from a topology the caller already built (repair's output), also
 * remembered for a later analyzeMesh(mesh). `canonical` must be what canonicalising `mesh`
 * gives and `topology` its edge topology.
 */
export function analyzeKnownTopology(
  mesh: IndexedMesh,
  canonical: CanonicalVertices,
  topology: EdgeTopology,
): MeshReport {
  const report = writeReport(createKnownMeshAnalysis(canonical, topology));
  reports.set(mesh, report);
  return report;
}

function writeReport(analysis: MeshAnalysis, options: AnalyzeOptions = {}): MeshReport {
  const { canonical, topology, box } = analysis;
  const { positions, indices, vertexCount } = canonical;
  const dx = box[3] - box[0];
  const dy = box[4] - box[1];
  const dz = box[5] - box[2];
  const { measures, depth } = getShellAnalysis(analysis);
  const shells: ShellReport[] = [];
  let volume = 0;
  let area = 0;
  let insideOut = 0;
  for (let s = 0; s < topology.shellCount; s++) {
    const v = measures.volumeMm3[s];
    const isClosed = measures.isClosed[s] === 1;
    volume += v;
    area += measures.areaMm2[s];
    if (isClosed && v !== 0 && v < 0 === (depth[s] % 2 === 0)) insideOut++;
    shells.push({
      triangleCount: measures.triangleCount[s],
      volumeMm3: v,
      areaMm2: measures.areaMm2[s],
      isClosed,
    });
  }
  const triangleCount = indices.length / 3;
  const openLoopCount =
    topology.boundaryEdgeCount === 0
      ? 0
      : traceBoundaryLoops(indices, topology.mate, vertexCount).holeCount;
  return {
    triangleCount,
    vertexCount,
    bbox: { min: { x: box[0], y: box[1], z: box[2] }, max: { x: box[3], y: box[4], z: box[5] } },
    dimensionsMm: { x: dx, y: dy, z: dz },
    volumeMm3: Math.abs(volume),
    areaMm2: area,
    shells,
    shellCount: topology.shellCount,
    boundaryEdgeCount: topology.boundaryEdgeCount,
    openLoopCount,
    nonManifoldEdgeCount: topology.nonManifoldEdgeCount,
    inconsistentEdgeCount: topology.inconsistentEdgeCount,
    // The shell measures counted them at the default tolerance in the same pass.
    degenerateFaceCount:
      options.degenerateHeightMm === undefined
        ? measures.degenerateFaceCount
        : countDegenerateFaces(positions, indices, options.degenerateHeightMm),
    insideOutShellCount: insideOut,
    isWatertight:
      triangleCount > 0 && topology.boundaryEdgeCount === 0 && topology.nonManifoldEdgeCount === 0,
  };
}
