// Benchmark of the customer's core journey (issue 5 §7). Expects `npm run build` done; builds nothing.
//   node bench/run.mjs            (from apps/web; or `npm run bench`)
// 1. drop → first price (bench/first-price.mjs): the real models of ../shared/models and a
//    generated 20 MB binary STL dropped on the home page of the real server (scripts/e2e-server.mjs
//    on a free port), desktop and phone profiles, until [data-testid="mode-price"] shows a price.
// 2. the home page's initial JS (entry + modulepreload links of dist/index.html), gzip level 9.
// 3. Lighthouse performance and accessibility of the home page (Debian chromium).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  median,
  requireBuild,
  startServer,
  waitForServer,
  webRoot,
  withLighthouseChrome,
} from './bench-support.mjs';
import {
  FIRST_PRICE_GOAL_MS,
  REAL_MODELS,
  measureFirstPrice,
  printFirstPrice,
} from './first-price.mjs';

const TARGETS = {
  firstPriceMs: FIRST_PRICE_GOAL_MS,
  firstPriceGeneratedMs: 3000,
  initialJsGzipKb: 150,
  performance: 90,
  accessibility: 95,
};

function measureInitialJs() {
  const distDir = join(webRoot, 'dist');
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sources = new Set();
  for (const match of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g))
    sources.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g))
    sources.add(match[1]);
  const files = [...sources].map((src) => {
    const bytes = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { src, rawBytes: bytes.length, gzipBytes: gzipSync(bytes, { level: 9 }).length };
  });
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) };
}

async function runLighthouse(url, formFactor) {
  const { default: lighthouse } = await import('lighthouse');
  const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
  return withLighthouseChrome('bench-lh-', async (port) => {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
      fcpMs: audits['first-contentful-paint']?.numericValue ?? null,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
      tbtMs: audits['total-blocking-time']?.numericValue ?? null,
      cls: audits['cumulative-layout-shift']?.numericValue ?? null,
      failedA11y: Object.values(audits)
        .filter(
          (audit) =>
            audit.score === 0 &&
            categories.accessibility.auditRefs.some((ref) => ref.id === audit.id),
        )
        .map((audit) => audit.id),
    };
  });
}

function row(name, value, target, isLowerBetter) {
  const ratio = isLowerBetter ? value / target : target / value;
  const ok = isLowerBetter ? value <= target : value >= target;
  return {
    figure: name,
    value,
    target: `${isLowerBetter ? '≤' : '≥'} ${target}`,
    ratio: Number(ratio.toFixed(2)),
    ok,
  };
}

async function main() {
  requireBuild();
  const { baseUrl, stop: stopServer } = await startServer();
  try {
    await waitForServer(`${baseUrl}/api/health`, 180_000).catch(() =>
      waitForServer(baseUrl, 10_000),
    );
    const drops = await measureFirstPrice(baseUrl, [...REAL_MODELS, 'generated']);
    const js = measureInitialJs();
    // Lighthouse's default is a throttled mid-range phone (slow 4G, 4× CPU); desktop is for reference.
    const lh = await runLighthouse(`${baseUrl}/`, 'mobile');
    const lhDesktop = await runLighthouse(`${baseUrl}/`, 'desktop');

    printFirstPrice(drops);
    console.log('initial JS of the home page:');
    console.table(
      js.files.map((file) => ({
        file: file.src,
        rawKb: +(file.rawBytes / 1024).toFixed(1),
        gzipKb: +(file.gzipBytes / 1024).toFixed(2),
      })),
    );
    for (const [name, report] of [
      ['mobile', lh],
      ['desktop', lhDesktop],
    ]) {
      const { performance, accessibility, fcpMs, lcpMs, tbtMs, cls, failedA11y } = report;
      console.log(
        `lighthouse ${name}:`,
        JSON.stringify({ performance, accessibility, fcpMs, lcpMs, tbtMs, cls, failedA11y }),
      );
    }
    console.log(
      '\nsummary (ratio < 1 beats the target for times and sizes, > 1 misses it; for scores, ratio = target/score):',
    );
    console.table([
      ...['desktop', 'phone'].flatMap((profile) => {
        const rows = drops.filter((drop) => drop.profile === profile);
        const real = rows.filter((drop) => drop.model !== 'generated');
        const generated = rows.find((drop) => drop.model === 'generated');
        return [
          row(
            `first price after drop, ${profile}, median of the real models' medians, ms`,
            median(real.map((drop) => drop.firstPriceMedian)),
            TARGETS.firstPriceMs,
            true,
          ),
          ...(generated
            ? [
                row(
                  `first price after drop, ${profile}, 20 MB generated STL, ms`,
                  generated.firstPriceMedian,
                  TARGETS.firstPriceGeneratedMs,
                  true,
                ),
              ]
            : []),
        ];
      }),
      row(
        'home initial JS gzip KB',
        +(js.gzipBytes / 1024).toFixed(1),
        TARGETS.initialJsGzipKb,
        true,
      ),
      row('lighthouse performance (mobile, default)', lh.performance, TARGETS.performance, false),
      row(
        'lighthouse accessibility (mobile, default)',
        lh.accessibility,
        TARGETS.accessibility,
        false,
      ),
      row(
        'lighthouse performance (desktop preset)',
        lhDesktop.performance,
        TARGETS.performance,
        false,
      ),
    ]);
  } finally {
    stopServer();
  }
}

await main();
