/**
 * The three roles as real processes on one PostgreSQL (PGlite is one process). The vitest config
 * runs *.pg.test.ts only when DATABASE_URL is set; run on its own without it, this file fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AnalysisStartedResponseSchema,
  AnalysisTaskSchema,
  BatchCalculationResponseSchema,
  CheckoutResponseSchema,
  CreateCartResponseSchema,
} from '@print/contracts';
import { linkCodeOf, signupBody, waitForMailTo } from '../test/account-fixtures.js';
import { readModel } from '../test/analysis-helpers.js';
import { checkoutBody, PA2200 } from '../test/checkout-fixtures.js';
import { buildMultipart } from '../test/multipart.js';
import { startRoleProcess, type RoleName, type RoleProcess } from '../test/role-process.js';
import { startSmtpSink, type SmtpSink } from '../test/smtp-sink.js';
import { databaseUrlOf, runAdminSql } from '../test/template-database.js';

if (!process.env.DATABASE_URL)
  throw new Error('the roles tests need DATABASE_URL (PostgreSQL shared by several processes)');
const baseUrl = process.env.DATABASE_URL;

const SCHEMA_LOCK_KEY = 7_346_501;
let sink: SmtpSink;
let dataDir: string;
let databaseName: string;
let databaseUrl: string;
const running: RoleProcess[] = [];

async function start(role: RoleName): Promise<RoleProcess> {
  const proc = await startRoleProcess(role, { dataDir, databaseUrl }, { SMTP_URL: sink.url });
  running.push(proc);
  return proc;
}

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = await mkdtemp(join(tmpdir(), 'pp-roles-'));
  // An empty database: the migrate role below builds it as a deployment would.
  databaseName = `pp_roles_${process.pid}_${Date.now().toString(36)}`;
  await runAdminSql(baseUrl, `CREATE DATABASE ${databaseName}`);
  databaseUrl = databaseUrlOf(baseUrl, databaseName);
});
afterAll(async () => {
  for (const proc of running) await proc.stop('SIGKILL');
  await sink.close();
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

describe('two http processes and a worker on one PostgreSQL', () => {
  let a: RoleProcess;
  let b: RoleProcess;
  let worker: RoleProcess;
  beforeAll(async () => {
    [a, b, worker] = await Promise.all([start('http'), start('http'), start('worker')]);
  }, 120_000);

  it('uploads through one, prices and orders through the other; the worker analyses and mails', async () => {
    const cookies = new Map<string, string>();
    const upload = buildMultipart(
      'bracket.stl',
      'application/octet-stream',
      readModel('stl/sphere_with_hole_ascii.stl'),
    );
    const uploaded = await call(a.origin, 'POST', '/api/analytx/file/', cookies, upload);
    expect(uploaded.status).toBe(202);
    const { taskId, createdObject } = AnalysisStartedResponseSchema.parse(uploaded.json);
    let task = AnalysisTaskSchema.parse(
      (await call(b.origin, 'GET', `/api/analytx/task/${taskId}`, cookies)).json,
    );
    for (const deadline = Date.now() + 120_000; task.status !== 'completed';) {
      expect(task.status, worker.output()).not.toBe('failed');
      if (Date.now() > deadline) throw new Error(`analysis still ${task.status}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      task = AnalysisTaskSchema.parse(
        (await call(b.origin, 'GET', `/api/analytx/task/${taskId}`, cookies)).json,
      );
    }
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
    expect(mail.attachments.map((f) => f.contentType)).toContain('application/pdf');
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
