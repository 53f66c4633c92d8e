// Lighthouse on content pages (issue 12 targets: mobile performance ≥ 95, accessibility 100).
// Expects `npm run build` done; builds nothing. Starts the real server (scripts/e2e-server.mjs)
// on a free port and runs Lighthouse 12 in Debian chromium with its default mobile profile
// (throttled mid-range phone, slow 4G, 4× CPU), BENCH_RUNS times per page, printing the median.
//   node bench/content-lighthouse.mjs
import { loadavg } from 'node:os';
import {
  RUNS,
  median,
  requireBuild,
  startServer,
  waitForServer,
  withLighthouseChrome,
} from './bench-support.mjs';

const TARGETS = { performance: 95, accessibility: 100 };
const PAGES = ['/produktion/tipps-und-tricks-im-3d-druck', '/en/datenschutz', '/fr/portfolio'];

async function runLighthouse(url) {
  const { default: lighthouse } = await import('lighthouse');
  return withLighthouseChrome('bench-lh-content-', async (port) => {
    const { lhr } = await lighthouse(url, {
      port,
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
  });
}

async function main() {
  requireBuild();
  const { baseUrl, stop: stopServer } = await startServer();
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
    stopServer();
  }
}

await main();
