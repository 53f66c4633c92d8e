import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditPageSchema,
  PriceSetDetailSchema,
  PriceSetListSchema,
  PriceSetPreviewSchema,
  type PriceSetContent,
} from '@print/contracts';
import {
  checkoutBody,
  createFilledCart,
  newSessionCookies,
  placeOrder,
  postCheckout,
} from '../../test/checkout-fixtures.js';
import { customerCookies, signInStaff, type SignedInStaff } from '../../test/staff-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// /api/admin/price-sets through real staff sign-ins, on a clock the test moves: a draft is edited,
// previewed against the placed order, refused while a price is missing, published for later by
// one of two owners at once; when its date comes an open cart shows the new price, the order not.
let t: TestApp;
let nowMs = Date.parse('2026-11-28T09:00:00Z');
let owner: SignedInStaff;
let secondOwner: SignedInStaff;
let orderId: string;
let openCart: { cartId: string; cookies: { pp_sid: string } };

const HOUR_MS = 3_600_000;
const PA2200 = 'sls-pa2200';

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(nowMs) });
  [owner, secondOwner] = await Promise.all([
    signInStaff(t.app, 'owner'),
    signInStaff(t.app, 'owner'),
  ]);
  const buyer = newSessionCookies();
  orderId = (await placeOrder(t.app, buyer, checkoutBody(await createFilledCart(t.app, buyer))))
    .order._id;
  const browsing = newSessionCookies();
  openCart = { cartId: await createFilledCart(t.app, browsing), cookies: browsing };
});
afterAll(async () => {
  await t.close();
});

const send = (
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  cookies: Record<string, string>,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/admin${url}`,
    cookies,
    headers: { 'mas-language-key': 'GB' },
    ...(payload ? { payload } : {}),
  });

async function cartUnitNetCents(): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/checkout/cart/${openCart.cartId}`,
    cookies: openCart.cookies,
  });
  expect(res.statusCode, res.body).toBe(200);
  const [item] = res.json<{ items: { pricing: { unitNetPrice: number } }[] }>().items;
  return item?.pricing.unitNetPrice ?? Number.NaN;
}

const noEntries: PriceSetContent = {
  printModes: [],
  surfaceFinishes: [],
  colors: [],
  processingOptions: [],
  shippingMethods: [],
};

