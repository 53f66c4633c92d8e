import { createTasksRepository } from './analysis.repository.js';
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisStartedResponse, ErrorResponse } from '@print/contracts';
import { analysisTasks } from './analysis.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { pollTask, readModel, readSessionCookie, uploadFile } from '../../test/analysis-helpers.js';
import { buildSphereStl } from '../../test/sphere-stl.js';
import { isLargeFile } from './analysis.service.js';
import { planConsumers } from './analysis-queue.js';

/** Early refusal, the thread kept for small files and the per-session limits (decision 0016). */

async function countTasks(t: TestApp): Promise<number> {
  const [row] = await t.app.database.db.select({ n: count() }).from(analysisTasks);
  return row?.n ?? -1;
}

async function listUploads(t: TestApp): Promise<string[]> {
  return readdir(join(t.dataDir, 'uploads', 'analysis')).catch(() => []);
}

type Status = 'queued' | 'running' | 'completed' | 'failed';

async function statusOf(t: TestApp, taskId: string): Promise<Status | undefined> {
  return (await createTasksRepository(t.app.database.db).findById(taskId))?.status;
}

describe('garbage fails fast: random bytes are refused at the upload with the format’s reason', () => {
  // The refusal is the upload's (http role): no worker, so the accepted real files below are
  // queued, not analysed (their analyses are tested in the analysis and mesh suites).
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it.each([
    ['random.stl', 20_000_017, 'STL_FACET_COUNT_MISMATCH'],
    ['random.3mf', 3_000_000, 'THREEMF_NOT_ZIP'],
    ['random.obj', 3_000_000, 'OBJ_NOT_TEXT'],
    ['random.step', 3_000_000, 'STEP_NO_HEADER'],
    ['random.stp', 300_000, 'STEP_NO_HEADER'],
    ['random.ply', 300_000, 'PLY_NO_HEADER'],
    ['random.3ds', 300_000, 'THREEDS_NO_MAIN_CHUNK'],
  ])('%s (%i bytes) → 422 %s, no task, no stored file', async (name, size, code) => {
    const before = { tasks: await countTasks(t), uploads: await listUploads(t) };
    const res = await uploadFile(t.app, name, randomBytes(size));
    expect(res.statusCode).toBe(422);
    const { error } = res.json<ErrorResponse>();
    expect(error.code).toBe(code);
    expect(error.details).toMatchObject({ extension: name.slice(name.indexOf('.') + 1) });
    expect({ tasks: await countTasks(t), uploads: await listUploads(t) }).toEqual(before);
  });

  it('a random .stl names its header count, the size that needs and the size it has', async () => {
    const bytes = randomBytes(5_000_017);
    bytes.writeUInt32LE(7_777_777, 80);
    const res = await uploadFile(t.app, 'Teil.STL', bytes);
    expect(res.json<ErrorResponse>().error).toMatchObject({
      code: 'STL_FACET_COUNT_MISMATCH',
      details: {
        declaredTriangles: 7_777_777,
        expectedBytes: 84 + 50 * 7_777_777,
        sizeBytes: 5_000_017,
      },
    });
  });

  it('a random .stl whose header count fits its size is refused as not geometry', async () => {
    const bytes = randomBytes(84 + 50 * 40_000);
    bytes.writeUInt32LE(40_000, 80);
    const res = await uploadFile(t.app, 'fits.stl', bytes);
    expect(res.statusCode).toBe(422);
    expect(res.json<ErrorResponse>().error.code).toBe('STL_NOT_GEOMETRY');
  });

  it('text that is no STL, an OBJ without vertices and a 3MF that is no zip get their reasons', async () => {
    const cases = [
      ['notes.stl', 'solid but nothing else\n', 'STL_ASCII_NO_FACETS'],
      ['points.obj', '# exported\nmtllib a.mtl\ng part\n', 'OBJ_NO_VERTICES'],
      ['model.3mf', '<?xml version="1.0"?><model/>', 'THREEMF_NOT_ZIP'],
      ['part.step', 'HEADER;\nFILE_NAME();\nENDSEC;\n', 'STEP_NO_HEADER'],
    ] as const;
    for (const [name, content, code] of cases) {
      const res = await uploadFile(t.app, name, Buffer.from(content));
      expect([name, res.statusCode, res.json<ErrorResponse>().error.code]).toEqual([
        name,
        422,
        code,
      ]);
    }
  });

  it('real files of every format still go through to the analysis', async () => {
    for (const model of [
      'stl/benchy_gunwale_binary.stl',
      'stl/sphere_with_hole_ascii.stl',
      '3mf/consortium_dodeca_chain_loop.3mf',
      'step/occt_as1_assembly_ap214.stp',
      'ply/fuze_ascii_extra_tokens.ply',
      '3ds/jeep1.3ds',
    ]) {
      const res = await uploadFile(t.app, model.split('/')[1]!, readModel(model));
      expect([model, res.statusCode]).toEqual([model, 202]);
    }
  }, 120_000);
});

