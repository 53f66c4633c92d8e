import type { IndexedMesh } from '../types.js';

const HEADER_TEXT = 'binary STL written by Print Portal, unit mm';

/**
 * Binary STL (little endian, 50 bytes per facet) with facet normals computed from the
 * winding (zero for degenerate facets). Positions are written as they are, in millimetres.
 */
export function writeBinaryStl(mesh: IndexedMesh): Uint8Array {
  const triangleCount = Math.floor(mesh.indices.length / 3);
  const bytes = new Uint8Array(84 + 50 * triangleCount);
  for (let i = 0; i < HEADER_TEXT.length; i++) bytes[i] = HEADER_TEXT.charCodeAt(i);
  const view = new DataView(bytes.buffer);
  view.setUint32(80, triangleCount, true);
  const p = mesh.positions;
  const t = mesh.indices;
  let offset = 84;
  for (let f = 0; f < triangleCount; f++) {
    const a = t[f * 3] * 3;
    const b = t[f * 3 + 1] * 3;
    const c = t[f * 3 + 2] * 3;
    const ux = p[b] - p[a];
    const uy = p[b + 1] - p[a + 1];
    const uz = p[b + 2] - p[a + 2];
    const vx = p[c] - p[a];
    const vy = p[c + 1] - p[a + 1];
    const vz = p[c + 2] - p[a + 2];
    const nx = uy * vz - uz * vy;
    const ny = uz * vx - ux * vz;
    const nz = ux * vy - uy * vx;
    const length = Math.hypot(nx, ny, nz);
    const scale = length > 0 ? 1 / length : 0;
    view.setFloat32(offset, nx * scale, true);
    view.setFloat32(offset + 4, ny * scale, true);
    view.setFloat32(offset + 8, nz * scale, true);
    for (const [k, v] of [a, b, c].entries()) {
      const o = offset + 12 + k * 12;
      view.setFloat32(o, p[v], true);
      view.setFloat32(o + 4, p[v + 1], true);
      view.setFloat32(o + 8, p[v + 2], true);
    }
    offset += 50;
  }
  return bytes;
}
