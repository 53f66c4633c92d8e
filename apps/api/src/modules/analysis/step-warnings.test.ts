import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnalytxFileSchema, type AnalysisStartedResponse } from '@print/contracts';
import { pollTask, readModel, readSessionCookie, uploadFile } from '../../test/analysis-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { readWarnings } from './analysis-runner.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true });
});
afterAll(async () => t.close());

describe('warnings about how a file was read reach the API', () => {
  it('turns the engine’s damaged-STEP diagnostic into a warning with its count', () => {
    expect(
      readWarnings([
        'wall thickness from 2000 rays',
        'STEP_DAMAGED_ENTITIES 16: 16 damaged STEP entities were skipped; the part may miss faces',
      ]),
    ).toEqual([{ code: 'STEP_DAMAGED_ENTITIES', count: 16 }]);
  });

  it('answers a damaged STEP upload with the part it could read and a warning', async () => {
    const lines = readModel('step/occt_as1_assembly_ap214.stp').toString('latin1').split('\n');
    const middle = Math.floor(lines.length / 2);
    for (let i = middle; i < middle + 12; i++) lines[i] = (lines[i] ?? '').replace(/[(),]/g, 'x');
    const res = await uploadFile(t.app, 'as1.stp', Buffer.from(lines.join('\n'), 'latin1'));
    expect(res.statusCode).toBe(202);
    const cookies = readSessionCookie(res);
    const started = res.json<AnalysisStartedResponse>();
    expect((await pollTask(t.app, started.taskId, cookies)).status).toBe('completed');
    const file = AnalytxFileSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/analytx/file/${started.createdObject._id}`,
          cookies,
        })
      ).json(),
    );
    expect(file.warnings).toHaveLength(1);
    expect(file.warnings[0]?.code).toBe('STEP_DAMAGED_ENTITIES');
    expect(file.warnings[0]?.count).toBeGreaterThanOrEqual(12);
  }, 60_000);
});
