import { createTasksRepository } from './analysis.repository.js';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskStorage } from '../../storage/file-storage.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createFilesService } from '../files/files.service.js';
import type { AnalysisPool } from './analysis-pool.js';
import { createAnalysisRunner, InterruptedAttemptError } from './analysis-runner.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/**
 * A pool whose analysis runs until its signal aborts; `started` resolves when it began, with
 * whether the runner asked for the large-file threads.
 */
function createHangingPool(): { pool: AnalysisPool; started: Promise<boolean> } {
  let markStarted: (isLarge: boolean) => void = () => undefined;
  const started = new Promise<boolean>((resolve) => (markStarted = resolve));
  const pool: AnalysisPool = {
    analyze(_input, onStep, signal, options) {
      onStep('starting analysis');
      markStarted(options?.isLarge === true);
      return new Promise((_resolve, reject) => {
        signal.addEventListener('abort', () => reject(new Error('aborted')), { once: true });
      });
    },
    derive: () => new Map(),
    warm: () => undefined,
    renderHistogram: () => Promise.reject(new Error('not used')),
    close: () => Promise.resolve(),
  };
  return { pool, started };
}

const storage = () => createDiskStorage(join(t.dataDir, 'uploads'));

async function insertTask(): Promise<{ taskId: string; fileId: string }> {
  const fileId = randomUUID();
  const taskId = randomUUID();
  await createFilesService({ db: t.app.database.db }).create({
    id: fileId,
    ownerSession: 's',
    name: 'a.stl',
    givenUnitOfLength: 'mm',
    status: 'analysing',
    figuresAsRead: null,
    repairInfo: null,
    originalPath: `analysis/${fileId}/original.stl`,
    taskId,
  });
  await createTasksRepository(t.app.database.db).insert({ id: taskId, fileId, ownerSession: 's' });
  // The runner stages the upload for the pool: it must be stored.
  await storage().write(`analysis/${fileId}/original.stl`, Buffer.from('solid a\nendsolid a\n'));
  return { taskId, fileId };
}

function createRunner(pool: AnalysisPool) {
  return createAnalysisRunner({
    tasks: createTasksRepository(t.app.database.db),
    files: createFilesService({ db: t.app.database.db }),
    storage: storage(),
    pool,
    jobTimeoutMs: 60_000,
    logError: () => undefined,
  });
}

it('stops an attempt whose job the queue took away, leaving the task to the next attempt', async () => {
  const { pool, started } = createHangingPool();
  const { taskId, fileId } = await insertTask();
  const claim = new AbortController();
  const handled = createRunner(pool).handle({
    id: randomUUID(),
    taskId,
    retryCount: 0,
    isLastAttempt: false,
    isLarge: false,
    signal: claim.signal,
  });
  await started;
  claim.abort(new Error('no longer active under this worker'));
  await expect(handled).resolves.toBeUndefined();
  // Neither failed nor requeued by this attempt: the retry elsewhere owns the row.
  expect((await createTasksRepository(t.app.database.db).findById(taskId))?.status).toBe('running');
  expect((await createFilesService({ db: t.app.database.db }).findById(fileId))?.status).toBe(
    'analysing',
  );
});

it('hands a task back to the queue when this process shuts down (unchanged)', async () => {
  const { pool, started } = createHangingPool();
  const { taskId } = await insertTask();
  const runner = createRunner(pool);
  const handled = runner.handle({
    id: randomUUID(),
    taskId,
    retryCount: 0,
    isLastAttempt: false,
    isLarge: false,
  });
  expect(await started).toBe(false);
  await runner.interruptAll();
  await expect(handled).rejects.toBeInstanceOf(InterruptedAttemptError);
  expect((await createTasksRepository(t.app.database.db).findById(taskId))?.status).toBe('queued');
});

it('analyses the job of a large file on the large-file threads (lowest priority)', async () => {
  const { pool, started } = createHangingPool();
  const { taskId } = await insertTask();
  const runner = createRunner(pool);
  const handled = runner.handle({
    id: randomUUID(),
    taskId,
    retryCount: 0,
    isLastAttempt: false,
    isLarge: true,
  });
  expect(await started).toBe(true);
  await runner.interruptAll();
  await expect(handled).rejects.toBeInstanceOf(InterruptedAttemptError);
});
