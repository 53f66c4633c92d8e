import type { IndexedMesh } from '../types.js';
import type { MeshReport } from '../analyze/index.js';
import { analyzeMesh } from '../analyze/index.js';
import { analyzeKnownTopology } from '../analyze/analyze-mesh.js';
import { getMeshAnalysis, getShellAnalysis, type ShellAnalysis } from '../analyze/mesh-analysis.js';
import {
  buildEdgeTopology,
  flipEdgeTopology,
  MATE_BOUNDARY,
  type EdgeTopology,
} from '../topology/index.js';
import { measureShells } from '../analyze/shell-measures.js';
import { defaultDegenerateHeight } from '../analyze/degenerate-faces.js';
import { computeNestingDepth } from '../analyze/shell-nesting.js';
import { weldBoundaryVertices } from './weld-boundary.js';
import { findFlatOpenShells } from './flat-shells.js';
import { flipFace, orientFacesConsistently } from './orient-faces.js';
import { fillHoles } from './fill-holes.js';
import type { RepairInfo, RepairOptions, RepairResult } from './repair-types.js';
import { compactMesh, keepFaces, type WorkingMesh } from './working-mesh.js';

const DEFAULTS = { weld: 1e-6, flatness: 1e-5, fragment: 1e-4 };

/**
 * Repairs a mesh in this order: weld near-coincident rim vertices → remove triangles with a
 * repeated vertex → remove flat open shells → orient every shell consistently → fill holes →
 * turn each closed shell outward (cavities inward). Counts are what was actually done:
 * numberOfMergedVertexPairs = vertices merged away by the weld; numberOfFlippedPolygons =
 * input triangles whose final orientation differs from their input orientation;
 * numberOfRemovedFlatOpenShells = flat open shells removed + repeated-vertex triangles removed;
 * numberOfClosedOpenLoops = holes (connected rims) closed. Input needing none of these comes back
 * as the very same mesh object with all counts zero. The canonical vertices and topology of the
 * input come from analyzeMesh's per-mesh cache (built here when analysis has not run, and then
 * kept with the input mesh); the report of the repaired mesh is remembered for a later
 * analyzeMesh of the output (its topology is not kept).
 */
