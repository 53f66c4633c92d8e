import { createTasksRepository } from './analysis.repository.js';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AnalytxFile, AnalysisStartedResponse } from '@print/contracts';
import { readMesh, repairMesh } from '@print/mesh';
import { zipSync } from 'fflate';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { registerTestSession } from '../../test/fixtures.js';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { signInStaff } from '../../test/staff-fixtures.js';
import {
  pollTask,
  readModel,
  readPngSize,
  readSessionCookie,
  uploadFile,
} from '../../test/analysis-helpers.js';

let t: TestApp;
const MAX_UPLOAD_BYTES = 3_000_000;
const MAX_QUEUED = 6;

beforeAll(async () => {
  t = await createTestApp({
    worker: true,
    analysis: { maxUploadBytes: MAX_UPLOAD_BYTES, maxQueuedJobs: MAX_QUEUED },
  });
});
afterAll(async () => t.close());

/**
 * A 3MF whose model part inflates from ~300 KB to 300 MB. Its central directory declares 1 MB,
 * so it passes the upload's check (THREEMF_ZIP_BOMB, decision 0016) and the reader stops it.
 */
function buildZipBomb(): Buffer {
  const zip = Buffer.from(
    zipSync({ '3D/3dmodel.model': new Uint8Array(300_000_000) }, { level: 9 }),
  );
  const central = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  zip.writeUInt32LE(1_000_000, central + 24);
  return zip;
}

async function expectEngineFigures(modelPath: string, file: AnalytxFile): Promise<void> {
  const read = await readMesh(readModel(modelPath), { fileName: modelPath });
  if (!read.ok) throw new Error(read.error.message);
  const { report, info } = repairMesh(read.mesh);
  const props = file.analysedProperties!;
  expect(props.dimensions.x).toBeCloseTo(report.dimensionsMm.x, 3);
  expect(props.dimensions.y).toBeCloseTo(report.dimensionsMm.y, 3);
  expect(props.dimensions.z).toBeCloseTo(report.dimensionsMm.z, 3);
  expect(props.volume).toBeCloseTo(report.volumeMm3, 1);
  expect(props.area).toBeCloseTo(report.areaMm2, 1);
  expect(file.repairInfo?.numberOfClosedOpenLoops ?? 0).toBe(info.numberOfClosedOpenLoops);
  expect(file.repairInfo?.numberOfFlippedPolygons ?? 0).toBe(info.numberOfFlippedPolygons);
}

