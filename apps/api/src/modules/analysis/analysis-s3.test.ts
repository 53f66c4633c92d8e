import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalysisStartedResponse, AnalytxFile } from '@print/contracts';
import { readMesh } from '@print/mesh';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { settleDerivations } from './analysis-assets.js';
import { startS3StandIn, type S3StandIn } from '../../test/s3-stand-in.js';
import {
  pollTask,
  readModel,
  readPngSize,
  readSessionCookie,
  uploadFile,
} from '../../test/analysis-helpers.js';

let s3: S3StandIn;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3StandIn({ presignedUrlSeconds: 60 });
  t = await createTestApp({ worker: true, s3: s3.settings });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('files in an S3 bucket (s3rver): upload → analysis → download', () => {
  it('analyses a staged copy, stores the outputs in the bucket and redirects downloads after the owner check', async () => {
    const upload = await uploadFile(
      t.app,
      'Sphere.STL',
      readModel('stl/sphere_with_hole_ascii.stl'),
    );
    expect(upload.statusCode).toBe(202);
    const started = upload.json<AnalysisStartedResponse>();
    const cookies = readSessionCookie(upload);
    expect(await pollTask(t.app, started.taskId, cookies)).toMatchObject({ status: 'completed' });

    const id = started.createdObject._id;
    const file = (
      await t.app.inject({ method: 'GET', url: `/api/analytx/file/${id}`, cookies })
    ).json<AnalytxFile>();
    const repairedUrl = file.files!.repaired;
    // Someone else's session learns nothing, not even a URL.
    const stranger = await t.app.inject({ method: 'GET', url: repairedUrl });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.headers.location).toBeUndefined();

    const redirect = await t.app.inject({ method: 'GET', url: repairedUrl, cookies });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers['cache-control']).toBe('no-store');
    const location = String(redirect.headers.location);
    expect(location.startsWith(`${s3.settings.endpoint}/${s3.settings.bucket}/`)).toBe(true);
    const fromStore = await fetch(location);
    expect(fromStore.headers.get('content-disposition')).toBe(
      'attachment; filename="Sphere-repaired.stl"',
    );
    const stl = await readMesh(Buffer.from(await fromStore.arrayBuffer()), { fileName: 'r.stl' });
    expect(stl.ok).toBe(true);

    // What the page itself fetches (the viewer's model) stays on the shop's origin.
    const model = await t.app.inject({ method: 'GET', url: file.files!['3mf'], cookies });
    expect(model.statusCode).toBe(200);
    expect(model.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

    // The wall-thickness picture is rendered from the TRF staged out of the bucket.
    const histogram = await t.app.inject({
      method: 'GET',
      url: `/api/analytx/file/${id}/histogram-image?scale=1&unitOfLength=mm&direction=ZP&rotation=0&printModeId=sls-pa2200`,
      cookies,
    });
    expect(readPngSize(histogram.rawPayload)).toEqual({ width: 480, height: 480 });

    // Nothing of the file on this machine: no uploads folder, every work folder removed once
    // the pictures still deriving in the background are done.
    await settleDerivations();
    expect(existsSync(join(t.dataDir, 'uploads'))).toBe(false);
    expect(await readdir(join(t.dataDir, 'tmp'))).toEqual([]);
  });
});
