import type { IndexedMesh } from '../types.js';

export interface VertexTriangles {
  /** Triangles of vertex v are triangles[start[v]] … triangles[start[v + 1] - 1]. */
  readonly start: Uint32Array;
  readonly triangles: Uint32Array;
}

/** Triangles around each vertex as compressed rows (two passes, no per-vertex objects). */
export function buildVertexTriangles(mesh: IndexedMesh): VertexTriangles {
  const vertexCount = mesh.positions.length / 3;
  const ix = mesh.indices;
  const start = new Uint32Array(vertexCount + 1);
  for (let i = 0; i < ix.length; i++) start[ix[i] + 1]++;
  for (let v = 0; v < vertexCount; v++) start[v + 1] += start[v];
  const fill = start.slice(0, vertexCount);
  const triangles = new Uint32Array(ix.length);
  for (let i = 0; i < ix.length; i++) triangles[fill[ix[i]]++] = (i / 3) | 0;
  return { start, triangles };
}
