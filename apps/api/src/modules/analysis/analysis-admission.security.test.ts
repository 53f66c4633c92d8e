import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { strToU8, Zip, ZipDeflate } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '@print/contracts';
import { DEFAULT_ANALYSIS_CONFIG } from '../../plugins/config.js';
import { buildMultipart } from '../../test/multipart.js';
import { readModel } from '../../test/analysis-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { clientKeyOf } from '../uploads/client-key.js';
import { createTasksRepository } from './analysis.repository.js';
import {
  admissionLimitsOf,
  decideAdmission,
  type AdmissionCounts,
  type AdmissionLimits,
} from './analysis.service.js';
import { analysisTasks } from './analysis.tables.js';
import { describeAnalysisError } from './pipeline/customer-messages.js';
import { runAnalysis } from './pipeline/run-analysis.js';

/**
 * Issue 23 item 4 (decision 0016, points 4 and 5): seven sessions on seven addresses filled the 20-job queue and
 * a real customer got 503 QUEUE_FULL. Each client now holds a share of the queue, and its last
 * places are kept for clients without open analyses.
 */

const DEFAULTS: AdmissionLimits = admissionLimitsOf(DEFAULT_ANALYSIS_CONFIG);

/** Open analyses per client and session, as the database would count them. */
class Queue {
  private readonly open: { client: string; session: string }[] = [];
  private sessions = 0;

  counts(client: string, session: string): AdmissionCounts {
    return {
      total: this.open.length,
      ofSession: this.open.filter((task) => task.session === session).length,
      ofClient: this.open.filter((task) => task.client === client).length,
    };
  }

  /** An upload with a new session each time (cookies are free), as an attacker sends them. */
  upload(client: string, limits = DEFAULTS, session = `s${++this.sessions}`): string {
    const decision = decideAdmission(this.counts(client, session), limits);
    if (!decision.ok) return decision.error.code;
    this.open.push({ client, session });
    return 'ADMITTED';
  }
}

describe('the queue’s share per client (decision rules)', () => {
  it('uses the production defaults: 20 places, 4 per client and per session, 7 kept', () => {
    expect(DEFAULTS).toEqual({
      maxQueuedJobs: 20,
      openPerSession: 4,
      openPerClient: 4,
      reservedForNewClients: 7,
    });
  });

  it('seven clients each filling their share cannot make an eighth get QUEUE_FULL', () => {
    const queue = new Queue();
    const refusals: string[] = [];
    for (let client = 1; client <= 7; client++)
      for (let attempt = 0; attempt < 10; attempt++) {
        const outcome = queue.upload(`client-${client}`);
        if (outcome !== 'ADMITTED') refusals.push(outcome);
      }
    expect(new Set(refusals)).toEqual(new Set(['ANALYSIS_CLIENT_LIMIT']));
    expect(queue.upload('client-8')).toBe('ADMITTED');
  });

  it('holds in any order of the seven clients’ attempts (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 120 }), (order) => {
        const queue = new Queue();
        const outcomes = order.map((client) => queue.upload(`client-${client}`));
        expect(outcomes).not.toContain('QUEUE_FULL');
        expect(queue.upload('client-8')).toBe('ADMITTED');
      }),
    );
  });

  it('a single client gets ANALYSIS_CLIENT_LIMIT past its share, whatever its sessions', () => {
    const queue = new Queue();
    const outcomes = Array.from({ length: 6 }, () => queue.upload('one-address'));
    expect(outcomes).toEqual([
      'ADMITTED',
      'ADMITTED',
      'ADMITTED',
      'ADMITTED',
      'ANALYSIS_CLIENT_LIMIT',
      'ANALYSIS_CLIENT_LIMIT',
    ]);
  });

  it('a session that holds analyses cannot take the kept places from new addresses', () => {
    const queue = new Queue();
    // Fill the queue up to its kept places from other addresses.
    for (let client = 1; queue.counts('', '').total < 13; client++) queue.upload(`c${client}`);
    expect(queue.upload('10.0.0.1', DEFAULTS, 'rotating')).toBe('ADMITTED');
    expect(queue.upload('10.0.0.2', DEFAULTS, 'rotating')).toBe('ANALYSIS_CLIENT_LIMIT');
    expect(queue.upload('10.0.0.3', DEFAULTS, 'newcomer')).toBe('ADMITTED');
  });

  it('answers QUEUE_FULL only when the queue is full for a newcomer too', () => {
    const limits = { ...DEFAULTS, maxQueuedJobs: 3, reservedForNewClients: 1 };
    const queue = new Queue();
    expect(['a', 'b', 'c', 'd'].map((client) => queue.upload(client, limits))).toEqual([
      'ADMITTED',
      'ADMITTED',
      'ADMITTED',
      'QUEUE_FULL',
    ]);
  });
});

