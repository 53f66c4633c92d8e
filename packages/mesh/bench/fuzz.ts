// The large budget of the seeded reader fuzzing (the small one runs in `npm test`): mutants of
// every shared model per reader, large files included, each read in a worker thread under a
// watchdog. Run: npm run fuzz -w packages/mesh  (FUZZ_SCALE=0.1 for a quick pass, FUZZ_SEED=n).
import type { FuzzReader } from '../src/io/fuzz-for-tests.js';
import { runFuzzJobs } from '../src/io/fuzz-watchdog-for-tests.js';

const HANG_MS = 30_000;
const scale = Number(process.env.FUZZ_SCALE ?? 1);
const seed = Number(process.env.FUZZ_SEED ?? 20_261_125);
const BUDGET: Record<FuzzReader, number> = {
  'stl-binary': 3_000,
  'stl-ascii': 1_000,
  '3mf': 1_000,
  ply: 1_000,
  obj: 2_000,
  '3ds': 2_000,
  step: 60,
};

const jobs = Object.entries(BUDGET).map(([reader, iterations], k) => ({
  reader: reader as FuzzReader,
  iterations: Math.max(1, Math.round(iterations * scale)),
  seed: seed + k,
  large: true,
}));
const start = performance.now();
try {
  const results = await runFuzzJobs(jobs, HANG_MS);
  console.log(`reader      mutants  meshes  slowest ms  refused by code (seed ${seed})`);
  for (const r of results) {
    console.log(
      `${r.reader.padEnd(11)} ${String(r.iterations).padStart(7)} ${String(r.meshes).padStart(7)} ` +
        `${r.slowestMs.toFixed(0).padStart(11)}  ${JSON.stringify(r.codes)}`,
    );
  }
  console.log(
    `no crash, no read over ${HANG_MS} ms; ${((performance.now() - start) / 1000).toFixed(0)} s`,
  );
} catch (error) {
  console.error(`FUZZ FAILURE: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
