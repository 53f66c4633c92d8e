import type { CatalogRepository } from './catalog.repository.js';
import { CatalogSnapshot } from './catalog-snapshot.js';

/**
 * How long a loaded catalogue is served before it is read again. A TTL rather than a version
 * check: the schema has no catalogue version, and asking for one would be a query per call,
 * which is what the cache removes. The catalogue changes only through the seed (first start) or
 * an operator's SQL; with several processes on one PostgreSQL, each sees such a change within
 * a minute without any coordination.
 */
export const CATALOG_TTL_MS = 60_000;

export type ShippingRows = Awaited<ReturnType<CatalogRepository['loadShippingRows']>>;

export interface CatalogCacheEntry {
  readonly snapshot: CatalogSnapshot;
  readonly shipping: ShippingRows;
}

/**
 * The catalogue and shipping rows in memory, one copy per app. Callers arriving while a load
 * runs share it; a failed load is not kept, so the next call tries again.
 */
export function createCatalogCache(
  repo: CatalogRepository,
  options: { readonly ttlMs?: number | undefined; readonly clock?: (() => number) | undefined },
) {
  const ttlMs = options.ttlMs ?? CATALOG_TTL_MS;
  const clock = options.clock ?? Date.now;
  let current: { readonly entry: CatalogCacheEntry; readonly loadedAtMs: number } | null = null;
  let loading: Promise<CatalogCacheEntry> | null = null;

  async function load(): Promise<CatalogCacheEntry> {
    const startedAtMs = clock();
    const [rows, shipping] = await Promise.all([repo.loadCatalogRows(), repo.loadShippingRows()]);
    const entry = { snapshot: new CatalogSnapshot(rows), shipping };
    current = { entry, loadedAtMs: startedAtMs };
    return entry;
  }

  return {
    read(): Promise<CatalogCacheEntry> {
      if (current && clock() - current.loadedAtMs < ttlMs) return Promise.resolve(current.entry);
      loading ??= load().finally(() => {
        loading = null;
      });
      return loading;
    },
  };
}
