/**
 * Scale benchmark (issue 27, "Proof"): cart reads and item changes against ONE and against TWO
 * real `http` processes on one PostgreSQL, with autocannon on loopback.
 *   npm run bench:scale -w apps/api     (also the last step of `npm run bench -w apps/api`)
 *
 * A fresh database on TEST_DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test) is
 * built by the real `migrate` role (migrations, queues, catalogue, content), then `server.ts http`
 * runs as a process of its own (node + tsx, as role-process.ts starts the roles) at LOG_LEVEL info
 * as in production, its log written to a file. CARTS carts of ITEMS lines each are made over HTTP
 * (each cart its own anonymous session, issued by the server; the analysed files are inserted as
 * bench/cart-totals.ts does), and each autocannon connection uses its own cart and cookie.
 *
 * Two processes: autocannon gets both origins and pins its connections to them round robin
 * (connection i → origin i mod 2), one shared total and one latency histogram: what a TCP
 * balancer or a proxy with keep-alive upstream connections does. A proxy process in between
 * would cost as much CPU per request as the handlers and share the same two cores, so it would
 * measure the proxy.
 *
 * Per-request costs, over a window inside each measured run (1 s after its start to 1 s before
 * its end, where every backend is busy): CPU of the `http` processes (/proc/PID/stat), CPU of
 * their PostgreSQL backends, and transactions and rows from pg_stat_database (without
 * transaction blocks a transaction is one statement; pg_stat_statements is not loaded on this
 * server). A busy backend flushes its counts about once a second, so they lag up to a second of
 * traffic at either end of the window and are good to about ±15 % (two runs: 2.6–3.2
 * transactions per cart read, 6.7–9.1 per item change); the CPU figures are exact. The load
 * client runs in this process; its CPU and the whole machine's are printed too, because on two
 * cores the client, both servers and PostgreSQL share them — the two/one ratio is bounded by the
 * cores, not by the shop.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, closeSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../src/db/client.js';
import { insertAnalysedFile } from '../src/test/fixtures.js';
import { startRoleProcess } from '../src/test/role-process.js';
import { databaseUrlOf, runAdminSql } from '../src/test/template-database.js';

const API_DIR = fileURLToPath(new URL('../', import.meta.url));
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
/** Connections of autocannon, each with a cart of its own. */
const CONNECTIONS = 16;
const CARTS = CONNECTIONS;
const ITEMS = 3;
const WARMUP_SECONDS = 2;
const SECONDS = 10;
/** The cost window leaves this much of each end of a measured run out. */
const EDGE_MS = 1000;
const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ on Linux
const LINE = {
  printModeId: 'sls-pa2200',
  surfaceFinishId: 'sls-pa2200-blasted',
  colorId: 'white',
} as const;

interface Cart {
  readonly cookie: string;
  readonly cartId: string;
  readonly itemId: string;
}

interface HttpProcess {
  readonly pid: number;
  readonly origin: string;
  stop(): Promise<void>;
}

/** A free loopback port (asked from the kernel, then released for the server to take). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address !== null
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * `server.ts http` as role-process.ts starts it, but its output goes to a file (a request log
 * read into this process would cost the load client's CPU); ready once /api/ready answers 200.
 */
