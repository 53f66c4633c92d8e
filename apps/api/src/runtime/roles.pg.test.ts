/**
 * The three roles as real processes on one PostgreSQL (PGlite is one process) and one S3 bucket
 * (s3rver): issue 27's proof. The vitest config runs *.pg.test.ts only when DATABASE_URL is set;
 * run on its own without it, this file fails.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalysisStartedResponseSchema,
  AnalysisTaskSchema,
  AnalytxFileSchema,
  type AnalysisTask,
  BatchCalculationResponseSchema,
  CheckoutResponseSchema,
  CreateCartResponseSchema,
} from '@print/contracts';
import { linkCodeOf, signupBody, waitForMailTo } from '../test/account-fixtures.js';
import { readModel, readPngSize } from '../test/analysis-helpers.js';
import { checkoutBody, PA2200 } from '../test/checkout-fixtures.js';
import { buildMultipart } from '../test/multipart.js';
import { pdfText } from '../test/pdf-support.js';
import { startRoleProcess, type RoleName, type RoleProcess } from '../test/role-process.js';
import { startS3StandIn, type S3StandIn } from '../test/s3-stand-in.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { createS3Storage } from '../storage/s3-storage.js';
import { attachmentKey, attachmentId } from '../modules/mail/mail-attachments.repository.js';
import { databaseUrlOf, runAdminSql } from '../test/template-database.js';

if (!process.env.DATABASE_URL)
  throw new Error('the roles tests need DATABASE_URL (PostgreSQL shared by several processes)');
const baseUrl = process.env.DATABASE_URL;

const SCHEMA_LOCK_KEY = 7_346_501;
let sink: SmtpSink;
let s3: S3StandIn;
/** The bucket as the processes see it, read from this process. */
let bucket: ReturnType<typeof createS3Storage>;
let dataDir: string;
let databaseName: string;
let databaseUrl: string;
const running: RoleProcess[] = [];

