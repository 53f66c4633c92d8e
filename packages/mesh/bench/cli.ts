// Process-to-process benchmark of the command line against admesh (issue 14): the installed bin
// (compiled JS), the same through npx, and admesh on the shared models and a generated
// 675k-triangle binary STL, interleaved in one run; then the peak memory of print-mesh on
// 2 M triangles. Run: npm run bench -w packages/mesh (admesh: apt-get install admesh).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeBinaryStl } from '../src/index.js';
import { MODELS_DIR } from '../src/models-dir-for-tests.js';
import { generateTorus } from './shapes.js';
import { median, processCpuMsOfChildren, type Command } from './process-time.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(PACKAGE_DIR, '../../node_modules/.bin/print-mesh');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const NPX_RUNS = Number(process.env.BENCH_NPX_RUNS ?? 3);
const MEMORY_LIMIT_BYTES = 2 ** 30;

/** Wall and CPU (user + system) milliseconds of one process, start to exit. */
function timeProcess(command: Command): { wallMs: number; cpuMs: number } {
  const cpuBefore = processCpuMsOfChildren();
  const start = performance.now();
  const result = spawnSync(command.file, command.args, { stdio: 'ignore', cwd: PACKAGE_DIR });
  const wallMs = performance.now() - start;
  if (result.status !== 0 && !command.mayFail) {
    throw new Error(`${command.file} ${command.args.join(' ')} exited with ${result.status}`);
  }
  return { wallMs, cpuMs: processCpuMsOfChildren() - cpuBefore };
}

function findAdmesh(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v admesh'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** Max RSS of one print-mesh process, reported by the process itself as it exits. */
function measurePeakRss(file: string): number {
  const hook =
    "process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))";
  const result = spawnSync(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(hook)}`,
      BIN,
      'analyze',
      file,
      '--repair',
      '--json',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 },
  );
  const match = /maxrss (\d+)/.exec(result.stderr);
  if (result.status !== 0 || !match) throw new Error(`print-mesh failed: ${result.stderr}`);
  return Number(match[1]) * 1024;
}

const fmt = (ms: number) => ms.toFixed(0).padStart(6);
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '-').padStart(5);

/** Facets of a binary STL whose header count matches its size, else null (ASCII). */
function binaryStlFacets(file: string): number | null {
  const size = statSync(file).size;
  const header = Buffer.alloc(84);
  const fd = openSync(file, 'r');
  readSync(fd, header, 0, 84, 0);
  closeSync(fd);
  const declared = header.readUInt32LE(80);
  return size >= 84 && 84 + 50 * declared === size ? declared : null;
}

// The bin runs compiled JS: build (incremental, a no-op when dist is current).
execFileSync(
  process.execPath,
  [join(PACKAGE_DIR, '../../node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
  {
    cwd: PACKAGE_DIR,
    stdio: 'inherit',
  },
);
const dir = mkdtempSync(join(tmpdir(), 'print-mesh-cli-bench-'));
try {
  const big = join(dir, 'torus-675k.stl');
  writeFileSync(big, writeBinaryStl(generateTorus(50, 15, 750, 450)));
  const twoMillion = join(dir, 'torus-2m.stl');
  writeFileSync(twoMillion, writeBinaryStl(generateTorus(80, 25, 1000, 1000)));
  const inputs = [
    ...readdirSync(join(MODELS_DIR, 'stl')).map((name) => join(MODELS_DIR, 'stl', name)),
    big,
  ];
  const admesh = findAdmesh();
  const nodeVersion = execFileSync('node', ['--version'], { encoding: 'utf8' }).trim();
  console.log(
    `print-mesh analyze FILE --repair --json (node ${nodeVersion} from PATH, compile cache on) ` +
      `vs admesh FILE (its default: read, check, fix, fill holes, normals, volume; nothing ` +
      `written); ${RUNS} interleaved runs each, npx ${NPX_RUNS}; median milliseconds, process ` +
      `start to exit. cpu = user + system time of the process.`,
  );
  if (admesh === null)
    console.log('admesh not installed — ratio not measured (apt-get install admesh)');
  const loadBefore = loadavg()[0];
  // Warm-up: fills the page cache and Node's compile cache, as on a machine that ran it before.
  for (const file of inputs)
    timeProcess({ file: BIN, args: ['analyze', file, '--repair', '--json'] });
  console.log(
    '\nfile                                      facets |   bin wall   cpu | admesh wall   cpu | ratio wall  cpu | npx wall ratio',
  );
  for (const file of inputs) {
    const ours = { file: BIN, args: ['analyze', file, '--repair', '--json'] };
    const theirs = admesh === null ? null : { file: admesh, args: [file], mayFail: true };
    const bin: { wallMs: number; cpuMs: number }[] = [];
    const ad: { wallMs: number; cpuMs: number }[] = [];
    for (let r = 0; r < RUNS; r++) {
      bin.push(timeProcess(ours));
      if (theirs) ad.push(timeProcess(theirs));
    }
    const npx: number[] = [];
    for (let r = 0; r < NPX_RUNS; r++) {
      npx.push(timeProcess({ file: 'npx', args: ['print-mesh', ...ours.args] }).wallMs);
    }
    const binWall = median(bin.map((t) => t.wallMs));
    const binCpu = median(bin.map((t) => t.cpuMs));
    const npxWall = median(npx);
    const facets = binaryStlFacets(file) ?? 'ascii';
    const name = file.split('/').pop() ?? file;
    let line = `${name.padEnd(40)} ${String(facets).padStart(7)} | ${fmt(binWall)} ${fmt(binCpu)} |`;
    if (ad.length > 0) {
      const adWall = median(ad.map((t) => t.wallMs));
      const adCpu = median(ad.map((t) => t.cpuMs));
      line += `  ${fmt(adWall)} ${fmt(adCpu)} |  ${ratio(binWall, adWall)} ${ratio(binCpu, adCpu)} |`;
      line += ` ${fmt(npxWall)} ${ratio(npxWall, adWall)}`;
    } else {
      line += `     -      - |      -     - | ${fmt(npxWall)}     -`;
    }
    console.log(line);
  }
  console.log(
    'target: ratio ≤ 1.00 on torus-675k.stl. On small files Node start-up (~20 ms) and module ' +
      'loading weigh against a C program that starts in 1 ms.',
  );
  const rss = measurePeakRss(twoMillion);
  console.log(
    `\npeak memory (max RSS) of print-mesh analyze --repair --json on 2 000 000 triangles ` +
      `(${(statSync(twoMillion).size / 1e6).toFixed(0)} MB binary STL): ` +
      `${(rss / 2 ** 20).toFixed(0)} MiB — target < 1024 MiB: ${rss < MEMORY_LIMIT_BYTES ? 'met' : 'NOT met'}`,
  );
  console.log(
    `load average (1 min) before/after: ${loadBefore.toFixed(2)} / ${loadavg()[0].toFixed(2)} ` +
      '(2 shared cores: compare the ratios, not the absolute figures, across runs)',
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
