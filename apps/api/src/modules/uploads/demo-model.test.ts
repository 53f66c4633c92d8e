import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeMesh, readMesh } from '@print/mesh';
import { DEMO_MODEL_NAME, DEMO_MODEL_PATH } from './demo-model.js';

describe('demo model', () => {
  it('resolves to the shipped asset from this module folder', () => {
    // src/ and dist/ sit at the same depth, so the same relative path holds in both.
    const expected = fileURLToPath(
      new URL('../../../assets/demo/demo-flange.stl', import.meta.url),
    );
    expect(DEMO_MODEL_PATH).toBe(expected);
    expect(DEMO_MODEL_PATH.endsWith(`apps/api/assets/demo/${DEMO_MODEL_NAME}`)).toBe(true);
  });

  it('is one closed, outward-facing solid of a sensible size', async () => {
    expect(statSync(DEMO_MODEL_PATH).size).toBeLessThan(3_000_000);
    const read = await readMesh(readFileSync(DEMO_MODEL_PATH), { fileName: DEMO_MODEL_NAME });
    if (!read.ok) throw new Error(read.error.message);
    const report = analyzeMesh(read.mesh);
    expect(report.isWatertight).toBe(true);
    expect(report.shellCount).toBe(1);
    expect(report.insideOutShellCount).toBe(0);
    expect(report.inconsistentEdgeCount).toBe(0);
    expect(report.dimensionsMm.x).toBeCloseTo(80, 3);
    expect(report.dimensionsMm.z).toBeCloseTo(30, 3);
    // Flange ring + hub − bore − six counter-bored holes ≈ 62 900 mm³ (round), a bit less faceted.
    expect(report.volumeMm3).toBeGreaterThan(61_500);
    expect(report.volumeMm3).toBeLessThan(63_000);
    expect(report.triangleCount).toBeGreaterThan(2_000);
  });
});