describe('the client of an upload', () => {
  it('is the IPv6 /64 (one subscriber), an IPv4 address as it is, and never the address itself', () => {
    const key = clientKeyOf('2001:db8:1:2:aaaa::1');
    expect(clientKeyOf('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(key);
    expect(clientKeyOf('2001:0db8:0001:0002::7')).toBe(key);
    expect(clientKeyOf('2001:db8:1:3::1')).not.toBe(key);
    expect(clientKeyOf('::ffff:203.0.113.9')).toBe(clientKeyOf('203.0.113.9'));
    expect(clientKeyOf('203.0.113.9')).not.toBe(clientKeyOf('203.0.113.10'));
    expect(key).not.toMatch(/2001|db8/);
    expect(clientKeyOf('203.0.113.9')).not.toContain('203');
  });
});

describe('uploads from many addresses (routes, counted in PostgreSQL)', () => {
  // The `http` role alone: uploads stay queued, as when the workers are busy. The shares are the
  // production defaults (the test config lifts them for the suites that all upload from one IP).
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      analysis: {
        openPerClient: DEFAULT_ANALYSIS_CONFIG.openPerClient,
        reservedForNewClients: DEFAULT_ANALYSIS_CONFIG.reservedForNewClients,
      },
    });
  });
  afterAll(async () => t.close());

  const soup = readModel('stl/triangle_soup_100_binary.stl');

  /** An upload from `ip` with a new session (no cookie) or the given one. */
  function upload(ip: string, cookies: Record<string, string> = {}) {
    const { payload, headers } = buildMultipart('part.stl', 'application/octet-stream', soup);
    return t.app.inject({
      method: 'POST',
      url: '/api/analytx/file/',
      payload,
      headers,
      cookies,
      remoteAddress: ip,
    });
  }

  async function finishAllOpen(): Promise<void> {
    const tasks = createTasksRepository(t.app.database.db);
    for (const task of await tasks.listOpen())
      await tasks.finish(task.id, { status: 'completed', steps: [] });
  }

  async function stored(): Promise<{ tasks: number; uploads: number }> {
    const [row] = await t.app.database.db.select({ n: count() }).from(analysisTasks);
    const folders = await readdir(join(t.dataDir, 'uploads', 'analysis')).catch(() => []);
    return { tasks: row?.n ?? -1, uploads: folders.length };
  }

  it('seven addresses filling their shares leave room for an eighth (no 503 QUEUE_FULL)', async () => {
    await finishAllOpen();
    const statuses: number[] = [];
    for (let client = 1; client <= 7; client++)
      for (let attempt = 0; attempt < 5; attempt++) {
        const res = await upload(`203.0.113.${client}`);
        statuses.push(res.statusCode);
        if (res.statusCode !== 202) {
          expect(res.statusCode).toBe(429);
          expect(res.json<ErrorResponse>().error.code).toBe('ANALYSIS_CLIENT_LIMIT');
          expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        }
      }
    expect(statuses).not.toContain(503);
    const eighth = await upload('198.51.100.8');
    expect(eighth.statusCode).toBe(202);
  }, 60_000);

  it('one address beyond its share gets 429 ANALYSIS_CLIENT_LIMIT, changes nothing, others go on', async () => {
    await finishAllOpen();
    const ip = '192.0.2.44';
    for (let i = 0; i < 4; i++) expect((await upload(ip)).statusCode).toBe(202);
    const before = await stored();
    const over = await upload(ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json<ErrorResponse>().error).toMatchObject({
      code: 'ANALYSIS_CLIENT_LIMIT',
      details: { openAnalyses: 4, maxOpen: 4 },
    });
    const demo = await t.app.inject({
      method: 'POST',
      url: '/api/analytx/demo',
      remoteAddress: ip,
    });
    expect(demo.statusCode).toBe(429);
    expect(demo.json<ErrorResponse>().error.code).toBe('ANALYSIS_CLIENT_LIMIT');
    expect(await stored()).toEqual(before);
    expect((await upload('192.0.2.45')).statusCode).toBe(202);
  }, 60_000);

  it('the addresses of one IPv6 /64 share one share', async () => {
    await finishAllOpen();
    for (let i = 1; i <= 4; i++) expect((await upload(`2001:db8:77:1::${i}`)).statusCode).toBe(202);
    const over = await upload('2001:db8:77:1:dead:beef:0:5');
    expect(over.json<ErrorResponse>().error.code).toBe('ANALYSIS_CLIENT_LIMIT');
    expect((await upload('2001:db8:77:2::1')).statusCode).toBe(202);
  }, 60_000);

  it('a finished analysis gives its place back and forgets the client', async () => {
    await finishAllOpen();
    const rows = await t.app.database.db.select().from(analysisTasks);
    expect(rows.filter((row) => row.clientKey !== null)).toEqual([]);
  });
});

