import { beforeAll, describe, expect, it } from 'vitest';
import type { FuzzReader } from './fuzz-for-tests.js';
import { runFuzzJobs, type FuzzJob } from './fuzz-watchdog-for-tests.js';
import { requireModelsDir } from './test-support.js';

// The small budget of the seeded fuzzing of every reader from the real shared models (bench/fuzz.ts
// runs the large one). Each read runs in a worker thread under a watchdog: a crash (anything
// thrown instead of a result value) or a read longer than HANG_MS fails with the reader and case.
const HANG_MS = 15_000;
const BUDGET: Record<FuzzReader, number> = {
  'stl-binary': 200,
  'stl-ascii': 100,
  '3mf': 100,
  ply: 100,
  obj: 150,
  '3ds': 150,
  step: 6,
};

beforeAll(() => requireModelsDir());

describe('fuzzing every reader from the shared models (small budget)', () => {
  it('mutants of real files give a consistent mesh or a known error code, never a throw or a hang', async () => {
    const jobs: FuzzJob[] = Object.entries(BUDGET).map(([reader, iterations], k) => ({
      reader: reader as FuzzReader,
      iterations,
      seed: 1_000 + k,
      large: false,
    }));
    const results = await runFuzzJobs(jobs, HANG_MS);
    expect(results.map((r) => r.reader)).toEqual(jobs.map((j) => j.reader));
    for (const stats of results) {
      const refused = Object.values(stats.codes).reduce((n, c) => n + c, 0);
      expect(stats.meshes + refused, stats.reader).toBe(BUDGET[stats.reader]);
      // The mutator reaches the readers' checks: some mutants are refused (a binary STL read by
      // its name is any 84-byte header plus whole facets, so the file size always wins there)...
      if (stats.reader !== 'stl-binary') {
        expect(refused, `${stats.reader} refused`).toBeGreaterThan(0);
      }
      expect(stats.slowestMs, `${stats.reader} slowest read`).toBeLessThan(HANG_MS);
    }
    // ...and the readers still read most damaged text files (a flipped digit is a mesh).
    const meshes = Object.fromEntries(results.map((r) => [r.reader, r.meshes]));
    expect(meshes['stl-binary']).toBeGreaterThan(0);
    expect(meshes['stl-ascii']).toBeGreaterThan(0);
    expect(meshes.obj).toBeGreaterThan(0);
  }, 180_000);
});