describe('upload → task → file', () => {
  let started: AnalysisStartedResponse;
  let cookies: { pp_sid: string };

  beforeAll(async () => {
    const res = await uploadFile(t.app, 'Sphere.STL', readModel('stl/sphere_with_hole_ascii.stl'));
    expect(res.statusCode).toBe(202);
    started = res.json<AnalysisStartedResponse>();
    cookies = readSessionCookie(res);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Path=\//);
  });

  it('polls to completion through the spec steps in order', async () => {
    const task = await pollTask(t.app, started.taskId, cookies);
    expect(task).toMatchObject({ status: 'completed', objectId: started.createdObject._id });
    expect(task.steps).toEqual([
      'starting analysis',
      'repairing file',
      'converting to trf',
      'analyzing volume and dimensions',
      'analysis completed',
    ]);
  });

  it('answers the 3D-file entity with the engine figures and repair counts', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/analytx/file/${started.createdObject._id}`,
      cookies,
    });
    expect(res.statusCode).toBe(200);
    const file = res.json<AnalytxFile>();
    expect(file).toMatchObject({ name: 'Sphere.STL', givenUnitOfLength: 'mm', status: 'analysed' });
    expect(file.taskId).toBe(started.taskId);
    await expectEngineFigures('stl/sphere_with_hole_ascii.stl', file);
    expect(file.repairInfo?.numberOfClosedOpenLoops).toBe(1);
    expect(Object.keys(file.repairInfo!.repairImages).sort()).toEqual(
      expect.arrayContaining(['XM0', 'XP0', 'YM0', 'YP0', 'ZM0', 'ZP0']),
    );
  });

  it('serves the 3MF, the repaired download and valid pictures', async () => {
    const id = started.createdObject._id;
    const file = (
      await t.app.inject({ method: 'GET', url: `/api/analytx/file/${id}`, cookies })
    ).json<AnalytxFile>();
    const model = await t.app.inject({
      method: 'GET',
      url: file.files!['3mf'],
      cookies,
    });
    expect(model.statusCode).toBe(200);
    expect(model.headers['content-type']).toBe('model/3mf');
    expect(model.rawPayload.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    const repaired = await t.app.inject({
      method: 'GET',
      url: file.files!.repaired,
      cookies,
    });
    expect(repaired.headers['content-disposition']).toContain('attachment');
    const stl = await readMesh(repaired.rawPayload, { fileName: 'r.stl' });
    expect(stl.ok).toBe(true);
    const front = await t.app.inject({ method: 'GET', url: file.frontPictures[0]!, cookies });
    expect(readPngSize(front.rawPayload)).toEqual({ width: 800, height: 800 });
    const view = await t.app.inject({
      method: 'GET',
      url: file.repairInfo!.repairImages.XP0!,
      cookies,
    });
    expect(view.headers['content-type']).toBe('image/png');
    expect(readPngSize(view.rawPayload).width).toBeGreaterThan(0);
  });

  it('renders the histogram picture, and refuses bad parameters', async () => {
    const url = `/api/analytx/file/${started.createdObject._id}/histogram-image`;
    const query = 'scale=1.5&unitOfLength=mm&direction=ZP&rotation=90&printModeId=sls-pa2200';
    const first = await t.app.inject({ method: 'GET', url: `${url}?${query}`, cookies });
    expect(first.statusCode).toBe(200);
    expect(readPngSize(first.rawPayload)).toEqual({ width: 480, height: 480 });
    const cached = await t.app.inject({ method: 'GET', url: `${url}?${query}`, cookies });
    expect(cached.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const bad of [
      query.replace('rotation=90', 'rotation=45'),
      query.replace('direction=ZP', 'direction=QQ'),
      query.replace('scale=1.5', 'scale=abc'),
      query.replace('unitOfLength=mm', 'unitOfLength=ft'),
    ]) {
      const res = await t.app.inject({ method: 'GET', url: `${url}?${bad}`, cookies });
      expect(res.statusCode).toBe(400);
    }
    const unknownMode = query.replace('sls-pa2200', 'nope');
    const res = await t.app.inject({ method: 'GET', url: `${url}?${unknownMode}`, cookies });
    expect(res.json()).toMatchObject({ error: { code: 'PRINT_MODE_NOT_FOUND' } });
  });

  it("shows staff an ordered line's model and wall-thickness pictures, and nobody else", async () => {
    const fileId = started.createdObject._id;
    const orderId = await insertDeskOrder(t.app.database.db, {
      orderNumber: '2026-710001',
      printModeIds: ['sls-pa2200'],
      fileIds: [fileId],
    });
    const staff = await signInStaff(t.app, 'production');
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}`,
      cookies: staff.cookies,
    });
    const line = detail.json<AdminOrderDetail>().lines[0]!;
    expect(line.viewer).toMatchObject({ unitOfLength: 'mm', isRepaired: true });
    const viewer = line.viewer!;

    // The same model the customer's viewer loads, through the desk's role-checked route.
    const model = await t.app.inject({
      method: 'GET',
      url: viewer.modelUrl,
      cookies: staff.cookies,
    });
    expect(model.statusCode).toBe(200);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/analytx/files/${fileId}/model.3mf`,
      cookies,
    });
    expect(model.rawPayload.equals(own.rawPayload)).toBe(true);

    // The picture at the ordered scale, unit and print mode equals the customer's.
    const picture = await t.app.inject({
      method: 'GET',
      url: `${viewer.wallThicknessUrl}?direction=ZP&rotation=90`,
      cookies: staff.cookies,
    });
    expect(picture.headers['content-type']).toBe('image/png');
    const customers = await t.app.inject({
      method: 'GET',
      url: `/api/analytx/file/${fileId}/histogram-image?scale=1&unitOfLength=mm&direction=ZP&rotation=90&printModeId=sls-pa2200`,
      cookies,
    });
    expect(picture.rawPayload.equals(customers.rawPayload)).toBe(true);

    const bad = await t.app.inject({
      method: 'GET',
      url: `${viewer.wallThicknessUrl}?direction=QQ&rotation=90`,
      cookies: staff.cookies,
    });
    expect(bad.statusCode).toBe(400);
    const otherLine = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${orderId}/lines/${orderId}-9/model.3mf`,
      cookies: staff.cookies,
    });
    expect(otherLine.json()).toMatchObject({ error: { code: 'ORDER_LINE_NOT_FOUND' } });
    // The customer who owns the file still gets the unknown route's 404 on the desk's routes.
    for (const url of [viewer.modelUrl, `${viewer.wallThicknessUrl}?direction=ZP&rotation=90`]) {
      const res = await t.app.inject({ method: 'GET', url, cookies });
      expect(res.json()).toMatchObject({ error: { code: 'ROUTE_NOT_FOUND' } });
    }
  });

  it('patches name (trimmed) and unit, validated', async () => {
    const url = `/api/analytx/file/${started.createdObject._id}`;
    const ok = await t.app.inject({
      method: 'PATCH',
      url,
      cookies,
      payload: { name: '  Kugel  ', givenUnitOfLength: 'cm' },
    });
    expect(ok.json()).toMatchObject({ name: 'Kugel', givenUnitOfLength: 'cm' });
    // Metres are a unit since issue 13; a unit outside mm, cm, m and inch is not.
    for (const payload of [
      { givenUnitOfLength: 'yard' },
      { name: '   ' },
      { name: 'x'.repeat(121) },
    ]) {
      const bad = await t.app.inject({ method: 'PATCH', url, cookies, payload });
      expect(bad.statusCode).toBe(400);
    }
  });

  it('prices the analysed figures at the requested scale and unit', async () => {
    const price = async (objectScale: number, objectUnitLength: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/pricing/batch-calculations',
        cookies,
        payload: {
          objectId: started.createdObject._id,
          objectScale,
          objectUnitLength,
          objectQuantity: 1,
          params: [
            {
              printModeId: 'sls-pa2200',
              surfaceFinishId: 'sls-pa2200-blasted',
              printModeColorId: 'white',
            },
          ],
        },
      });
    const small = await price(1, 'mm');
    const large = await price(1, 'cm');
    expect(small.statusCode).toBe(200);
    const [a] = small.json<{ price: { netPrice: number } | null }[]>();
    const [b] = large.json<{ price: { netPrice: number } | null }[]>();
    expect(b!.price!.netPrice).toBeGreaterThan(a!.price!.netPrice);
  });

  it('hides the file, task, pictures and prices from another session', async () => {
    const other = { pp_sid: 'AAAAAAAAAAAAAAAAAAAAAA' };
    await registerTestSession(t.app.database.db, other.pp_sid); // a session the server issued
    const id = started.createdObject._id;
    for (const url of [
      `/api/analytx/file/${id}`,
      `/api/analytx/files/${id}/front.png`,
      `/api/analytx/file/${id}/histogram-image?scale=1&unitOfLength=mm&direction=XP&rotation=0&printModeId=sls-pa2200`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url, cookies: other });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'FILE_NOT_FOUND' } });
    }
    const task = await t.app.inject({ method: 'GET', url: `/api/analytx/task/${started.taskId}` });
    expect(task.statusCode).toBe(404);
    // Each session puts the file into a cart of its own: only the owner's succeeds.
    const newCart = async (as: Record<string, string>) =>
      (await t.app.inject({ method: 'POST', url: '/api/checkout/cart', cookies: as })).json<{
        _id: string;
      }>()._id;
    const item = {
      referencedId: id,
      printModeId: 'sls-pa2200',
      surfaceFinishId: 'sls-pa2200-blasted',
      colorId: 'white',
      quantity: 1,
      scale: 1,
      acknowledgedRepairInfo: true,
      processingSteps: [],
    };
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cart/${await newCart(other)}/item`,
      cookies: other,
      payload: { items: [item] },
    });
    expect(stolen.json()).toMatchObject({ error: { code: 'FILE_NOT_FOUND' } });
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/checkout/cart/${await newCart(cookies)}/item`,
      cookies,
      payload: { items: [item] },
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('refused uploads leave nothing behind', () => {
  async function listOriginals(): Promise<string[]> {
    const root = join(t.dataDir, 'uploads', 'analysis');
    const dirs = await readdir(root).catch(() => []);
    const found: string[] = [];
    for (const dir of dirs) {
      const names = await readdir(join(root, dir)).catch(() => []);
      found.push(...names.filter((n) => n.startsWith('original')).map((n) => `${dir}/${n}`));
    }
    return found;
  }

  it.each([
    ['notes.txt', Buffer.from('solid x\nfacet normal 0 0 1\n'), 415, 'UNSUPPORTED_FILE_TYPE'],
    ['fake.stl', Buffer.from('hello, this is not a mesh at all\n'), 422, 'STL_ASCII_NO_SOLID'],
    ['fake.3mf', readModel('stl/sphere_with_hole_ascii.stl'), 422, 'THREEMF_NOT_ZIP'],
    ['empty.stl', Buffer.alloc(0), 400, 'EMPTY_FILE'],
    ['huge.stl', Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1), 413, 'FILE_TOO_LARGE'],
  ])('%s → %i %s', async (name, data, status, code) => {
    const before = await listOriginals();
    const res = await uploadFile(t.app, name, data);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ error: { code } });
    expect(await listOriginals()).toEqual(before);
  });
});

