/**
 * The z-buffer rasterizer. Works on a sample grid (the picture times the supersampling factor);
 * every buffer is allocated once per picture, nothing inside the triangle loop allocates.
 *
 * Triangles are drawn two-sided: faces seen from behind (inside of open or flipped meshes) are
 * lit as if turned towards the eye and darkened, so holes never show as missing pixels.
 * Shading is Gouraud over crease-aware corner normals: Lambert from a key and a fill light that
 * move with the camera, ambient light and a small Blinn highlight.
 */
import type { IndexedMesh } from '../types.js';
import type { CameraBasis } from './camera.js';
import type { MeshNormals } from './normals.js';

export interface SampleBuffers {
  readonly width: number;
  readonly height: number;
  /** Distance along the view direction, mm; +Infinity where empty. */
  readonly depth: Float32Array;
  /** Triangle drawn at each sample, -1 where empty. */
  readonly triangle: Int32Array;
  /** Packed 0xRRGGBB per sample. */
  readonly color: Uint32Array;
}

export interface ScreenFit {
  /** Samples per mm. */
  readonly scale: number;
  /** Model coordinates (along right/up) that land on the picture centre. */
  readonly centerRight: number;
  readonly centerUp: number;
}

const AMBIENT = 0.5;
const KEY = 0.55;
const FILL = 0.2;
const SPECULAR = 0.14;
const SHININESS = 28;
const INSIDE_DARKENING = 0.62;
/** Slack in the inside test so that shared edges never leave a crack of empty samples. */
const EDGE_SLACK = -1e-6;

export function createSampleBuffers(width: number, height: number): SampleBuffers {
  return {
    width,
    height,
    depth: new Float32Array(width * height).fill(Infinity),
    triangle: new Int32Array(width * height).fill(-1),
    color: new Uint32Array(width * height),
  };
}

function normalize3(x: number, y: number, z: number): [number, number, number] {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
}

function createLights(camera: CameraBasis): Float64Array {
  const { right: r, up: u, forward: f } = camera;
  const mix = (a: number, b: number, c: number) =>
    normalize3(
      a * r[0] + b * u[0] - c * f[0],
      a * r[1] + b * u[1] - c * f[1],
      a * r[2] + b * u[2] - c * f[2],
    );
  const key = mix(-0.45, 0.6, 0.8);
  const fill = mix(0.7, -0.25, 0.5);
  const half = normalize3(key[0] - f[0], key[1] - f[1], key[2] - f[2]);
  return Float64Array.of(...key, ...fill, ...half);
}

/** Projects every vertex to sample coordinates: x right, y down, z = depth in mm. */
export function projectVertices(
  mesh: IndexedMesh,
  camera: CameraBasis,
  fit: ScreenFit,
  buffers: SampleBuffers,
): Float32Array {
  const p = mesh.positions;
  const { right: r, up: u, forward: f } = camera;
  const out = new Float32Array(p.length);
  const halfW = buffers.width / 2;
  const halfH = buffers.height / 2;
  for (let i = 0; i < p.length; i += 3) {
    const x = p[i];
    const y = p[i + 1];
    const z = p[i + 2];
    out[i] = halfW + (x * r[0] + y * r[1] + z * r[2] - fit.centerRight) * fit.scale;
    out[i + 1] = halfH - (x * u[0] + y * u[1] + z * u[2] - fit.centerUp) * fit.scale;
    out[i + 2] = x * f[0] + y * f[1] + z * f[2];
  }
  return out;
}

