/**
 * Bank reconciliation (issue 26 item 1): a camt.054 with 10,000 QR payments imported and matched
 * against 10,000 seeded prepaid orders in < 5 s on PostgreSQL (TEST_DATABASE_URL, default the
 * local `test` server). Each run uses a fresh database (`pp_bench_bank`, BANK_BENCH_DB): the
 * orders are seeded (generate_series, a few seconds), made pending prepaid orders, and the file
 * is uploaded once through HTTP as a signed-in office staff member (app.inject, multipart):
 * stream, parse, hash, match, book, pay (READY_FOR_PROCESSING, transitions, mails) in one
 * transaction. The parser alone on the same bytes is measured beside it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { AdminBankImportResultSchema } from '@print/contracts';
import { buildQrReference } from '@print/domain';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { readBankFile } from '../src/modules/bank/bank-file.js';
import { buildCamtXml, type FixtureEntry } from '../src/modules/bank/camt-fixtures.js';
import { seedOrders } from '../src/modules/orders/order-seed-sql.js';
import { buildMultipart } from '../src/test/multipart.js';
import { signInStaff } from '../src/test/staff-fixtures.js';
import { databaseUrlOf, runAdminSql } from '../src/test/template-database.js';
import { testConfig } from '../src/test/test-config.js';
import { seedOrderData } from '../scripts/seed-order-data.js';

const PAYMENTS = Number(process.env.BANK_BENCH_PAYMENTS ?? 10_000);
const TARGET_MS = 5_000;
const DB_NAME = process.env.BANK_BENCH_DB ?? 'pp_bench_bank';
const IBAN = 'CH4431999123000889012';

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as T[];
}

function amountOf(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function* chunksOf(data: Buffer, size = 64 * 1024): Generator<Uint8Array> {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

async function main(): Promise<void> {
  const baseUrl =
    process.env.TEST_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://root@127.0.0.1:5432/test';
  await runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await runAdminSql(baseUrl, `CREATE DATABASE ${DB_NAME}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-bench-bank-'));
  const app = await buildApp(
    testConfig({ dataDir, databaseUrl: databaseUrlOf(baseUrl, DB_NAME) }),
    { logger: false, worker: false },
  );
  try {
    const { db } = app.database;
    let started = performance.now();
    await seedOrders(db, {
      count: PAYMENTS,
      ...(await seedOrderData(app.services)),
      now: new Date(),
    });
    // Every order waits for its prepayment: the heaviest path (paid, on to production, a mail).
    await db.execute(
      sql`UPDATE orders SET payment_method = 'prepaid', payment_status = 'PAYMENT_PENDING', status = 'ORDER_RECEIVED' WHERE id LIKE 'seed-%'`,
    );
    await db.execute(sql`VACUUM ANALYZE orders`);
    const orders = rowsOf<{ number: string; total: number }>(
      await db.execute(
        sql`SELECT order_number AS number, total_cents AS total FROM orders WHERE id LIKE 'seed-%' ORDER BY order_number`,
      ),
    );
    process.stdout.write(
      `seeded ${orders.length} pending prepaid orders in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const entries: FixtureEntry[] = orders.map((order, i) => {
      const reference = buildQrReference(order.number);
      if (!reference.ok) throw new Error(reference.error.message);
      const amount = amountOf(order.total);
      return {
        ref: `BENCH-E${i}`,
        amount,
        txs: [
          { ref: `BENCH-TX-${i}`, amount, qrr: reference.value, debtorName: 'Bench Zahler AG' },
        ],
      };
    });
    const xml = Buffer.from(
      buildCamtXml({ message: 'camt.054', version: '001.08', iban: IBAN, msgId: 'BENCH', entries }),
    );
    process.stdout.write(
      `camt.054.001.08 with ${entries.length} payments: ${(xml.length / 1024 / 1024).toFixed(1)} MB\n`,
    );

    started = performance.now();
    const parsed = await readBankFile(Readable.from(chunksOf(xml)));
    const parseMs = performance.now() - started;
    process.stdout.write(
      `parse + hash alone (streamed in 64 KiB chunks): ${parseMs.toFixed(0)} ms, ${parsed.file.credits.length} credits\n`,
    );

    const { cookies } = await signInStaff(app, 'office');
    const { payload, headers } = buildMultipart('bench-camt054.xml', 'application/xml', xml);
    started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/imports',
      cookies,
      payload,
      headers,
    });
    const importMs = performance.now() - started;
    if (response.statusCode !== 200)
      throw new Error(`import: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const result = AdminBankImportResultSchema.parse(response.json());
    const [paid] = rowsOf<{ n: number }>(
      await db.execute(
        sql`SELECT count(*)::int AS n FROM orders WHERE payment_status = 'PAYMENT_RECEIVED' AND status = 'READY_FOR_PROCESSING'`,
      ),
    );
    process.stdout.write(
      `import over HTTP (upload, parse, match, book, pay): ${importMs.toFixed(0)} ms (${((importMs / TARGET_MS) * 100).toFixed(0)} % of ${TARGET_MS} ms)\n`,
    );
    process.stdout.write(
      `  counts: new ${result.counts.new}, matched ${result.counts.matched}, unmatched ${result.counts.unmatched}, duplicate ${result.counts.duplicate}; orders paid ${result.paidOrderCount} (in the database: ${paid?.n ?? 0} paid and ready for processing)\n`,
    );
    started = performance.now();
    const again = await app.inject({
      method: 'POST',
      url: '/api/admin/payments/imports',
      cookies,
      payload,
      headers,
    });
    const againMs = performance.now() - started;
    const second = AdminBankImportResultSchema.parse(again.json());
    process.stdout.write(
      `the same file again: ${againMs.toFixed(0)} ms, duplicate file ${second.isDuplicateFile}, duplicates ${second.counts.duplicate}\n`,
    );
    const isOk =
      importMs <= TARGET_MS &&
      result.counts.matched === PAYMENTS &&
      result.paidOrderCount === PAYMENTS &&
      second.isDuplicateFile;
    process.stdout.write(isOk ? 'target met\n' : 'TARGET MISSED\n');
    if (!isOk) process.exitCode = 1;
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
    await runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
}

await main();
