import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { readMesh } from './index.js';
import { countDamagedStepEntities } from './step.js';
import {
  assertConsistentMesh,
  boundingBoxSize,
  expectOk,
  modelPath,
  outcomeOf,
  requireModelsDir,
  text,
} from './test-support.js';

beforeAll(() => requireModelsDir());

const HEADER =
  "ISO-10303-21;\nHEADER;\nFILE_DESCRIPTION(('t'),'2;1');\nFILE_NAME('t','2020',(''),(''),'','','');\nFILE_SCHEMA(('AUTOMOTIVE_DESIGN'));\nENDSEC;\n";

describe('STEP reader', () => {
  it('reads the AS1 assembly: 18 solids, converted to millimetres', async () => {
    const bytes = new Uint8Array(readFileSync(modelPath('step/occt_as1_assembly_ap214.stp')));
    const result = expectOk(await readMesh(bytes, { fileName: 'as1.STEP' }));
    expect(result.format).toBe('step');
    expect(result.objectCount).toBe(18);
    expect(result.declaredUnit).toBe('millimeter');
    expect(result.unitAssumed).toBe(false);
    // The base plate is the longest part: its CARTESIAN_POINTs run from 0 to 200 (mm) in x.
    expect(Math.max(...boundingBoxSize(result.mesh.positions))).toBeCloseTo(200, 0);
    assertConsistentMesh(result);
  }, 30_000);

  it('refuses a solid bounded by an open shell', async () => {
    const bytes = new Uint8Array(readFileSync(modelPath('step/bad_occt_box_open_shell.stp')));
    const result = await readMesh(bytes);
    expect(outcomeOf(result)).toBe('NO_GEOMETRY');
    expect(result.ok ? '' : result.error.message).toMatch(/OPEN_SHELL/);
  });

  it('refuses a surface-only model and files OpenCascade cannot read', async () => {
    const surfaces =
      HEADER +
      "DATA;\n#1=OPEN_SHELL('',(#2));\n#3=SHELL_BASED_SURFACE_MODEL('',(#1));\nENDSEC;\nEND-ISO-10303-21;\n";
    expect(outcomeOf(await readMesh(text(surfaces)))).toBe('NO_GEOMETRY');
    expect(outcomeOf(await readMesh(text(HEADER + 'DATA;\nENDSEC;\nEND-ISO-10303-21;\n')))).toBe(
      'CONVERSION_FAILED',
    );
    expect(outcomeOf(await readMesh(text('ISO-10303-21;\nnot step ((((\n')))).toBe(
      'CONVERSION_FAILED',
    );
  });

  it('reports the entities of a damaged section it had to skip (a salvaged part may miss faces)', async () => {
    const good = readFileSync(modelPath('step/occt_as1_assembly_ap214.stp'), 'latin1');
    expect(countDamagedStepEntities(good)).toBe(0);
    const clean = expectOk(await readMesh(new Uint8Array(Buffer.from(good, 'latin1'))));
    expect(clean.diagnostics.some((d) => d.startsWith('STEP_DAMAGED_ENTITIES'))).toBe(false);
    // Garble a run of lines in the middle of the data section, as a broken transfer would.
    const lines = good.split('\n');
    const middle = Math.floor(lines.length / 2);
    for (let i = middle; i < middle + 12; i++) lines[i] = (lines[i] ?? '').replace(/[(),]/g, 'x');
    const damaged = lines.join('\n');
    expect(countDamagedStepEntities(damaged)).toBeGreaterThanOrEqual(12);
    // OpenCascade salvages the rest silently (fewer solids, fewer faces); the reader says so.
    const salvaged = expectOk(await readMesh(new Uint8Array(Buffer.from(damaged, 'latin1'))));
    expect(salvaged.mesh.indices.length).toBeLessThan(clean.mesh.indices.length);
    const note = salvaged.diagnostics.find((d) => d.startsWith('STEP_DAMAGED_ENTITIES'));
    expect(note).toMatch(/^STEP_DAMAGED_ENTITIES \d+: \d+ damaged STEP entities were skipped/);
  }, 30_000);
});
