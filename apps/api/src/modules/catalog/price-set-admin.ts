import { randomUUID } from 'node:crypto';
import type { Language, PriceSetContent } from '@print/contracts';
import { err, findMissingPrices, ok, type MissingPrice, type Result } from '@print/domain';
import { and, desc, eq, gt, max } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import type { CatalogCacheEntry, createCatalogCache } from './catalog-cache.js';
import { CatalogSnapshot } from './catalog-snapshot.js';
import { priceSets } from './catalog.tables.js';
import { applyContent, contentOfRows, labelContent, stripLabels } from './price-set-content.js';

/** A price set as stored (dates as Date; content without labels). */
export type PriceSetRecord = typeof priceSets.$inferSelect;

type Cache = ReturnType<typeof createCatalogCache>;
type NotFound = 'PRICE_SET_NOT_FOUND';
type DraftError = NotFound | 'PRICE_SET_NOT_DRAFT' | 'PRICE_SET_CHANGED';
export type SaveDraftError = DraftError | 'PRICE_SET_UNKNOWN_ENTRY';
export type PublishError = DraftError | 'PRICE_SET_INCOMPLETE' | 'PRICE_SET_DATE_IN_PAST';
export type WithdrawError =
  NotFound | 'PRICE_SET_CHANGED' | 'PRICE_SET_NOT_SCHEDULED' | 'PRICE_SET_DRAFT_EXISTS';

const UNIQUE_VIOLATION = '23505';

/** A PostgreSQL unique violation, also wrapped by the driver or drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The draft's entries replaced by the ones sent (by id); an id the catalogue lacks is refused. */
function mergeContent(
  draft: PriceSetContent,
  sent: PriceSetContent,
  known: CatalogCacheEntry['base'],
): Result<PriceSetContent, 'PRICE_SET_UNKNOWN_ENTRY'> {
  const ids = {
    printModes: new Set(known.rows.printModes.map((r) => r.id)),
    surfaceFinishes: new Set(known.rows.surfaceFinishes.map((r) => r.id)),
    colors: new Set(known.rows.colors.map((r) => r.id)),
    processingOptions: new Set(known.rows.options.map((r) => r.id)),
    shippingMethods: new Set(known.shipping.methods.map((r) => r.id)),
  };
  const unknown: string[] = [];
  const merged = { ...draft };
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) {
    const byId = new Map<string, unknown>(draft[key].map((e) => [e.id, e]));
    for (const entry of sent[key]) {
      if (!ids[key].has(entry.id)) unknown.push(entry.id);
      byId.set(entry.id, entry);
    }
    (merged as Record<string, unknown>)[key] = [...byId.values()];
  }
  if (unknown.length > 0) {
    return err('PRICE_SET_UNKNOWN_ENTRY', 'The catalogue has no such entries', { ids: unknown });
  }
  return ok(stripLabels(merged));
}

/**
 * The price sets' SQL and rules (catalog module: it owns the tables and the cache). Writes take
 * the caller's transaction, so the desk's audit entry commits with them; `invalidate` after the
 * commit lets this process price with a newly effective set at once.
 */
