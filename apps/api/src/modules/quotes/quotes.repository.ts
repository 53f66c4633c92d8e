import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { quoteOfferDrafts, quoteOfferLines, quoteOffers } from './quotes.tables.js';

export type OfferDraftRow = typeof quoteOfferDrafts.$inferSelect;
export type OfferRow = typeof quoteOffers.$inferSelect;
export type NewOfferRow = typeof quoteOffers.$inferInsert;
export type OfferLineRow = typeof quoteOfferLines.$inferSelect;

/** A claimed offer mail is taken again after this time (its sender died). */
const MAIL_CLAIM_SECONDS = 120;

export function createQuotesRepository(db: Db) {
  return {
    async findDraft(orderId: string, ex: Executor = db): Promise<OfferDraftRow | null> {
      const [row] = await ex
        .select()
        .from(quoteOfferDrafts)
        .where(eq(quoteOfferDrafts.orderId, orderId));
      return row ?? null;
    },
    async saveDraft(ex: Executor, draft: typeof quoteOfferDrafts.$inferInsert): Promise<void> {
      const { orderId: _orderId, ...set } = draft;
      await ex
        .insert(quoteOfferDrafts)
        .values(draft)
        .onConflictDoUpdate({ target: quoteOfferDrafts.orderId, set });
    },
    /** Every revision of an order, newest first. */
    listOffers(orderId: string, ex: Executor = db): Promise<OfferRow[]> {
      return ex
        .select()
        .from(quoteOffers)
        .where(eq(quoteOffers.orderId, orderId))
        .orderBy(desc(quoteOffers.revision));
    },
    listOfferLines(offerIds: readonly string[], ex: Executor = db): Promise<OfferLineRow[]> {
      if (offerIds.length === 0) return Promise.resolve([]);
      return ex
        .select()
        .from(quoteOfferLines)
        .where(inArray(quoteOfferLines.offerId, [...offerIds]))
        .orderBy(asc(quoteOfferLines.offerId), asc(quoteOfferLines.position));
    },
    async findByTokenHash(tokenHash: string): Promise<OfferRow | null> {
      const [row] = await db
        .select()
        .from(quoteOffers)
        .where(eq(quoteOffers.acceptTokenHash, tokenHash));
      return row ?? null;
    },
    async findById(id: string, ex: Executor = db): Promise<OfferRow | null> {
      const [row] = await ex.select().from(quoteOffers).where(eq(quoteOffers.id, id));
      return row ?? null;
    },
    async insertOffer(
      ex: Executor,
      offer: NewOfferRow,
      lines: readonly (typeof quoteOfferLines.$inferInsert)[],
    ): Promise<void> {
      await ex.insert(quoteOffers).values(offer);
      if (lines.length > 0) await ex.insert(quoteOfferLines).values([...lines]);
    },
    /** The order's sent revisions become superseded (before a new one is inserted). */
    async supersedeSent(ex: Executor, orderId: string, at: Date): Promise<void> {
      await ex
        .update(quoteOffers)
        .set({ status: 'superseded', closedAt: at })
        .where(and(eq(quoteOffers.orderId, orderId), eq(quoteOffers.status, 'sent')));
    },
    async markAccepted(ex: Executor, id: string, at: Date): Promise<void> {
      await ex
        .update(quoteOffers)
        .set({ status: 'accepted', acceptedAt: at, closedAt: at })
        .where(eq(quoteOffers.id, id));
    },
    /** The customer declined the revision: it closes (the order stays a quote request). */
    async markDeclined(ex: Executor, id: string, at: Date, reason: string | null): Promise<void> {
      await ex
        .update(quoteOffers)
        .set({ status: 'declined', closedAt: at, declineReason: reason })
        .where(eq(quoteOffers.id, id));
    },
    /** Sent offers whose last day is before `today` (YYYY-MM-DD) become expired; answers them. */
    async expireBefore(today: string, at: Date): Promise<{ id: string; orderId: string }[]> {
      return db
        .update(quoteOffers)
        .set({ status: 'expired', closedAt: at })
        .where(and(eq(quoteOffers.status, 'sent'), lt(quoteOffers.validUntil, today)))
        .returning({ id: quoteOffers.id, orderId: quoteOffers.orderId });
    },
    /** Claims offers whose mail is not queued yet (skipping ones another process holds). */
    async claimPendingMails(limit: number): Promise<OfferRow[]> {
      const next = db
        .select({ id: quoteOffers.id })
        .from(quoteOffers)
        .where(
          and(
            isNull(quoteOffers.mailQueuedAt),
            eq(quoteOffers.status, 'sent'),
            sql`${quoteOffers.pendingMailToken} IS NOT NULL`,
            sql`(${quoteOffers.mailClaimedAt} IS NULL OR ${quoteOffers.mailClaimedAt} < now() - make_interval(secs => ${MAIL_CLAIM_SECONDS}))`,
          ),
        )
        .orderBy(asc(quoteOffers.sentAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(quoteOffers)
        .set({ mailClaimedAt: sql`now()`, mailAttempts: sql`${quoteOffers.mailAttempts} + 1` })
        .where(inArray(quoteOffers.id, next))
        .returning();
    },
    async markMailQueued(id: string): Promise<void> {
      await db
        .update(quoteOffers)
        .set({ mailQueuedAt: sql`now()`, pendingMailToken: null })
        .where(eq(quoteOffers.id, id));
    },
  };
}

export type QuotesRepository = ReturnType<typeof createQuotesRepository>;
