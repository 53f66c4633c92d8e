/**
 * The desk's customer list (issue 25 item 8) on 20,000 accounts, on the real PostgreSQL
 * (TEST_DATABASE_URL, default the local `test` database): search, filters, sorts and a deep
 * page through the customers-desk service (accounts SQL + the orders' figures of the page).
 * Prints p50/p99 per query and the ratio to the target (p99 < 50 ms).
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { AdminCustomerListQuerySchema } from '@print/contracts';
import { emailKey, userNameKey } from '@print/domain';
import { users } from '../src/modules/accounts/accounts.tables.js';
import { TEST_ADDRESS } from '../src/test/account-fixtures.js';
import { createBenchApp } from './bench-app.js';

const ACCOUNTS = 20_000;
const CHUNK = 1_000;
const ROUNDS = 60;
const TARGET_P99_MS = 50;
const COMPANIES = ['Muster AG', 'Feinmechanik Hofer GmbH', 'Modellbau Zahl', '', '', ''];

process.env.DATABASE_URL ??= process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function accountRow(i: number, now: number) {
  const username = `kunde-${i}`;
  const email = `kunde.${i}@bench.test`;
  const at = new Date(now - i * 60_000);
  return {
    id: randomUUID(),
    username,
    usernameKey: userNameKey(username),
    email,
    emailKey: emailKey(email),
    passwordHash: 'bench-no-sign-in',
    language: 'de' as const,
    confirmedAt: at,
    billingAddress: {
      ...TEST_ADDRESS,
      title: '',
      addressSuffix: '',
      vatRegistrationNumber: '',
      firstname: `Vorname${i % 997}`,
      lastname: `Nachname${i % 1_511}`,
      company: COMPANIES[i % COMPANIES.length] ?? '',
    },
    shippingAddress: null,
    businessPreference: i % 3 === 0 ? true : i % 3 === 1 ? false : null,
    isVerifiedCompany: i % 17 === 0,
    blockedAt: i % 500 === 0 ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

const QUERIES: Record<string, Record<string, string>> = {
  'first page (newest)': {},
  'search, many hits (muster)': { q: 'muster' },
  'search, one hit (kunde.12345@)': { q: 'kunde.12345@' },
  'search, no hit': { q: 'zzzz-nobody' },
  'business + verified': { type: 'business', verified: 'true' },
  blocked: { blocked: 'true' },
  'sorted by name': { sort: 'name', dir: 'asc' },
  'page 300 of 400': { page: '300' },
};

async function main(): Promise<void> {
  const bench = await createBenchApp();
  const { app } = bench;
  try {
    const now = Date.now();
    for (let start = 0; start < ACCOUNTS; start += CHUNK) {
      const rows = Array.from({ length: CHUNK }, (_, k) => accountRow(start + k, now));
      await app.database.db.insert(users).values(rows);
    }
    await app.database.db.execute('analyze users');
    const desk = app.services.customersDesk;
    console.log(`customer list on ${ACCOUNTS} accounts (${ROUNDS} rounds each)`);
    for (const [label, raw] of Object.entries(QUERIES)) {
      const query = AdminCustomerListQuerySchema.parse(raw);
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round += 1) {
        const started = performance.now();
        total = (await desk.list(query)).total;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const p99 = percentile(times, 99);
      const verdict = p99 < TARGET_P99_MS ? 'OK' : 'ABOVE TARGET';
      console.log(
        `  ${label.padEnd(32)} total ${String(total).padStart(5)}  p50 ${percentile(times, 50).toFixed(1)} ms  p99 ${p99.toFixed(1)} ms  / target ${TARGET_P99_MS} ms = ${(p99 / TARGET_P99_MS).toFixed(2)} ${verdict}`,
      );
    }
  } finally {
    await bench.close();
  }
}

await main();
