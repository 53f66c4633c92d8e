import type { IndexedMesh } from '@print/mesh/browser';

/**
 * What the viewer draws, ready for three.js buffer attributes without further work on the main
 * thread: vertices split where faces meet at a crease (so flat faces stay flat and curved ones
 * smooth), unit normals per vertex, and the crease/boundary edges as a line list.
 */
export interface DisplayGeometry {
  /** xyz per vertex, millimetres. */
  readonly positions: Float32Array;
  /** Unit normal per vertex, xyz. */
  readonly normals: Float32Array;
  /** Three vertex indices per triangle. */
  readonly indices: Uint32Array;
  /** Two points (six floats) per edge line. */
  readonly edgePositions: Float32Array;
}

/** Faces meeting at more than this angle keep separate normals and get an edge line. */
export const CREASE_ANGLE_DEG = 30;

interface FaceData {
  /** Area-weighted normal (cross product), xyz per face. */
  readonly weighted: Float64Array;
  /** Unit normal per face; zeros for degenerate faces. */
  readonly unit: Float32Array;
  readonly isDegenerate: Uint8Array;
}

function computeFaceNormals({ positions: p, indices: t }: IndexedMesh): FaceData {
  const faceCount = t.length / 3;
  const weighted = new Float64Array(faceCount * 3);
  const unit = new Float32Array(faceCount * 3);
  const isDegenerate = new Uint8Array(faceCount);
  for (let f = 0; f < faceCount; f++) {
    const a = t[f * 3]! * 3;
    const b = t[f * 3 + 1]! * 3;
    const c = t[f * 3 + 2]! * 3;
    const ux = p[b]! - p[a]!;
    const uy = p[b + 1]! - p[a + 1]!;
    const uz = p[b + 2]! - p[a + 2]!;
    const vx = p[c]! - p[a]!;
    const vy = p[c + 1]! - p[a + 1]!;
    const vz = p[c + 2]! - p[a + 2]!;
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz);
    if (length === 0 || a === b || b === c || a === c) {
      isDegenerate[f] = 1;
      continue;
    }
    weighted[f * 3] = nx;
    weighted[f * 3 + 1] = ny;
    weighted[f * 3 + 2] = nz;
    unit[f * 3] = nx / length;
    unit[f * 3 + 1] = ny / length;
    unit[f * 3 + 2] = nz / length;
  }
  return { weighted, unit, isDegenerate };
}

/** Faces around each vertex as compressed rows (degenerate faces left out). */
function buildVertexFaces(indices: Uint32Array, vertexCount: number, faces: FaceData) {
  const offsets = new Uint32Array(vertexCount + 1);
  for (let i = 0; i < indices.length; i++) {
    if (faces.isDegenerate[(i / 3) | 0] === 0) offsets[indices[i]! + 1]!++;
  }
  for (let v = 0; v < vertexCount; v++) offsets[v + 1]! += offsets[v]!;
  const fill = offsets.slice(0, vertexCount);
  const list = new Uint32Array(offsets[vertexCount]!);
  for (let i = 0; i < indices.length; i++) {
    const f = (i / 3) | 0;
    if (faces.isDegenerate[f] === 0) list[fill[indices[i]!]!++] = f;
  }
  return { offsets, list };
}

function dotFaces(unit: Float32Array, f: number, g: number): number {
  return (
    unit[f * 3]! * unit[g * 3]! +
    unit[f * 3 + 1]! * unit[g * 3 + 1]! +
    unit[f * 3 + 2]! * unit[g * 3 + 2]!
  );
}

/** A growable float buffer for the edge line list (its size is unknown up front). */
class FloatList {
  private data = new Float32Array(1 << 12);
  length = 0;