export function createPriceSetAdmin({ db, cache }: { readonly db: Db; readonly cache: Cache }) {
  async function find(id: string, ex: Executor = db): Promise<PriceSetRecord | null> {
    const [row] = await ex.select().from(priceSets).where(eq(priceSets.id, id));
    return row ?? null;
  }

  /** The draft as read, checked to be one and unchanged since `lockVersion`. */
  async function requireDraft(
    tx: Executor,
    id: string,
    lockVersion: number,
  ): Promise<Result<PriceSetRecord, DraftError>> {
    const row = await find(id, tx);
    if (row === null) return err('PRICE_SET_NOT_FOUND', 'No such price set');
    if (row.lockVersion !== lockVersion) {
      return err('PRICE_SET_CHANGED', 'Someone changed this set meanwhile; load it again', {
        lockVersion: row.lockVersion,
      });
    }
    // After the lock check: an owner who published on a stale page is told it changed.
    if (row.status !== 'draft') return err('PRICE_SET_NOT_DRAFT', 'This set is published');
    return ok(row);
  }

  const changedMeanwhile = () =>
    err('PRICE_SET_CHANGED', 'Someone changed this set meanwhile; load it again');

  return {
    /**
     * The catalogue in memory, read BEFORE a write's transaction and handed to it: reading it
     * inside could query the database outside the transaction, which on the embedded database
     * (one connection) waits for the transaction forever.
     */
    catalogue: () => cache.read(),
    find,
    list: (): Promise<PriceSetRecord[]> =>
      db.select().from(priceSets).orderBy(desc(priceSets.version)),
    /** The draft (at most one), or null. */
    async findDraft(ex: Executor = db): Promise<PriceSetRecord | null> {
      const [row] = await ex.select().from(priceSets).where(eq(priceSets.status, 'draft'));
      return row ?? null;
    },

    /**
     * A new draft: a full copy of the set effective now (or of the catalogue's own values when
     * none is). PRICE_SET_DRAFT_EXISTS when there is one (the unique index decides a race).
     */
    async createDraft(
      tx: Executor,
      staffId: string,
      catalogue: CatalogCacheEntry,
    ): Promise<Result<PriceSetRecord, 'PRICE_SET_DRAFT_EXISTS'>> {
      const [existing] = await tx
        .select({ id: priceSets.id })
        .from(priceSets)
        .where(eq(priceSets.status, 'draft'));
      if (existing) return err('PRICE_SET_DRAFT_EXISTS', 'There is a draft already; edit that one');
      const { snapshot, base } = catalogue;
      const effective = snapshot.priceSetId === null ? null : await find(snapshot.priceSetId, tx);
      const content = effective?.content ?? contentOfRows(base.rows, base.shipping);
      const [top] = await tx.select({ version: max(priceSets.version) }).from(priceSets);
      try {
        const [row] = await tx
          .insert(priceSets)
          .values({
            id: randomUUID(),
            version: (top?.version ?? 0) + 1,
            status: 'draft',
            content: stripLabels(content),
            basedOnVersion: effective?.version ?? null,
            createdBy: staffId,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        return ok(row);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return err('PRICE_SET_DRAFT_EXISTS', 'There is a draft already; edit that one');
      }
    },

    /** Saves the draft's entries sent (merged by id) if nobody saved it since `lockVersion`. */
    async saveDraft(
      tx: Executor,
      id: string,
      lockVersion: number,
      sent: PriceSetContent,
      catalogue: CatalogCacheEntry,
    ): Promise<Result<PriceSetRecord, SaveDraftError>> {
      const draft = await requireDraft(tx, id, lockVersion);
      if (!draft.ok) return draft;
      const merged = mergeContent(draft.value.content, sent, catalogue.base);
      if (!merged.ok) return merged;
      const [row] = await tx
        .update(priceSets)
        .set({ content: merged.value, lockVersion: lockVersion + 1 })
        .where(and(eq(priceSets.id, id), eq(priceSets.lockVersion, lockVersion)))
        .returning();
      return row ? ok(row) : changedMeanwhile();
    },

    /**
     * Publishes the draft effective from `effectiveFrom` (≥ `now`): refused with the list of
     * missing prices; of two owners publishing the same version one wins, the other gets
     * PRICE_SET_CHANGED (the update is conditional on the lock version read).
     */
    async publish(
      tx: Executor,
      input: {
        readonly id: string;
        readonly lockVersion: number;
        readonly effectiveFrom: Date;
        readonly now: Date;
        readonly staffId: string;
      },
    ): Promise<Result<PriceSetRecord, PublishError>> {
      const draft = await requireDraft(tx, input.id, input.lockVersion);
      if (!draft.ok) return draft;
      if (input.effectiveFrom.getTime() < input.now.getTime()) {
        return err('PRICE_SET_DATE_IN_PAST', 'The effective date must not be in the past');
      }
      const missing: MissingPrice[] = findMissingPrices(draft.value.content);
      if (missing.length > 0) {
        return err('PRICE_SET_INCOMPLETE', `${missing.length} prices are missing`, { missing });
      }
      const [row] = await tx
        .update(priceSets)
        .set({
          status: 'published',
          effectiveFrom: input.effectiveFrom,
          publishedAt: input.now,
          publishedBy: input.staffId,
          lockVersion: input.lockVersion + 1,
        })
        .where(and(eq(priceSets.id, input.id), eq(priceSets.lockVersion, input.lockVersion)))
        .returning();
      return row ? ok(row) : changedMeanwhile();
    },

    /**
     * The draft extended by `extend` (a new catalogue entry: its rows written in `tx`, its entry
     * added to the content) if nobody saved it since `lockVersion`.
     */
    async extendDraft<E extends string>(
      tx: Executor,
      id: string,
      lockVersion: number,
      extend: (content: PriceSetContent) => Promise<Result<PriceSetContent, E>>,
    ): Promise<Result<PriceSetRecord, DraftError | E>> {
      const draft = await requireDraft(tx, id, lockVersion);
      if (!draft.ok) return draft;
      const extended = await extend(draft.value.content);
      if (!extended.ok) return extended;
      const [row] = await tx
        .update(priceSets)
        .set({ content: stripLabels(extended.value), lockVersion: lockVersion + 1 })
        .where(and(eq(priceSets.id, id), eq(priceSets.lockVersion, lockVersion)))
        .returning();
      return row ? ok(row) : changedMeanwhile();
    },

    /** Deletes the draft (nothing else refers to a draft). */
    async discardDraft(
      tx: Executor,
      id: string,
      lockVersion: number,
    ): Promise<Result<PriceSetRecord, DraftError>> {
      const draft = await requireDraft(tx, id, lockVersion);
      if (!draft.ok) return draft;
      const [row] = await tx
        .delete(priceSets)
        .where(and(eq(priceSets.id, id), eq(priceSets.lockVersion, lockVersion)))
        .returning();
      return row ? ok(row) : changedMeanwhile();
    },

    /**
     * Withdraws a scheduled set before its date: back to the draft (no other draft may exist) or
     * deleted. The update holds only while the date is still ahead and the lock version is the
     * one read, so a set that took effect meanwhile or was withdrawn by another owner is refused.
     */
    async withdraw(
      tx: Executor,
      input: {
        readonly id: string;
        readonly lockVersion: number;
        readonly to: 'draft' | 'discard';
        readonly now: Date;
      },
    ): Promise<Result<PriceSetRecord, WithdrawError>> {
      const row = await find(input.id, tx);
      if (row === null) return err('PRICE_SET_NOT_FOUND', 'No such price set');
      if (row.lockVersion !== input.lockVersion) {
        return err('PRICE_SET_CHANGED', 'Someone changed this set meanwhile; load it again', {
          lockVersion: row.lockVersion,
        });
      }
      if (
        row.status !== 'published' ||
        row.effectiveFrom === null ||
        row.effectiveFrom.getTime() <= input.now.getTime()
      ) {
        return err(
          'PRICE_SET_NOT_SCHEDULED',
          'Only a set whose date is still ahead can be withdrawn',
        );
      }
      const still = and(
        eq(priceSets.id, input.id),
        eq(priceSets.lockVersion, input.lockVersion),
        eq(priceSets.status, 'published'),
        gt(priceSets.effectiveFrom, input.now),
      );
      if (input.to === 'discard') {
        const [gone] = await tx.delete(priceSets).where(still).returning();
        return gone ? ok(gone) : changedMeanwhile();
      }
      const [draft] = await tx
        .select({ id: priceSets.id })
        .from(priceSets)
        .where(eq(priceSets.status, 'draft'));
      if (draft) {
        return err('PRICE_SET_DRAFT_EXISTS', 'There is a draft already; discard it first', {
          priceSetId: draft.id,
        });
      }
      try {
        const [back] = await tx
          .update(priceSets)
          .set({
            status: 'draft',
            effectiveFrom: null,
            publishedAt: null,
            publishedBy: null,
            lockVersion: input.lockVersion + 1,
          })
          .where(still)
          .returning();
        return back ? ok(back) : changedMeanwhile();
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        return err('PRICE_SET_DRAFT_EXISTS', 'There is a draft already; discard it first');
      }
    },

    /** The content with the catalogue's names in `lang` (the desk's editor). */
    async label(content: PriceSetContent, lang: Language): Promise<PriceSetContent> {
      const { base } = await cache.read();
      return labelContent(base.rows, base.shipping, content, lang);
    },

    /** The catalogue as a set would price it (the preview): rows and shipping methods. */
    async snapshotOf(content: PriceSetContent, priceSetId: string) {
      const { base } = await cache.read();
      const applied = applyContent(base.rows, base.shipping, content, priceSetId);
      return { snapshot: new CatalogSnapshot(applied.rows), shipping: applied.shipping };
    },

    /** The catalogue priced now (the preview's old side) with its shipping methods. */
    async current() {
      const { snapshot, shipping } = await cache.read();
      return { snapshot, shipping };
    },

    /** After a publish committed: this process prices with the effective set at once. */
    invalidate: () => cache.invalidate(),
  };
}

export type PriceSetAdmin = ReturnType<typeof createPriceSetAdmin>;
