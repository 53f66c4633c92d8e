import { createTasksRepository } from './analysis.repository.js';
import { request as httpRequest } from 'node:http';
import { readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AnalysisStartedResponse, AnalysisTask } from '@print/contracts';
import type { App } from '../../app.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../../test/test-app.js';
import { pollTask, readModel, readSessionCookie, uploadFile } from '../../test/analysis-helpers.js';

let dataDir: string;
let database: TestDatabase;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = database.dataDir;
  app = await buildTestApp(database, { analysis: { poolThreads: 1 }, worker: true });
});
afterAll(async () => {
  await app.close();
  await database.dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

async function listUploadFiles(): Promise<string[]> {
  const root = join(dataDir, 'uploads', 'analysis');
  const dirs = await readdir(root).catch(() => []);
  return dirs;
}

it('an upload aborted mid-stream leaves no file and no task', async () => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  const before = await listUploadFiles();
  const boundary = 'ppabort';
  await new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/analytx/file/',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': '2000000',
      },
    });
    req.on('error', () => resolve());
    req.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.stl"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    req.write(readModel('stl/benchy_gunwale_binary.stl').subarray(0, 500_000));
    setTimeout(() => {
      req.destroy();
      resolve();
    }, 300);
  });
  // The server notices the abort and removes what it wrote: wait for that, not a fixed time.
  const leftovers = async () => {
    const files: string[] = [];
    for (const dir of (await listUploadFiles()).filter((d) => !before.includes(d))) {
      files.push(...(await readdir(join(dataDir, 'uploads', 'analysis', dir))));
    }
    return files;
  };
  const deadline = Date.now() + 15_000;
  while ((await leftovers()).length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect(await leftovers()).toEqual([]);
  expect(await createTasksRepository(app.database.db).countOpen()).toBe(0);
});

it('a restart mid-analysis resumes the job: the task completes', async () => {
  const res = await uploadFile(app, 'motor.stl', readModel('stl/occt_motor_multishell_ascii.stl'));
  expect(res.statusCode).toBe(202);
  const { taskId } = res.json<AnalysisStartedResponse>();
  const cookies = readSessionCookie(res);
  for (;;) {
    const task = (
      await app.inject({ method: 'GET', url: `/api/analytx/task/${taskId}`, cookies })
    ).json<AnalysisTask>();
    expect(task.status).not.toBe('completed');
    if (task.status === 'running') break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await app.close();
  app = await buildTestApp(database, { analysis: { poolThreads: 1 }, worker: true });
  const task = await pollTask(app, taskId, cookies);
  expect(task.status).toBe('completed');
  expect(task.steps.at(-1)).toBe('analysis completed');
});

it('a job over the hard limit fails with TIMEOUT and a reason', async () => {
  await app.close();
  app = await buildTestApp(database, {
    analysis: { poolThreads: 1, jobTimeoutMs: 50 },
    worker: true,
  });
  const res = await uploadFile(app, 'motor.stl', readModel('stl/occt_motor_multishell_ascii.stl'));
  const task = await pollTask(
    app,
    res.json<AnalysisStartedResponse>().taskId,
    readSessionCookie(res),
    {
      'mas-language-key': 'DE',
    },
  );
  expect(task.status).toBe('failed');
  expect(task.error?.code).toBe('TIMEOUT');
  expect(task.error?.message).toContain('Analyse');
});