async function start(role: RoleName, env: Record<string, string> = {}): Promise<RoleProcess> {
  const proc = await startRoleProcess(
    role,
    { dataDir, databaseUrl },
    { SMTP_URL: sink.url, ...s3.env, ...env },
  );
  running.push(proc);
  return proc;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  s3 = await startS3StandIn();
  dataDir = await mkdtemp(join(tmpdir(), 'pp-roles-'));
  // Only exists() and read() are used: no work folder is ever opened under this root.
  bucket = createS3Storage(s3.settings, join(tmpdir(), 'pp-roles-bucket-reads'));
  // An empty database: the migrate role below builds it as a deployment would.
  databaseName = `pp_roles_${process.pid}_${Date.now().toString(36)}`;
  await runAdminSql(baseUrl, `CREATE DATABASE ${databaseName}`);
  databaseUrl = databaseUrlOf(baseUrl, databaseName);
});
afterAll(async () => {
  for (const proc of running) await proc.stop('SIGKILL');
  await sink.close();
  bucket.client.destroy();
  await s3.close();
  await runAdminSql(baseUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
});

/** A JSON call over real HTTP with the session cookie of `cookies` (set from the answer). */
async function call(
  origin: string,
  method: string,
  path: string,
  cookies: Map<string, string>,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const isMultipart = Buffer.isBuffer((body as { payload?: unknown } | undefined)?.payload);
  const multipart = body as { payload: Buffer; headers: Record<string, string> } | undefined;
  const headers: Record<string, string> = {
    cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
    ...(isMultipart ? (multipart?.headers ?? {}) : {}),
    ...(body !== undefined && !isMultipart ? { 'content-type': 'application/json' } : {}),
  };
  const res = await fetch(`${origin}${path}`, {
    method,
    headers,
    ...(body === undefined
      ? {}
      : { body: isMultipart ? multipart?.payload : JSON.stringify(body) }),
  });
  for (const cookie of res.headers.getSetCookie()) {
    const [pair = ''] = cookie.split(';');
    const [name = '', value = ''] = pair.split('=');
    cookies.set(name, value);
  }
  const text = await res.text();
  return { status: res.status, json: text === '' ? null : (JSON.parse(text) as unknown) };
}

/** A GET of bytes (a PDF, a picture) with the cookies of `cookies`. */
async function download(
  origin: string,
  path: string,
  cookies: Map<string, string>,
): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const res = await fetch(`${origin}${path}`, {
    headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    redirect: 'manual',
  });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function readTask(origin: string, taskId: string, cookies: Map<string, string>) {
  const res = await call(origin, 'GET', `/api/analytx/task/${taskId}`, cookies);
  expect(res.status).toBe(200);
  return AnalysisTaskSchema.parse(res.json);
}

/** Polls the task route until `isDone` holds for the task (failing fast on a failed task). */
async function pollTaskUntil(
  origin: string,
  taskId: string,
  cookies: Map<string, string>,
  isDone: (task: AnalysisTask) => boolean,
  explain: () => string,
  timeoutMs = 120_000,
): Promise<AnalysisTask> {
  for (const deadline = Date.now() + timeoutMs; ;) {
    const task = await readTask(origin, taskId, cookies);
    if (isDone(task)) return task;
    expect(task.status, `${JSON.stringify(task)}\n${explain()}`).not.toBe('failed');
    if (Date.now() > deadline) throw new Error(`task still ${task.status}\n${explain()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The storage keys of a file's upload and analysis output folder, as the database holds them. */
async function storedKeysOf(fileId: string): Promise<{ original: string; outputDir: string }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      original_path: string | null;
      output_dir: string | null;
    }>('SELECT original_path, output_dir FROM files WHERE id = $1', [fileId]);
    const [row] = rows;
    if (!row?.original_path || !row.output_dir) throw new Error(`file ${fileId} is not analysed`);
    return { original: row.original_path, outputDir: row.output_dir };
  } finally {
    await client.end();
  }
}

/**
 * Every file below `dir` (relative to it) outside the folders `skip` names: the processes' work
 * folders under tmp/ come and go while they are listed.
 */
async function filesBelow(dir: string, skip: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const top of await readdir(dir, { withFileTypes: true })) {
    if (top.isFile()) found.push(top.name);
    if (!top.isDirectory() || skip.includes(top.name)) continue;
    const entries = await readdir(join(dir, top.name), { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((e) => e.isFile()))
      found.push(join(entry.parentPath, entry.name).slice(dir.length + 1));
  }
  return found;
}

async function holdSchemaLock(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
  return client;
}

describe('the migrate role and the schema', () => {
  it('http and worker refuse a schema that is behind, naming npm run migrate', async () => {
    for (const role of ['http', 'worker'] as const) {
      const refused = startRoleProcess(role, { dataDir, databaseUrl });
      await expect(refused).rejects.toThrow(/npm run migrate/);
    }
  }, 60_000);

  it('migrate waits for the lock another migration holds, then migrates; a second run changes nothing', async () => {
    const lock = await holdSchemaLock();
    const migrate = await start('migrate');
    const early = await Promise.race([
      migrate.exited,
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 1500)),
    ]);
    expect(early, migrate.output()).toBe('waiting');
    await lock.end();
    expect(await migrate.exited, migrate.output()).toBe(0);
    expect(migrate.output()).toContain('migrations applied');
    const again = await start('migrate');
    expect(await again.exited, again.output()).toBe(0);
  }, 90_000);

  it('an http process started during a migration waits for it, then serves', async () => {
    const lock = await holdSchemaLock();
    let isReady = false;
    const http = start('http').then((proc) => {
      isReady = true;
      return proc;
    });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(isReady).toBe(false);
    await lock.end();
    const proc = await http;
    const health = await fetch(`${proc.origin}/api/health`);
    expect(health.status).toBe(200);
    await proc.stop('SIGTERM');
  }, 60_000);
});

describe('two http processes and a worker on one PostgreSQL and one S3 bucket', () => {
  let logDir: string;
  afterAll(() => rm(logDir, { recursive: true, force: true }));
  let a: RoleProcess;
  let b: RoleProcess;
  let worker: RoleProcess;
  beforeAll(async () => {
    logDir = await mkdtemp(join(tmpdir(), 'pp-roles-logs-'));
    // A writes its log to LOG_DIR's day files (the compose set-up), B to stdout.
    [a, b, worker] = await Promise.all([
      start('http', { LOG_DIR: logDir }),
      start('http'),
      start('worker'),
    ]);
  }, 120_000);

  it('uploads through one, prices and orders through the other; the worker analyses and mails; the invoice comes through the other', async () => {
    const cookies = new Map<string, string>();
    const upload = buildMultipart(
      'bracket.stl',
      'application/octet-stream',
      readModel('stl/sphere_with_hole_ascii.stl'),
    );
    const uploaded = await call(a.origin, 'POST', '/api/analytx/file/', cookies, upload);
    expect(uploaded.status).toBe(202);
    const { taskId, createdObject } = AnalysisStartedResponseSchema.parse(uploaded.json);
    const task = await pollTaskUntil(
      b.origin,
      taskId,
      cookies,
      (t) => t.status === 'completed',
      () => worker.output(),
    );
    expect(task.steps.at(-1)).toBe('analysis completed');

    // The upload went to the bucket, the worker staged it from there and put its output (the
    // mesh the other files derive from) back; nothing of the file is kept in DATA_DIR: besides
    // the processes' secrets, only work folders under tmp/ while they are used.
    const keys = await storedKeysOf(createdObject._id);
    for (const key of [keys.original, `${keys.outputDir}/mesh.trf`])
      expect(await bucket.exists(key), key).toBe(true);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    // A's request lines (client address included) are in today's day file of LOG_DIR.
    const today = new Date().toISOString().slice(0, 10);
    const [logFile, ...others] = await readdir(logDir);
    expect(others).toEqual([]);
    expect(logFile).toMatch(new RegExp(`^http-.+-${today}\\.log$`));
    const uploadLine = (await readFile(join(logDir, logFile ?? ''), 'utf8'))
      .split('\n')
      .filter((line) => line.includes('"url":"/api/analytx/file/"'))
      .map((line) => JSON.parse(line) as { reqId?: string; req?: { remoteAddress?: string } })
      .find((line) => line.req !== undefined);
    expect(uploadLine?.reqId).toMatch(/^[0-9a-f-]{36}$/);
    expect(uploadLine?.req?.remoteAddress).toBe('127.0.0.1');
    expect(await filesBelow(dataDir, ['tmp', 'secrets'])).toEqual([]);

    // B reads what A stored and the worker wrote: the figures and the front picture (streamed
    // from the bucket, no presigned URLs configured).
    const file = AnalytxFileSchema.parse(
      (await call(b.origin, 'GET', `/api/analytx/file/${createdObject._id}`, cookies)).json,
    );
    expect(file.status).toBe('analysed');
    expect(file.analysedProperties?.watertight).toBe(true);
    const front = await download(b.origin, file.frontPictures[0] ?? '', cookies);
    expect(front.status).toBe(200);
    expect(readPngSize(front.bytes).width).toBeGreaterThan(100);
    expect(await bucket.exists(`${keys.outputDir}/front.png`)).toBe(true);

    const priced = await call(b.origin, 'POST', '/api/pricing/batch-calculations', cookies, {
      objectId: createdObject._id,
      objectScale: 1,
      objectUnitLength: 'mm',
      objectQuantity: 2,
      params: [{ ...PA2200, printModeColorId: PA2200.colorId }],
    });
    expect(priced.status).toBe(200);
    expect(BatchCalculationResponseSchema.parse(priced.json)[0]?.price?.netPrice).toBeGreaterThan(
      0,
    );
    const cart = CreateCartResponseSchema.parse(
      (await call(b.origin, 'POST', '/api/checkout/cart', cookies)).json,
    );
    const added = await call(b.origin, 'POST', `/api/checkout/cart/${cart._id}/item`, cookies, {
      items: [{ referencedId: createdObject._id, ...PA2200, quantity: 2 }],
    });
    expect(added.status).toBe(200);
    const ordered = await call(a.origin, 'POST', '/api/checkout/order/checkout', cookies, {
      ...checkoutBody(cart._id),
      paymentDetails: { ...checkoutBody(cart._id).paymentDetails, email: 'roles@example.ch' },
    });
    expect(ordered.status, JSON.stringify(ordered.json)).toBe(200);
    const { order } = CheckoutResponseSchema.parse(ordered.json);
    // Neither http process relays order mails: the worker's relay found the outbox row.
    const mail = await waitForMailTo(sink, 'roles@example.ch', 1, 60_000);
    expect(mail.subject).toContain(order.orderNumber);
    const pdfs = mail.attachments.filter((f) => f.contentType === 'application/pdf');
    expect(pdfs.length).toBeGreaterThan(0);
    // The mail's attachments were stored once in the bucket (by hash), not in PostgreSQL.
    for (const pdf of pdfs)
      expect(await bucket.exists(attachmentKey(attachmentId(pdf.content)))).toBe(true);

    // The customer's invoice after the checkout, through the other process, same session.
    const invoice = await download(
      b.origin,
      `/api/checkout/order/${order._id}/documents/invoice.pdf`,
      cookies,
    );
    expect(invoice.status).toBe(200);
    expect(invoice.type).toBe('application/pdf');
    expect(invoice.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await pdfText(invoice.bytes)).toContain(order.orderNumber);
  }, 180_000);

  it('a worker killed (SIGKILL) in the middle of an analysis: the analysis completes on a new worker', async () => {
    const cookies = new Map<string, string>();
    // Large enough (3.6 MB ASCII, seconds of analysis) to be caught while it runs.
    const upload = buildMultipart(
      'motor.stl',
      'application/octet-stream',
      readModel('stl/occt_motor_multishell_ascii.stl'),
    );
    const uploaded = await call(a.origin, 'POST', '/api/analytx/file/', cookies, upload);
    expect(uploaded.status).toBe(202);
    const { taskId, createdObject } = AnalysisStartedResponseSchema.parse(uploaded.json);
    await pollTaskUntil(
      b.origin,
      taskId,
      cookies,
      (t) => t.status === 'running',
      () => worker.output(),
    );
    // A crash, not a shutdown: the dying worker cannot hand its job back.
    expect(await worker.stop('SIGKILL')).toBeNull();
    // Cut in the middle: nobody finished it, and nobody else works on it.
    expect((await readTask(b.origin, taskId, cookies)).status).toBe('running');

    // The queue takes the job from the silent worker (its heartbeat stopped) and retries it.
    worker = await start('worker');
    const task = await pollTaskUntil(
      b.origin,
      taskId,
      cookies,
      (t) => t.status === 'completed',
      () => worker.output(),
    );
    expect(task.steps.at(-1)).toBe('analysis completed');
    const file = AnalytxFileSchema.parse(
      (await call(a.origin, 'GET', `/api/analytx/file/${createdObject._id}`, cookies)).json,
    );
    expect(file.status).toBe('analysed');
    const { outputDir } = await storedKeysOf(createdObject._id);
    expect(await bucket.exists(`${outputDir}/mesh.trf`)).toBe(true);
  }, 180_000);

  it('a reset requested just before its http process is killed is mailed after the worker restarts', async () => {
    const cookies = new Map<string, string>();
    const email = 'durable@example.ch';
    const signup = await call(
      a.origin,
      'POST',
      '/api/auth/signup',
      cookies,
      signupBody('durable', email),
    );
    expect(signup.status).toBe(201);
    const optin = linkCodeOf(await waitForMailTo(sink, email, 1, 60_000), '/optin');
    expect((await call(b.origin, 'POST', '/api/auth/optin', cookies, { uuid: optin })).status).toBe(
      200,
    );
    // No worker: the request can only have left its mail in the durable queue.
    expect(await worker.stop('SIGTERM')).toBe(0);
    const reset = await call(a.origin, 'POST', '/api/auth/reset-password', cookies, { email });
    expect(reset.status).toBe(202);
    expect(await a.stop('SIGKILL')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.messages.filter((m) => m.subject?.match(/Passwort|password/i))).toHaveLength(0);
    worker = await start('worker');
    const mail = await waitForMailTo(sink, email, 2, 60_000);
    expect(linkCodeOf(mail, '/reset-password')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  }, 120_000);
});
