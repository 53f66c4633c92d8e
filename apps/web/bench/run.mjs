// Benchmark of the customer's core journey (issue 5 §7). Expects `npm run build` done; builds nothing.
//   node bench/run.mjs            (from apps/web; or `npm run bench`)
// 1. drop → first price: a generated 20 MB binary STL dropped on the home page of the real server
//    (scripts/e2e-server.mjs on a free port), until [data-testid="mode-price"] shows a price.
// 2. the home page's initial JS (entry + modulepreload links of dist/index.html), gzip level 9.
// 3. Lighthouse performance and accessibility of the home page (Debian chromium).
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  RUNS,
  launchChromium,
  median,
  requireBuild,
  startServer,
  waitForServer,
  webRoot,
  withLighthouseChrome,
} from './bench-support.mjs';
import { generateSphereStl } from './sphere-stl.mjs';

const TARGETS = { firstPriceMs: 3000, initialJsGzipKb: 150, performance: 90, accessibility: 95 };

async function measureDropToPrice(baseUrl, stl) {
  const browser = await launchChromium();
  const results = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.addInitScript(() => {
        localStorage.setItem(
          'cookies',
          JSON.stringify({
            essentialCookies: true,
            statisticCookies: false,
            marketingCookies: false,
          }),
        );
        localStorage.setItem('welcomeNoticeSeen', 'true');
      });
      // The file reaches the page through a routed URL, so 20 MB never travel through evaluate().
      await page.route('**/__bench/model.stl', (route) =>
        route.fulfill({ status: 200, contentType: 'application/octet-stream', body: stl }),
      );
      await page.goto(baseUrl);
      await page.getByTestId('home-hero').waitFor();
      await page.evaluate(async () => {
        const blob = await (await fetch('/__bench/model.stl')).blob();
        window.__benchFile = new File([blob], 'bench-sphere-20mb.stl');
      });
      // Milestones seen from the network, for the breakdown of where the time goes.
      const milestones = {};
      page.on('response', (response) => {
        const url = response.url();
        const at = Date.now();
        if (url.endsWith('/api/analytx/file/') && response.request().method() === 'POST')
          milestones.uploadedMs ??= at;
        else if (url.includes('/api/analytx/task/')) {
          void response.json().then(
            (task) => {
              if (task.status === 'completed') milestones.analysedMs ??= at;
            },
            () => undefined,
          );
        } else if (url.endsWith('.3mf')) milestones.modelLoadedMs ??= at;
        else if (url.includes('/pricing/batch')) milestones.pricedMs ??= at;
      });
      const dropWall = Date.now();
      const dropAt = await page.evaluate(() => {
        const transfer = new DataTransfer();
        transfer.items.add(window.__benchFile);
        const target = document.querySelector('main');
        for (const type of ['dragenter', 'dragover', 'drop']) {
          target.dispatchEvent(
            new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer }),
          );
        }
        return performance.now();
      });
      // The configure screen opens on its first sub-step; "next" leads to the priced modes.
      const next = page.getByRole('button', { name: 'Weiter zu Material & Farbe' });
      await next.waitFor({ timeout: 120_000 });
      const configureAt = await page.evaluate(() => performance.now());
      const repairModal = page.getByRole('dialog', { name: 'Optimierung notwendig' });
      if (await repairModal.isVisible())
        await repairModal.getByRole('button', { name: 'Schliessen' }).first().click();
      const agreement = page.getByRole('checkbox', { name: /Reparaturen gesehen/ });
      if (await agreement.isVisible()) await agreement.check();
      await next.click();
      await page
        .locator('[data-testid="mode-price"][data-printable="true"]')
        .first()
        .waitFor({ timeout: 60_000 });
      const priceAt = await page.evaluate(() => performance.now());
      const since = (at) => (at === undefined ? null : at - dropWall);
      results.push({
        configureMs: configureAt - dropAt,
        priceMs: priceAt - dropAt,
        uploadedMs: since(milestones.uploadedMs),
        analysedMs: since(milestones.analysedMs),
        modelLoadedMs: since(milestones.modelLoadedMs),
        pricedMs: since(milestones.pricedMs),
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

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
    const stlDir = mkdtempSync(join(tmpdir(), 'bench-stl-'));
    const { buffer: stl, triangleCount } = generateSphereStl(20_000_000);
    writeFileSync(join(stlDir, 'sphere.stl'), stl);
    console.log(
      `generated STL: ${(stl.length / 1e6).toFixed(1)} MB, ${triangleCount} triangles; ${RUNS} runs`,
    );

    const drops = await measureDropToPrice(baseUrl, stl);
    rmSync(stlDir, { recursive: true, force: true });
    const js = measureInitialJs();
    // Lighthouse's default is a throttled mid-range phone (slow 4G, 4× CPU); desktop is for reference.
    const lh = await runLighthouse(`${baseUrl}/`, 'mobile');
    const lhDesktop = await runLighthouse(`${baseUrl}/`, 'desktop');

    console.log('\ndrop → screens (ms):');
    console.table(
      drops.map((run, index) => ({
        run: index + 1,
        uploadAnsweredMs: run.uploadedMs,
        taskCompletedSeenMs: run.analysedMs,
        configureScreenMs: Math.round(run.configureMs),
        model3mfLoadedMs: run.modelLoadedMs,
        firstPricingAnswerMs: run.pricedMs,
        firstPriceVisibleMs: Math.round(run.priceMs),
      })),
    );
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
      row(
        'first price after drop, median ms (20 MB STL)',
        Math.round(median(drops.map((run) => run.priceMs))),
        TARGETS.firstPriceMs,
        true,
      ),
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