async function startHttp(dataDir: string, databaseUrl: string, name: string): Promise<HttpProcess> {
  const port = await freePort();
  const logPath = join(dataDir, `${name}.log`);
  const log = openSync(logPath, 'a');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=@print/source', 'src/server.ts', 'http'],
    {
      cwd: API_DIR,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'info',
        INSTANCES: '2',
        SHARED_DATA_DIR: '1',
        SMTP_URL: 'smtp://127.0.0.1:1', // never used: no worker runs, the outbox waits
      },
      stdio: ['ignore', log, log],
    },
  );
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const origin = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 90_000; ;) {
    if (hasExited)
      throw new Error(`${name} exited before it was ready:\n${readFileSync(logPath, 'utf8')}`);
    const ready = await fetch(`${origin}/api/ready`).catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error(`${name} not ready after 90 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${name} has no pid`);
  return {
    pid,
    origin,
    async stop() {
      if (!hasExited) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Carts made over HTTP, each by a new anonymous session, with ITEMS priced lines. */
async function prepareCarts(origin: string, databaseUrl: string, dataDir: string): Promise<Cart[]> {
  const database = await openDatabase({ databaseUrl, dataDir });
  const carts: Cart[] = [];
  try {
    for (let c = 0; c < CARTS; c += 1) {
      const created = await fetch(`${origin}/api/checkout/cart`, { method: 'POST' });
      const sid = /pp_sid=([^;]+)/.exec(created.headers.getSetCookie().join('; '))?.[1];
      if (!created.ok || sid === undefined) throw new Error(`cart ${created.status}: no pp_sid`);
      const { _id: cartId } = (await created.json()) as { _id: string };
      const cookie = `pp_sid=${sid}`;
      const items = [];
      for (let i = 0; i < ITEMS; i += 1) {
        const file = await insertAnalysedFile(database.db, {
          ownerSession: sid,
          name: `part-${c}-${i}.stl`,
        });
        items.push({ referencedId: file.id, ...LINE, quantity: 1 + i });
      }
      const added = await fetch(`${origin}/api/checkout/cart/${cartId}/item`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ items }),
      });
      if (!added.ok) throw new Error(`adding items ${added.status}: ${await added.text()}`);
      const { createdItems } = (await added.json()) as { createdItems: { _id: string }[] };
      const itemId = createdItems[0]?._id;
      if (itemId === undefined) throw new Error('no item created');
      carts.push({ cookie, cartId, itemId });
    }
  } finally {
    await database.close();
  }
  return carts;
}

type Kind = 'read' | 'change';

/** The requests one connection repeats on its own cart. */
function requestsOf(kind: Kind, cart: Cart): autocannon.Request[] {
  if (kind === 'read') {
    return [
      {
        method: 'GET',
        path: `/api/checkout/cart/${cart.cartId}`,
        headers: { cookie: cart.cookie },
      },
    ];
  }
  const patch = (quantity: number): autocannon.Request => ({
    method: 'PATCH',
    path: `/api/checkout/cart/${cart.cartId}/item/${cart.itemId}`,
    headers: { cookie: cart.cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ items: [{ quantity }] }),
  });
  return [patch(2), patch(3)];
}

/** CPU seconds (user + system) of a process so far; 0 when it is gone. */
function cpuSecondsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 0, utime field 11, stime field 12.
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The whole machine: busy and total CPU seconds (all cores) from /proc/stat. */
function machineCpuSeconds(): { busy: number; total: number } {
  const [cpu = ''] = readFileSync('/proc/stat', 'utf8').split('\n');
  const ticks = cpu.trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0); // idle + iowait
  return { busy: (total - idle) / CLOCK_TICKS_PER_SECOND, total: total / CLOCK_TICKS_PER_SECOND };
}

interface Snapshot {
  readonly atMs: number;
  readonly responses: number;
  readonly serverCpu: number;
  readonly backendCpu: ReadonlyMap<number, number>;
  readonly db: Readonly<Record<string, number>>;
  readonly clientCpu: number;
  readonly machine: { busy: number; total: number };
}

const DB_COUNTERS = [
  'xact_commit',
  'xact_rollback',
  'tup_returned',
  'tup_fetched',
  'tup_inserted',
  'tup_updated',
  'tup_deleted',
] as const;

async function snapshot(
  admin: pg.Client,
  databaseName: string,
  serverPids: readonly number[],
  responses: number,
): Promise<Snapshot> {
  const atMs = performance.now();
  const serverCpu = serverPids.reduce((sum, pid) => sum + cpuSecondsOf(pid), 0);
  const usage = process.cpuUsage();
  const machine = machineCpuSeconds();
  const backends = await admin.query<{ pid: number }>(
    `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`,
    [databaseName],
  );
  const stats = await admin.query<Record<string, string>>(
    `SELECT ${DB_COUNTERS.join(', ')} FROM pg_stat_database WHERE datname = $1`,
    [databaseName],
  );
  const row = stats.rows[0] ?? {};
  return {
    atMs,
    responses,
    serverCpu,
    backendCpu: new Map(backends.rows.map((b) => [b.pid, cpuSecondsOf(b.pid)])),
    db: Object.fromEntries(DB_COUNTERS.map((k) => [k, Number(row[k] ?? 0)])),
    clientCpu: (usage.user + usage.system) / 1e6,
    machine,
  };
}

interface Costs {
  readonly responses: number;
  readonly seconds: number;
  readonly serverCpuMs: number;
  readonly backendCpuMs: number;
  readonly clientCpuMs: number;
  readonly machineBusyShare: number;
  readonly otherCoresBusy: number;
  readonly perRequest: Readonly<Record<string, number>>;
}

