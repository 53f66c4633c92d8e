import { count } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { createCatalogRepository } from '../catalog.repository.js';
import { priceSets } from '../catalog.tables.js';
import { contentOfRows } from '../price-set-content.js';

/** Effective "since ever": orders and carts of any date are priced by it until a later set. */
const SINCE_EVER = new Date(0);

/**
 * The first price set, made from the seeded catalogue's values (first start, or the first start
 * after the price sets came): does nothing when a set exists.
 */
export async function seedPriceSet(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(priceSets);
    if ((row?.n ?? 0) > 0) return { seeded: false };
    const repo = createCatalogRepository(tx);
    const [rows, shipping] = await Promise.all([
      repo.loadBaseCatalogRows(),
      repo.loadBaseShippingRows(),
    ]);
    await tx.insert(priceSets).values({
      id: 'initial',
      version: 1,
      status: 'published',
      content: contentOfRows(rows, shipping),
      effectiveFrom: SINCE_EVER,
      publishedAt: SINCE_EVER,
    });
    return { seeded: true };
  });
}
