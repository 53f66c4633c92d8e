/**
 * Issue 13 point 2 benchmark over real HTTP against the compiled server (dist/server.js, compiled
 * workers, as bench/run.ts; this script builds it first, incrementally):
 *  1. a 99 MB file of random bytes named .stl: upload start → refusal (422), target < 3 s;
 *  2. a 2 MB model's first price (upload start → analysis completed → priced) while another
 *     customer's 100 MB analysis runs, target < 1.5 s; and the same 2 MB file on an idle server.
 * The files are generated here (crypto.randomBytes, a finely tessellated sphere); none is stored.
 * Decision: docs/decisions/0016-analysis-admission.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSphereStl } from '../src/test/sphere-stl.js';

const PORT = 3978;
const BASE = `http://127.0.0.1:${PORT}/api`;
const API_DIR = fileURLToPath(new URL('..', import.meta.url));
const SERVER = join(API_DIR, 'dist', 'server.js');
const TARGET_GARBAGE_MS = 3_000;
const TARGET_FIRST_PRICE_MS = 1_500;
const GARBAGE_RUNS = 3;

interface Uploaded {
  readonly status: number;
  readonly body: { taskId?: string; createdObject?: { _id: string }; error?: { code: string } };
  readonly cookie: string;
}

async function upload(data: Buffer, name: string, cookie: string): Promise<Uploaded> {
  const form = new FormData();
  form.append('file', new Blob([data]), name);
  const res = await fetch(`${BASE}/analytx/file/`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie } : {},
  });
  const body = (await res.json()) as Uploaded['body'];
  return {
    status: res.status,
    body,
    cookie: res.headers.get('set-cookie')?.split(';')[0] ?? cookie,
  };
}

async function taskStatus(taskId: string, cookie: string): Promise<string> {
  const res = await fetch(`${BASE}/analytx/task/${taskId}`, { headers: { cookie } });
  return ((await res.json()) as { status: string }).status;
}

async function waitFor(taskId: string, cookie: string, wanted: string[]): Promise<string> {
  for (;;) {
    const status = await taskStatus(taskId, cookie);
    if (wanted.includes(status)) return status;
    if (status === 'failed') throw new Error(`task ${taskId} failed`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function price(fileId: string, cookie: string): Promise<number> {
  const res = await fetch(`${BASE}/pricing/batch-calculations`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({
      objectId: fileId,
      objectScale: 1,
      objectUnitLength: 'mm',
      objectQuantity: 1,
      params: [
        {
          printModeId: 'sls-pa2200',
          surfaceFinishId: 'sls-pa2200-blasted',
          printModeColorId: 'white',
        },
      ],
    }),
  });
  const [result] = (await res.json()) as { price: { totalPrice: number } | null }[];
  if (!res.ok || !result?.price) throw new Error(`pricing answered ${res.status}`);
  return result.price.totalPrice;
}

interface FirstPrice {
  readonly totalMs: number;
  readonly uploadMs: number;
  /** 202 → the task is running: the wait for a thread (the kept one when large files run). */
  readonly queuedMs: number;
  readonly analysisMs: number;
  readonly pricingMs: number;
}

/** Upload start → first price of a new customer's file, with where the time went. */
async function firstPrice(data: Buffer): Promise<FirstPrice> {
  const t0 = performance.now();
  const started = await upload(data, 'part-2mb.stl', '');
  if (started.status !== 202 || !started.body.taskId || !started.body.createdObject)
    throw new Error(`upload answered ${started.status}`);
  const t1 = performance.now();
  await waitFor(started.body.taskId, started.cookie, ['running', 'completed']);
  const t2 = performance.now();
  await waitFor(started.body.taskId, started.cookie, ['completed']);
  const t3 = performance.now();
  await price(started.body.createdObject._id, started.cookie);
  const t4 = performance.now();
  return {
    totalMs: t4 - t0,
    uploadMs: t1 - t0,
    queuedMs: t2 - t1,
    analysisMs: t3 - t2,
    pricingMs: t4 - t3,
  };
}

function describe(
  results: Record<string, number | string>,
  label: string,
  short: string,
  run: FirstPrice,
) {
  results[`${label} (ms)`] = round(run.totalMs);
  results[`  ${short}: upload / queued / analysis / pricing (ms)`] = [
    run.uploadMs,
    run.queuedMs,
    run.analysisMs,
    run.pricingMs,
  ]
    .map(round)
    .join(' / ');
}

const round = (ms: number) => Math.round(ms);
const ratio = (ms: number, target: number) => Math.round((ms / target) * 100) / 100;

async function main(): Promise<void> {
  const build = spawnSync(
    process.execPath,
    [join(API_DIR, '../../node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json'],
    {
      cwd: API_DIR,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error('building the API failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'pp-bench-garbage-'));
  const server = spawn(process.execPath, [SERVER], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'warn',
      UPLOADS_PER_MINUTE: '1000',
    },
    stdio: 'inherit',
  });
  try {
    for (let i = 0; ; i++) {
      if ((await fetch(`${BASE}/health`).catch(() => null))?.ok) break;
      if (i > 1200) throw new Error('server did not start within 120 s');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const results: Record<string, number | string> = {};

    // 1. Garbage: 99 MB of random bytes named .stl, upload start → refusal.
    const garbage: number[] = [];
    for (let run = 0; run < GARBAGE_RUNS; run++) {
      const bytes = randomBytes(99_000_000);
      const t0 = performance.now();
      const refused = await upload(bytes, 'random.stl', '');
      garbage.push(performance.now() - t0);
      if (refused.status !== 422) throw new Error(`random .stl answered ${refused.status}`);
      results['99 MB random .stl → code'] = refused.body.error?.code ?? '?';
    }
    const worstGarbage = Math.max(...garbage);
    results['99 MB random .stl upload → refusal, worst of 3 (ms)'] = round(worstGarbage);
    results['  ratio to target 3000 ms'] = ratio(worstGarbage, TARGET_GARBAGE_MS);

    // 2. A 2 MB file's first price, idle and while another customer's 100 MB analysis runs.
    const small = buildSphereStl(2_000_000);
    await firstPrice(small); // warms the worker threads' code paths
    describe(results, '2 MB first price, idle server', 'idle', await firstPrice(small));

    const big = await upload(buildSphereStl(100_000_000), 'part-100mb.stl', '');
    if (big.status !== 202 || !big.body.taskId) throw new Error(`100 MB upload ${big.status}`);
    await waitFor(big.body.taskId, big.cookie, ['running']);
    const busy = await firstPrice(small);
    const bigStatus = await taskStatus(big.body.taskId, big.cookie);
    describe(results, '2 MB first price while a 100 MB analysis runs', 'busy', busy);
    results['  ratio to target 1500 ms'] = ratio(busy.totalMs, TARGET_FIRST_PRICE_MS);
    results['  100 MB analysis when the 2 MB price came'] = bigStatus;
    const t0 = performance.now();
    await waitFor(big.body.taskId, big.cookie, ['completed']);
    results['  100 MB analysis completed after a further (ms)'] = round(performance.now() - t0);
    results['cores'] = availableParallelism();
    results['load average (1 min) at the end'] = Math.round(loadavg()[0]! * 10) / 10;
    console.table(results);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