function costsBetween(a: Snapshot, b: Snapshot): Costs {
  const responses = b.responses - a.responses;
  const seconds = (b.atMs - a.atMs) / 1000;
  let backendCpu = 0;
  for (const [pid, cpuAtEnd] of b.backendCpu) backendCpu += cpuAtEnd - (a.backendCpu.get(pid) ?? 0);
  const serverCpu = b.serverCpu - a.serverCpu;
  const clientCpu = b.clientCpu - a.clientCpu;
  const busy = b.machine.busy - a.machine.busy;
  const perRequest = Object.fromEntries(
    DB_COUNTERS.map((k) => [k, ((b.db[k] ?? 0) - (a.db[k] ?? 0)) / responses]),
  );
  return {
    responses,
    seconds,
    serverCpuMs: (serverCpu * 1000) / responses,
    backendCpuMs: (backendCpu * 1000) / responses,
    clientCpuMs: (clientCpu * 1000) / responses,
    machineBusyShare: busy / (b.machine.total - a.machine.total),
    // Cores busy with everything else on the machine (other work, this bench's PostgreSQL
    // background processes): machine busy minus servers, their backends and the load client.
    otherCoresBusy: (busy - serverCpu - backendCpu - clientCpu) / seconds,
    perRequest,
  };
}

interface Measured {
  readonly label: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p975: number;
  readonly p99: number;
  readonly costs: Costs;
}

async function runAutocannon(
  origins: readonly string[],
  kind: Kind,
  carts: readonly Cart[],
  seconds: number,
  onResponse?: () => void,
): Promise<autocannon.Result> {
  let next = 0;
  const options: autocannon.Options = {
    // autocannon 9 takes several URLs and pins connection i to url[i mod n] (lib/run.js);
    // @types/autocannon 7 still types `url` as one string.
    url: [...origins] as unknown as string,
    connections: CONNECTIONS,
    duration: seconds,
    setupClient: (client) => {
      const cart = carts[next++ % carts.length];
      if (cart) client.setRequests(requestsOf(kind, cart));
    },
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error: unknown, done: autocannon.Result) =>
      error
        ? reject(error instanceof Error ? error : new Error('autocannon failed'))
        : resolve(done),
    );
    if (onResponse) instance.on('response', onResponse);
  });
  if (result.errors > 0 || result.non2xx > 0 || result.timeouts > 0) {
    throw new Error(
      `${kind}: ${result.errors} errors, ${result.non2xx} non-2xx, ${result.timeouts} timeouts`,
    );
  }
  return result;
}

async function measure(
  label: string,
  origins: readonly string[],
  kind: Kind,
  carts: readonly Cart[],
  cost: { admin: pg.Client; databaseName: string; serverPids: readonly number[] },
): Promise<Measured> {
  await runAutocannon(origins, kind, carts, WARMUP_SECONDS);
  let responses = 0;
  const take = () => snapshot(cost.admin, cost.databaseName, cost.serverPids, responses);
  let first: Promise<Snapshot> | undefined;
  let last: Promise<Snapshot> | undefined;
  // Awaited after the run; a failure meanwhile must not count as an unhandled rejection.
  const t1 = setTimeout(() => {
    first = take();
    first.catch(() => undefined);
  }, EDGE_MS);
  const t2 = setTimeout(
    () => {
      last = take();
      last.catch(() => undefined);
    },
    SECONDS * 1000 - EDGE_MS,
  );
  const result = await runAutocannon(origins, kind, carts, SECONDS, () => (responses += 1));
  clearTimeout(t1);
  clearTimeout(t2);
  if (!first || !last) throw new Error('the cost window was not taken');
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p975: result.latency.p97_5,
    p99: result.latency.p99,
    costs: costsBetween(await first, await last),
  };
}

