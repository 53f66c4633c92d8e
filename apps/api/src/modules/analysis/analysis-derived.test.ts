import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnalysisStartedResponse, AnalytxFile } from '@print/contracts';
import { readMesh } from '@print/mesh';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  pollTask,
  readModel,
  readPngSize,
  readSessionCookie,
  uploadFile,
} from '../../test/analysis-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ worker: true });
});
afterAll(async () => t.close());

async function uploadAndComplete(name: string, model: string) {
  const res = await uploadFile(t.app, name, readModel(model));
  expect(res.statusCode).toBe(202);
  const started = res.json<AnalysisStartedResponse>();
  const cookies = readSessionCookie(res);
  const task = await pollTask(t.app, started.taskId, cookies, {}, 120_000);
  expect(task.status).toBe('completed');
  return { id: started.createdObject._id, cookies };
}

function outputPath(fileId: string, name: string): string {
  return join(t.dataDir, 'uploads', 'analysis', fileId, 'out', name);
}

describe('derived files (3MF, STL, pictures) after "analysis completed"', () => {
  it('answers a valid 3MF when model.3mf is requested right after completion', async () => {
    const { id, cookies } = await uploadAndComplete('Gunwale.stl', 'stl/benchy_gunwale_binary.stl');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytx/files/${id}/model.3mf`,
      cookies,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('model/3mf');
    const model = await readMesh(res.rawPayload, { fileName: 'model.3mf' });
    if (!model.ok) throw new Error(model.error.message);
    expect(model.format).toBe('3mf');
    const original = await readMesh(readModel('stl/benchy_gunwale_binary.stl'), {
      fileName: 'g.stl',
    });
    if (!original.ok) throw new Error(original.error.message);
    expect(model.mesh.indices.length).toBe(original.mesh.indices.length);
  }, 180_000);

  it('writes every derived file without anyone asking for it', async () => {
    const { id, cookies } = await uploadAndComplete('Sphere.stl', 'stl/sphere_with_hole_ascii.stl');
    const file = (
      await t.app.inject({ method: 'GET', url: `/api/analytx/file/${id}`, cookies })
    ).json<AnalytxFile>();
    const names = [
      'model.3mf',
      'repaired.stl',
      'front.png',
      ...Object.values(file.repairInfo?.repairImages ?? {}).map((url) => url.split('/').pop()),
    ];
    expect(names).toContain('repair-ZP0.png');
    await vi.waitFor(
      () => {
        for (const name of names) expect(existsSync(outputPath(id, String(name)))).toBe(true);
      },
      { timeout: 120_000, interval: 100 },
    );
    const front = await t.app.inject({ method: 'GET', url: file.frontPictures[0]!, cookies });
    expect(readPngSize(front.rawPayload)).toEqual({ width: 800, height: 800 });
  }, 180_000);
});