describe('failures are tasks with reasons, and the pool keeps serving', () => {
  it('a corrupt 3MF and a zip bomb fail with readable reasons', async () => {
    const corrupt = await uploadFile(
      t.app,
      'bad.3mf',
      readModel('3mf/bad_N_XXX_0422_01_comma_decimal.3mf'),
    );
    const hostile = await uploadFile(t.app, 'bomb.3mf', buildZipBomb());
    for (const [res, lang, word] of [
      [corrupt, 'GB', 'coordinates'],
      [hostile, 'FR', 'sécurité'],
    ] as const) {
      expect(res.statusCode).toBe(202);
      const { taskId } = res.json<AnalysisStartedResponse>();
      const task = await pollTask(t.app, taskId, readSessionCookie(res), {
        'mas-language-key': lang,
      });
      expect(task.status).toBe('failed');
      expect(task.error?.code).toMatch(/^[A-Z_]+$/);
      expect(task.error?.message).toContain(word);
    }
    const after = await uploadFile(
      t.app,
      'teapot.stl',
      readModel('stl/utah_teapot_open_binary.stl'),
    );
    const task = await pollTask(
      t.app,
      after.json<AnalysisStartedResponse>().taskId,
      readSessionCookie(after),
    );
    expect(task.status).toBe('completed');
  });

  it('pricing a failed file → 422, a file still analysing → 409', async () => {
    const res = await uploadFile(t.app, 'bomb.3mf', buildZipBomb());
    const cookies = readSessionCookie(res);
    const { taskId, createdObject } = res.json<AnalysisStartedResponse>();
    const price = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/pricing/batch-calculations',
        cookies,
        payload: {
          objectId: createdObject._id,
          objectScale: 1,
          objectUnitLength: 'mm',
          objectQuantity: 1,
          params: [
            {
              printModeId: 'sls-pa2200',
              surfaceFinishId: 'sls-pa2200-blasted',
              printModeColorId: 'white',
            },
          ],
        },
      });
    const early = await price();
    const task = await pollTask(t.app, taskId, cookies);
    expect(task.status).toBe('failed');
    if (early.statusCode !== 422) expect(early.statusCode).toBe(409);
    expect((await price()).statusCode).toBe(422);
  });

  it('concurrent uploads all complete', async () => {
    const files = [
      'stl/busted_normals_binary.stl',
      'stl/triangle_soup_100_binary.stl',
      'ply/stanford_bunny_res2_ascii.ply',
    ];
    const responses = await Promise.all(
      files.map((f) => uploadFile(t.app, f.split('/')[1]!, readModel(f))),
    );
    const tasks = await Promise.all(
      responses.map((r) =>
        pollTask(t.app, r.json<AnalysisStartedResponse>().taskId, readSessionCookie(r)),
      ),
    );
    expect(tasks.map((task) => task.status)).toEqual(['completed', 'completed', 'completed']);
  });

  it('a full queue answers 503 QUEUE_FULL with Retry-After', async () => {
    const filler = await uploadFile(
      t.app,
      'soup.stl',
      readModel('stl/triangle_soup_100_binary.stl'),
    );
    const { createdObject } = filler.json<AnalysisStartedResponse>();
    const ids = Array.from({ length: MAX_QUEUED }, (_, i) => `filler-${i}`);
    for (const id of ids)
      await createTasksRepository(t.app.database.db).insert({
        id,
        fileId: createdObject._id,
        ownerSession: 'x',
      });
    const res = await uploadFile(t.app, 'soup.stl', readModel('stl/triangle_soup_100_binary.stl'));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.json()).toMatchObject({ error: { code: 'QUEUE_FULL' } });
    for (const id of ids)
      await createTasksRepository(t.app.database.db).finish(id, { status: 'completed', steps: [] });
  });

  it('the demo analyses the shipped model', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analytx/demo' });
    expect(res.statusCode).toBe(202);
    const task = await pollTask(
      t.app,
      res.json<AnalysisStartedResponse>().taskId,
      readSessionCookie(res),
    );
    expect(task.status).toBe('completed');
  });
});
