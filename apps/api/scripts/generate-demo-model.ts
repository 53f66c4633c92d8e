// Writes the shipped demo model (a hub flange) to assets/demo/ and checks it is one closed,
// outward-facing solid. Run from apps/api: npx tsx --conditions=@print/source scripts/generate-demo-model.ts
import { writeFileSync } from 'node:fs';
import {
  analyzeMesh,
  encodePng,
  renderFrontPicture,
  weldTriangleSoup,
  writeBinaryStl,
} from '@print/mesh';
import { DEMO_MODEL_PATH } from '../src/modules/uploads/demo-model.js';
import { buildFlangeTriangles, orientOutward } from './flange-geometry.js';

const triangles = orientOutward(buildFlangeTriangles());
const soup = new Float32Array(triangles.flat(2));
const mesh = weldTriangleSoup(new Uint32Array(soup.buffer), triangles.length);
const report = analyzeMesh(mesh);
const isSound =
  report.isWatertight &&
  report.shellCount === 1 &&
  report.inconsistentEdgeCount === 0 &&
  report.insideOutShellCount === 0 &&
  report.degenerateFaceCount === 0;
console.log(
  `${report.triangleCount} triangles, ${JSON.stringify(report.dimensionsMm)} mm, volume ${report.volumeMm3.toFixed(0)} mm³, ` +
    `watertight ${report.isWatertight}, shells ${report.shellCount}, inconsistent ${report.inconsistentEdgeCount}`,
);
if (!isSound) throw new Error('the demo model is not one closed outward-facing solid');
writeFileSync(DEMO_MODEL_PATH, writeBinaryStl(mesh));
writeFileSync('/tmp/demo-front.png', encodePng(renderFrontPicture(mesh, 800)));
console.log(`wrote ${DEMO_MODEL_PATH} and /tmp/demo-front.png`);
