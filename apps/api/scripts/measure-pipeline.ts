// Times the analysis pipeline on generated binary STLs (400k triangles ≈ 20 MB, 2M ≈ 100 MB),
// per step and per operation. Run: npx tsx --conditions=@print/source scripts/measure-pipeline.ts
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  computeWallThickness,
  encodePng,
  readMesh,
  renderFrontPicture,
  renderView,
  repairMesh,
  write3mf,
  writeBinaryStl,
  type IndexedMesh,
} from '@print/mesh';
import { runAnalysis } from '../src/modules/analysis/pipeline/run-analysis.js';
import { renderHistogramImage } from '../src/modules/analysis/pipeline/histogram-image.js';
import { writeTrf } from '../src/modules/analysis/pipeline/trf.js';

function generateTorus(
  majorMm: number,
  minorMm: number,
  segments: number,
  rings: number,
): IndexedMesh {
  const positions = new Float32Array(3 * segments * rings);
  for (let i = 0; i < segments; i++) {
    const u = (2 * Math.PI * i) / segments;
    for (let j = 0; j < rings; j++) {
      const v = (2 * Math.PI * j) / rings;
      const o = 3 * (i * rings + j);
      const r = majorMm + minorMm * Math.cos(v);
      positions.set([r * Math.cos(u), r * Math.sin(u), minorMm * Math.sin(v)], o);
    }
  }
  const indices = new Uint32Array(6 * segments * rings);
  let w = 0;
  for (let i = 0; i < segments; i++) {
    for (let j = 0; j < rings; j++) {
      const a = i * rings + j;
      const b = ((i + 1) % segments) * rings + j;
      const c = ((i + 1) % segments) * rings + ((j + 1) % rings);
      const d = i * rings + ((j + 1) % rings);
      indices.set([a, b, c, a, c, d], w);
      w += 6;
    }
  }
  return { positions, indices };
}

function time<T>(label: string, run: () => T): T {
  const start = performance.now();
  const value = run();
  console.log(`  ${label.padEnd(28)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
  return value;
}

async function measure(name: string, mesh: IndexedMesh, dir: string): Promise<void> {
  const path = join(dir, `${name}.stl`);
  writeFileSync(path, writeBinaryStl(mesh));
  console.log(
    `\n${name}: ${mesh.indices.length / 3} triangles, ${(statSync(path).size / 1e6).toFixed(1)} MB`,
  );
  const outputDir = mkdtempSync(join(dir, `${name}-out-`));
  const start = performance.now();
  let last = start;
  const result = await runAnalysis(
    { inputPath: path, fileName: `${name}.stl`, outputDir },
    (step) => {
      const now = performance.now();
      console.log(`  step '${step}' after ${(now - last).toFixed(0)} ms`);
      last = now;
    },
  );
  console.log(`  runAnalysis total ${(performance.now() - start).toFixed(0)} ms, ok=${result.ok}`);
  const histogramStart = performance.now();
  await renderHistogramImage({
    trfPath: join(outputDir, 'mesh.trf'),
    scale: 1,
    unitToMm: 1,
    viewKey: 'XP0',
    minWallMm: 1,
  });
  console.log(`  histogram image ${(performance.now() - histogramStart).toFixed(0)} ms`);
  console.log(' operations:');
  const bytes = readFileSync(path);
  const read = await readMesh(bytes);
  if (!read.ok) throw new Error(read.error.message);
  const repaired = time('repairMesh', () => repairMesh(read.mesh));
  const wt = time('computeWallThickness', () =>
    computeWallThickness(repaired.mesh, { maxRays: 150_000 }),
  );
  time('writeTrf', () =>
    writeTrf({ mesh: repaired.mesh, triangleThicknessMm: wt.triangleThicknessMm }),
  );
  time('writeBinaryStl', () => writeBinaryStl(repaired.mesh));
  time('write3mf (viewer: 5 decimals, level 1)', () =>
    write3mf(repaired.mesh, { title: name, decimals: 5, compressionLevel: 1 }),
  );
  time('front 800 ss3 + png', () =>
    encodePng(renderFrontPicture(repaired.mesh, 800, { supersample: 3 })),
  );
  time('front 800 ss2 + png', () =>
    encodePng(renderFrontPicture(repaired.mesh, 800, { supersample: 2 })),
  );
  time('6 views 480 ss2 + png', () => {
    for (const view of ['XP0', 'XM0', 'YP0', 'YM0', 'ZP0', 'ZM0'] as const)
      encodePng(renderView(repaired.mesh, { view, width: 480, height: 480, supersample: 2 }));
  });
}

const dir = mkdtempSync(join(tmpdir(), 'pipeline-measure-'));
try {
  await measure('torus-400k', generateTorus(50, 15, 500, 400), dir);
  await measure('torus-2m', generateTorus(80, 25, 1000, 1000), dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
