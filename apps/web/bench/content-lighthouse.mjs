// Lighthouse on content pages (issue 12 targets: mobile performance ≥ 95, accessibility 100).
// Expects `npm run build` done; builds nothing. Starts the real server (scripts/e2e-server.mjs)
// on a free port and runs Lighthouse 12 in Debian chromium with its default mobile profile
// (throttled mid-range phone, slow 4G, 4× CPU), BENCH_RUNS times per page, printing the median.
//   node bench/content-lighthouse.mjs
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 95, accessibility: 100 };
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = ['/produktion/tipps-und-tricks-im-3d-druck', '/en/datenschutz', '/fr/portfolio'];

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

async function waitForServer(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`server did not answer at ${url} within ${timeoutMs} ms`);
}

async function runLighthouse(url) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const userDataDir = mkdtempSync(join(tmpdir(), 'bench-lh-content-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      `--user-data-dir=${userDataDir}`,
    ],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failedA11y: categories.accessibility.auditRefs
        .filter((ref) => audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    };
  } finally {
    await chrome.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  for (const required of ['apps/web/dist/index.html', 'apps/api/dist/server.js']) {
    if (!existsSync(join(repoRoot, required))) {
      console.error(`missing ${required}: run \`npm run build\` at the repository root first`);
      process.exit(1);
    }
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [join(repoRoot, 'scripts/e2e-server.mjs')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => server.kill('SIGTERM'));
  try {
    await waitForServer(`${baseUrl}/api/health`, 180_000);
    console.log(`load average ${loadavg()[0].toFixed(1)}; ${RUNS} runs per page, median shown`);
    const rows = [];
    for (const path of PAGES) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runLighthouse(`${baseUrl}${path}`));
      const performance = median(runs.map((run) => run.performance));
      const accessibility = median(runs.map((run) => run.accessibility));
      const typical = runs.find((run) => run.performance === performance) ?? runs[0];
      console.log(`lighthouse mobile ${path}:`, JSON.stringify(typical));
      rows.push({
        page: path,
        performance,
        'perf ratio': Number((performance / TARGETS.performance).toFixed(2)),
        accessibility,
        'a11y ratio': Number((accessibility / TARGETS.accessibility).toFixed(2)),
        ok: performance >= TARGETS.performance && accessibility >= TARGETS.accessibility,
      });
    }
    console.log(
      `\nLighthouse mobile on content pages (targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility})`,
    );
    console.table(rows);
  } finally {
    server.kill('SIGTERM');
  }
}

await main();
