import type { ShellMeasures } from './shell-measures.js';

/** Beyond this many ray–triangle tests nesting is not examined (depth 0 assumed for the rest). */
const MAX_RAY_TESTS = 50_000_000;
// An oblique direction so that rays rarely graze edges or vertices of axis-aligned CAD meshes.
const DIR_X = 0.5773;
const DIR_Y = 0.5779;
const DIR_Z = 0.5769;

/**
 * How many other closed shells enclose each closed shell (0 for outer shells, 1 for a cavity,
 * 2 for an island inside a cavity…). Tested by ray parity from a triangle centroid of the inner
 * shell against candidate outer shells whose box contains its box.
 */
export function computeNestingDepth(
  positions: Float32Array,
  indices: Uint32Array,
  faceShell: Int32Array,
  measures: ShellMeasures,
): Int32Array {
  const shellCount = measures.triangleCount.length;
  const depth = new Int32Array(shellCount);
  if (shellCount < 2) return depth;
  const { boxes, isClosed } = measures;
  const firstFace = new Int32Array(shellCount).fill(-1);
  for (let t = faceShell.length - 1; t >= 0; t--) firstFace[faceShell[t]] = t;
  const pairs: number[] = [];
  for (let inner = 0; inner < shellCount; inner++) {
    if (!isClosed[inner]) continue;
    for (let outer = 0; outer < shellCount; outer++) {
      if (outer !== inner && isClosed[outer] && isBoxInside(boxes, inner, outer))
        pairs.push(inner, outer);
    }
  }
  if (pairs.length === 0) return depth;
  const faceStart = groupFacesByShell(faceShell, shellCount);
  let budget = MAX_RAY_TESTS;
  for (let p = 0; p < pairs.length; p += 2) {
    const inner = pairs[p];
    const outer = pairs[p + 1];
    const faces = faceStart.start[outer + 1] - faceStart.start[outer];
    if (faces > budget) break;
    budget -= faces;
    const t = firstFace[inner];
    let ox = 0,
      oy = 0,
      oz = 0;
    for (let k = 0; k < 3; k++) {
      const v = 3 * indices[3 * t + k];
      ox += positions[v] / 3;
      oy += positions[v + 1] / 3;
      oz += positions[v + 2] / 3;
    }
    let crossings = 0;
    for (let i = faceStart.start[outer]; i < faceStart.start[outer + 1]; i++) {
      if (doesRayHitTriangle(positions, indices, faceStart.faces[i], ox, oy, oz)) crossings++;
    }
    if (crossings % 2 === 1) depth[inner]++;
  }
  return depth;
}

function isBoxInside(boxes: Float64Array, inner: number, outer: number): boolean {
  const a = 6 * inner;
  const b = 6 * outer;
  for (let k = 0; k < 3; k++) {
    if (boxes[a + k] < boxes[b + k] || boxes[a + k + 3] > boxes[b + k + 3]) return false;
  }
  return true;
}

function groupFacesByShell(faceShell: Int32Array, shellCount: number) {
  const start = new Int32Array(shellCount + 1);
  for (let t = 0; t < faceShell.length; t++) start[faceShell[t] + 1]++;
  for (let s = 0; s < shellCount; s++) start[s + 1] += start[s];
  const cursor = start.slice(0, shellCount);
  const faces = new Int32Array(faceShell.length);
  for (let t = 0; t < faceShell.length; t++) faces[cursor[faceShell[t]]++] = t;
  return { start, faces };
}

/** Möller–Trumbore, counting hits strictly in front of the origin. */
function doesRayHitTriangle(
  positions: Float32Array,
  indices: Uint32Array,
  t: number,
  ox: number,
  oy: number,
  oz: number,
): boolean {
  const a = 3 * indices[3 * t];
  const b = 3 * indices[3 * t + 1];
  const c = 3 * indices[3 * t + 2];
  const e1x = positions[b] - positions[a],
    e1y = positions[b + 1] - positions[a + 1],
    e1z = positions[b + 2] - positions[a + 2];
  const e2x = positions[c] - positions[a],
    e2y = positions[c + 1] - positions[a + 1],
    e2z = positions[c + 2] - positions[a + 2];
  const px = DIR_Y * e2z - DIR_Z * e2y,
    py = DIR_Z * e2x - DIR_X * e2z,
    pz = DIR_X * e2y - DIR_Y * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (det === 0) return false;
  const inv = 1 / det;
  const sx = ox - positions[a],
    sy = oy - positions[a + 1],
    sz = oz - positions[a + 2];
  const u = (sx * px + sy * py + sz * pz) * inv;
  if (u < 0 || u > 1) return false;
  const qx = sy * e1z - sz * e1y,
    qy = sz * e1x - sx * e1z,
    qz = sx * e1y - sy * e1x;
  const v = (DIR_X * qx + DIR_Y * qy + DIR_Z * qz) * inv;
  if (v < 0 || u + v > 1) return false;
  return (e2x * qx + e2y * qy + e2z * qz) * inv > 0;
}
