/**
 * Sign-in benchmark on the real PostgreSQL (TEST_DATABASE_URL, default the local `test` database)
 * over real HTTP, argon2id with the production parameters:
 * 1. latency of POST /api/auth/signin with 10 concurrent sign-ins (target p99 < 150 ms);
 * 2. event-loop delay while 20 sign-ins run concurrently (target p99 < 20 ms) — argon2 hashes on
 *    the libuv pool, so the loop must stay responsive.
 * Prints figures, the ratio to each target, which argon2 binary ran (scripts/build-argon2-simd.mjs)
 * and where the CPU of a sign-in went, by thread.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import argon2, { argon2Binary } from '../src/modules/accounts/argon2.js';
import { userNameKey } from '@print/domain';
import { users } from '../src/modules/accounts/accounts.tables.js';
import { cpuByThread, formatCpuPerUnit } from './cpu-by-thread.js';
import { defaultAccountsSettings } from '../src/plugins/config.js';
import { ARGON2_OPTIONS } from '../src/modules/accounts/index.js';
import { TEST_ADDRESS } from '../src/test/account-fixtures.js';
import { createBenchApp } from './bench-app.js';

const USERS = 20;
const PASSWORD = 'Bench-Passwort-2026';
const LATENCY_CONCURRENCY = 10;
const LATENCY_ROUNDS = 30;
const WARM_UP_MS = 5_000;
const LOOP_CONCURRENCY = 20;
const LOOP_ROUNDS = 10;
const TARGET_SIGNIN_P99_MS = 150;
const TARGET_LOOP_P99_MS = 20;
/** As the server's default (config.ts); PASSWORD_HASH_CONCURRENCY overrides it to compare. */
const HASH_SLOTS =
  Number(process.env.PASSWORD_HASH_CONCURRENCY) ||
  defaultAccountsSettings(0).passwordHashConcurrency;

process.env.DATABASE_URL ??= process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

function report(label: string, value: number, target: number): void {
  const verdict = value < target ? 'OK' : 'ABOVE TARGET';
  console.log(`  ${label} / target (${target} ms) = ${(value / target).toFixed(2)}  ${verdict}`);
}

async function main(): Promise<void> {
  const bench = await createBenchApp({
    accounts: { signinsPerMinute: 1_000_000, passwordHashConcurrency: HASH_SLOTS },
  });
  const { app } = bench;
  try {
    const passwordHash = await argon2.hash(PASSWORD, ARGON2_OPTIONS);
    const now = new Date();
    await app.database.db.insert(users).values(
      Array.from({ length: USERS }, (_, i) => ({
        id: randomUUID(),
        username: `bench-${i}`,
        usernameKey: userNameKey(`bench-${i}`),
        email: `bench-${i}@bench.test`,
        emailKey: `bench-${i}@bench.test`,
        passwordHash,
        language: 'de' as const,
        confirmedAt: now,
        billingAddress: {
          title: '',
          company: '',
          addressSuffix: '',
          vatRegistrationNumber: '',
          ...TEST_ADDRESS,
        },
        createdAt: now,
        updatedAt: now,
      })),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const signin = async (i: number): Promise<number> => {
      const start = performance.now();
      const res = await fetch(`${address}/api/auth/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `bench-${i % USERS}`, password: PASSWORD }),
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`sign-in answered ${res.status}`);
      return performance.now() - start;
    };
    const round = (n: number) => Promise.all(Array.from({ length: n }, (_, i) => signin(i)));

    // Warm-up until the worker threads are ready: under tsx they compile their TypeScript for the
    // first seconds (a production start loads compiled JavaScript), which would be measured here.
    const warmUntil = performance.now() + WARM_UP_MS;
    while (performance.now() < warmUntil) await round(LATENCY_CONCURRENCY);
    const cpuBefore = cpuByThread();
    const samples: number[] = [];
    for (let r = 0; r < LATENCY_ROUNDS; r += 1) samples.push(...(await round(LATENCY_CONCURRENCY)));
    const cpuPerSignin = formatCpuPerUnit(cpuBefore, cpuByThread(), samples.length);
    samples.sort((a, b) => a - b);
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    console.log(
      `\nSign-in, argon2id m=${ARGON2_OPTIONS.memoryCost} t=${ARGON2_OPTIONS.timeCost} p=${ARGON2_OPTIONS.parallelism} (${argon2Binary} binary), PostgreSQL, real HTTP, ${HASH_SLOTS} hashing slot(s) on ${availableParallelism()} cores`,
    );
    console.log(
      `  ${LATENCY_CONCURRENCY} concurrent x ${LATENCY_ROUNDS} rounds: p50 ${p50.toFixed(1)} ms   p99 ${p99.toFixed(1)} ms   max ${samples.at(-1)?.toFixed(1)} ms`,
    );
    console.log(`  CPU per sign-in (ms) by thread: ${cpuPerSignin}`);
    report('sign-in p99', p99, TARGET_SIGNIN_P99_MS);

    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    for (let r = 0; r < LOOP_ROUNDS; r += 1) await round(LOOP_CONCURRENCY);
    loop.disable();
    const loopP99 = loop.percentile(99) / 1e6;
    console.log(
      `  event-loop delay during ${LOOP_CONCURRENCY} concurrent sign-ins x ${LOOP_ROUNDS}: p50 ${(loop.percentile(50) / 1e6).toFixed(1)} ms   p99 ${loopP99.toFixed(1)} ms   max ${(loop.max / 1e6).toFixed(1)} ms`,
    );
    report('event-loop delay p99', loopP99, TARGET_LOOP_P99_MS);
  } finally {
    await bench.close();
  }
}

await main();
