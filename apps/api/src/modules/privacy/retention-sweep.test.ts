import { CreateCartResponseSchema } from '@print/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/account-fixtures.js';
import { newSessionCookies, PA2200 } from '../../test/checkout-fixtures.js';
import { seedCustomer } from '../../test/customer-fixtures.js';
import { insertDeskOrder } from '../../test/desk-order-fixtures.js';
import { insertAnalysedFile } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { analysisTasks } from '../analysis/analysis.tables.js';
import { carts } from '../cart/cart.tables.js';
import { files } from '../files/files.tables.js';
import { orderLineReviews } from '../orders/orders.tables.js';

// The retention sweep (issue 27 item 6) with a fixed clock 100 days after everything was made:
// files are past the 90 days, carts past the 30 idle days, except the ones moved to "recent".
const DAY_MS = 24 * 60 * 60 * 1000;
const now = new Date(Date.now() + 100 * DAY_MS);
let t: TestApp;
const db = () => t.app.database.db;
const storage = () => t.app.runtime.platform.storage;
const ids: Record<string, string> = {};

/** A file with its upload and analysis outputs in the storage and a finished analysis task. */
async function storedFile(owner: string): Promise<string> {
  const file = await insertAnalysedFile(db(), { ownerSession: owner });
  const dir = `analysis/${file.id}`;
  for (const name of ['original.stl', 'out/model.3mf', 'out/repaired.stl', 'out/front.png'])
    await storage().write(`${dir}/${name}`, Buffer.from(name));
  await db()
    .update(files)
    .set({
      originalPath: `${dir}/original.stl`,
      outputDir: `${dir}/out`,
      model3mfPath: `${dir}/out/model.3mf`,
      repairedPath: `${dir}/out/repaired.stl`,
      frontPicturePath: `${dir}/out/front.png`,
    })
    .where(eq(files.id, file.id));
  await db()
    .insert(analysisTasks)
    .values({ id: `task-${file.id}`, fileId: file.id, ownerSession: owner, status: 'completed' });
  return file.id;
}

/** A cart of `cookies` holding the file, with an attachment stored under the cart's folder. */
async function cartWith(cookies: Record<string, string>, fileId: string): Promise<string> {
  const created = await t.app.inject({ method: 'POST', url: '/api/checkout/cart', cookies });
  const cartId = CreateCartResponseSchema.parse(created.json())._id;
  const added = await t.app.inject({
    method: 'POST',
    url: `/api/checkout/cart/${cartId}/item`,
    cookies,
    payload: { items: [{ referencedId: fileId, ...PA2200, quantity: 1 }] },
  });
  expect(added.statusCode, added.body).toBe(200);
  await storage().write(`carts/${cartId}/item/drawing.pdf`, Buffer.from('%PDF'));
  return cartId;
}

const filesLeft = async () =>
  new Set(
    (
      await db()
        .select({ id: files.id })
        .from(files)
        .where(inArray(files.id, Object.values(ids)))
    ).map((row) => row.id),
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  const anonymous = newSessionCookies();
  ids.unordered = await storedFile(anonymous.pp_sid);
  ids.recent = await storedFile(anonymous.pp_sid);
  ids.ordered = await storedFile(anonymous.pp_sid);
  ids.quoted = await storedFile(anonymous.pp_sid);
  ids.repaired = await storedFile(anonymous.pp_sid);
  ids.inIdleCart = await storedFile(anonymous.pp_sid);
  ids.inRecentCart = await storedFile(anonymous.pp_sid);
  ids.inSavedCart = await storedFile('placeholder');
  await insertDeskOrder(db(), { orderNumber: '2026-000901', fileIds: [ids.ordered] });
  await insertDeskOrder(db(), {
    orderNumber: '2026-000902',
    paymentMethod: 'quote',
    status: 'QUOTE_GENERATED',
    fileIds: [ids.quoted],
  });
  const reviewed = await insertDeskOrder(db(), { orderNumber: '2026-000903' });
  await db()
    .insert(orderLineReviews)
    .values({
      lineId: `${reviewed}-1`,
      orderId: reviewed,
      verdict: 'repaired',
      repairedFileId: ids.repaired,
      staffId: 'staff',
      staffName: 'Production',
      at: new Date(),
    });
  ids.idleCart = await cartWith(anonymous, ids.inIdleCart);
  ids.recentCart = await cartWith(anonymous, ids.inRecentCart);
  // A signed-in customer's saved cart: idle just as long, never an anonymous one.
  const userId = await seedCustomer(t.app, { username: 'retention-user' }, new Date());
  await db()
    .update(files)
    .set({ ownerSession: `user:${userId}` })
    .where(eq(files.id, ids.inSavedCart));
  const customer = await signIn(t.app, 'retention-user');
  ids.savedCart = await cartWith(customer.cookies, ids.inSavedCart);
  // Recent: uploaded 10 days and changed 1 day before the sweep's clock.
  await db()
    .update(files)
    .set({ createdAt: new Date(now.getTime() - 10 * DAY_MS) })
    .where(eq(files.id, ids.recent));
  await db()
    .update(carts)
    .set({ updatedAt: new Date(now.getTime() - DAY_MS) })
    .where(eq(carts.id, ids.recentCart));
});
afterAll(() => t.close());

describe('retention sweep', () => {
  it('deletes the old unordered file with its outputs and the idle anonymous cart, keeps the rest', async () => {
    const report = await t.app.services.privacy.sweep();
    expect(report).toEqual({ cartsDeleted: 1, filesDeleted: 2, filesKept: 5 });

    const left = await filesLeft();
    expect(left.has(ids.unordered ?? '')).toBe(false);
    // Its only cart was idle: the cart went first, then the file in the same run.
    expect(left.has(ids.inIdleCart ?? '')).toBe(false);
    for (const kept of ['recent', 'ordered', 'quoted', 'repaired', 'inRecentCart', 'inSavedCart'])
      expect(left.has(ids[kept] ?? ''), kept).toBe(true);

    for (const name of ['original.stl', 'out/model.3mf', 'out/repaired.stl', 'out/front.png']) {
      expect(await storage().exists(`analysis/${ids.unordered}/${name}`)).toBe(false);
      expect(await storage().exists(`analysis/${ids.ordered}/${name}`)).toBe(true);
    }
    const tasks = await db()
      .select({ fileId: analysisTasks.fileId })
      .from(analysisTasks)
      .where(inArray(analysisTasks.fileId, [ids.unordered ?? '', ids.ordered ?? '']));
    expect(tasks.map((task) => task.fileId)).toEqual([ids.ordered]);

    const cartsLeft = (
      await db()
        .select({ id: carts.id })
        .from(carts)
        .where(inArray(carts.id, [ids.idleCart ?? '', ids.recentCart ?? '', ids.savedCart ?? '']))
    ).map((row) => row.id);
    expect(cartsLeft.sort()).toEqual([ids.recentCart, ids.savedCart].sort());
    expect(await storage().exists(`carts/${ids.idleCart}/item/drawing.pdf`)).toBe(false);
    expect(await storage().exists(`carts/${ids.savedCart}/item/drawing.pdf`)).toBe(true);
  });

  it('finds nothing more on a second run', async () => {
    expect(await t.app.services.privacy.sweep()).toEqual({
      cartsDeleted: 0,
      filesDeleted: 0,
      filesKept: 5,
    });
  });
});
