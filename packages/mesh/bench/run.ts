// Benchmark of the geometry engine: generates its inputs, times each phase, samples peak RSS and
// compares with admesh when it is installed. Run: npm run bench -w packages/mesh
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  analyzeMesh,
  computeWallThickness,
  readMesh,
  repairMesh,
  writeBinaryStl,
} from '../src/index.js';
import type { IndexedMesh } from '../src/types.js';
import { breakMesh, generateTorus } from './shapes.js';

/** Runs of the read+analyse+repair pipeline and of admesh; the median is reported (shared machine). */
const PIPELINE_RUNS = 3;

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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function findAdmesh(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v admesh'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

interface PipelineRun {
  readonly phasesMs: readonly [number, number, number, number];
  readonly totalMs: number;
}

/** File on disk → repaired mesh and its report, as admesh goes from file to its fixed mesh. */
async function runPipeline(stlPath: string): Promise<PipelineRun & { mesh: IndexedMesh }> {
  const t0 = performance.now();
  const bytes = readFileSync(stlPath);
  const t1 = performance.now();
  const read = await readMesh(bytes);
  if (!read.ok) throw new Error(`${read.error.code}: ${read.error.message}`);
  const t2 = performance.now();
  analyzeMesh(read.mesh);
  const t3 = performance.now();
  repairMesh(read.mesh);
  const t4 = performance.now();
  peakRssBytes = Math.max(peakRssBytes, process.memoryUsage().rss);
  return { mesh: read.mesh, phasesMs: [t1 - t0, t2 - t1, t3 - t2, t4 - t3], totalMs: t4 - t0 };
}

const dir = mkdtempSync(join(tmpdir(), 'print-mesh-bench-'));
try {
  const loadBefore = loadavg()[0];
  const oneMillion = generateTorus(50, 15, 1000, 500);
  const twoMillion = generateTorus(80, 25, 1000, 1000);
  const stlPath = join(dir, 'torus-2m.stl');
  writeFileSync(stlPath, writeBinaryStl(twoMillion));
  const stlSizeMb = statSync(stlPath).size / 1e6;
  const broken = breakMesh(generateTorus(50, 15, 1000, 500), 200, 2000, 42);

  time('analysis', 'torus 1M', () => analyzeMesh(oneMillion));
  time('repair (analysed)', 'torus 1M', () => repairMesh(oneMillion));

  // Only the last run's mesh is kept (with its cached topology), so runs do not add up in RSS.
  const runs: PipelineRun[] = [];
  let lastMesh: IndexedMesh = twoMillion;
  for (let r = 0; r < PIPELINE_RUNS; r++) {
    const { mesh, ...run } = await runPipeline(stlPath);
    runs.push(run);
    lastMesh = mesh;
  }
  const totalMs = median(runs.map((run) => run.totalMs));
  const typical = runs.find((run) => run.totalMs === totalMs) ?? runs[0];
  const phaseNames = ['read file', 'parse + weld', 'analysis', 'repair (analysed)'];
  phaseNames.forEach((name, k) => rows.push(['STL 2M', name, typical.phasesMs[k].toFixed(0)]));
  rows.push(['STL 2M', 'file→analysed+repaired', totalMs.toFixed(0)]);
  // Repair on its own: a copy nothing has analysed, so it canonicalises and builds everything.
  const unanalysed = { positions: lastMesh.positions.slice(), indices: lastMesh.indices.slice() };
  time('repair (unanalysed)', 'STL 2M', () => repairMesh(unanalysed));
  time('wall thickness', 'STL 2M', () => computeWallThickness(lastMesh));

  time('analysis', 'broken scan 1M', () => analyzeMesh(broken));
  const repaired = time('repair (analysed)', 'broken scan 1M', () => repairMesh(broken));

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
  console.log(
    `ours, file→analysed+repaired (median of ${PIPELINE_RUNS}: ${runs.map((r) => r.totalMs.toFixed(0)).join(', ')} ms): ` +
      'read the file, parse + exact weld, analysis (edge topology, volume, area, shells and their ' +
      'nesting, holes, non-manifold/inconsistent edges, degenerate faces), repair (rim weld, flat ' +
      'shells, orientation, hole filling, outward shells; reuses the analysis topology) + report ' +
      'of the repaired mesh; nothing written',
  );

  const admesh = findAdmesh();
  if (admesh === null) {
    console.log('admesh: not installed, no comparison');
  } else {
    const admeshRuns: number[] = [];
    for (let r = 0; r < PIPELINE_RUNS; r++) {
      const start = performance.now();
      execFileSync(admesh, [stlPath], { stdio: 'ignore' });
      admeshRuns.push(performance.now() - start);
    }
    const admeshMs = median(admeshRuns);
    console.log(
      `admesh ${stlPath.split('/').pop()} (no options = its default: read, exact edge check, nearby ` +
        'check only with open edges, remove unconnected facets, fill holes, fix normal directions ' +
        'and values, volume, verify neighbours; nothing written; process start included) ' +
        `median of ${PIPELINE_RUNS}: ${admeshMs.toFixed(0)} ms (${admeshRuns.map((ms) => ms.toFixed(0)).join(', ')})`,
    );
    const oursMinMs = Math.min(...runs.map((run) => run.totalMs));
    console.log(
      `ratio ours/admesh (file→analysed+repaired): median ${(totalMs / admeshMs).toFixed(2)}, ` +
        `best run ${(oursMinMs / Math.min(...admeshRuns)).toFixed(2)}`,
    );
  }
  console.log(
    `load average (1 min) before/after: ${loadBefore.toFixed(2)} / ${loadavg()[0].toFixed(2)}`,
  );
} finally {
  clearInterval(sampler);
  rmSync(dir, { recursive: true, force: true });
}
