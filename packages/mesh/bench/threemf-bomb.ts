// Benchmark of the 3MF reader against decompression bombs (issue 23 item 4): builds a 3MF like
// the review's (≈ 2.4 MB unpacking to ≈ 1 GB of XML, ≈ 410:1) and reads it in a child process,
// printing the time to the refusal and the child's peak RSS; the same bomb with a central
// directory that lies (declares 50:1, so only the streamed count can stop it); the worst a
// 2.4 MB file can still make the reader parse (varied lines, ≈ 45:1, just within the limits);
// then the largest real 3MF of shared/models, several runs. With BENCH_BASELINE_SRC=<a copy of packages/mesh/src
// from before the change, inside packages/mesh so its imports resolve> the real file and a
// 100 MB bomb are read with that reader too (the 1 GB bomb would take it 90 s and 3 GB).
// Run: npm run bench:3mf -w packages/mesh
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODELS_DIR } from '../src/models-dir-for-tests.js';
import { build3mfBomb, withDeclaredSize } from '../src/io/zip-bomb-for-tests.js';
import { median } from './process-time.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const CHILD = join(PACKAGE_DIR, 'bench/read-child.ts');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BASELINE = process.env.BENCH_BASELINE_SRC;
const MB = 1e6;

interface ChildRun {
  readonly outcome: string;
  readonly message: string;
  readonly ms: number;
  readonly rssBeforeBytes: number;
  readonly peakRssBytes: number;
}

function readInChild(file: string, source?: string): ChildRun {
  const args = ['--import', 'tsx', '--conditions=@print/source', CHILD, file];
  if (source !== undefined) args.push(join(source, 'index.ts'));
  const run = spawnSync(process.execPath, args, { cwd: PACKAGE_DIR, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`child failed (${run.status}): ${run.stderr}`);
  return JSON.parse(run.stdout) as ChildRun;
}

function row(label: string, runs: readonly ChildRun[]): string[] {
  const peak = Math.max(...runs.map((r) => r.peakRssBytes));
  const before = Math.min(...runs.map((r) => r.rssBeforeBytes));
  return [
    label,
    runs[0].outcome,
    median(runs.map((r) => r.ms)).toFixed(0),
    (peak / MB).toFixed(0),
    ((peak - before) / MB).toFixed(0),
  ];
}

const dir = mkdtempSync(join(tmpdir(), 'print-3mf-bomb-'));
try {
  const loadBefore = loadavg()[0];
  const rows: string[][] = [];
  const buildStart = performance.now();
  const bomb = build3mfBomb(1e9);
  const bombPath = join(dir, 'bomb-1gb.3mf');
  writeFileSync(bombPath, bomb.zip);
  const lyingPath = join(dir, 'bomb-1gb-lying.3mf');
  writeFileSync(
    lyingPath,
    withDeclaredSize(bomb.zip, '3D/3dmodel.model', bomb.zip.length * 50 - 1024),
  );
  console.log(
    `bomb: ${(bomb.zip.length / MB).toFixed(2)} MB → ${(bomb.unpackedBytes / MB).toFixed(0)} MB of XML ` +
      `(${(bomb.unpackedBytes / bomb.zip.length).toFixed(0)}:1), built in ${((performance.now() - buildStart) / 1000).toFixed(1)} s`,
  );
  rows.push(row('bomb 1 GB, sizes declared', [readInChild(bombPath)]));
  rows.push(row('bomb 1 GB, declares 50:1', [readInChild(lyingPath)]));
  const worst = build3mfBomb(108e6, { variedLinesPerBlock: 2000 });
  const worstPath = join(dir, 'within-limits.3mf');
  writeFileSync(worstPath, worst.zip);
  rows.push(
    row(
      `within limits: ${(worst.zip.length / MB).toFixed(2)} MB → ${(worst.unpackedBytes / MB).toFixed(0)} MB (${(worst.unpackedBytes / worst.zip.length).toFixed(0)}:1)`,
      [readInChild(worstPath)],
    ),
  );

  const real = readdirSync(join(MODELS_DIR, '3mf'))
    .filter((name) => name.endsWith('.3mf') && !name.startsWith('bad_'))
    .map((name) => join(MODELS_DIR, '3mf', name))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0];
  const realLabel = `${real.split('/').at(-1)} (${(statSync(real).size / MB).toFixed(1)} MB)`;
  const after: ChildRun[] = [];
  const before: ChildRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Interleaved, so a change in the machine's load hits both readers alike.
    if (BASELINE !== undefined) before.push(readInChild(real, BASELINE));
    after.push(readInChild(real));
  }
  if (BASELINE !== undefined) {
    const small = build3mfBomb(100e6);
    const smallPath = join(dir, 'bomb-100mb.3mf');
    writeFileSync(smallPath, small.zip);
    rows.push(row('bomb 100 MB, before', [readInChild(smallPath, BASELINE)]));
    rows.push(row('bomb 100 MB, after', [readInChild(smallPath)]));
    rows.push(row(`${realLabel}, before`, before));
  }
  rows.push(row(`${realLabel}${BASELINE === undefined ? '' : ', after'}`, after));

  const header = ['input', 'outcome', 'ms (median)', 'peak RSS MB', 'peak − RSS before read MB'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  for (const line of [header, ...rows])
    console.log(line.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  console.log(
    `runs of the real file: ${RUNS}; load average ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)} on a shared machine`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
