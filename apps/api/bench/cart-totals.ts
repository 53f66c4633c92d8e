/**
 * Cart totals benchmark on the real PostgreSQL (TEST_DATABASE_URL, default the local `test`
 * database): a cart of 50 items, GET /api/checkout/cart/{id}/totals over real HTTP with country,
 * shipping method and voucher, sequentially. Prints p50/p99 and the ratio to the 20 ms target.
 */
import { performance } from 'node:perf_hooks';
import { insertAnalysedFile, registerTestSession, TEST_SESSION_ID } from '../src/test/fixtures.js';
import { createBenchApp } from './bench-app.js';

const ITEMS = 50;
const WARMUP = 50;
const REQUESTS = 1000;
const TARGET_P99_MS = 20;

process.env.DATABASE_URL ??= process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main(): Promise<void> {
  const bench = await createBenchApp();
  const { app } = bench;
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { cookie: `pp_sid=${TEST_SESSION_ID}`, 'content-type': 'application/json' };
    await registerTestSession(app.database.db, TEST_SESSION_ID); // a pp_sid the server issued
    const created = await fetch(`${address}/api/checkout/cart`, { method: 'POST', headers });
    const { _id: cartId } = (await created.json()) as { _id: string };
    const items = [];
    for (let i = 0; i < ITEMS; i += 1) {
      const file = await insertAnalysedFile(app.database.db, { name: `part-${i}.stl` });
      items.push({
        referencedId: file.id,
        printModeId: 'sls-pa2200',
        surfaceFinishId: 'sls-pa2200-blasted',
        colorId: 'white',
        quantity: 1 + (i % 7),
        scale: 0.5 + (i % 5) * 0.25,
      });
    }
    const added = await fetch(`${address}/api/checkout/cart/${cartId}/item`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ items }),
    });
    if (!added.ok) throw new Error(`adding items failed: ${added.status} ${await added.text()}`);
    const url = `${address}/api/checkout/cart/${cartId}/totals?countryCode=CH&isBusinessCustomer=false&shippingMethodId=ch-standard&discountCode=WELCOME10`;
    const samples: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i += 1) {
      const start = performance.now();
      const res = await fetch(url, { headers });
      const body = (await res.json()) as { lines: unknown[] };
      const ms = performance.now() - start;
      if (!res.ok || body.lines.length !== ITEMS) throw new Error(`bad answer ${res.status}`);
      if (i >= WARMUP) samples.push(ms);
    }
    samples.sort((a, b) => a - b);
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    console.log(`\nCart totals, ${ITEMS} items, PostgreSQL, ${REQUESTS} sequential HTTP requests`);
    console.log(
      `  p50 ${p50.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms   max ${samples.at(-1)?.toFixed(2)} ms`,
    );
    console.log(
      `  p99 / target (${TARGET_P99_MS} ms) = ${(p99 / TARGET_P99_MS).toFixed(2)}  ${p99 < TARGET_P99_MS ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    await bench.close();
  }
}

await main();