export function repairMesh(mesh: IndexedMesh, options: RepairOptions = {}): RepairResult {
  const analysis = getMeshAnalysis(mesh);
  const { canonical, box } = analysis;
  const diagonal = Math.hypot(box[3] - box[0], box[4] - box[1], box[5] - box[2]);
  let work: WorkingMesh = {
    positions: canonical.positions,
    indices: canonical.indices,
    vertexCount: canonical.vertexCount,
  };
  let topology = analysis.topology;
  let merged = 0;
  let removed = 0;
  if (topology.boundaryEdgeCount > 0) {
    const tolerance = options.weldToleranceMm ?? DEFAULTS.weld * diagonal;
    const weld = weldBoundaryVertices(
      work.positions,
      work.indices,
      topology.mate,
      work.vertexCount,
      tolerance,
    );
    if (weld.mergedCount > 0) {
      merged = weld.mergedCount;
      const indices = work.indices.map((v) => weld.remap[v]);
      work = { ...work, indices };
    }
  }
  // The topology counted the half-edges from a vertex to itself: none and nothing welded → no
  // triangle repeats a vertex (skips a pass over every triangle for clean input).
  if (merged > 0 || topology.degenerateHalfEdgeCount > 0) {
    const keepNonRepeated = markFacesWithoutRepeatedVertex(work.indices);
    removed += keepNonRepeated.removedCount;
    if (merged > 0 || removed > 0) {
      work = keepFaces(work, keepNonRepeated.keep);
      topology = buildEdgeTopology(work.indices, work.vertexCount);
    }
  }
  // Fast paths for clean input: only open shells can be flat open shells, and a mesh without
  // inconsistent edges needs no flips (the orientation walk would answer all zeros).
  const flat =
    topology.boundaryEdgeCount === 0
      ? new Uint8Array(topology.shellCount)
      : findFlatOpenShells(work.positions, work.indices, topology, {
          flatnessMm: options.flatnessToleranceMm ?? DEFAULTS.flatness * diagonal,
          fragmentDiagonalMm: options.fragmentDiagonalMm ?? DEFAULTS.fragment * diagonal,
        });
  const flatRemoval = removeFlatShells(work, topology, flat);
  if (flatRemoval) {
    removed += flatRemoval.removedShellCount;
    work = flatRemoval.work;
    topology = buildEdgeTopology(work.indices, work.vertexCount);
  }
  const keptFlat = flatRemoval ? new Uint8Array(topology.shellCount) : flat;
  const faceCount = work.indices.length / 3;
  const isConsistent = topology.inconsistentEdgeCount === 0;
  const flipped = isConsistent
    ? new Uint8Array(faceCount)
    : orientFacesConsistently(work.indices, topology.mate);
  let anyFlip = false;
  for (let t = 0; !isConsistent && t < faceCount; t++) if (flipped[t]) anyFlip = true;
  if (anyFlip) {
    const indices = work.indices.slice();
    for (let t = 0; t < faceCount; t++) if (flipped[t]) flipFace(indices, t);
    work = { ...work, indices };
    topology = flipEdgeTopology(topology, indices, flipped);
  }
  let closedLoops = 0;
  let addedPositions = false;
  if (topology.boundaryEdgeCount > 0) {
    const filling = fillHoles(work.positions, work.indices, topology, work.vertexCount, keptFlat);
    if (filling.triangles.length > 0) {
      closedLoops = filling.closedHoleCount;
      addedPositions = filling.addedPositions.length > 0;
      work = appendTriangles(work, filling.triangles, filling.addedPositions);
      topology = buildEdgeTopology(work.indices, work.vertexCount);
    }
  }
  const totalFlipped = new Uint8Array(work.indices.length / 3);
  const originalFaces = flipped.length;
  if (anyFlip) totalFlipped.set(flipped);
  // Untouched so far: the input's own shell measures and nesting apply (computed once).
  const isInputSoFar = work.indices === canonical.indices && topology === analysis.topology;
  const shellFlips = turnShellsOutward(
    work,
    topology,
    box,
    isInputSoFar ? getShellAnalysis(analysis) : null,
  );
  if (shellFlips) {
    const indices = work.indices.slice();
    for (let t = 0; t < totalFlipped.length; t++) {
      if (shellFlips[topology.faceShell[t]]) {
        flipFace(indices, t);
        totalFlipped[t] ^= 1;
      }
    }
    work = { ...work, indices };
  }
  let flippedCount = 0;
  for (let t = 0; (anyFlip || shellFlips) && t < originalFaces; t++)
    flippedCount += totalFlipped[t];
  const info: RepairInfo = {
    numberOfMergedVertexPairs: merged,
    numberOfFlippedPolygons: flippedCount,
    numberOfRemovedFlatOpenShells: removed,
    numberOfClosedOpenLoops: closedLoops,
  };
  const isUnchanged =
    merged === 0 &&
    removed === 0 &&
    flippedCount === 0 &&
    work.indices.length === canonical.indices.length;
  if (isUnchanged) {
    // The output is the input: its report is the input's analysis (cached when already run).
    const report: MeshReport = analyzeMesh(mesh);
    return { mesh, info, changedTriangleMask: new Uint8Array(mesh.indices.length / 3), report };
  }
  const output = compactMesh(work);
  const changedTriangleMask = new Uint8Array(work.indices.length / 3);
  for (let t = 0; t < changedTriangleMask.length; t++) {
    changedTriangleMask[t] = t >= originalFaces || totalFlipped[t] ? 1 : 0;
  }
  return {
    mesh: output,
    info,
    changedTriangleMask,
    report: reportOutput(output, topology, shellFlips, addedPositions),
  };
}

