// `npm test`: every test of the repository, in one command:
//   - typecheck and lint;
//   - the unit + integration suites (Vitest) of every workspace: the API suite on the real
//     PostgreSQL server (files side by side, each on a copy of one template database), and its
//     driver-dependent tests (*.driver.test.ts, *.pglite.test.ts) on the embedded PGlite;
//   - the production build, then the browser end-to-end suite in Debian's chromium.
// The steps share the cores (a step starts when a core is free); the browser suite runs last,
// alone. A missing browser or database is a failure, never a skip. Prints the time per step, the
// 15 slowest test files and one closing line "tests: N passed, N failed" with the totals.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConnection } from 'node:net';
import { run, runCollected, repoRoot } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';
const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const outDir = mkdtempSync(join(tmpdir(), 'print-portal-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** While a streamed step prints, the output of the steps that end beside it waits. */
let streaming = false;
const heldBack = [];

function fail(message) {
  console.error(`\n[test] ${message}`);
  process.exit(1);
}

/** Debian packages the tests need: the browser suite's chromium, the PDF tests' poppler tools. */
const SYSTEM_PACKAGES = [
  { binary: CHROMIUM, packages: ['chromium', 'fonts-liberation'], usedBy: 'The browser tests' },
  {
    binary: '/usr/bin/pdftoppm',
    packages: ['poppler-utils'],
    usedBy: 'The PDF tests (pdftotext, pdftoppm)',
  },
];

async function ensureSystemPackages() {
  const missing = SYSTEM_PACKAGES.filter((p) => !existsSync(p.binary));
  if (missing.length === 0) return;
  const packages = missing.flatMap((p) => p.packages);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`[test] missing ${packages.join(', ')}: installing with apt-get ...`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', ...packages], { env });
  }
  for (const p of missing) {
    if (!existsSync(p.binary)) {
      fail(
        `${p.usedBy} need ${p.binary}. Install it as root with:\n  apt-get update && apt-get install -y ${p.packages.join(' ')}`,
      );
    }
  }
}

function canConnect(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port });
    socket.setTimeout(2000);
    socket.on('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function ensurePostgres() {
  const { hostname, port } = new URL(pgUrl);
  const portNumber = Number(port || 5432);
  if (await canConnect(hostname, portNumber)) return;
  if (existsSync('/usr/bin/pg_ctlcluster') && existsSync('/etc/postgresql')) {
    console.log('[test] PostgreSQL is down: starting the local cluster ...');
    const versions = (await import('node:fs')).readdirSync('/etc/postgresql');
    for (const version of versions) {
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
    }
    for (let i = 0; i < 20 && !(await canConnect(hostname, portNumber)); i += 1) {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  if (!(await canConnect(hostname, portNumber))) {
    fail(
      `The API integration suite also runs on real PostgreSQL and none answers at ${hostname}:${portNumber}.\nStart it (pg_ctlcluster --skip-systemctl-redirect <version> main start) or set TEST_DATABASE_URL.`,
    );
  }
}

const timings = [];
const t0 = Date.now();

async function step(name, command, args, options = {}) {
  console.log(`\n━━ ${name} ━━`);
  const startedAt = Date.now();
  const code = await run(command, args, options);
  timings.push(`${name} ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  if (code !== 0) failures.push(name);
  return code;
}

/** Every test file's wall time, from the Vitest and Playwright reports, for the slowest list. */
const fileTimes = [];

function countVitest(file, suite) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const result of report.testResults ?? []) {
    const name = result.name.replace(`${repoRoot}/`, '');
    fileTimes.push({ name: `${suite}: ${name}`, ms: result.endTime - result.startTime });
  }
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** A Playwright spec's time: the sum of its tests' runs (they may run on several workers). */
function collectSpecTimes(suites, project, into) {
  for (const suite of suites ?? []) {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const ms = (test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        const key = `e2e ${test.projectName ?? project}: ${spec.file ?? suite.file}`;
        into.set(key, (into.get(key) ?? 0) + ms);
      }
    }
    collectSpecTimes(suite.suites, project, into);
  }
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const parsed = JSON.parse(readFileSync(file, 'utf8'));
  const specTimes = new Map();
  collectSpecTimes(parsed.suites, '', specTimes);
  for (const [name, ms] of specTimes) fileTimes.push({ name, ms });
  const { stats } = parsed;
  totals.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  totals.failed += stats.unexpected ?? 0;
  totals.skipped += stats.skipped ?? 0;
}

/** The process environment with overrides; an override of `null` removes the variable. */
function withEnv(overrides) {
  const env = { ...process.env };
  for (const [key, value] of Object.entries(overrides)) {
    if (value === null) delete env[key];
    else env[key] = value;
  }
  return env;
}

function vitestArgs(name) {
  const out = join(outDir, `${name}.json`);
  return {
    out,
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
  };
}

await ensureSystemPackages();
await ensurePostgres();

// The mesh engine's compiled modules are read by typecheck, lint, the build and its own bundle
// test: compiled once here, so those steps find it up to date instead of writing it side by side.
if ((await step('mesh (compile)', 'npx', ['tsc', '-b', 'packages/mesh/tsconfig.build.json'])) !== 0)
  fail('packages/mesh does not compile');

// The browser suite proves that analytics load only after consent, so its build names a tag
// (requests to it are answered inside the test, never sent). That build is removed afterwards, so
// `npm start` builds the shop again without a tag the operator did not configure.
const testTagManagerUrl = process.env.VITE_TAG_MANAGER_URL
  ? null
  : 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST';
const pglite = { DATABASE_URL: null };

/**
 * The steps, longest first, on as many lanes as the machine has cores (at least two): a step
 * starts when a lane is free and the steps it needs have passed. Each step's output is printed
 * whole when it ends. The browser suite runs last: it starts a shop per Playwright worker and
 * needs every core, so no test suite runs beside it. No test suite runs beside the API suite on
 * PostgreSQL either (`apart`) but the web suite, at nice 19, as before.
 *
 * The checks that run no test (typecheck, lint, the format check: `besideE2e`) are not placed on
 * a lane: one at a time, at nice 19, from the start, they take what the others leave. The API
 * suite leaves some; the browser suite leaves about 40 % of the two cores (its global setup runs
 * on one core; the shops' analyses, the pages' timers and the throttled network are waited for:
 * measured 576 s of CPU in a run of 2 × 483 s), so what is left of them runs beside it.
 */
const apartFromPg = { apart: ['api (PostgreSQL)'] };
const jobs = [
  vitestJob('api (PostgreSQL)', 'apps/api', { DATABASE_URL: pgUrl }),
  {
    name: 'build',
    command: 'npm',
    args: ['run', 'build'],
    yields: true,
    env: testTagManagerUrl ? { VITE_TAG_MANAGER_URL: testTagManagerUrl } : {},
  },
  { ...vitestJob('web', 'apps/web'), yields: true },
  { ...vitestJob('api (PGlite)', 'apps/api', pglite), ...apartFromPg },
  { ...vitestJob('mesh', 'packages/mesh'), ...apartFromPg },
  { ...vitestJob('domain', 'packages/domain'), ...apartFromPg },
  { ...vitestJob('contracts', 'packages/contracts'), ...apartFromPg },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck'], yields: true, besideE2e: true },
  // `npm run lint` as two steps (the mesh engine is compiled above).
  { name: 'lint', command: 'npx', args: ['eslint', '.'], yields: true, besideE2e: true },
  {
    name: 'format',
    command: 'npx',
    args: ['prettier', '--check', '.'],
    yields: true,
    besideE2e: true,
  },
];
const e2eReport = join(outDir, 'e2e.json');
jobs.push({
  name: 'e2e (chromium)',
  command: 'npx',
  args: ['playwright', 'test', '--reporter=list,json'],
  cwd: 'apps/web',
  // Each Playwright worker starts a shop of its own (apps/web/e2e/fixtures.ts) from this build.
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport, E2E_NO_BUILD: '1' },
  needs: ['build'],
  alone: true,
  streamed: true,
  report: () => countPlaywright(e2eReport),
});

function vitestJob(name, workspace, env = {}) {
  const { out, args } = vitestArgs(name);
  return { name, command: 'npx', args, cwd: workspace, env, report: () => countVitest(out, name) };
}

await runJobs(jobs, Math.max(2, availableParallelism()));
if (testTagManagerUrl) rmSync(join(repoRoot, 'apps/web/dist'), { recursive: true, force: true });

async function runJobs(list, lanes) {
  const waiting = [...list];
  const running = new Map();
  const passed = new Set();
  const ended = new Set();
  while (waiting.length > 0 || running.size > 0) {
    for (const job of [...waiting]) {
      const needsMet = (job.needs ?? []).every((n) => ended.has(n));
      if (!needsMet) continue;
      if ((job.needs ?? []).some((n) => !passed.has(n))) {
        waiting.splice(waiting.indexOf(job), 1);
        ended.add(job.name);
        failures.push(
          `${job.name} (not run: ${job.needs.filter((n) => !passed.has(n)).join(', ')} failed)`,
        );
        continue;
      }
      const runningJobs = [...running.keys()].map((n) => list.find((j) => j.name === n));
      if (!canStart(job, waiting, runningJobs, lanes)) continue;
      waiting.splice(waiting.indexOf(job), 1);
      running.set(
        job.name,
        runJob(job).then((ok) => ({ job, ok })),
      );
    }
    if (running.size === 0) break;
    const { job, ok } = await Promise.race(running.values());
    running.delete(job.name);
    ended.add(job.name);
    if (ok) passed.add(job.name);
  }
}

/**
 * Whether a job may start now: the browser suite (alone) once every other job has ended but the
 * checks marked besideE2e; such a check when no other one runs (it takes no lane); any other job
 * when a lane is free, the browser suite does not run, and no job it is kept apart from runs.
 */
function canStart(job, waiting, running, lanes) {
  if (job.alone)
    return (
      running.every((j) => j.besideE2e) && waiting.every((j) => j === job || j.alone || j.besideE2e)
    );
  if (job.besideE2e) return !running.some((j) => j.besideE2e);
  if (running.some((j) => j.alone || (job.apart ?? []).includes(j.name))) return false;
  return running.filter((j) => !j.besideE2e).length < lanes;
}

async function runJob(job) {
  const startedAt = Date.now();
  const options = { cwd: join(repoRoot, job.cwd ?? '.'), env: withEnv(job.env ?? {}) };
  // The API suites keep the machine's priority: their analyses run on threads at nice 10 and 19
  // (as in production), which a step at normal priority beside them would starve into timeouts.
  // The other steps beside them run at nice 19 and take what the API suites leave.
  const [command, args] =
    job.yields && existsSync('/usr/bin/nice')
      ? ['/usr/bin/nice', ['-n', '19', job.command, ...job.args]]
      : [job.command, job.args];
  let code;
  if (job.streamed) {
    console.log(`\n━━ ${job.name} ━━`);
    streaming = true;
    code = await run(command, args, options);
    streaming = false;
    for (const output of heldBack.splice(0)) console.log(output);
  } else {
    const result = await runCollected(command, args, options);
    code = result.code;
    // A step that ends while the browser suite prints its lines is printed after it.
    const output = `\n━━ ${job.name} ━━\n${result.output}`;
    if (streaming) heldBack.push(output);
    else console.log(output);
  }
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  timings.push(
    `${job.name} ${seconds} s (${((startedAt - t0) / 1000) | 0}–${((Date.now() - t0) / 1000) | 0} s)`,
  );
  if (code !== 0) failures.push(job.name);
  job.report?.();
  return code === 0;
}

if (process.env.CI && totals.skipped > 0)
  failures.push(`${totals.skipped} skipped tests (CI allows none)`);
console.log(`\n[test] time per step: ${timings.join(' · ')}`);
console.log('[test] the 15 slowest test files:');
for (const { name, ms } of fileTimes.sort((a, b) => b.ms - a.ms).slice(0, 15)) {
  console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
}
if (failures.length > 0) console.log(`[test] failed steps: ${failures.join(', ')}`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