describe('price sets on the desk', () => {
  it('only owners reach them: office, production and customers get 404', async () => {
    const [office, production] = await Promise.all([
      signInStaff(t.app, 'office'),
      signInStaff(t.app, 'production'),
    ]);
    const customer = await customerCookies(t.app);
    for (const cookies of [office.cookies, production.cookies, customer, {}]) {
      expect((await send('GET', '/price-sets', cookies)).statusCode).toBe(404);
      expect((await send('POST', '/price-sets', cookies)).statusCode).toBe(404);
    }
  });

  it('draft → preview → refused while a price is missing → published for later; a cart switches on the date, the order keeps its snapshot', async () => {
    const oldUnit = await cartUnitNetCents();
    const created = await send('POST', '/price-sets', owner.cookies);
    expect(created.statusCode, created.body).toBe(201);
    const draft = PriceSetDetailSchema.parse(created.json());
    expect(draft.set).toMatchObject({ status: 'draft', version: 2, basedOnVersion: 1 });
    expect(draft.missing).toEqual([]);
    const mode = draft.content.printModes.find((m) => m.id === PA2200);
    const black = draft.content.colors.find((c) => c.id === 'black');
    if (!mode || !black) throw new Error('seeded entries missing');
    expect(mode.setupFeeCents).toBe(1200);
    expect((await send('POST', '/price-sets', secondOwner.cookies)).json()).toMatchObject({
      error: { code: 'PRICE_SET_DRAFT_EXISTS', details: { priceSetId: draft.set.id } },
    });

    // CHF 10 more setup per part, and the black colour's factor cleared (not entered yet).
    const edit = {
      ...noEntries,
      printModes: [{ ...mode, setupFeeCents: 2200 }],
      colors: [{ ...black, colourFactorBp: null }],
    };
    const saved = await send('PUT', `/price-sets/${draft.set.id}`, owner.cookies, {
      lockVersion: 0,
      content: edit,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const savedDraft = PriceSetDetailSchema.parse(saved.json());
    expect(savedDraft.set.lockVersion).toBe(1);
    expect(savedDraft.missing).toEqual([{ kind: 'color', id: 'black', field: 'colourFactorBp' }]);
    const stale = await send('PUT', `/price-sets/${draft.set.id}`, secondOwner.cookies, {
      lockVersion: 0,
      content: noEntries,
    });
    expect(stale.json()).toMatchObject({ error: { code: 'PRICE_SET_CHANGED' } });

    const preview = PriceSetPreviewSchema.parse(
      (await send('GET', `/price-sets/${draft.set.id}/preview`, owner.cookies)).json(),
    );
    expect(preview.comparedWithVersion).toBe(1);
    const ordered = preview.orders.find((o) => o.orderId === orderId);
    // 5 parts: the setup fee's CHF 10 × the 5-piece factor 95 % = CHF 9.50 each.
    expect(ordered?.positions).toEqual({
      oldCents: ordered?.orderedPositionsNetCents,
      newCents: (ordered?.orderedPositionsNetCents ?? 0) + 5 * 950,
      differenceCents: 5 * 950,
      differenceBp: expect.any(Number) as unknown,
    });
    expect(ordered?.shipping.differenceCents).toBe(0);

    const refused = await send('POST', `/price-sets/${draft.set.id}/publish`, owner.cookies, {
      lockVersion: 1,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: {
        code: 'PRICE_SET_INCOMPLETE',
        details: { missing: [{ kind: 'color', id: 'black', field: 'colourFactorBp' }] },
      },
    });
    const fixed = await send('PUT', `/price-sets/${draft.set.id}`, owner.cookies, {
      lockVersion: 1,
      content: { ...noEntries, colors: [{ ...black, colourFactorBp: 10800 }] },
    });
    expect(PriceSetDetailSchema.parse(fixed.json()).missing).toEqual([]);

    // Two owners publish the same version at once: one wins, the other is told it changed.
    const effectiveFrom = new Date(nowMs + HOUR_MS).toISOString();
    const answers = await Promise.all(
      [owner, secondOwner].map((who) =>
        send('POST', `/price-sets/${draft.set.id}/publish`, who.cookies, {
          lockVersion: 2,
          effectiveFrom,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toMatchObject({
      error: { code: 'PRICE_SET_CHANGED' },
    });
    const past = await send('POST', `/price-sets/${draft.set.id}/publish`, owner.cookies, {
      lockVersion: 3,
    });
    expect(past.json()).toMatchObject({ error: { code: 'PRICE_SET_NOT_DRAFT' } });

    const statuses = async (who: SignedInStaff) =>
      PriceSetListSchema.parse((await send('GET', '/price-sets', who.cookies)).json()).items.map(
        (s) => [s.version, s.status],
      );
    expect(await statuses(owner)).toEqual([
      [2, 'scheduled'],
      [1, 'effective'],
    ]);
    expect(await cartUnitNetCents()).toBe(oldUnit);
    // A second open cart, not looked at again before it is ordered after the date.
    const late = newSessionCookies();
    const lateCartId = await createFilledCart(t.app, late);

    const auditOf = async (who: SignedInStaff) =>
      AuditPageSchema.parse(
        (await send('GET', `/audit?staffId=${who.staff.id}`, owner.cookies)).json(),
      )
        .items.filter((e) => e.entityId === draft.set.id)
        .map((e) => e.action);
    const actions = [...(await auditOf(owner)), ...(await auditOf(secondOwner))].sort();
    expect(actions).toEqual([
      'price-set.draft',
      'price-set.publish',
      'price-set.save',
      'price-set.save',
    ]);

    nowMs += HOUR_MS;
    expect(await cartUnitNetCents()).toBe(oldUnit + 950);
    // The staff session has been idle for an hour: a fresh sign-in.
    expect(await statuses(await signInStaff(t.app, 'owner'))).toEqual([
      [2, 'effective'],
      [1, 'superseded'],
    ]);
    const order = await t.app.services.orders.admin.findOrder(orderId);
    expect(order?.totals.positionNetCents).toBe(ordered?.orderedPositionsNetCents);
    const lateOrder = await placeOrder(t.app, late, checkoutBody(lateCartId));
    const placedLate = await t.app.services.orders.admin.findOrder(lateOrder.order._id);
    expect(placedLate?.totals.positionNetCents).toBe(ordered?.positions.newCents);
  });

  it('an entry made unavailable is no longer offered, and a cart holding it cannot be ordered', async () => {
    const who = await signInStaff(t.app, 'owner');
    const created = PriceSetDetailSchema.parse(
      (await send('POST', '/price-sets', who.cookies)).json(),
    );
    const mode = created.content.printModes.find((m) => m.id === PA2200);
    if (!mode) throw new Error('seeded mode missing');
    const saved = await send('PUT', `/price-sets/${created.set.id}`, who.cookies, {
      lockVersion: 0,
      content: { ...noEntries, printModes: [{ ...mode, isAvailable: false }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await send('POST', `/price-sets/${created.set.id}/publish`, who.cookies, {
      lockVersion: 1,
    });
    expect(published.statusCode, published.body).toBe(200);

    const listed = await t.app.inject({ method: 'GET', url: '/api/print-modes' });
    const modeIds = listed.json<{ printModes: { _id: string }[] }>().printModes.map((m) => m._id);
    expect(modeIds.length).toBeGreaterThan(0);
    expect(modeIds).not.toContain(PA2200);
    const refused = await postCheckout(t.app, openCart.cookies, checkoutBody(openCart.cartId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'CART_ITEM_UNAVAILABLE' } });
  });
});