/**
 * A 3MF like the review's (≈ 410:1: one vertex line repeated, deflated by fflate's streaming
 * ZipDeflate block by block), of `mebibytes` MiB of XML; never holds the unpacked text.
 */
function build3mfBomb(mebibytes: number): Buffer {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    parts.push(data);
  });
  const model = new ZipDeflate('3D/3dmodel.model', { level: 9 });
  zip.add(model);
  model.push(
    strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><model unit="millimeter" xmlns="http://schemas.microsoft.com/3dmanufacturing/core/2015/02"><resources><object id="1" type="model"><mesh><vertices>',
    ),
  );
  const block = strToU8('<vertex x="10" y="20" z="30"/>\n'.repeat((1 << 20) / 31));
  for (let i = 0; i < mebibytes; i++) model.push(block);
  model.push(
    strToU8(
      '</vertices><triangles><triangle v1="0" v2="1" v3="2"/></triangles></mesh></object></resources><build><item objectid="1"/></build></model>',
    ),
    true,
  );
  zip.end();
  return Buffer.concat(parts);
}

/** The same archive with a central directory that declares `size` bytes for its model part. */
function declaring(zip: Buffer, size: number): Buffer {
  const copy = Buffer.from(zip);
  const central = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  copy.writeUInt32LE(size, central + 24);
  return copy;
}

describe('a 3MF that unpacks to hundreds of times its size (the review’s 2.4 MB → 1 GB)', () => {
  const bomb = build3mfBomb(24);

  it('is refused at the upload with 422 THREEMF_ZIP_BOMB: no task, no stored file', async () => {
    expect((24 * 2 ** 20) / bomb.length).toBeGreaterThan(300);
    const t = await createTestApp();
    try {
      const { payload, headers } = buildMultipart('bomb.3mf', 'application/octet-stream', bomb);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analytx/file/',
        payload,
        headers,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json<ErrorResponse>().error).toMatchObject({
        code: 'THREEMF_ZIP_BOMB',
        details: { sizeBytes: bomb.length, maxUnpackRatio: 50 },
      });
      const [row] = await t.app.database.db.select({ n: count() }).from(analysisTasks);
      expect(row?.n).toBe(0);
      expect(await readdir(join(t.dataDir, 'uploads', 'analysis')).catch(() => [])).toEqual([]);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('fails its analysis with ZIP_BOMB when its directory lies to pass the upload', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bomb-'));
    try {
      const inputPath = join(dir, 'bomb.3mf');
      writeFileSync(inputPath, declaring(bomb, bomb.length * 40));
      const result = await runAnalysis(
        { inputPath, fileName: 'bomb.3mf', outputDir: dir },
        () => undefined,
      );
      expect(result).toMatchObject({ ok: false, error: { code: 'ZIP_BOMB' } });
      expect(describeAnalysisError('ZIP_BOMB', 'de')).toMatch(/Sicherheitsgründen/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
