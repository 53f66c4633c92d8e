import type { IndexedMesh } from '../types.js';
import {
  buildEdgeTopology,
  canonicalizeVertices,
  isKnownCanonicalMesh,
  type CanonicalVertices,
  type EdgeTopology,
} from '../topology/index.js';
import { computeBoundingBox, measureShells, type ShellMeasures } from './shell-measures.js';
import { computeNestingDepth } from './shell-nesting.js';
import { defaultDegenerateHeight } from './degenerate-faces.js';

/**
 * What analysis derives from a mesh before it writes the report, shared with repair so that
 * "analyse, then repair" welds and builds the edge topology once. Pieces not every caller needs
 * are computed on first use. Everything here is a pure function of the mesh.
 */
export interface MeshAnalysis {
  readonly canonical: CanonicalVertices;
  readonly topology: EdgeTopology;
  /** [minX, minY, minZ, maxX, maxY, maxZ] of the vertices used by triangles. */
  readonly box: Float64Array;
  shells: ShellAnalysis | null;
}

export interface ShellAnalysis {
  readonly measures: ShellMeasures;
  /** How many closed shells enclose each shell (see computeNestingDepth). */
  readonly depth: Int32Array;
}

// Keyed by the mesh object: meshes are immutable values (see IndexedMesh), and the entry dies
// with the mesh. It holds the topology (16 bytes per triangle, more when canonicalising changed
// the indices) while the mesh is alive: the price of building it once for analysis and repair.
const analyses = new WeakMap<IndexedMesh, MeshAnalysis>();

/** The canonical vertices, topology and bounds of `mesh`, built once per mesh object. */
export function getMeshAnalysis(mesh: IndexedMesh): MeshAnalysis {
  const cached = analyses.get(mesh);
  if (cached) return cached;
  const canonical = canonicalizeVertices(mesh);
  const topology = buildEdgeTopology(canonical.indices, canonical.vertexCount);
  const analysis = createMeshAnalysis(canonical, topology, isKnownCanonicalMesh(mesh));
  analyses.set(mesh, analysis);
  return analysis;
}

function createMeshAnalysis(
  canonical: CanonicalVertices,
  topology: EdgeTopology,
  isEveryVertexUsed = false,
): MeshAnalysis {
  const box = computeBoundingBox(canonical.positions, canonical.indices, isEveryVertexUsed);
  return { canonical, topology, box, shells: null };
}

/**
 * An analysis from pieces the caller already has (repair knows the topology of its output),
 * not remembered: the repaired mesh lives on (wall thickness, files) and should not carry a
 * topology nobody asks for. `canonical` must be what canonicalizeVertices would return.
 */
export function createKnownMeshAnalysis(
  canonical: CanonicalVertices,
  topology: EdgeTopology,
): MeshAnalysis {
  return createMeshAnalysis(canonical, topology);
}

/** Per-shell measures (taken about the box centre) and nesting depths, computed once. */
export function getShellAnalysis(analysis: MeshAnalysis): ShellAnalysis {
  if (analysis.shells) return analysis.shells;
  const { canonical, topology, box } = analysis;
  const center = [(box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2];
  const measures = measureShells(
    canonical.positions,
    canonical.indices,
    topology,
    center,
    defaultDegenerateHeight(box),
  );
  const depth = computeNestingDepth(
    canonical.positions,
    canonical.indices,
    topology.faceShell,
    measures,
  );
  analysis.shells = { measures, depth };
  return analysis.shells;
}