/**
 * The report of the repaired mesh without measuring it from scratch where that is provably the
 * same: positions that all come from the canonical input are still unique (welding and
 * compaction only rename vertices), so the output is its own canonical form; and without shell
 * flips the last topology still describes it (half-edges are numbered by triangle, not vertex).
 */
function reportOutput(
  output: IndexedMesh,
  topology: EdgeTopology,
  shellFlips: Uint8Array | null,
  addedPositions: boolean,
): MeshReport {
  if (addedPositions) return analyzeMesh(output);
  const canonical = { ...output, vertexCount: output.positions.length / 3 };
  const final = shellFlips ? buildEdgeTopology(output.indices, canonical.vertexCount) : topology;
  return analyzeKnownTopology(output, canonical, final);
}

function measureWorkingShells(
  work: WorkingMesh,
  topology: EdgeTopology,
  box: Float64Array,
): ShellAnalysis {
  const center = [(box[0] + box[3]) / 2, (box[1] + box[4]) / 2, (box[2] + box[5]) / 2];
  const measures = measureShells(
    work.positions,
    work.indices,
    topology,
    center,
    defaultDegenerateHeight(box),
  );
  const depth = computeNestingDepth(work.positions, work.indices, topology.faceShell, measures);
  return { measures, depth };
}

function markFacesWithoutRepeatedVertex(indices: Uint32Array): {
  keep: Uint8Array;
  removedCount: number;
} {
  const faceCount = indices.length / 3;
  const keep = new Uint8Array(faceCount);
  let removedCount = 0;
  for (let t = 0; t < faceCount; t++) {
    const a = indices[3 * t],
      b = indices[3 * t + 1],
      c = indices[3 * t + 2];
    if (a === b || b === c || c === a) removedCount++;
    else keep[t] = 1;
  }
  return { keep, removedCount };
}

/** Removes flat shells unless that would remove everything (then nothing is removed). */
function removeFlatShells(work: WorkingMesh, topology: EdgeTopology, flat: Uint8Array) {
  let removedShellCount = 0;
  for (let s = 0; s < flat.length; s++) removedShellCount += flat[s];
  if (removedShellCount === 0 || removedShellCount === flat.length) return null;
  const keep = new Uint8Array(topology.faceShell.length);
  for (let t = 0; t < keep.length; t++) keep[t] = flat[topology.faceShell[t]] ? 0 : 1;
  return { work: keepFaces(work, keep), removedShellCount };
}

function appendTriangles(
  work: WorkingMesh,
  triangles: number[],
  addedPositions: number[],
): WorkingMesh {
  const indices = new Uint32Array(work.indices.length + triangles.length);
  indices.set(work.indices);
  indices.set(triangles, work.indices.length);
  let positions = work.positions;
  if (addedPositions.length > 0) {
    positions = new Float32Array(work.positions.length + addedPositions.length);
    positions.set(work.positions);
    positions.set(addedPositions, work.positions.length);
  }
  return { positions, indices, vertexCount: positions.length / 3 };
}

/** Shells without rim whose signed volume contradicts their nesting depth; null when none. */
function turnShellsOutward(
  work: WorkingMesh,
  topology: EdgeTopology,
  box: Float64Array,
  known: ShellAnalysis | null,
): Uint8Array | null {
  const { measures, depth } = known ?? measureWorkingShells(work, topology, box);
  const hasRim = new Uint8Array(topology.shellCount);
  for (let h = 0; topology.boundaryEdgeCount > 0 && h < topology.mate.length; h++) {
    if (topology.mate[h] === MATE_BOUNDARY) hasRim[topology.faceShell[(h / 3) | 0]] = 1;
  }
  const flip = new Uint8Array(topology.shellCount);
  let any = false;
  for (let s = 0; s < topology.shellCount; s++) {
    const v = measures.volumeMm3[s];
    if (!hasRim[s] && v !== 0 && v < 0 === (depth[s] % 2 === 0)) {
      flip[s] = 1;
      any = true;
    }
  }
  return any ? flip : null;
}
