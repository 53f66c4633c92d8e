/**
 * Issue 13 point 4, "one truth about the part", over every real model in shared/models that
 * should be read: the figures the summary shows, the repair message, and the wall-thickness
 * picture all describe the same geometry — the repaired mesh stored in the TRF.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeMesh, triangleAreasMm2 } from '@print/mesh';
import { classifyRepairOutcome } from '@print/domain';
import { colorTrianglesByThickness } from './histogram-image.js';
import { runAnalysis, type AnalysisSuccess } from './run-analysis.js';
import { makeOutputDir, modelPath } from './test-support.js';
import { readTrf } from './trf.js';

const MODELS_ROOT = modelPath('.');
const MODELS = readdirSync(MODELS_ROOT)
  .filter((folder) => statSync(join(MODELS_ROOT, folder)).isDirectory())
  .flatMap((folder) =>
    readdirSync(join(MODELS_ROOT, folder))
      .filter((name) => !name.startsWith('bad_'))
      .map((name) => `${folder}/${name}`),
  )
  .sort();

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function analyse(relative: string) {
  const outputDir = makeOutputDir();
  dirs.push(outputDir);
  const result = await runAnalysis(
    { inputPath: modelPath(relative), fileName: relative.split('/').pop() ?? relative, outputDir },
    () => undefined,
  );
  if (!result.ok) throw new Error(`${relative}: ${result.error.code} ${result.error.message}`);
  const trf = readTrf(readFileSync(join(outputDir, 'mesh.trf')));
  if (!trf.ok) throw new Error(`${relative}: ${trf.error.message}`);
  return { result, trf: trf.value };
}

const RED = [214, 40, 40];

/** Area painted red in the wall-thickness picture of a mode with minimum wall `minWallMm`. */
function redAreaMm2(
  trf: { mesh: Parameters<typeof triangleAreasMm2>[0]; triangleThicknessMm: Float32Array },
  minWallMm: number,
) {
  const colors = colorTrianglesByThickness(trf.triangleThicknessMm, 1, minWallMm);
  const areas = triangleAreasMm2(trf.mesh);
  let red = 0;
  for (let t = 0; t < areas.length; t++)
    if (RED.every((c, k) => colors[3 * t + k] === c)) red += areas[t] ?? 0;
  return red;
}

describe('one truth about the part, for every model in shared/models', () => {
  it('finds the models (a missing folder fails, never skips)', () => {
    expect(MODELS.length).toBeGreaterThanOrEqual(14);
  });

  describe.each(MODELS)('%s', (relative) => {
    let analysed: Awaited<ReturnType<typeof analyse>>;
    const get = async () => (analysed ??= await analyse(relative));

    it('summary figures describe the mesh the pictures are drawn from (the repaired one)', async () => {
      const { result, trf } = await get();
      const report = analyzeMesh(trf.mesh);
      const summary: AnalysisSuccess['repaired'] = result.repaired;
      expect(report.isWatertight).toBe(summary.isWatertight);
      expect(report.shellCount).toBe(summary.shellCount);
      expect(report.dimensionsMm.x).toBeCloseTo(summary.dimensionsMm.x, 6);
      expect(report.dimensionsMm.z).toBeCloseTo(summary.dimensionsMm.z, 6);
      expect(trf.triangleThicknessMm.length).toBe(trf.mesh.indices.length / 3);
    });

    it('closed ⇔ the repair outcome says closed; "repaired" only with repair pictures', async () => {
      const { result, trf } = await get();
      const outcome = classifyRepairOutcome({
        wasRepaired: result.repairInfo !== null,
        isWatertight: result.repaired.isWatertight,
      });
      expect(outcome === 'repaired' || outcome === 'intact').toBe(result.repaired.isWatertight);
      // The repair pictures highlight what changed: they exist exactly for repaired files.
      expect(trf.changedTriangleMask !== undefined).toBe(result.repairInfo !== null);
      expect(Object.keys(result.outputs.repairImages).length > 0).toBe(result.repairInfo !== null);
    });

    it('every wall finding has a highlighted area > 0, and no 0 mm wall is reported', async () => {
      const { result, trf } = await get();
      const thinnest = result.repaired.thinnestWallMm;
      // Repaired geometry is measured like intact geometry: its picture has values.
      expect(trf.triangleThicknessMm.some((v) => Number.isFinite(v))).toBe(true);
      expect(thinnest).not.toBeNull();
      if (thinnest === null) return;
      expect(thinnest).toBeGreaterThan(0);
      // Any mode whose minimum lies above the reported wall (the WALL_TOO_THIN message) paints red.
      expect(redAreaMm2(trf, thinnest * 1.001)).toBeGreaterThan(0);
      // …and a mode whose minimum is at or below the thinnest wall paints at most 1 % + a triangle.
      const total = triangleAreasMm2(trf.mesh).reduce((a, b) => a + b, 0);
      expect(redAreaMm2(trf, thinnest * 0.999)).toBeLessThan(total * 0.02);
    });
  });
});