/** Draws every triangle; `baseColor` holds rgb per triangle corner (9 bytes per triangle). */
export function rasterizeMesh(
  mesh: IndexedMesh,
  camera: CameraBasis,
  fit: ScreenFit,
  normals: MeshNormals,
  baseColor: Uint8Array,
  buffers: SampleBuffers,
): void {
  const screen = projectVertices(mesh, camera, fit, buffers);
  const lights = createLights(camera);
  const ix = mesh.indices;
  const { face, corner } = normals;
  const f = camera.forward;
  const light = new Float64Array(6);
  const triangleCount = ix.length / 3;
  for (let t = 0; t < triangleCount; t++) {
    const a = ix[3 * t] * 3;
    const b = ix[3 * t + 1] * 3;
    const c = ix[3 * t + 2] * 3;
    const isBackFacing = face[3 * t] * f[0] + face[3 * t + 1] * f[1] + face[3 * t + 2] * f[2] > 0;
    const side = isBackFacing ? -1 : 1;
    for (let k = 0; k < 3; k++) {
      const at = 9 * t + 3 * k;
      const nx = corner[at] * side;
      const ny = corner[at + 1] * side;
      const nz = corner[at + 2] * side;
      const key = Math.max(0, nx * lights[0] + ny * lights[1] + nz * lights[2]);
      const fill = Math.max(0, nx * lights[3] + ny * lights[4] + nz * lights[5]);
      const spec = Math.max(0, nx * lights[6] + ny * lights[7] + nz * lights[8]);
      light[2 * k] = (AMBIENT + KEY * key + FILL * fill) * (isBackFacing ? INSIDE_DARKENING : 1);
      light[2 * k + 1] = isBackFacing ? 0 : SPECULAR * 255 * spec ** SHININESS;
    }
    drawTriangle(screen, a, b, c, t, light, baseColor, buffers);
  }
}

function drawTriangle(
  s: Float32Array,
  a: number,
  b: number,
  c: number,
  t: number,
  light: Float64Array,
  baseColor: Uint8Array,
  buffers: SampleBuffers,
): void {
  const x0 = s[a];
  const y0 = s[a + 1];
  const x1 = s[b];
  const y1 = s[b + 1];
  const x2 = s[c];
  const y2 = s[c + 1];
  const area = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
  if (!(area !== 0) || !Number.isFinite(area)) return;
  const { width, height, depth, triangle, color } = buffers;
  const minX = Math.max(0, Math.ceil(Math.min(x0, x1, x2) - 0.5));
  const maxX = Math.min(width - 1, Math.floor(Math.max(x0, x1, x2) - 0.5));
  const minY = Math.max(0, Math.ceil(Math.min(y0, y1, y2) - 0.5));
  const maxY = Math.min(height - 1, Math.floor(Math.max(y0, y1, y2) - 0.5));
  if (minX > maxX || minY > maxY) return;
  const inv = 1 / area;
  // Barycentric weight of vertex k = signed area of the opposite edge and the point / area.
  const dx0 = -(y2 - y1) * inv;
  const dx1 = -(y0 - y2) * inv;
  const z0 = s[a + 2];
  const z1 = s[b + 2];
  const z2 = s[c + 2];
  const ci = 9 * t;
  const r0 = baseColor[ci];
  const g0 = baseColor[ci + 1];
  const b0 = baseColor[ci + 2];
  const r1 = baseColor[ci + 3];
  const g1 = baseColor[ci + 4];
  const b1 = baseColor[ci + 5];
  const r2 = baseColor[ci + 6];
  const g2 = baseColor[ci + 7];
  const b2 = baseColor[ci + 8];
  const px = minX + 0.5;
  for (let y = minY; y <= maxY; y++) {
    const py = y + 0.5;
    let w0 = ((x2 - x1) * (py - y1) - (y2 - y1) * (px - x1)) * inv;
    let w1 = ((x0 - x2) * (py - y2) - (y0 - y2) * (px - x2)) * inv;
    let row = y * width + minX;
    for (let x = minX; x <= maxX; x++, row++, w0 += dx0, w1 += dx1) {
      const w2 = 1 - w0 - w1;
      if (w0 < EDGE_SLACK || w1 < EDGE_SLACK || w2 < EDGE_SLACK) continue;
      const z = w0 * z0 + w1 * z1 + w2 * z2;
      if (z >= depth[row]) continue;
      depth[row] = z;
      triangle[row] = t;
      const diffuse = w0 * light[0] + w1 * light[2] + w2 * light[4];
      const spec = w0 * light[1] + w1 * light[3] + w2 * light[5];
      const red = Math.min(255, (w0 * r0 + w1 * r1 + w2 * r2) * diffuse + spec) | 0;
      const green = Math.min(255, (w0 * g0 + w1 * g1 + w2 * g2) * diffuse + spec) | 0;
      const blue = Math.min(255, (w0 * b0 + w1 * b1 + w2 * b2) * diffuse + spec) | 0;
      color[row] = (red << 16) | (green << 8) | blue;
    }
  }
}
