import type { IndexedMesh } from '../src/types.js';

/**
 * A closed torus around the z axis, outward counter-clockwise triangles, 2·segments·rings
 * triangles. Used by tests and the benchmark as a watertight input of any size.
 */
export function generateTorus(
  majorRadiusMm: number,
  minorRadiusMm: number,
  segments: number,
  rings: number,
): IndexedMesh {
  const positions = new Float32Array(3 * segments * rings);
  for (let i = 0; i < segments; i++) {
    const u = (2 * Math.PI * i) / segments;
    for (let j = 0; j < rings; j++) {
      const v = (2 * Math.PI * j) / rings;
      const o = 3 * (i * rings + j);
      const r = majorRadiusMm + minorRadiusMm * Math.cos(v);
      positions[o] = r * Math.cos(u);
      positions[o + 1] = r * Math.sin(u);
      positions[o + 2] = minorRadiusMm * Math.sin(v);
    }
  }
  const indices = new Uint32Array(6 * segments * rings);
  let w = 0;
  for (let i = 0; i < segments; i++) {
    const i1 = (i + 1) % segments;
    for (let j = 0; j < rings; j++) {
      const j1 = (j + 1) % rings;
      const a = i * rings + j,
        b = i1 * rings + j,
        c = i1 * rings + j1,
        d = i * rings + j1;
      indices[w++] = a;
      indices[w++] = b;
      indices[w++] = c;
      indices[w++] = a;
      indices[w++] = c;
      indices[w++] = d;
    }
  }
  return { positions, indices };
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function createRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A scan-like broken copy of a closed mesh: `holeCount` holes (each a triangle and its three
 * edge neighbours removed) and `flipCount` flipped triangles, chosen by `seed`.
 */
export function breakMesh(
  mesh: IndexedMesh,
  holeCount: number,
  flipCount: number,
  seed: number,
): IndexedMesh {
  const random = createRandom(seed);
  const faceCount = mesh.indices.length / 3;
  const remove = new Uint8Array(faceCount);
  const indices = mesh.indices.slice();
  for (let k = 0; k < flipCount; k++) {
    const t = Math.floor(random() * faceCount);
    const b = indices[3 * t + 1];
    indices[3 * t + 1] = indices[3 * t + 2];
    indices[3 * t + 2] = b;
  }
  for (let k = 0; k < holeCount; k++) {
    const t = Math.floor(random() * faceCount);
    remove[t] = 1;
    // Remove the next triangles of the strip too so that holes are bigger than one triangle.
    if (t + 1 < faceCount) remove[t + 1] = 1;
    if (t + 2 < faceCount) remove[t + 2] = 1;
  }
  let kept = 0;
  for (let t = 0; t < faceCount; t++) kept += remove[t] ? 0 : 1;
  const out = new Uint32Array(3 * kept);
  let w = 0;
  for (let t = 0; t < faceCount; t++) {
    if (remove[t]) continue;
    out[w++] = indices[3 * t];
    out[w++] = indices[3 * t + 1];
    out[w++] = indices[3 * t + 2];
  }
  return { positions: mesh.positions, indices: out };
}
