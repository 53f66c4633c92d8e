/**
 * Where an analysis spends its time on the real models of ../shared/models (issue 24 point 15):
 * the pipeline of one worker thread (runAnalysis) run in this process, timed from step to step.
 *   npm run bench:analysis-steps -w apps/api     (BENCH_RUNS=3 for more runs; the median shows)
 * "read" is the file read and parse (for STEP the OpenCascade conversion), "repair" the repair
 * and its report, "thickness + trf" the wall-thickness rays and the TRF written; the figures the
 * price needs exist after "repair", the thin-wall warning after "thickness + trf".
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAnalysis, type AnalysisStep } from '../src/modules/analysis/pipeline/run-analysis.js';

const MODELS_DIR = fileURLToPath(new URL('../../../../shared/models/', import.meta.url));
const MODELS = [
  'stl/utah_teapot_open_binary.stl',
  'stl/busted_normals_binary.stl',
  'stl/benchy_gunwale_binary.stl',
  'stl/occt_motor_multishell_ascii.stl',
  'ply/stanford_bunny_res2_ascii.ply',
  '3mf/consortium_dodeca_chain_loop.3mf',
  '3mf/3DBenchy_creativetools.3mf',
  '3ds/jeep1.3ds',
  'step/occt_as1_assembly_ap214.stp',
];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

interface StepTimes {
  readMs: number;
  repairMs: number;
  thicknessAndTrfMs: number;
  totalMs: number;
  triangles: number;
  /** Bytes the analysis wrote (what a worker puts into the store per upload, before pictures). */
  outputBytes: number;
}

async function timeOnce(model: string): Promise<StepTimes> {
  const outputDir = mkdtempSync(join(tmpdir(), 'analysis-steps-'));
  const at = new Map<AnalysisStep, number>();
  const startedAt = performance.now();
  try {
    const result = await runAnalysis(
      {
        inputPath: join(MODELS_DIR, model),
        fileName: basename(model),
        outputDir,
        timeoutMs: 120_000,
        measureOriginal: false,
      },
      (step) => at.set(step, performance.now()),
    );
    if (!result.ok) throw new Error(`${model}: ${result.error.code}`);
    const repairAt = at.get('repairing file') ?? startedAt;
    const trfAt = at.get('converting to trf') ?? repairAt;
    const doneAt = at.get('analysis completed') ?? trfAt;
    return {
      readMs: repairAt - startedAt,
      repairMs: trfAt - repairAt,
      thicknessAndTrfMs: doneAt - trfAt,
      totalMs: doneAt - startedAt,
      triangles: result.repaired.triangleCount,
      outputBytes: readdirSync(outputDir).reduce(
        (sum, name) => sum + statSync(join(outputDir, name)).size,
        0,
      ),
    };
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
}

const rows = [];
for (const model of MODELS) {
  const runs: StepTimes[] = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await timeOnce(model));
  const total = median(runs.map((run) => run.totalMs));
  const thickness = median(runs.map((run) => run.thicknessAndTrfMs));
  rows.push({
    model,
    triangles: runs[0]?.triangles,
    inputKB: Math.round(statSync(join(MODELS_DIR, model)).size / 1000),
    outputKB: Math.round((runs[0]?.outputBytes ?? 0) / 1000),
    readMs: median(runs.map((run) => run.readMs)),
    repairMs: median(runs.map((run) => run.repairMs)),
    thicknessAndTrfMs: thickness,
    totalMs: total,
    thicknessShare: `${Math.round((100 * thickness) / Math.max(1, total))} %`,
  });
}
console.log(`analysis steps, medians of ${RUNS} runs (load average ${loadavg()[0]?.toFixed(1)}):`);
console.table(rows);
