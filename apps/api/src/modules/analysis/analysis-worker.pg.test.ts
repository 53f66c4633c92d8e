/**
 * Analyses in `worker` processes (PostgreSQL only: PGlite is one process). The vitest config runs
 * *.pg.test.ts only when DATABASE_URL is set; run on its own without it, this file fails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisStartedResponse, AnalysisTask, AnalytxFile } from '@print/contracts';
import { readMesh, repairMesh } from '@print/mesh';
import type { App } from '../../app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import {
  pollTask,
  readModel,
  readPngSize,
  readSessionCookie,
  uploadFile,
} from '../../test/analysis-helpers.js';
import { startRoleProcess, type RoleProcess } from '../../test/role-process.js';

if (!process.env.DATABASE_URL)
  throw new Error('worker-mode tests need DATABASE_URL (PostgreSQL shared by two processes)');

const SPHERE = 'stl/sphere_with_hole_ascii.stl';
/** Large enough (3.6 MB ASCII) to be caught while it runs. */
const MOTOR = 'stl/occt_motor_multishell_ascii.stl';
let database: TestDatabase;
let api: App;
const workers: RoleProcess[] = [];

async function startWorker(): Promise<RoleProcess> {
  const worker = await startRoleProcess('worker', database);
  workers.push(worker);
  return worker;
}

beforeAll(async () => {
  database = await createTestDatabase();
  if (!database.databaseUrl) throw new Error('no PostgreSQL test database');
  // The `http` role in this process only queues; worker processes analyse.
  api = await buildTestApp(database, { analysis: { poolThreads: 1 } });
}, 120_000);
afterAll(async () => {
  for (const worker of workers) await worker.stop('SIGKILL');
  await api.close();
  await database.dropDatabase();
});

async function waitUntilRunning(taskId: string, cookies: Record<string, string>): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const task = (
      await api.inject({ method: 'GET', url: `/api/analytx/task/${taskId}`, cookies })
    ).json<AnalysisTask>();
    expect(task.status).not.toBe('completed');
    expect(task.status).not.toBe('failed');
    if (task.status === 'running') return;
    if (Date.now() > deadline) throw new Error(`task ${taskId} never started`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('an http process that only queues + separate worker processes', () => {
  it('analyses an upload in the worker: the task completes and the file has figures', async () => {
    const worker = await startWorker();
    const res = await uploadFile(api, 'sphere.stl', readModel(SPHERE));
    expect(res.statusCode).toBe(202);
    const started = res.json<AnalysisStartedResponse>();
    const cookies = readSessionCookie(res);
    const task = await pollTask(api, started.taskId, cookies, {}, 120_000);
    expect(task.status, worker.output()).toBe('completed');
    expect(task.steps.at(-1)).toBe('analysis completed');

    const file = (
      await api.inject({
        method: 'GET',
        url: `/api/analytx/file/${started.createdObject._id}`,
        cookies,
      })
    ).json<AnalytxFile>();
    expect(file.status).toBe('analysed');
    // The same figures as the engine gives in this process.
    const read = await readMesh(readModel(SPHERE), { fileName: SPHERE });
    if (!read.ok) throw new Error(read.error.message);
    const { report, info } = repairMesh(read.mesh);
    expect(file.analysedProperties?.dimensions.x).toBeCloseTo(report.dimensionsMm.x, 3);
    expect(file.analysedProperties?.volume).toBeCloseTo(report.volumeMm3, 1);
    expect(file.analysedProperties?.watertight).toBe(true);
    expect(file.repairInfo?.numberOfClosedOpenLoops).toBe(info.numberOfClosedOpenLoops);

    // Outputs the worker wrote are served by the API from the shared data folder.
    const front = await api.inject({
      method: 'GET',
      url: file.frontPictures[0]!,
      cookies,
    });
    expect(front.statusCode).toBe(200);
    expect(readPngSize(front.rawPayload).width).toBeGreaterThan(100);
  }, 180_000);

  it('a worker stopped (SIGTERM) mid-analysis hands the job back; the next worker completes it', async () => {
    const res = await uploadFile(api, 'motor.stl', readModel(MOTOR));
    expect(res.statusCode).toBe(202);
    const { taskId } = res.json<AnalysisStartedResponse>();
    const cookies = readSessionCookie(res);
    await waitUntilRunning(taskId, cookies);
    const [running] = workers.splice(0);
    expect(await running?.stop('SIGTERM'), running?.output()).toBe(0);
    expect(running?.output()).toContain('shutting down (SIGTERM)');
    const successor = await startWorker();
    const task = await pollTask(api, taskId, cookies, {}, 150_000);
    expect(task.status, successor.output()).toBe('completed');
    expect(task.steps.at(-1)).toBe('analysis completed');
  }, 240_000);

  it('a worker killed mid-analysis: another worker finishes the task (never stuck running)', async () => {
    const res = await uploadFile(api, 'motor.stl', readModel(MOTOR));
    expect(res.statusCode).toBe(202);
    const { taskId } = res.json<AnalysisStartedResponse>();
    const cookies = readSessionCookie(res);
    await waitUntilRunning(taskId, cookies);
    // A crash, not a shutdown: the dying worker cannot hand its job back.
    for (const worker of workers.splice(0)) expect(await worker.stop('SIGKILL')).toBeNull();
    const successor = await startWorker();

    const task = await pollTask(api, taskId, cookies, {}, 150_000);
    if (task.status === 'failed') expect(task.error?.code).toBe('INTERRUPTED');
    else expect(task.steps.at(-1), successor.output()).toBe('analysis completed');
  }, 240_000);
});
