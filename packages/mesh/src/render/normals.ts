/**
 * Normals for shading. Face normals are unit vectors (zero for degenerate triangles). Corner
 * normals smooth curved surfaces: each corner averages the area-weighted normals of the
 * triangles around its vertex that lie within the crease angle of its own face, so hard edges
 * (a cube's corners) stay hard while tessellated curves look round.
 */
import type { IndexedMesh } from '../types.js';
import { buildVertexTriangles } from '../thickness/vertex-triangles.js';

export interface MeshNormals {
  /** Unit normal per triangle, xyz. */
  readonly face: Float32Array;
  /** Unit normal per triangle corner, xyz × 3 per triangle. */
  readonly corner: Float32Array;
}

function computeFaceNormals(mesh: IndexedMesh, areaTimesTwo: Float64Array): Float32Array {
  const { positions: p, indices: ix } = mesh;
  const triangleCount = ix.length / 3;
  const face = new Float32Array(triangleCount * 3);
  for (let t = 0; t < triangleCount; t++) {
    const a = ix[3 * t] * 3;
    const b = ix[3 * t + 1] * 3;
    const c = ix[3 * t + 2] * 3;
    const ux = p[b] - p[a];
    const uy = p[b + 1] - p[a + 1];
    const uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a];
    const vy = p[c + 1] - p[a + 1];
    const vz = p[c + 2] - p[a + 2];
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const length = Math.sqrt(nx * nx + ny * ny + nz * nz);
    areaTimesTwo[t] = length;
    if (length > 0) {
      face[3 * t] = nx / length;
      face[3 * t + 1] = ny / length;
      face[3 * t + 2] = nz / length;
    }
  }
  return face;
}

export function computeMeshNormals(mesh: IndexedMesh, creaseAngleDeg = 35): MeshNormals {
  const ix = mesh.indices;
  const triangleCount = ix.length / 3;
  const areaTimesTwo = new Float64Array(triangleCount);
  const face = computeFaceNormals(mesh, areaTimesTwo);
  const { start, triangles } = buildVertexTriangles(mesh);
  const cosCrease = Math.cos((creaseAngleDeg * Math.PI) / 180);
  const corner = new Float32Array(triangleCount * 9);
  for (let t = 0; t < triangleCount; t++) {
    const fx = face[3 * t];
    const fy = face[3 * t + 1];
    const fz = face[3 * t + 2];
    for (let k = 0; k < 3; k++) {
      const v = ix[3 * t + k];
      let sx = 0;
      let sy = 0;
      let sz = 0;
      for (let j = start[v]; j < start[v + 1]; j++) {
        const u = triangles[j];
        const ux = face[3 * u];
        const uy = face[3 * u + 1];
        const uz = face[3 * u + 2];
        if (ux * fx + uy * fy + uz * fz < cosCrease) continue;
        const w = areaTimesTwo[u];
        sx += ux * w;
        sy += uy * w;
        sz += uz * w;
      }
      const length = Math.sqrt(sx * sx + sy * sy + sz * sz);
      const at = 9 * t + 3 * k;
      if (length > 0) {
        corner[at] = sx / length;
        corner[at + 1] = sy / length;
        corner[at + 2] = sz / length;
      } else {
        corner[at] = fx;
        corner[at + 1] = fy;
        corner[at + 2] = fz;
      }
    }
  }
  return { face, corner };
}
