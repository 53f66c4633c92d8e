import type {
  Language,
  PriceSetContent,
  PriceSetDetail,
  PriceSetList,
  PriceSetSummary,
  PublishPriceSetRequest,
  SavePriceSetRequest,
  WithdrawPriceSetRequest,
  CatalogueEntryKind,
  CatalogueEntryTextsList,
  EditEntryTextsRequest,
  NewColorRequest,
  NewFinishRequest,
  NewPrintModeRequest,
} from '@print/contracts';
import { classifyPriceSets, err, findMissingPrices, ok, type Result } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import { isUniqueViolation } from '../catalog/index.js';
import type {
  AddEntryError,
  CatalogService,
  EditTextsError,
  PriceSetRecord,
  PublishError,
  SaveDraftError,
  WithdrawError,
} from '../catalog/index.js';
import type { FilesService } from '../files/index.js';
import type { OrdersService } from '../orders/index.js';
import type { PricingService } from '../pricing/index.js';
import type { AuditEntryInput, StaffAccessService } from '../staff/index.js';
import { changedEntries } from './price-set-diff.js';
import { previewAgainstOrders } from './price-set-preview.js';

export interface CatalogueDeskNeeds {
  readonly catalog: CatalogService;
  readonly orders: Pick<OrdersService, 'admin'>;
  readonly files: Pick<FilesService, 'findMany'>;
  readonly pricing: Pick<PricingService, 'quoteWith'>;
  readonly staff: Pick<StaffAccessService, 'audit' | 'nameOf'>;
}

/** Writes the audit row of a staff action in the caller's transaction (the request's staff). */
export type PriceSetAudit = (tx: Executor, entry: AuditEntryInput) => Promise<void>;

/** Carries a refused write's answer out of its transaction, which it rolls back. */
class Refused extends Error {
  constructor(readonly result: Result<never, string>) {
    super('refused');
  }
}

/** How many of the latest orders a draft is previewed against (issue 26 item 6). */
export const PREVIEW_ORDER_COUNT = 50;

type NotFound = 'PRICE_SET_NOT_FOUND';

/**
 * The catalogue on the desk (issue 26 item 6, decision 0029): owners copy the effective price set
 * into a draft, edit it, preview it against the latest orders and publish it with an effective
 * date. The catalog module owns the sets and the cache; every write and its audit entry are one
 * transaction.
 */
