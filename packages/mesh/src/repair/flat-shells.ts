import { MATE_BOUNDARY, type EdgeTopology } from '../topology/index.js';

export interface FlatShellTolerances {
  /** An open shell whose vertices all lie within this distance of one plane is flat. */
  readonly flatnessMm: number;
  /** An open shell whose bounding-box diagonal is at most this is a fragment. */
  readonly fragmentDiagonalMm: number;
}

/**
 * Marks the "flat open shells" that repair removes. A shell qualifies when it is open (has at
 * least one boundary edge) and either
 *  - is flat: its triangles mostly face one way (|Σ vector area| ≥ ½ Σ area) and every vertex
 *    lies within `flatnessMm` of the plane through its area centroid, or it has no area at all;
 *    such a sheet encloses no volume, so closing it would only make a zero-thickness solid; or
 *  - is a fragment: its bounding box diagonal is at most `fragmentDiagonalMm`.
 * Closed shells and open shells with real curvature (a scan with a hole) are never marked.
 */
export function findFlatOpenShells(
  positions: Float32Array,
  indices: Uint32Array,
  topology: EdgeTopology,
  tolerances: FlatShellTolerances,
): Uint8Array {
  const n = topology.shellCount;
  const { faceShell, mate } = topology;
  const isOpen = new Uint8Array(n);
  // Per shell: Σ vector area (3), Σ area, Σ area-weighted centroid (3), box (6).
  const sums = new Float64Array(7 * n);
  const boxes = new Float64Array(6 * n);
  for (let s = 0; s < n; s++)
    boxes.set([Infinity, Infinity, Infinity, -Infinity, -Infinity, -Infinity], 6 * s);
  const faceCount = faceShell.length;
  for (let t = 0; t < faceCount; t++) {
    const s = faceShell[t];
    if (
      mate[3 * t] === MATE_BOUNDARY ||
      mate[3 * t + 1] === MATE_BOUNDARY ||
      mate[3 * t + 2] === MATE_BOUNDARY
    )
      isOpen[s] = 1;
    const a = 3 * indices[3 * t],
      b = 3 * indices[3 * t + 1],
      c = 3 * indices[3 * t + 2];
    const ux = positions[b] - positions[a],
      uy = positions[b + 1] - positions[a + 1],
      uz = positions[b + 2] - positions[a + 2];
    const vx = positions[c] - positions[a],
      vy = positions[c + 1] - positions[a + 1],
      vz = positions[c + 2] - positions[a + 2];
    const nx = (uy * vz - uz * vy) / 2,
      ny = (uz * vx - ux * vz) / 2,
      nz = (ux * vy - uy * vx) / 2;
    const area = Math.sqrt(nx * nx + ny * ny + nz * nz);
    const o = 7 * s;
    sums[o] += nx;
    sums[o + 1] += ny;
    sums[o + 2] += nz;
    sums[o + 3] += area;
    for (let k = 0; k < 3; k++) {
      sums[o + 4 + k] += (area * (positions[a + k] + positions[b + k] + positions[c + k])) / 3;
      for (let q = 0; q < 3; q++) {
        const x = positions[3 * indices[3 * t + q] + k];
        if (x < boxes[6 * s + k]) boxes[6 * s + k] = x;
        if (x > boxes[6 * s + 3 + k]) boxes[6 * s + 3 + k] = x;
      }
    }
  }
  const maxDistance = new Float64Array(n);
  const isFlatCandidate = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    const o = 7 * s;
    const len = Math.hypot(sums[o], sums[o + 1], sums[o + 2]);
    isFlatCandidate[s] = isOpen[s] && (sums[o + 3] === 0 || len >= 0.5 * sums[o + 3]) ? 1 : 0;
  }
  for (let t = 0; t < faceCount; t++) {
    const s = faceShell[t];
    const o = 7 * s;
    if (!isFlatCandidate[s] || sums[o + 3] === 0) continue;
    const len = Math.hypot(sums[o], sums[o + 1], sums[o + 2]);
    for (let k = 0; k < 3; k++) {
      const p = 3 * indices[3 * t + k];
      let d = 0;
      for (let a = 0; a < 3; a++)
        d += (positions[p + a] - sums[o + 4 + a] / sums[o + 3]) * (sums[o + a] / len);
      if (Math.abs(d) > maxDistance[s]) maxDistance[s] = Math.abs(d);
    }
  }
  const isFlat = new Uint8Array(n);
  for (let s = 0; s < n; s++) {
    if (!isOpen[s]) continue;
    const b = 6 * s;
    const diagonal = Math.hypot(
      boxes[b + 3] - boxes[b],
      boxes[b + 4] - boxes[b + 1],
      boxes[b + 5] - boxes[b + 2],
    );
    const isFlatSheet = isFlatCandidate[s] === 1 && maxDistance[s] <= tolerances.flatnessMm;
    isFlat[s] = isFlatSheet || diagonal <= tolerances.fragmentDiagonalMm ? 1 : 0;
  }
  return isFlat;
}