describe('the pool keeps a thread for small files', () => {
  it('plans threads − 1 consumers for any file and one for small files only', () => {
    expect(planConsumers({ threads: 4, runningPerSession: 3 })).toEqual([
      { concurrency: 3, perGroup: 3 },
      { concurrency: 1, minPriority: 1, perGroup: 3 },
    ]);
    expect(planConsumers({ threads: 1, runningPerSession: 1 })).toEqual([
      { concurrency: 1, perGroup: 1 },
    ]);
  });

  it('weighs STEP and 3MF files heavier than STL', () => {
    expect(isLargeFile(19_999_999, 'stl', 20_000_000)).toBe(false);
    expect(isLargeFile(20_000_000, 'stl', 20_000_000)).toBe(true);
    expect(isLargeFile(2_000_000, 'stp', 20_000_000)).toBe(true);
    expect(isLargeFile(5_000_000, '3mf', 20_000_000)).toBe(true);
  });

  let t: TestApp;
  beforeAll(async () => {
    // Two threads: one for any file, one kept for small files. Files from 1 MB are large here.
    t = await createTestApp({
      worker: true,
      analysis: { poolThreads: 2, largeFileBytes: 1_000_000, runningPerSession: 2 },
    });
  });
  afterAll(async () => t.close());

  it('a small file is analysed while a large one runs and another large one waits', async () => {
    const large = buildSphereStl(8_000_000);
    const first = await uploadFile(t.app, 'large-1.stl', large);
    const second = await uploadFile(t.app, 'large-2.stl', large);
    const [firstId, secondId] = [first, second].map(
      (res) => res.json<AnalysisStartedResponse>().taskId,
    );
    // The first large file holds the thread for any file; the second cannot take the kept one.
    const deadline = Date.now() + 30_000;
    while ((await statusOf(t, firstId!)) === 'queued' && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await statusOf(t, firstId!)).toBe('running');

    const small = await uploadFile(t.app, 'small.stl', readModel('stl/sphere_with_hole_ascii.stl'));
    const task = await pollTask(
      t.app,
      small.json<AnalysisStartedResponse>().taskId,
      readSessionCookie(small),
      {},
      60_000,
    );
    expect(task.status).toBe('completed');
    expect(await statusOf(t, secondId!)).toBe('queued');

    for (const res of [first, second]) {
      const done = await pollTask(
        t.app,
        res.json<AnalysisStartedResponse>().taskId,
        readSessionCookie(res),
        {},
        120_000,
      );
      expect(done.status).toBe('completed');
    }
  }, 240_000);
});

describe('per-session limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      worker: true,
      analysis: { poolThreads: 2, runningPerSession: 1, openPerSession: 2 },
    });
  });
  afterAll(async () => t.close());

  it('runs one analysis of a session at a time; the others wait queued, another session goes ahead', async () => {
    const medium = buildSphereStl(3_000_000);
    const a1 = await uploadFile(t.app, 'a1.stl', medium);
    const cookies = readSessionCookie(a1);
    const a2 = await uploadFile(t.app, 'a2.stl', medium, cookies);
    const b = await uploadFile(t.app, 'b.stl', readModel('stl/sphere_with_hole_ascii.stl'));
    const ids = [a1, a2, b].map((res) => res.json<AnalysisStartedResponse>().taskId);
    const seen: Status[][] = [];
    const deadline = Date.now() + 120_000;
    for (;;) {
      const states = await Promise.all(ids.map(async (id) => (await statusOf(t, id)) ?? 'failed'));
      seen.push(states);
      if (states.every((s) => s === 'completed' || s === 'failed') || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen.at(-1)).toEqual(['completed', 'completed', 'completed']);
    // Session A never had both analyses running, although a thread was free for it.
    expect(seen.filter(([x, y]) => x === 'running' && y === 'running')).toEqual([]);
    // B's file did not wait for A's queue: it was done before A's second file was.
    const bDone = seen.findIndex((s) => s[2] === 'completed');
    const a2Done = seen.findIndex((s) => s[1] === 'completed');
    expect(bDone).toBeLessThan(a2Done);
  }, 180_000);

  it('refuses a third open analysis of one session with 429 SESSION_ANALYSIS_LIMIT, not another session’s', async () => {
    const medium = buildSphereStl(3_000_000);
    const first = await uploadFile(t.app, 'c1.stl', medium);
    const cookies = readSessionCookie(first);
    const second = await uploadFile(t.app, 'c2.stl', medium, cookies);
    const before = { tasks: await countTasks(t), uploads: await listUploads(t) };
    const third = await uploadFile(t.app, 'c3.stl', medium, cookies);
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json<ErrorResponse>().error).toMatchObject({
      code: 'SESSION_ANALYSIS_LIMIT',
      details: { openAnalyses: 2, maxOpen: 2 },
    });
    expect({ tasks: await countTasks(t), uploads: await listUploads(t) }).toEqual(before);
    const demo = await t.app.inject({ method: 'POST', url: '/api/analytx/demo', cookies });
    expect(demo.statusCode).toBe(429);
    const other = await uploadFile(t.app, 'd.stl', readModel('stl/sphere_with_hole_ascii.stl'));
    expect(other.statusCode).toBe(202);
    for (const [res, owner] of [
      [first, cookies],
      [second, cookies],
      [other, readSessionCookie(other)],
    ] as const)
      await pollTask(t.app, res.json<AnalysisStartedResponse>().taskId, owner, {}, 120_000);
  }, 180_000);
});