function printResults(results: readonly Measured[]): void {
  const pad = (s: string, n: number) => s.padStart(n);
  console.log(
    `\n${'case'.padEnd(34)}${pad('req/s', 8)}${pad('p50 ms', 8)}${pad('p97.5', 8)}${pad('p99', 8)}` +
      `${pad('http CPU ms/req', 17)}${pad('PG CPU ms/req', 15)}${pad('xacts/req', 11)}` +
      `${pad('rows read/req', 15)}${pad('rows written/req', 18)}`,
  );
  for (const r of results) {
    const q = r.costs.perRequest;
    const read = (q.tup_returned ?? 0) + (q.tup_fetched ?? 0);
    const written = (q.tup_inserted ?? 0) + (q.tup_updated ?? 0) + (q.tup_deleted ?? 0);
    console.log(
      `${r.label.padEnd(34)}${pad(r.requestsPerSecond.toFixed(0), 8)}${pad(r.p50.toFixed(1), 8)}` +
        `${pad(r.p975.toFixed(1), 8)}${pad(r.p99.toFixed(1), 8)}${pad(r.costs.serverCpuMs.toFixed(2), 17)}` +
        `${pad(r.costs.backendCpuMs.toFixed(2), 15)}${pad((q.xact_commit ?? 0).toFixed(2), 11)}` +
        `${pad(read.toFixed(1), 15)}${pad(written.toFixed(2), 18)}`,
    );
  }
  console.log('\nmachine during each cost window:');
  for (const r of results) {
    const c = r.costs;
    console.log(
      `  ${r.label.padEnd(32)} load client ${c.clientCpuMs.toFixed(2)} ms CPU/req, machine busy ` +
        `${(c.machineBusyShare * 100).toFixed(0)} %, other work ${c.otherCoresBusy.toFixed(2)} cores ` +
        `(${c.responses} responses in ${c.seconds.toFixed(1)} s)`,
    );
  }
}

async function main(): Promise<void> {
  const cores = availableParallelism();
  console.log(
    `\nScale: cart reads and item changes, one vs two \`http\` processes, PostgreSQL, autocannon on loopback`,
  );
  console.log(
    `  machine: ${cores} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} at start; the load client, the servers and PostgreSQL share these cores, so`,
  );
  console.log(
    `  the two/one ratio is bounded by ${cores} cores, not by the shop. ${CONNECTIONS} connections, each with its own cart`,
  );
  console.log(
    `  (${ITEMS} lines) and session; ${WARMUP_SECONDS} s warm-up, then ${SECONDS} s measured per case.`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'pp-bench-scale-'));
  const databaseName = `pp_bench_scale_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = databaseUrlOf(BASE_URL, databaseName);
  await runAdminSql(BASE_URL, `CREATE DATABASE ${databaseName}`);
  const admin = new pg.Client({ connectionString: databaseUrlOf(BASE_URL, 'postgres') });
  const running: HttpProcess[] = [];
  try {
    await admin.connect();
    const startedAt = performance.now();
    const migrate = await startRoleProcess('migrate', { dataDir, databaseUrl });
    const code = await migrate.exited;
    if (code !== 0) throw new Error(`migrate exited with ${code}:\n${migrate.output()}`);
    const a = await startHttp(dataDir, databaseUrl, 'http-a');
    running.push(a);
    const carts = await prepareCarts(a.origin, databaseUrl, dataDir);
    console.log(
      `  set-up (migrate, one http, ${CARTS} carts): ${((performance.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    const one = { admin, databaseName, serverPids: [a.pid] };
    const results: Measured[] = [];
    results.push(await measure('cart read, one http', [a.origin], 'read', carts, one));
    results.push(await measure('item change, one http', [a.origin], 'change', carts, one));
    const b = await startHttp(dataDir, databaseUrl, 'http-b');
    running.push(b);
    const two = { admin, databaseName, serverPids: [a.pid, b.pid] };
    const origins = [a.origin, b.origin];
    results.push(await measure('cart read, two http', origins, 'read', carts, two));
    results.push(await measure('item change, two http', origins, 'change', carts, two));
    printResults(results);
    const [readOne, changeOne, readTwo, changeTwo] = results;
    if (readOne && changeOne && readTwo && changeTwo) {
      console.log(
        `\nratio two/one (requests/s): cart read ${(readTwo.requestsPerSecond / readOne.requestsPerSecond).toFixed(2)}, ` +
          `item change ${(changeTwo.requestsPerSecond / changeOne.requestsPerSecond).toFixed(2)} ` +
          `(at most ${cores} cores for client, servers and PostgreSQL together)`,
      );
    }
    console.log(`  load average at the end: ${loadavg()[0]?.toFixed(2)} (1 min)`);
  } finally {
    for (const proc of running) await proc.stop();
    await admin.end().catch(() => undefined);
    await runAdminSql(BASE_URL, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
