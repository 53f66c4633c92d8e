import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeMesh, readMesh } from '@print/mesh';
import { ALL_DERIVED_ARTIFACTS, deriveArtifacts } from './derive-artifacts.js';
import { runAnalysis, type AnalysisResult, type AnalysisStep } from './run-analysis.js';
import { makeOutputDir, modelPath, readPngSize } from './test-support.js';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function analyse(relative: string, timeoutMs?: number) {
  const outputDir = makeOutputDir();
  dirs.push(outputDir);
  const steps: AnalysisStep[] = [];
  const inputPath = modelPath(relative);
  const result: AnalysisResult = await runAnalysis(
    { inputPath, fileName: relative.split('/').pop() ?? relative, outputDir, timeoutMs },
    (step) => steps.push(step),
  );
  return { result, steps, outputDir, inputPath };
}

/** The follow-up task of the service: everything else, from the TRF. */
async function deriveAll(outputDir: string): Promise<string[]> {
  const written: string[] = [];
  await deriveArtifacts(
    {
      trfPath: join(outputDir, 'mesh.trf'),
      outputDir,
      title: 'model',
      artifacts: ALL_DERIVED_ARTIFACTS,
    },
    (artifact) => written.push(artifact),
  );
  return written;
}

const NON_STEP_ORDER: AnalysisStep[] = [
  'starting analysis',
  'repairing file',
  'converting to trf',
  'analyzing volume and dimensions',
  'analysis completed',
];

describe('runAnalysis', () => {
  it('repairs the sphere with a hole and writes six highlighted 480 px repair views', async () => {
    const { result, steps, outputDir } = await analyse('stl/sphere_with_hole_ascii.stl');
    expect(steps).toEqual(NON_STEP_ORDER);
    if (!result.ok) throw new Error(result.error.message);
    // Only the TRF is on the critical path; the rest is derived from it afterwards.
    expect(readdirSync(outputDir)).toEqual(['mesh.trf']);
    expect(await deriveAll(outputDir)).toEqual([
      'model.3mf',
      'front.png',
      'repaired.stl',
      'repair-images',
    ]);
    expect(result.repairInfo?.numberOfClosedOpenLoops).toBeGreaterThanOrEqual(1);
    expect(result.original?.isWatertight).toBe(false);
    expect(result.repaired.isWatertight).toBe(true);
    expect(Object.keys(result.outputs.repairImages).sort()).toEqual([
      'XM0',
      'XP0',
      'YM0',
      'YP0',
      'ZM0',
      'ZP0',
    ]);
    for (const name of Object.values(result.outputs.repairImages)) {
      expect(readPngSize(readFileSync(join(outputDir, name)))).toEqual({ width: 480, height: 480 });
    }
    expect(readPngSize(readFileSync(join(outputDir, 'front.png')))).toEqual({
      width: 800,
      height: 800,
    });
  });

  it('leaves the clean 3DBenchy gunwale unrepaired; figures are the engine’s own', async () => {
    const { result, outputDir, inputPath } = await analyse('stl/benchy_gunwale_binary.stl');
    if (!result.ok) throw new Error(result.error.message);
    await deriveAll(outputDir);
    expect(readdirSync(outputDir).filter((name) => name.startsWith('repair-'))).toEqual([]);
    const read = await readMesh(readFileSync(inputPath));
    if (!read.ok) throw new Error(read.error.message);
    const report = analyzeMesh(read.mesh);
    expect(result.repairInfo).toBeNull();
    expect(result.outputs.repairImages).toEqual({});
    expect(result.format).toBe('stl-binary');
    expect(result.unitAssumed).toBe(true);
    expect(result.repaired).toMatchObject({
      dimensionsMm: report.dimensionsMm,
      volumeMm3: report.volumeMm3,
      areaMm2: report.areaMm2,
      shellCount: report.shellCount,
      isWatertight: true,
      triangleCount: report.triangleCount,
      vertexCount: report.vertexCount,
    });
    expect(result.original).toEqual(result.repaired);
    // The engine's own range for this rail: knife-edge rays above 0.02 mm, walls 1–1.5 mm.
    expect(result.repaired.thinnestWallMm).toBeGreaterThan(0.02);
    expect(result.repaired.thinnestWallMm).toBeLessThan(0.5);
    const model = await readMesh(readFileSync(join(outputDir, 'model.3mf')));
    if (!model.ok) throw new Error(model.error.message);
    expect(model.format).toBe('3mf');
    const modelReport = analyzeMesh(model.mesh);
    expect(modelReport.triangleCount).toBe(report.triangleCount);
    expect(modelReport.volumeMm3).toBeCloseTo(report.volumeMm3, 0);
    const stl = await readMesh(readFileSync(join(outputDir, 'repaired.stl')));
    expect(stl.ok && analyzeMesh(stl.mesh).volumeMm3).toBeCloseTo(report.volumeMm3, 3);
  });

  it('answers the reader’s code for a file that must be refused', async () => {
    const { result, steps } = await analyse('3mf/bad_N_XXX_0422_01_comma_decimal.3mf');
    expect(result).toMatchObject({ ok: false, error: { code: 'INVALID_NUMBER' } });
    expect(steps).toEqual(['starting analysis']);
  });

  it('tessellates STEP first and reports the steps in order', async () => {
    const { result, steps } = await analyse('step/occt_as1_assembly_ap214.stp');
    expect(steps).toEqual(['converting to stl', ...NON_STEP_ORDER]);
    expect(result.ok && result.format).toBe('step');
  });

  it('refuses a STEP file with only open shells as NO_GEOMETRY', async () => {
    const { result, steps } = await analyse('step/bad_occt_box_open_shell.stp');
    expect(result).toMatchObject({ ok: false, error: { code: 'NO_GEOMETRY' } });
    expect(steps).toEqual(['converting to stl']);
  });

  it('stops with TIMEOUT when the budget is spent', async () => {
    const { result, steps } = await analyse('stl/benchy_gunwale_binary.stl', 1);
    expect(result).toMatchObject({ ok: false, error: { code: 'TIMEOUT' } });
    expect(steps).not.toContain('analysis completed');
  });
});
