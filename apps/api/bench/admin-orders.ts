/**
 * The desk's order list and detail on 100,000 orders (issue 25): list p99 < 100 ms with filters
 * and search, detail p99 < 50 ms, on PostgreSQL (TEST_DATABASE_URL, default the local `test`
 * server). The orders are seeded once into the database `pp_bench_admin_orders` and reused by
 * later runs (ADMIN_BENCH_FRESH=1 drops it first). Measured twice, sequentially, after a warm-up:
 * through the backoffice service (SQL, mapping, CSV rendering) and through HTTP with app.inject
 * as a signed-in office staff member (plus session check, validation, serialisation).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { AdminOrderListQuerySchema } from '@print/contracts';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { createBackofficeRepository } from '../src/modules/backoffice/backoffice.repository.js';
import { createBackofficeService } from '../src/modules/backoffice/backoffice.service.js';
import { seedOrders } from '../src/modules/orders/order-seed-sql.js';
import { signInStaff } from '../src/test/staff-fixtures.js';
import { databaseUrlOf, runAdminSql } from '../src/test/template-database.js';
import { testConfig } from '../src/test/test-config.js';
import { seedOrderData } from '../scripts/seed-order-data.js';

const ORDERS = Number(process.env.ADMIN_BENCH_ORDERS ?? 100_000);
const RUNS = 100;
const WARMUP = 20;
const LIST_TARGET_MS = 100;
const DETAIL_TARGET_MS = 50;
/** ADMIN_BENCH_DB: another database name (a second worktree's bench beside this one). */
const DB_NAME = process.env.ADMIN_BENCH_DB ?? 'pp_bench_admin_orders';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function measure(runs: number, task: (i: number) => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARMUP; i++) await task(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await task(i);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

function report(name: string, sorted: readonly number[], targetMs: number): boolean {
  const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(sorted, p));
  const ratio = (p99 ?? 0) / targetMs;
  process.stdout.write(
    `${name.padEnd(46)} p50 ${p50?.toFixed(1).padStart(6)} ms  p95 ${p95?.toFixed(1).padStart(6)} ms  p99 ${p99?.toFixed(1).padStart(6)} ms  (${(ratio * 100).toFixed(0)} % of ${targetMs} ms)\n`,
  );
  return ratio <= 1;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

async function main(): Promise<void> {
  const baseUrl =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://root@127.0.0.1:5432/test';
  if (process.env.ADMIN_BENCH_FRESH === '1')
    await runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await runAdminSql(baseUrl, `CREATE DATABASE ${DB_NAME}`).catch(() => undefined);
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-bench-admin-'));
  const app = await buildApp(
    testConfig({ dataDir, databaseUrl: databaseUrlOf(baseUrl, DB_NAME) }),
    {
      logger: false,
      worker: false,
    },
  );
  try {
    const { db } = app.database;
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM orders WHERE id LIKE 'seed-%'`),
    );
    const have = rows[0]?.n ?? 0;
    if (have < ORDERS) {
      const started = performance.now();
      const data = await seedOrderData(app.services);
      await seedOrders(db, { count: ORDERS - have, ...data, now: new Date() });
      await db.execute(sql`VACUUM ANALYZE orders`);
      await db.execute(sql`VACUUM ANALYZE order_lines`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      process.stdout.write(`seeded ${ORDERS - have} orders in ${seconds} s\n`);
    }
    process.stdout.write(`admin orders on ${ORDERS} orders (PostgreSQL), ${RUNS} runs each\n`);
    const backoffice = createBackofficeService({
      db,
      repo: createBackofficeRepository(db),
      orders: app.services.orders,
      files: app.services.files,
      analysis: app.services.analysis,
      creditorIban: 'CH4431999123000889012',
      publicOrigin: 'http://localhost',
      now: () => new Date(),
      storage: app.runtime.platform.storage,
    });
    const sample = await backoffice.listOrders(
      AdminOrderListQuerySchema.parse({ pageSize: '200', page: '37' }),
    );
    const numbers = sample.items.map((row) => row.orderNumber);
    const emails = sample.items.map((row) => row.email);
    const qrs = sample.items.flatMap((row) => (row.qrReference ? [row.qrReference] : []));
    const ids = sample.items.map((row) => row.id);
    const names = ['müller', 'keller', 'rochat', 'anna', 'brunner', 'präzision', 'alpen', 'meier'];
    const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;
    // The materials by how many orders have them: the commonest and the rarest.
    const modeCounts = rowsOf<{ mode: string; n: number }>(
      await db.execute(
        sql`SELECT mode, count(*)::int AS n FROM orders, unnest(print_mode_ids) AS mode GROUP BY mode ORDER BY n DESC, mode`,
      ),
    );
    const common = modeCounts[0]?.mode ?? 'sls-pa2200';
    const rare = modeCounts[modeCounts.length - 1]?.mode ?? common;
    process.stdout.write(
      `materials: ${modeCounts.map((m) => `${m.mode} ${((m.n / ORDERS) * 100).toFixed(0)} %`).join(', ')}\n`,
    );
    const several = (material: string) => ({
      status: 'ORDER_COMPLETED,ORDER_CANCELLED',
      paymentMethod: 'billing,prepaid',
      from: '2025-01-01',
      to: '2025-12-31',
      material,
    });
    const cases: [string, (i: number) => Record<string, string>][] = [
      ['list: first page, no filter', () => ({})],
      ['list: status IN_PRODUCTION', () => ({ status: 'IN_PRODUCTION' })],
      ['list: several filters', () => several('sls-pa2200')],
      [`list: several filters, ${rare}`, () => several(rare)],
      [`list: material ${common} only`, () => ({ material: common })],
      [`list: material ${rare} only`, () => ({ material: rare })],
      ['list: overdue invoices', () => ({ overdue: 'true', sort: 'dueDate', dir: 'asc' })],
      ['list: search order number', (i) => ({ q: at(numbers, i) })],
      ['list: search order number prefix', (i) => ({ q: at(numbers, i).slice(0, 8) })],
      ['list: search name fragment', (i) => ({ q: at(names, i) })],
      ['list: search e-mail', (i) => ({ q: at(emails, i) })],
      ['list: search QR reference', (i) => ({ q: at(qrs, i) })],
      ['list: sort by total', () => ({ sort: 'totalCents', dir: 'desc' })],
      ['list: sort by customer, page 40', () => ({ sort: 'customer', dir: 'asc', page: '40' })],
    ];
    let isOk = true;
    process.stdout.write('-- service (SQL and mapping)\n');
    for (const [name, query] of cases)
      isOk =
        report(
          name,
          await measure(RUNS, (i) =>
            backoffice.listOrders(AdminOrderListQuerySchema.parse(query(i))),
          ),
          LIST_TARGET_MS,
        ) && isOk;
    const csvQuery = AdminOrderListQuerySchema.parse({
      status: 'IN_PRODUCTION,PARTS_REVIEWED',
      paymentMethod: 'billing',
    });
    let csvRows = 0;
    const csv = await measure(20, async () => {
      csvRows = 0;
      for await (const chunk of backoffice.exportOrdersCsv(csvQuery))
        csvRows += chunk.split('\r\n').length - 1;
    });
    process.stdout.write(`CSV of a filtered set: ${csvRows - 1} rows\n`);
    report('csv: filtered set (all rows)', csv, 1000);
    const detail = await measure(RUNS, (i) => backoffice.getOrderDetail(at(ids, i), 'office'));
    isOk = report('detail', detail, DETAIL_TARGET_MS) && isOk;

    process.stdout.write('-- HTTP (app.inject, signed-in office staff)\n');
    const { cookies } = await signInStaff(app, 'office');
    const get = async (url: string): Promise<void> => {
      const response = await app.inject({ method: 'GET', url, cookies });
      if (response.statusCode !== 200)
        throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
    };
    for (const [name, query] of cases)
      isOk =
        report(
          `GET ${name}`,
          await measure(RUNS, (i) =>
            get(`/api/admin/orders?${new URLSearchParams(query(i)).toString()}`),
          ),
          LIST_TARGET_MS,
        ) && isOk;
    const httpDetail = await measure(RUNS, (i) =>
      get(`/api/admin/orders/${encodeURIComponent(at(ids, i))}`),
    );
    isOk = report('GET detail', httpDetail, DETAIL_TARGET_MS) && isOk;
    process.stdout.write(isOk ? 'all targets met\n' : 'TARGET MISSED\n');
    if (!isOk) process.exitCode = 1;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
