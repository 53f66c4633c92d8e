import type { CatalogRepository, BaseCatalogRows, ShippingRowsData } from './catalog.repository.js';
import { CatalogSnapshot } from './catalog-snapshot.js';
import { applyContent } from './price-set-content.js';

/**
 * How long a loaded catalogue is served before it is read again in full: the rows' texts change
 * only through the seed or an operator's SQL, and each process sees such a change within a
 * minute without any coordination.
 */
export const CATALOG_TTL_MS = 60_000;

/**
 * How often a process asks the database which price set is effective (one indexed query): a set
 * published in another process is priced here within these seconds. A publish in this process
 * invalidates at once, and a scheduled set takes over exactly at its date (the date is read with
 * the set), so neither waits for this check (decision 0029).
 */
export const PRICE_SET_CHECK_MS = 5_000;

export type ShippingRows = ShippingRowsData;

export interface CatalogCacheEntry {
  readonly snapshot: CatalogSnapshot;
  readonly shipping: ShippingRows;
  /** The rows as seeded, for overlaying a draft (the desk's preview) without reading them again. */
  readonly base: { readonly rows: BaseCatalogRows; readonly shipping: ShippingRowsData };
}

interface Loaded {
  readonly entry: CatalogCacheEntry;
  readonly loadedAtMs: number;
  readonly checkedAtMs: number;
  /** When a scheduled set takes over; null: none is scheduled. */
  readonly nextSwitchAtMs: number | null;
}

/**
 * The catalogue with the price set effective now, in memory, one copy per app. Callers arriving
 * while a load or check runs share it; a failed load is not kept, so the next call tries again.
 */
export function createCatalogCache(
  repo: CatalogRepository,
  options: {
    readonly ttlMs?: number | undefined;
    readonly checkMs?: number | undefined;
    readonly clock?: (() => number) | undefined;
  },
) {
  const ttlMs = options.ttlMs ?? CATALOG_TTL_MS;
  const checkMs = options.checkMs ?? PRICE_SET_CHECK_MS;
  const clock = options.clock ?? Date.now;
  let current: Loaded | null = null;
  let pending: Promise<CatalogCacheEntry> | null = null;
  /** Bumped by invalidate(): a load that started before it is answered but not kept. */
  let generation = 0;

  async function load(): Promise<CatalogCacheEntry> {
    const startedIn = generation;
    const startedAtMs = clock();
    const at = new Date(startedAtMs);
    const [baseRows, baseShipping, head] = await Promise.all([
      repo.loadBaseCatalogRows(),
      repo.loadBaseShippingRows(),
      repo.findPriceSetHead(at),
    ]);
    const content =
      head.priceSetId === null ? null : await repo.loadPriceSetContent(head.priceSetId);
    const applied =
      content === null
        ? { rows: { ...baseRows, priceSetId: null }, shipping: baseShipping }
        : applyContent(baseRows, baseShipping, content, head.priceSetId);
    const entry: CatalogCacheEntry = {
      snapshot: new CatalogSnapshot(applied.rows),
      shipping: applied.shipping,
      base: { rows: baseRows, shipping: baseShipping },
    };
    if (startedIn !== generation) return entry;
    current = {
      entry,
      loadedAtMs: startedAtMs,
      checkedAtMs: startedAtMs,
      nextSwitchAtMs: head.nextSwitchAt?.getTime() ?? null,
    };
    return entry;
  }

  /** Keeps the loaded catalogue when the effective set and the next date are still the same. */
  async function check(loaded: Loaded): Promise<CatalogCacheEntry> {
    const checkedAtMs = clock();
    const head = await repo.findPriceSetHead(new Date(checkedAtMs));
    const isSame =
      head.priceSetId === loaded.entry.snapshot.priceSetId &&
      (head.nextSwitchAt?.getTime() ?? null) === loaded.nextSwitchAtMs;
    if (!isSame) return load();
    if (current === loaded) current = { ...loaded, checkedAtMs };
    else if (current === null) return load();
    return loaded.entry;
  }

  function share(work: () => Promise<CatalogCacheEntry>): Promise<CatalogCacheEntry> {
    if (pending !== null) return pending;
    const started: Promise<CatalogCacheEntry> = work().finally(() => {
      if (pending === started) pending = null;
    });
    pending = started;
    return started;
  }

  return {
    read(): Promise<CatalogCacheEntry> {
      const nowMs = clock();
      const loaded = current;
      if (
        loaded === null ||
        nowMs - loaded.loadedAtMs >= ttlMs ||
        (loaded.nextSwitchAtMs !== null && nowMs >= loaded.nextSwitchAtMs)
      ) {
        return share(load);
      }
      if (nowMs - loaded.checkedAtMs < checkMs) return Promise.resolve(loaded.entry);
      return share(() => check(loaded));
    },
    /** Drops the loaded catalogue (a set was published here): the next read loads again. */
    invalidate(): void {
      generation += 1;
      current = null;
      pending = null;
    },
  };
}
