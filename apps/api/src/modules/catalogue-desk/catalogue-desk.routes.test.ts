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

const setStatuses = async (who: SignedInStaff) =>
  PriceSetListSchema.parse((await send('GET', '/price-sets', who.cookies)).json()).items.map(
    (s) => [s.version, s.status],
  );

const auditActions = async (who: SignedInStaff, entityId: string) =>
  AuditPageSchema.parse((await send('GET', `/audit?staffId=${who.staff.id}`, who.cookies)).json())
    .items.filter((e) => e.entityId === entityId)
    .map((e) => e.action)
    .sort();

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
    // The cart says so before the checkout does: the line is shown as no longer available.
    const cart = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${openCart.cartId}`,
      cookies: openCart.cookies,
    });
    expect(cart.json<{ items: { isAvailable: boolean }[] }>().items).toEqual([
      expect.objectContaining({ isAvailable: false }),
    ]);
    // …and its last price no longer counts in the totals.
    const totals = await t.app.inject({
      method: 'GET',
      url: `/api/checkout/cart/${openCart.cartId}/totals`,
      cookies: openCart.cookies,
    });
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json()).toMatchObject({ lines: [], positionNetCents: 0 });
    const refused = await postCheckout(t.app, openCart.cookies, checkoutBody(openCart.cartId));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'CART_ITEM_UNAVAILABLE' } });
  });

  it('a scheduled set is withdrawn before its date (to the draft, or discarded), never after', async () => {
    const who = await signInStaff(t.app, 'owner');
    const draft = PriceSetDetailSchema.parse(
      (await send('POST', '/price-sets', who.cookies)).json(),
    ).set;
    const inAnHour = new Date(nowMs + HOUR_MS).toISOString();
    const publish = (lockVersion: number) =>
      send('POST', `/price-sets/${draft.id}/publish`, who.cookies, {
        lockVersion,
        effectiveFrom: inAnHour,
      });
    const withdraw = (lockVersion: number, to: 'draft' | 'discard') =>
      send('POST', `/price-sets/${draft.id}/withdraw`, who.cookies, { lockVersion, to });
    expect((await publish(0)).statusCode).toBe(200);
    expect((await setStatuses(who))[0]).toEqual([draft.version, 'scheduled']);

    expect((await withdraw(0, 'draft')).json()).toMatchObject({
      error: { code: 'PRICE_SET_CHANGED' },
    });
    const back = await withdraw(1, 'draft');
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ status: 'draft', effectiveFrom: null, lockVersion: 2 });
    // A draft is not withdrawn (only a scheduled set is).
    expect((await withdraw(2, 'discard')).json()).toMatchObject({
      error: { code: 'PRICE_SET_NOT_SCHEDULED' },
    });

    expect((await publish(2)).statusCode).toBe(200);
    const gone = await withdraw(3, 'discard');
    expect(gone.statusCode, gone.body).toBe(200);
    expect((await setStatuses(who)).map(([version]) => version)).not.toContain(draft.version);
    expect(await auditActions(who, draft.id)).toEqual([
      'price-set.draft',
      'price-set.publish',
      'price-set.publish',
      'price-set.withdraw',
      'price-set.withdraw',
    ]);

    // Once its date has come, a set stays: the next set corrects it.
    const next = PriceSetDetailSchema.parse(
      (await send('POST', '/price-sets', who.cookies)).json(),
    ).set;
    expect(
      (
        await send('POST', `/price-sets/${next.id}/publish`, who.cookies, {
          lockVersion: 0,
          effectiveFrom: inAnHour,
        })
      ).statusCode,
    ).toBe(200);
    nowMs += HOUR_MS;
    const late = await signInStaff(t.app, 'owner');
    const refused = await send('POST', `/price-sets/${next.id}/withdraw`, late.cookies, {
      lockVersion: 1,
      to: 'draft',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'PRICE_SET_NOT_SCHEDULED' } });
    expect((await setStatuses(late))[0]).toEqual([next.version, 'effective']);
  });

  it('a new print mode, finish and colour: in the draft without prices, listed as missing, priced, published, offered in de/en/fr', async () => {
    const who = await signInStaff(t.app, 'owner');
    const draft = PriceSetDetailSchema.parse(
      (await send('POST', '/price-sets', who.cookies)).json(),
    ).set;
    const texts = (en: string) => ({ de: `${en} (de)`, en, fr: `${en} (fr)` });
    const mode = await send('POST', '/catalogue/print-modes', who.cookies, {
      priceSetId: draft.id,
      lockVersion: 0,
      id: 'sls-pa11',
      copyOf: 'sls-pa2200',
      materialName: 'PA11',
      methodName: 'SLS',
      name: texts('PA11 (SLS)'),
      description: texts('Bio-based polyamide 11'),
      surfaceQuality: texts('Slightly grainy'),
      applications: texts('Snap fits and hinges'),
    });
    expect(mode.statusCode, mode.body).toBe(201);
    const finish = await send('POST', '/catalogue/surface-finishes', who.cookies, {
      priceSetId: draft.id,
      lockVersion: 1,
      id: 'sls-pa11-blasted',
      printModeId: 'sls-pa11',
      name: texts('Blasted'),
      description: texts('Bead-blasted, even matt'),
      colorIds: ['white'],
    });
    expect(finish.statusCode, finish.body).toBe(201);
    const badColour = {
      priceSetId: draft.id,
      lockVersion: 2,
      id: 'ocean',
      name: texts('Ocean'),
      hexcode: '#1f5f8b',
      surfaceFinishIds: ['sls-pa11-blasted', 'no-such-finish'],
    };
    expect((await send('POST', '/catalogue/colors', who.cookies, badColour)).json()).toMatchObject({
      error: { code: 'CATALOG_ENTRY_UNKNOWN', details: { ids: ['no-such-finish'] } },
    });
    const colour = await send('POST', '/catalogue/colors', who.cookies, {
      ...badColour,
      surfaceFinishIds: ['sls-pa11-blasted'],
    });
    expect(colour.statusCode, colour.body).toBe(201);
    expect(
      (
        await send('POST', '/catalogue/colors', who.cookies, { ...badColour, lockVersion: 3 })
      ).json(),
    ).toMatchObject({ error: { code: 'CATALOG_ENTRY_EXISTS' } });

    const withEntries = PriceSetDetailSchema.parse(colour.json());
    expect(withEntries.missing).toEqual([
      { kind: 'printMode', id: 'sls-pa11', field: 'setupFeeCents' },
      { kind: 'printMode', id: 'sls-pa11', field: 'materialCentsPerCm3' },
      { kind: 'printMode', id: 'sls-pa11', field: 'packingCentsPerCm3' },
      { kind: 'printMode', id: 'sls-pa11', field: 'minPartPriceCents' },
      { kind: 'surfaceFinish', id: 'sls-pa11-blasted', field: 'finishCentsPerCm2' },
      { kind: 'color', id: 'ocean', field: 'colourFactorBp' },
    ]);
    const refused = await send('POST', `/price-sets/${draft.id}/publish`, who.cookies, {
      lockVersion: 3,
    });
    expect(refused.statusCode).toBe(422);
    expect(
      refused.json<{ error: { details: { missing: unknown[] } } }>().error.details.missing,
    ).toHaveLength(6);

    const listedModes = async (language: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/print-modes',
          headers: { 'mas-language-key': language },
        })
      ).json<{
        printModes: {
          _id: string;
          name: string;
          features: { description: string };
          surfaceFinishes: {
            _id: string;
            properties: { name: string };
            colors: { _id: string; name: string }[];
          }[];
        }[];
      }>().printModes;
    expect((await listedModes('GB')).map((m) => m._id)).not.toContain('sls-pa11');

    const entry = <T extends { id: string }>(list: readonly T[], id: string): T => {
      const found = list.find((e) => e.id === id);
      if (!found) throw new Error(`${id} missing in the draft`);
      return found;
    };
    const priced = await send('PUT', `/price-sets/${draft.id}`, who.cookies, {
      lockVersion: 3,
      content: {
        ...noEntries,
        printModes: [
          {
            ...entry(withEntries.content.printModes, 'sls-pa11'),
            setupFeeCents: 1500,
            materialCentsPerCm3: 90,
            packingCentsPerCm3: 10,
            minPartPriceCents: 2500,
          },
        ],
        surfaceFinishes: [
          {
            ...entry(withEntries.content.surfaceFinishes, 'sls-pa11-blasted'),
            finishCentsPerCm2: 2,
          },
        ],
        colors: [{ ...entry(withEntries.content.colors, 'ocean'), colourFactorBp: 11000 }],
      },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    expect(PriceSetDetailSchema.parse(priced.json()).missing).toEqual([]);
    const published = await send('POST', `/price-sets/${draft.id}/publish`, who.cookies, {
      lockVersion: 4,
    });
    expect(published.statusCode, published.body).toBe(200);

    // Texts are edited directly (not versioned), audit-logged.
    const renamed = await send('PUT', '/catalogue/colors/ocean/texts', who.cookies, {
      name: { de: 'Ozeanblau', en: 'Ocean blue', fr: 'Bleu océan' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(
      (
        await send('PUT', '/catalogue/colors/ocean/texts', who.cookies, {
          description: texts('A colour has no description'),
        })
      ).json(),
    ).toMatchObject({ error: { code: 'CATALOG_TEXT_NOT_APPLICABLE' } });

    const expected = {
      DE: {
        mode: 'PA11 (SLS) (de)',
        description: 'Bio-based polyamide 11 (de)',
        finish: 'Blasted (de)',
        colour: 'Ozeanblau',
      },
      GB: {
        mode: 'PA11 (SLS)',
        description: 'Bio-based polyamide 11',
        finish: 'Blasted',
        colour: 'Ocean blue',
      },
      FR: {
        mode: 'PA11 (SLS) (fr)',
        description: 'Bio-based polyamide 11 (fr)',
        finish: 'Blasted (fr)',
        colour: 'Bleu océan',
      },
    };
    for (const [language, want] of Object.entries(expected)) {
      const pa11 = (await listedModes(language)).find((m) => m._id === 'sls-pa11');
      expect(pa11?.name).toBe(want.mode);
      expect(pa11?.features.description).toBe(want.description);
      expect(pa11?.surfaceFinishes.map((f) => [f._id, f.properties.name])).toEqual([
        ['sls-pa11-blasted', want.finish],
      ]);
      expect(pa11?.surfaceFinishes[0]?.colors.map((c) => c.name).sort()).toEqual(
        [want.colour, language === 'GB' ? 'White' : language === 'DE' ? 'Weiss' : 'Blanc'].sort(),
      );
    }
    expect(await auditActions(who, 'ocean')).toEqual([
      'catalogue.entry.add',
      'catalogue.entry.texts',
    ]);
  });

  it('an entry added to a draft that is discarded leaves the catalogue with it', async () => {
    const who = await signInStaff(t.app, 'owner');
    const draft = PriceSetDetailSchema.parse(
      (await send('POST', '/price-sets', who.cookies)).json(),
    ).set;
    const added = await send('POST', '/catalogue/colors', who.cookies, {
      priceSetId: draft.id,
      lockVersion: 0,
      id: 'sunset',
      name: { de: 'Abendrot', en: 'Sunset', fr: 'Coucher de soleil' },
      hexcode: '#e8603c',
      surfaceFinishIds: ['sls-pa2200-dyed'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const ids = async () =>
      (await send('GET', '/catalogue/texts', who.cookies))
        .json<{ items: { id: string }[] }>()
        .items.map((e) => e.id);
    expect(await ids()).toContain('sunset');
    // Two owners add to the same draft version at once: one wins; the other's row is rolled back.
    const both = await Promise.all(
      ['dawn', 'dusk'].map((id) =>
        send('POST', '/catalogue/colors', who.cookies, {
          priceSetId: draft.id,
          lockVersion: 1,
          id,
          name: { de: id, en: id, fr: id },
          hexcode: '#e8603c',
          surfaceFinishIds: ['sls-pa2200-dyed'],
        }),
      ),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      error: { code: 'PRICE_SET_CHANGED' },
    });
    const kept = await ids();
    expect(['dawn', 'dusk'].filter((id) => kept.includes(id))).toHaveLength(1);
    const discarded = await send('POST', `/price-sets/${draft.id}/discard`, who.cookies, {
      lockVersion: 2,
    });
    expect(discarded.statusCode, discarded.body).toBe(200);
    expect(await ids()).not.toContain('sunset');
    expect(await ids()).not.toContain('dawn');
    expect(await ids()).not.toContain('dusk');
  });
});
