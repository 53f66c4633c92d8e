import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisStartedResponse, ErrorResponse } from '@print/contracts';
import { analysisTasks } from './analysis.tables.js';
import { files } from '../files/files.tables.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readModel, readSessionCookie, uploadFile } from '../../test/analysis-helpers.js';
import { createFilesService } from '../files/files.service.js';
import { createTasksRepository } from './analysis.repository.js';

let t: TestApp;

// Nothing is analysed here (the `http` role alone, no worker): uploads stay queued, which the
// reconcile test uses as a task whose job is alive.
beforeAll(async () => {
  t = await createTestApp({ analysis: { uploadsPerMinute: 2 } });
});
afterAll(async () => t.close());

async function countRows(): Promise<{ files: number; tasks: number }> {
  const db = t.app.database.db;
  const [f] = await db.select({ n: count() }).from(files);
  const [k] = await db.select({ n: count() }).from(analysisTasks);
  return { files: f?.n ?? -1, tasks: k?.n ?? -1 };
}

async function listUploadFolders(): Promise<string[]> {
  return readdir(join(t.dataDir, 'uploads', 'analysis')).catch(() => []);
}

describe('upload rate limit (uploadsPerMinute 2)', () => {
  const sphere = readModel('stl/sphere_with_hole_ascii.stl');

  it('answers the third upload within the minute with 429 RATE_LIMITED and writes nothing', async () => {
    const first = await uploadFile(t.app, 'a.stl', sphere);
    const cookies = readSessionCookie(first);
    const second = await uploadFile(t.app, 'b.stl', sphere, cookies);
    expect([first.statusCode, second.statusCode]).toEqual([202, 202]);
    const before = { rows: await countRows(), folders: await listUploadFolders() };
    expect(before.rows).toEqual({ files: 2, tasks: 2 });
    expect(before.folders).toHaveLength(2);

    const third = await uploadFile(t.app, 'c.stl', sphere, cookies);
    expect(third.statusCode).toBe(429);
    expect(third.json<ErrorResponse>().error.code).toBe('RATE_LIMITED');
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countRows()).toEqual(before.rows);
    expect(await listUploadFolders()).toEqual(before.folders);
  });

  it('shares the budget across the upload URL without slash and the demo', async () => {
    const noSlash = await t.app.inject({ method: 'POST', url: '/api/analytx/file' });
    expect(noSlash.statusCode).toBe(429);
    const demo = await t.app.inject({ method: 'POST', url: '/api/analytx/demo' });
    expect(demo.statusCode).toBe(429);
    expect(demo.json<ErrorResponse>().error.code).toBe('RATE_LIMITED');
    expect((await countRows()).tasks).toBe(2);
  });

  it('counts per client address: another IP may still upload', async () => {
    const res = await uploadFile(t.app, 'd.stl', sphere);
    expect(res.statusCode).toBe(429);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/analytx/demo',
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(202);
    expect(other.json<AnalysisStartedResponse>().taskId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('reconcile sweep', () => {
  it('fails a running task whose queue job is gone, and leaves a queued task with a live job', async () => {
    const fileId = randomUUID();
    const taskId = randomUUID();
    await createFilesService({ db: t.app.database.db }).create({
      id: fileId,
      ownerSession: 'orphan-session',
      name: 'orphan.stl',
      givenUnitOfLength: 'mm',
      status: 'analysing',
      figuresAsRead: null,
      repairInfo: null,
      taskId,
    });
    const tasks = createTasksRepository(t.app.database.db);
    await tasks.insert({ id: taskId, fileId, ownerSession: 'orphan-session' });
    // A job id the queue never had: its process and job are gone (e.g. deleted by retention).
    await tasks.setJobId(taskId, randomUUID());
    await tasks.markRunning(taskId);
    const live = await t.app.inject({
      method: 'POST',
      url: '/api/analytx/demo',
      remoteAddress: '10.9.9.9',
    });
    expect(live.statusCode).toBe(202);
    const liveTaskId = live.json<AnalysisStartedResponse>().taskId;

    // Only the reconcile schedule (every minute, once per cluster) can fail it: one run of it.
    expect((await tasks.findById(taskId))?.status).toBe('running');
    await t.app.services.analysis.reconcile();
    const row = await tasks.findById(taskId);
    expect(row?.status).toBe('failed');
    expect(row?.error).toEqual({ code: 'INTERRUPTED', detail: 'queue job missing' });
    const file = await createFilesService({ db: t.app.database.db }).findById(fileId);
    expect(file?.status).toBe('failed');
    expect((await tasks.findById(liveTaskId))?.status).toBe('queued');
  });
});
