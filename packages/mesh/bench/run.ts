// Benchmark of the geometry engine: generates its inputs, times each phase, samples peak RSS and
// compares with admesh when it is installed. Run: npm run bench -w packages/mesh
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import {
  analyzeMesh,
  computeWallThickness,
  readMesh,
  repairMesh,
  writeBinaryStl,
} from '../src/index.js';
import type { IndexedMesh } from '../src/types.js';
import { breakMesh, generateTorus } from './shapes.js';

let peakRssBytes = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
}, 5);

const rows: string[][] = [];
function time<T>(label: string, input: string, run: () => T): T {
  const start = performance.now();
  const result = run();
  const ms = performance.now() - start;
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
  rows.push([input, label, ms.toFixed(0)]);
  return result;
}

async function timeAsync<T>(label: string, input: string, run: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await run();
  rows.push([input, label, (performance.now() - start).toFixed(0)]);
  return result;
}

function findAdmesh(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v admesh'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

const dir = mkdtempSync(join(tmpdir(), 'print-mesh-bench-'));
try {
  const oneMillion = generateTorus(50, 15, 1000, 500);
  const twoMillion = generateTorus(80, 25, 1000, 1000);
  const stlPath = join(dir, 'torus-2m.stl');
  writeFileSync(stlPath, writeBinaryStl(twoMillion));
  const stlSizeMb = statSync(stlPath).size / 1e6;
  const broken = breakMesh(generateTorus(50, 15, 1000, 500), 200, 2000, 42);

  time('analysis', 'torus 1M', () => analyzeMesh(oneMillion));
  time('repair (no-op)', 'torus 1M', () => repairMesh(oneMillion));

  const bytes = readFileSync(stlPath);
  const totalStart = performance.now();
  const read = await timeAsync('parse', 'STL 2M', () => readMesh(bytes));
  if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}`);
  const mesh: IndexedMesh = read.mesh;
  time('analysis', 'STL 2M', () => analyzeMesh(mesh));
  time('repair', 'STL 2M', () => repairMesh(mesh));
  const totalMs = performance.now() - totalStart;
  rows.push(['STL 2M', 'read+analyse+repair', totalMs.toFixed(0)]);
  time('wall thickness', 'STL 2M', () => computeWallThickness(mesh));

  time('analysis', 'broken scan 1M', () => analyzeMesh(broken));
  const repaired = time('repair', 'broken scan 1M', () => repairMesh(broken));

  clearInterval(sampler);
  console.log(
    `\nInputs: torus 1M = ${oneMillion.indices.length / 3} triangles; STL 2M = ${stlSizeMb.toFixed(1)} MB binary STL; broken scan = ${broken.indices.length / 3} triangles, 200 holes, 2000 flips`,
  );
  console.log(
    `broken scan repair: ${JSON.stringify(repaired.info)}, watertight ${repaired.report.isWatertight}\n`,
  );
  console.log('input            phase                   ms');
  for (const [input, phase, ms] of rows)
    console.log(`${input.padEnd(16)} ${phase.padEnd(22)} ${ms.padStart(6)}`);
  console.log(`\npeak RSS: ${(peakRssBytes / 2 ** 20).toFixed(0)} MiB`);

  const admesh = findAdmesh();
  if (admesh === null) {
    console.log('admesh: not installed, no comparison');
  } else {
    const start = performance.now();
    execFileSync(admesh, [stlPath], { stdio: 'ignore' });
    const admeshMs = performance.now() - start;
    console.log(`admesh (read + check + default repair, same STL): ${admeshMs.toFixed(0)} ms`);
    console.log(`ratio ours/admesh (read+analyse+repair): ${(totalMs / admeshMs).toFixed(2)}`);
  }
} finally {
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
}