export function createCatalogueDesk(
  deps: CatalogueDeskNeeds & { readonly db: Db; readonly now: () => Date },
) {
  const sets = deps.catalog.priceSets;
  const entries = deps.catalog.entries;

  async function summarise(records: readonly PriceSetRecord[]): Promise<PriceSetSummary[]> {
    const all = await sets.list();
    const statuses = classifyPriceSets(all, deps.now());
    const staffIds = [
      ...new Set(records.flatMap((r) => [r.createdBy, r.publishedBy]).filter((id) => id !== null)),
    ];
    const names = new Map(
      await Promise.all(staffIds.map(async (id) => [id, await deps.staff.nameOf(id)] as const)),
    );
    return records.map((r) => ({
      id: r.id,
      version: r.version,
      status: statuses.get(r.id) ?? (r.status === 'draft' ? 'draft' : 'superseded'),
      effectiveFrom: r.effectiveFrom?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      createdByName: r.createdBy === null ? null : (names.get(r.createdBy) ?? null),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      publishedByName: r.publishedBy === null ? null : (names.get(r.publishedBy) ?? null),
      basedOnVersion: r.basedOnVersion,
      lockVersion: r.lockVersion,
    }));
  }

  async function toDetail(record: PriceSetRecord, lang: Language): Promise<PriceSetDetail> {
    const [[set], content] = await Promise.all([
      summarise([record]),
      sets.label(record.content, lang),
    ]);
    if (!set) throw new Error('a summary per record');
    return { set, content, missing: findMissingPrices(content) };
  }

  /**
   * One transaction: the write, then its audit entry. A refused write is rolled back (a new
   * entry's rows written before the draft's lock check failed must not stay) and answered.
   */
  async function write<E extends string>(
    work: (tx: Executor) => Promise<Result<PriceSetRecord, E>>,
    audit: (tx: Executor, record: PriceSetRecord) => Promise<void>,
  ): Promise<Result<PriceSetRecord, E>> {
    try {
      return await deps.db.transaction(async (tx) => {
        const done = await work(tx);
        if (!done.ok) throw new Refused(done);
        await audit(tx, done.value);
        return done;
      });
    } catch (error) {
      if (error instanceof Refused) return error.result as Result<PriceSetRecord, E>;
      throw error;
    }
  }

  return {
    async list(): Promise<PriceSetList> {
      return { items: await summarise(await sets.list()) };
    },

    async detail(id: string, lang: Language): Promise<Result<PriceSetDetail, NotFound>> {
      const record = await sets.find(id);
      if (record === null) return err('PRICE_SET_NOT_FOUND', 'No such price set');
      return ok(await toDetail(record, lang));
    },

    async createDraft(
      audit: PriceSetAudit,
      staffId: string,
      lang: Language,
    ): Promise<Result<PriceSetDetail, 'PRICE_SET_DRAFT_EXISTS'>> {
      // A unique violation (two owners at once) aborts the transaction; COMMIT then rolls back,
      // and no audit entry is written for the refused one.
      const catalogue = await sets.catalogue();
      const created = await write(
        (tx) => sets.createDraft(tx, staffId, catalogue),
        (tx, record) =>
          audit(tx, {
            action: 'price-set.draft',
            entityType: 'price-set',
            entityId: record.id,
            after: { version: record.version, basedOnVersion: record.basedOnVersion },
          }),
      );
      if (!created.ok) {
        const existing = await sets.findDraft();
        return err('PRICE_SET_DRAFT_EXISTS', created.error.message, {
          priceSetId: existing?.id ?? null,
        });
      }
      return ok(await toDetail(created.value, lang));
    },

    async save(
      audit: PriceSetAudit,
      id: string,
      body: SavePriceSetRequest,
      lang: Language,
    ): Promise<Result<PriceSetDetail, SaveDraftError>> {
      const [before, catalogue] = await Promise.all([sets.find(id), sets.catalogue()]);
      const saved = await write(
        (tx) => sets.saveDraft(tx, id, body.lockVersion, body.content, catalogue),
        (tx, record) =>
          audit(tx, {
            action: 'price-set.save',
            entityType: 'price-set',
            entityId: record.id,
            ...changedEntries(before?.content ?? null, record.content),
          }),
      );
      return saved.ok ? ok(await toDetail(saved.value, lang)) : saved;
    },

    async publish(
      audit: PriceSetAudit,
      id: string,
      body: PublishPriceSetRequest,
      staffId: string,
    ): Promise<Result<PriceSetSummary, PublishError>> {
      const now = deps.now();
      const effectiveFrom = body.effectiveFrom ? new Date(body.effectiveFrom) : now;
      const published = await write(
        (tx) =>
          sets.publish(tx, { id, lockVersion: body.lockVersion, effectiveFrom, now, staffId }),
        (tx, record) =>
          audit(tx, {
            action: 'price-set.publish',
            entityType: 'price-set',
            entityId: record.id,
            after: { version: record.version, effectiveFrom: effectiveFrom.toISOString() },
          }),
      );
      if (!published.ok) return published;
      sets.invalidate();
      const [summary] = await summarise([published.value]);
      if (!summary) throw new Error('a summary per record');
      return ok(summary);
    },

    async discard(
      audit: PriceSetAudit,
      id: string,
      lockVersion: number,
    ): Promise<
      Result<PriceSetSummary, 'PRICE_SET_NOT_FOUND' | 'PRICE_SET_NOT_DRAFT' | 'PRICE_SET_CHANGED'>
    > {
      let removedEntries: string[] = [];
      const discarded = await write(
        async (tx) => {
          const done = await sets.discardDraft(tx, id, lockVersion);
          if (done.ok) removedEntries = await entries.removeUnheld(tx);
          return done;
        },
        (tx, record) =>
          audit(tx, {
            action: 'price-set.discard',
            entityType: 'price-set',
            entityId: record.id,
            before: { version: record.version, addedEntries: removedEntries },
          }),
      );
      if (!discarded.ok) return discarded;
      if (removedEntries.length > 0) sets.invalidate();
      return ok({
        id: discarded.value.id,
        version: discarded.value.version,
        status: 'draft',
        effectiveFrom: null,
        createdAt: discarded.value.createdAt.toISOString(),
        createdByName: null,
        publishedAt: null,
        publishedByName: null,
        basedOnVersion: discarded.value.basedOnVersion,
        lockVersion: discarded.value.lockVersion,
      });
    },

    /** A scheduled set withdrawn before its date: back to the draft or deleted. */
    async withdraw(
      audit: PriceSetAudit,
      id: string,
      body: WithdrawPriceSetRequest,
    ): Promise<Result<PriceSetSummary, WithdrawError>> {
      let removedEntries: string[] = [];
      const withdrawn = await write(
        async (tx) => {
          const done = await sets.withdraw(tx, {
            id,
            lockVersion: body.lockVersion,
            to: body.to,
            now: deps.now(),
          });
          if (done.ok && body.to === 'discard') removedEntries = await entries.removeUnheld(tx);
          return done;
        },
        (tx, record) =>
          audit(tx, {
            action: 'price-set.withdraw',
            entityType: 'price-set',
            entityId: record.id,
            before: {
              version: record.version,
              effectiveFrom: record.effectiveFrom?.toISOString() ?? null,
            },
            after: { to: body.to, removedEntries },
          }),
      );
      if (!withdrawn.ok) return withdrawn;
      // The next switch date this process waits for may be gone.
      sets.invalidate();
      const record = withdrawn.value;
      if (body.to === 'draft') {
        const [summary] = await summarise([record]);
        if (!summary) throw new Error('a summary per record');
        return ok(summary);
      }
      return ok({
        id: record.id,
        version: record.version,
        status: 'draft',
        effectiveFrom: null,
        createdAt: record.createdAt.toISOString(),
        createdByName: null,
        publishedAt: null,
        publishedByName: null,
        basedOnVersion: record.basedOnVersion,
        lockVersion: record.lockVersion,
      });
    },

    /** A new colour, finish or print mode, added to the draft with its prices empty. */
    async addEntry(
      audit: PriceSetAudit,
      input:
        | { readonly kind: 'colors'; readonly body: NewColorRequest }
        | { readonly kind: 'surface-finishes'; readonly body: NewFinishRequest }
        | { readonly kind: 'print-modes'; readonly body: NewPrintModeRequest },
      lang: Language,
    ): Promise<Result<PriceSetDetail, SaveDraftError | AddEntryError>> {
      const { priceSetId, lockVersion, ...entry } = input.body;
      const added = await write<SaveDraftError | AddEntryError>(
        (tx) =>
          sets.extendDraft(tx, priceSetId, lockVersion, (content) => {
            switch (input.kind) {
              case 'colors':
                return entries.addColor(tx, input.body, content);
              case 'surface-finishes':
                return entries.addFinish(tx, input.body, content);
              case 'print-modes':
                return entries.addPrintMode(tx, input.body, content);
            }
          }),
        (tx) =>
          audit(tx, {
            action: 'catalogue.entry.add',
            entityType: input.kind,
            entityId: entry.id,
            after: { ...entry, priceSetId },
          }),
      ).catch((error: unknown) => {
        // Two owners adding the same id at once: the second insert waits for the first and
        // fails on the key; the transaction is rolled back.
        if (!isUniqueViolation(error)) throw error;
        return err('CATALOG_ENTRY_EXISTS', 'The catalogue has an entry with this id already', {
          id: entry.id,
        });
      });
      if (!added.ok) return added;
      // The catalogue rows changed: this process reads them again (the entry is in no
      // effective set yet, so other processes offer nothing new before the next switch).
      sets.invalidate();
      return ok(await toDetail(added.value, lang));
    },

    /** Every print mode's, finish's and colour's texts in all languages. */
    async listTexts(): Promise<CatalogueEntryTextsList> {
      return { items: await entries.listTexts(deps.db) };
    },

    /** Names and texts of an entry, changed directly (not versioned: decision 0029). */
    async editTexts(
      audit: PriceSetAudit,
      kind: CatalogueEntryKind,
      id: string,
      body: EditEntryTextsRequest,
    ): Promise<Result<CatalogueEntryTextsList['items'][number], EditTextsError>> {
      const edited = await deps.db.transaction(async (tx) => {
        const done = await entries.editTexts(tx, kind, id, body);
        if (done.ok) {
          await audit(tx, {
            action: 'catalogue.entry.texts',
            entityType: kind,
            entityId: id,
            before: done.value.before,
            after: done.value.after,
          });
        }
        return done;
      });
      if (!edited.ok) return edited;
      sets.invalidate();
      const item = (await entries.listTexts(deps.db)).find((e) => e.kind === kind && e.id === id);
      if (!item) throw new Error('the edited entry is gone');
      return ok(item);
    },

    /** The latest orders priced by the effective set and by this set, side by side. */
    async preview(id: string) {
      const record = await sets.find(id);
      if (record === null) return err('PRICE_SET_NOT_FOUND', 'No such price set');
      return ok(await previewAgainstOrders(deps, record, PREVIEW_ORDER_COUNT));
    },
  };
}

export type CatalogueDesk = ReturnType<typeof createCatalogueDesk>;
export type { PriceSetContent };
