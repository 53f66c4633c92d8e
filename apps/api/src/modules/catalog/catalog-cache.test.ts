import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRACKET_MM, insertAnalysedFile, TEST_SESSION_ID } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createFilesService } from '../files/files.service.js';
import { createPricingService } from '../pricing/pricing.service.js';
import { CATALOG_TTL_MS, PRICE_SET_CHECK_MS } from './catalog-cache.js';
import { createCatalogRepository, type CatalogRepository } from './catalog.repository.js';
import { createCatalogService } from './catalog.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** The real repository on the test database, counting its reads. */
function createCountingRepo(failNext = { catalog: 0 }) {
  const real = createCatalogRepository(t.app.database.db);
  const reads = { catalog: 0, shipping: 0 };
  const repo: CatalogRepository = {
    ...real,
    loadBaseCatalogRows() {
      reads.catalog += 1;
      if (failNext.catalog > 0) {
        failNext.catalog -= 1;
        return Promise.reject(new Error('database gone'));
      }
      return real.loadBaseCatalogRows();
    },
    loadBaseShippingRows() {
      reads.shipping += 1;
      return real.loadBaseShippingRows();
    },
  };
  return { repo, reads };
}

function createClock() {
  let nowMs = 1_000_000;
  return { now: () => nowMs, advance: (ms: number) => (nowMs += ms) };
}

describe('catalogue in memory', () => {
  it('a pricing batch after warm-up reads neither catalogue nor shipping rows', async () => {
    const { repo, reads } = createCountingRepo();
    const catalog = createCatalogService({ repo });
    await catalog.warm();
    expect(reads).toEqual({ catalog: 1, shipping: 1 });
    const files = createFilesService({ db: t.app.database.db });
    const pricing = createPricingService({ catalog, files, now: () => new Date() });
    const file = await insertAnalysedFile(t.app.database.db, { figures: BRACKET_MM });
    const request = {
      objectId: file.id,
      objectScale: 1,
      objectUnitLength: 'mm' as const,
      objectQuantity: 1,
      countryCode: 'DE',
      params: [
        {
          printModeId: 'sls-pa2200',
          surfaceFinishId: 'sls-pa2200-blasted',
          printModeColorId: 'white',
        },
      ],
    };
    const first = await pricing.calculateBatch(request, TEST_SESSION_ID);
    const second = await pricing.calculateBatch(request, TEST_SESSION_ID);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.value[0]?.price?.netPrice).toBe(5100);
    // Germany's rate came from the cached shipping rows, not from the default.
    expect(first.value[0]?.price?.taxRateBp).toBe(1900);
    expect(second).toEqual(first);
    expect(reads).toEqual({ catalog: 1, shipping: 1 });
  });

  it('reads again once the TTL has passed, once for callers arriving together', async () => {
    const { repo, reads } = createCountingRepo();
    const clock = createClock();
    const catalog = createCatalogService({ repo, clock: clock.now });
    await catalog.warm();
    clock.advance(CATALOG_TTL_MS - 1);
    await catalog.loadSnapshot();
    await catalog.findTaxCountry('CH');
    expect(reads).toEqual({ catalog: 1, shipping: 1 });
    clock.advance(1);
    const snapshots = await Promise.all([
      catalog.loadSnapshot(),
      catalog.loadSnapshot(),
      catalog.listPrintModes('en'),
    ]);
    expect(reads).toEqual({ catalog: 2, shipping: 2 });
    expect(snapshots[0]).toBe(snapshots[1]);
    expect(snapshots[0]?.modesById.has('sls-pa2200')).toBe(true);
  });

  it('keeps no failed load: the next call reads again', async () => {
    const failNext = { catalog: 1 };
    const { repo, reads } = createCountingRepo(failNext);
    const catalog = createCatalogService({ repo });
    await expect(catalog.loadSnapshot()).rejects.toThrow('database gone');
    const snapshot = await catalog.loadSnapshot();
    expect(snapshot.modesById.has('sls-pa2200')).toBe(true);
    expect(reads.catalog).toBe(2);
  });

  // Last: it publishes a set, which the tests above must not see.
  it('a set published by one process is priced by another within PRICE_SET_CHECK_MS, by its own at once', async () => {
    const { db } = t.app.database;
    const clock = createClock();
    const publisher = createCatalogService({ db, clock: clock.now });
    const other = createCatalogService({ db, clock: clock.now });
    await Promise.all([publisher.warm(), other.warm()]);
    const setupOf = async (catalog: typeof other) =>
      (await catalog.loadSnapshot()).modesById.get('sls-pa2200')?.setupFeeCents;
    const before = await setupOf(other);
    const sets = publisher.priceSets;
    const catalogue = await sets.catalogue();
    const draft = await db.transaction((tx) => sets.createDraft(tx, 'staff-test', catalogue));
    if (!draft.ok) throw new Error(draft.error.message);
    const { content } = draft.value;
    const printModes = content.printModes.map((m) =>
      m.id === 'sls-pa2200' ? { ...m, setupFeeCents: 9900 } : m,
    );
    const saved = await db.transaction((tx) =>
      sets.saveDraft(tx, draft.value.id, 0, { ...content, printModes }, catalogue),
    );
    expect(saved.ok).toBe(true);
    const at = new Date(clock.now());
    const published = await db.transaction((tx) =>
      sets.publish(tx, {
        id: draft.value.id,
        lockVersion: 1,
        effectiveFrom: at,
        now: at,
        staffId: 'staff-test',
      }),
    );
    expect(published.ok).toBe(true);
    sets.invalidate();

    expect(await setupOf(publisher)).toBe(9900);
    expect(await setupOf(other)).toBe(before);
    clock.advance(PRICE_SET_CHECK_MS);
    expect(await setupOf(other)).toBe(9900);
  });
});
