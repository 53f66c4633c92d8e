/**
 * Content page benchmark on the real PostgreSQL (TEST_DATABASE_URL, default the local `test`
 * database): GET /api/content/page over real HTTP for every page of the data files in turn,
 * in all three languages, sequentially. Prints p50/p99 and the ratio to the 10 ms target, and
 * the same for the navigation.
 */
import { readdir, readFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_CONTENT_DIR } from '../src/modules/content/content-site.js';
import { createBenchApp, type BenchApp } from './bench-app.js';

const WARMUP = 100;
const REQUESTS = 2000;
const TARGET_P99_MS = 10;

process.env.DATABASE_URL ??= process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function pageUrls(): Promise<string[]> {
  const dir = join(DEFAULT_CONTENT_DIR, 'pages');
  const paths = await Promise.all(
    (await readdir(dir)).map(
      async (name) =>
        (JSON.parse(await readFile(join(dir, name), 'utf8')) as { path: string }).path,
    ),
  );
  return paths.flatMap((path) =>
    ['de', 'en', 'fr'].map(
      (lang) => `/api/content/page?slug=${encodeURIComponent(path || '/')}&lang=${lang}`,
    ),
  );
}

/** The same requests through app.inject: the route's own cost, without sockets and the client. */
async function measureInProcess(app: BenchApp['app'], urls: readonly string[]): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const url = urls[i % urls.length] ?? '';
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(`bad answer ${res.statusCode} for ${url}`);
    if (i >= WARMUP) samples.push(ms);
  }
  return samples.sort((a, b) => a - b);
}

async function measure(address: string, urls: readonly string[]): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
    const url = urls[i % urls.length] ?? '';
    const start = performance.now();
    const res = await fetch(`${address}${url}`);
    await res.arrayBuffer();
    const ms = performance.now() - start;
    if (!res.ok) throw new Error(`bad answer ${res.status} for ${url}`);
    if (i >= WARMUP) samples.push(ms);
  }
  return samples.sort((a, b) => a - b);
}

function report(title: string, samples: readonly number[]): void {
  const p50 = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  console.log(`\n${title}`);
  console.log(
    `  p50 ${p50.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms   max ${samples.at(-1)?.toFixed(2)} ms`,
  );
  console.log(
    `  p99 / target (${TARGET_P99_MS} ms) = ${(p99 / TARGET_P99_MS).toFixed(2)}  ${p99 < TARGET_P99_MS ? 'OK' : 'ABOVE TARGET'}`,
  );
}

async function main(): Promise<void> {
  const bench = await createBenchApp();
  const { app } = bench;
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const urls = await pageUrls();
    // On a shared machine the tail is the scheduler's: print the load the figures were taken under.
    const [load1] = loadavg();
    console.log(`load average ${load1?.toFixed(1)} on ${cpus().length} cores`);
    report(
      `Content page, ${urls.length} pages × languages, PostgreSQL, ${REQUESTS} sequential HTTP requests`,
      await measure(address, urls),
    );
    report(
      `Content page in process (app.inject, no sockets), ${REQUESTS} sequential requests`,
      await measureInProcess(app, urls),
    );
    report(
      `Content navigation, 3 languages, ${REQUESTS} sequential HTTP requests`,
      await measure(
        address,
        ['de', 'en', 'fr'].map((lang) => `/api/content/navigation?lang=${lang}`),
      ),
    );
  } finally {
    await bench.close();
  }
}

await main();