  push6(a: number, b: number, c: number, d: number, e: number, f: number): void {
    if (this.length + 6 > this.data.length) {
      const next = new Float32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    const data = this.data;
    const at = this.length;
    data[at] = a;
    data[at + 1] = b;
    data[at + 2] = c;
    data[at + 3] = d;
    data[at + 4] = e;
    data[at + 5] = f;
    this.length += 6;
  }

  toArray(): Float32Array {
    return this.data.slice(0, this.length);
  }
}

/**
 * Builds the display geometry of an indexed mesh: around each vertex, faces are grouped greedily
 * by normal (within the crease angle of the group's first face); each group becomes one output
 * vertex with the area-weighted mean normal. O(corners × groups per vertex).
 */
export function buildDisplayGeometry(
  mesh: IndexedMesh,
  creaseAngleDeg: number = CREASE_ANGLE_DEG,
): DisplayGeometry {
  const { positions, indices } = mesh;
  const vertexCount = positions.length / 3;
  const faceCount = indices.length / 3;
  const cosCrease = Math.cos((creaseAngleDeg * Math.PI) / 180);
  const faces = computeFaceNormals(mesh);
  const around = buildVertexFaces(indices, vertexCount, faces);
  const outPositions = new Float32Array(indices.length * 3);
  const outNormals = new Float64Array(indices.length * 3);
  const outIndices = new Uint32Array(indices.length);
  const firstOut = new Int32Array(vertexCount).fill(-1);
  const groupRep: number[] = [];
  let outCount = 0;
  for (let v = 0; v < vertexCount; v++) {
    groupRep.length = 0;
    const start = outCount;
    for (let k = around.offsets[v]!; k < around.offsets[v + 1]!; k++) {
      const f = around.list[k]!;
      let group = 0;
      while (group < groupRep.length && dotFaces(faces.unit, groupRep[group]!, f) < cosCrease)
        group++;
      if (group === groupRep.length) {
        groupRep.push(f);
        copyVertex(positions, v, outPositions, outCount);
        outCount++;
      }
      const out = start + group;
      for (let axis = 0; axis < 3; axis++)
        outNormals[out * 3 + axis]! += faces.weighted[f * 3 + axis]!;
      const corner = indices[f * 3] === v ? 0 : indices[f * 3 + 1] === v ? 1 : 2;
      outIndices[f * 3 + corner] = out;
    }
    if (outCount > start) firstOut[v] = start;
  }
  // Degenerate faces draw nothing, but keep them indexed so the triangle count stays honest.
  for (let f = 0; f < faceCount; f++) {
    if (faces.isDegenerate[f] === 0) continue;
    for (let corner = 0; corner < 3; corner++) {
      const v = indices[f * 3 + corner]!;
      if (firstOut[v] === -1) {
        copyVertex(positions, v, outPositions, outCount);
        outNormals[outCount * 3 + 2] = 1;
        firstOut[v] = outCount++;
      }
      outIndices[f * 3 + corner] = firstOut[v]!;
    }
  }
  return {
    positions: outPositions.slice(0, outCount * 3),
    normals: normalizeNormals(outNormals, outCount),
    indices: outIndices,
    edgePositions: collectCreaseEdges(mesh, faces, around, cosCrease),
  };
}

function copyVertex(from: Float32Array, v: number, to: Float32Array, out: number): void {
  to[out * 3] = from[v * 3]!;
  to[out * 3 + 1] = from[v * 3 + 1]!;
  to[out * 3 + 2] = from[v * 3 + 2]!;
}

function normalizeNormals(sums: Float64Array, count: number): Float32Array {
  const normals = new Float32Array(count * 3);
  for (let i = 0; i < count; i++) {
    const x = sums[i * 3]!;
    const y = sums[i * 3 + 1]!;
    const z = sums[i * 3 + 2]!;
    const length = Math.hypot(x, y, z) || 1;
    normals[i * 3] = x / length;
    normals[i * 3 + 1] = y / length;
    normals[i * 3 + 2] = z / length;
  }
  return normals;
}

/**
 * Edges drawn as lines: open (one face) and creases (the first neighbour meets the face at more
 * than the crease angle). Each edge is emitted once, by its lowest-numbered face.
 */
function collectCreaseEdges(
  { positions: p, indices: t }: IndexedMesh,
  faces: FaceData,
  around: { offsets: Uint32Array; list: Uint32Array },
  cosCrease: number,
): Float32Array {
  const lines = new FloatList();
  const faceCount = t.length / 3;
  for (let f = 0; f < faceCount; f++) {
    if (faces.isDegenerate[f] === 1) continue;
    for (let corner = 0; corner < 3; corner++) {
      const a = t[f * 3 + corner]!;
      const b = t[f * 3 + ((corner + 1) % 3)]!;
      let neighbour = -1;
      let isOwner = true;
      for (let k = around.offsets[a]!; k < around.offsets[a + 1]!; k++) {
        const g = around.list[k]!;
        if (g === f || (t[g * 3] !== b && t[g * 3 + 1] !== b && t[g * 3 + 2] !== b)) continue;
        if (g < f) isOwner = false;
        if (neighbour === -1) neighbour = g;
      }
      if (!isOwner) continue;
      if (neighbour !== -1 && dotFaces(faces.unit, f, neighbour) >= cosCrease) continue;
      lines.push6(p[a * 3]!, p[a * 3 + 1]!, p[a * 3 + 2]!, p[b * 3]!, p[b * 3 + 1]!, p[b * 3 + 2]!);
    }
  }
  return lines.toArray();
}
