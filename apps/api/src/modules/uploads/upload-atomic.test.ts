import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisTasks } from '../analysis/analysis.tables.js';
import { files } from '../files/files.tables.js';
import { readModel, uploadFile } from '../../test/analysis-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function state() {
  const db = t.app.database.db;
  const [f] = await db.select({ n: count() }).from(files);
  const [k] = await db.select({ n: count() }).from(analysisTasks);
  const folders = await readdir(join(t.dataDir, 'uploads', 'analysis')).catch(() => []);
  const originals: string[] = [];
  for (const folder of folders) {
    const names = await readdir(join(t.dataDir, 'uploads', 'analysis', folder)).catch(() => []);
    originals.push(...names.filter((n) => n.startsWith('original')));
  }
  return { files: f?.n, tasks: k?.n, originals };
}

describe('an upload is one atomic step: file record, task and stored original', () => {
  it('leaves nothing when the task cannot be written, and works again afterwards', async () => {
    const db = t.app.database.db;
    // The database refuses every new task, as a failing disk or a lost connection would.
    await db.execute(sql`CREATE FUNCTION refuse_task() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'no task today'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_task BEFORE INSERT ON analysis_tasks
      FOR EACH ROW EXECUTE FUNCTION refuse_task()`);
    const sphere = readModel('stl/sphere_with_hole_ascii.stl');
    const refused = await uploadFile(t.app, 'sphere.stl', sphere);
    expect(refused.statusCode).toBe(500);
    expect(refused.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    expect(await state()).toEqual({ files: 0, tasks: 0, originals: [] });

    await db.execute(sql`DROP TRIGGER refuse_task ON analysis_tasks`);
    const accepted = await uploadFile(t.app, 'sphere.stl', sphere);
    expect(accepted.statusCode).toBe(202);
    expect(await state()).toMatchObject({ files: 1, tasks: 1, originals: ['original.stl'] });
  });
});
