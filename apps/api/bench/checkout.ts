/**
 * Checkout benchmark on the real PostgreSQL (TEST_DATABASE_URL, default the local `test`
 * database): POST /api/checkout/order/checkout over real HTTP, 20 at a time, each on its own
 * cart of 3 lines with the WELCOME10 voucher (the whole path: cart read, pricing, validation, the
 * order transaction with voucher use, number, lines, outbox, and the order-mail relay rendering
 * PDFs in the background as in production). Prints p50/p99 and the ratio to the 100 ms target.
 */
import { performance } from 'node:perf_hooks';
import { writeFile } from 'node:fs/promises';
import { Session } from 'node:inspector/promises';
import { insertAnalysedFile, TEST_SESSION_ID } from '../src/test/fixtures.js';
import { createBenchApp } from './bench-app.js';
import { checkoutBody } from '../src/test/checkout-fixtures.js';
import { cpuByThread, formatCpuPerUnit } from './cpu-by-thread.js';
import { createHttpClient, type HttpClient } from './http-client.js';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const WARMUP = 40;
const ORDERS = 400;
const TARGET_P99_MS = 100;

process.env.DATABASE_URL ??= process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function createCarts(
  address: string,
  headers: Record<string, string>,
  fileId: string,
  n: number,
) {
  const carts: string[] = [];
  for (let i = 0; i < n; i += 1) {
    const created = await fetch(`${address}/api/checkout/cart`, { method: 'POST', headers });
    const { _id: cartId } = (await created.json()) as { _id: string };
    const items = [1, 2, 3].map((q) => ({
      referencedId: fileId,
      printModeId: 'sls-pa2200',
      surfaceFinishId: 'sls-pa2200-blasted',
      colorId: 'white',
      quantity: q + (i % 4),
    }));
    const added = await fetch(`${address}/api/checkout/cart/${cartId}/item`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ items }),
    });
    if (!added.ok) throw new Error(`adding items failed: ${added.status} ${await added.text()}`);
    carts.push(cartId);
  }
  return carts;
}

/** Runs every cart's checkout with `concurrency` requests in flight; answers each latency. */
async function runCheckouts(client: HttpClient, headers: Record<string, string>, carts: string[]) {
  const samples: number[] = [];
  let next = 0;
  async function worker(): Promise<void> {
    for (let i = next++; i < carts.length; i = next++) {
      const body = { ...checkoutBody(carts[i] ?? ''), discountId: 'WELCOME10' };
      const start = performance.now();
      const { status, json } = await client.postJson(
        '/api/checkout/order/checkout',
        { ...headers, 'idempotency-key': `bench-${carts[i]}` },
        body,
      );
      samples.push(performance.now() - start);
      const answer = json as { order?: { orderNumber?: string } } | null;
      if (status !== 200 || !answer?.order?.orderNumber) throw new Error(`bad answer ${status}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return samples.sort((a, b) => a - b);
}

/** BENCH_CPU_PROFILE=file.cpuprofile: the main thread's CPU profile of the measured orders. */
async function startProfile(path: string | undefined) {
  if (!path) return null;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      await writeFile(path, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

async function main(): Promise<void> {
  const bench = await createBenchApp();
  const { app } = bench;
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { cookie: `pp_sid=${TEST_SESSION_ID}`, 'content-type': 'application/json' };
    const file = await insertAnalysedFile(app.database.db);
    const carts = await createCarts(address, headers, file.id, WARMUP + ORDERS);
    // One keep-alive connection per request in flight, opened by the warm-up and kept.
    const client = createHttpClient(address, CONCURRENCY);
    await runCheckouts(client, headers, carts.slice(0, WARMUP));
    const wallStart = performance.now();
    const cpuStart = process.cpuUsage();
    const threadsBefore = cpuByThread();
    const profiler = await startProfile(process.env.BENCH_CPU_PROFILE);
    const samples = await runCheckouts(client, headers, carts.slice(WARMUP));
    client.close();
    await profiler?.stop();
    const cpu = process.cpuUsage(cpuStart);
    const cpuPerOrder = formatCpuPerUnit(threadsBefore, cpuByThread(), ORDERS);
    const wallS = (performance.now() - wallStart) / 1000;
    const nodeCpuPerOrderMs = (cpu.user + cpu.system) / 1000 / ORDERS;
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    console.log(
      `\nCheckout, 3 lines + voucher, PostgreSQL, ${ORDERS} orders, ${CONCURRENCY} concurrent HTTP requests`,
    );
    console.log(
      `  p50 ${p50.toFixed(2)} ms   p99 ${p99.toFixed(2)} ms   max ${samples.at(-1)?.toFixed(2)} ms   ${(ORDERS / wallS).toFixed(0)} orders/s   Node CPU ${nodeCpuPerOrderMs.toFixed(1)} ms/order (server and client)`,
    );
    console.log(`  CPU per order (ms) by thread: ${cpuPerOrder}`);
    console.log(
      `  p99 / target (${TARGET_P99_MS} ms) = ${(p99 / TARGET_P99_MS).toFixed(2)}  ${p99 < TARGET_P99_MS ? 'OK' : 'ABOVE TARGET'}`,
    );
  } finally {
    await bench.close();
  }
}

await main();
