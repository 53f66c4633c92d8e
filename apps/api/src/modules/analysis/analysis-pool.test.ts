import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { threadNiceness } from '../../plugins/thread-priority.js';
import { buildSphereStl } from '../../test/sphere-stl.js';
import {
  createAnalysisPool,
  LARGE_FILE_THREAD_NICE,
  SMALL_FILE_THREAD_NICE,
} from './analysis-pool.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/**
 * Worker threads of this process at a nice value (Linux: per-thread nice in /proc/self/task;
 * Node names its worker threads "WorkerThread"; other threads a niced worker starts inherit it).
 */
function threadsAt(nice: number): number {
  return readdirSync('/proc/self/task').filter((tid) => {
    try {
      const name = readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim();
      return name === 'WorkerThread' && threadNiceness(Number(tid)) === nice;
    } catch {
      return false; // the thread ended meanwhile
    }
  }).length;
}

describe.runIf(process.platform === 'linux')('analysis pool priorities', () => {
  it('runs small files at nice 10 and large files on their own threads at nice 19', async () => {
    const before = {
      small: threadsAt(SMALL_FILE_THREAD_NICE),
      large: threadsAt(LARGE_FILE_THREAD_NICE),
    };
    const pool = createAnalysisPool(2);
    try {
      // A worker process starts the threads at once; an http process only when first used.
      expect(threadsAt(SMALL_FILE_THREAD_NICE) - before.small).toBe(0);
      pool.warm();
      const smallThreads = Math.min(2, availableParallelism());
      // Each thread sets its own nice value once the engine has loaded.
      await vi.waitFor(
        () => {
          expect(threadsAt(SMALL_FILE_THREAD_NICE) - before.small).toBe(smallThreads);
          expect(threadsAt(LARGE_FILE_THREAD_NICE) - before.large).toBe(1);
        },
        { timeout: 60_000, interval: 100 },
      );
      const dir = mkdtempSync(join(tmpdir(), 'pp-pool-'));
      dirs.push(dir);
      const inputPath = join(dir, 'sphere.stl');
      writeFileSync(inputPath, buildSphereStl(200_000));
      for (const isLarge of [true, false]) {
        const outputDir = join(dir, isLarge ? 'large' : 'small');
        mkdirSync(outputDir); // the runner hands the pipeline an empty folder
        const steps: string[] = [];
        const result = await pool.analyze(
          { inputPath, fileName: 'sphere.stl', outputDir, measureOriginal: false },
          (step) => steps.push(step),
          new AbortController().signal,
          { isLarge },
        );
        expect(result.ok ? 'ok' : result.error).toBe('ok');
        expect(steps.length).toBeGreaterThan(0);
      }
    } finally {
      await pool.close();
    }
  }, 120_000);
});
