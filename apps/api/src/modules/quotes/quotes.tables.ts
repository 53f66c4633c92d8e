import type { OfferStatus } from '@print/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * What an offer's totals were priced from (frozen at sending): acceptance prices the offered lines
 * again from exactly this basis with packages/domain priceCart, so the order's totals are the
 * offer's even if the catalogue changes meanwhile.
 */
export interface OfferPricingBasis {
  readonly countryCode: string;
  readonly taxRateBp: number;
  readonly shippingMethod: {
    readonly id: string;
    readonly name: string;
    /** List price, net (free standard shipping is priceCart's decision). */
    readonly priceCents: number;
    readonly shippingTimeDays: number;
    readonly isStandard: boolean;
  };
  /** The order's voucher as requested (its use was taken with the quote request). */
  readonly voucher: {
    readonly code: string;
    readonly type: 'percentage' | 'absolute';
    readonly value: number;
    readonly freeShipping: boolean;
  } | null;
}

/** The totals of an offer as sent (priceCart's figures, integer cents). */
export interface OfferTotalsSnapshot {
  readonly positionNetCents: number;
  readonly discountCents: number;
  readonly smallOrderSurchargeCents: number;
  readonly shippingCents: number;
  readonly netTotalCents: number;
  readonly taxRateBp: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly taxDisplay: 'INCL_TAX' | 'PLUS_TAX';
}

/**
 * The staff's working draft of one quote request (one per order): per line the override and its
 * reason (quote_offer_draft_lines), lead time and validity. Sending freezes it into a revision.
 */
export const quoteOfferDrafts = pgTable('quote_offer_drafts', {
  orderId: text('order_id').primaryKey(),
  leadTimeDays: integer('lead_time_days').notNull(),
  /** YYYY-MM-DD (Europe/Zurich), last day the customer can accept. */
  validUntil: text('valid_until').notNull(),
  /** Per order line id: { overrideUnitNetCents, overrideReason }. */
  overrides: jsonb('overrides')
    .$type<Record<string, { unitNetCents: number; reason: string }>>()
    .notNull(),
  updatedByStaffId: text('updated_by_staff_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every sent revision of an offer, kept for good. Only the newest can be accepted. */
export const quoteOffers = pgTable(
  'quote_offers',
  {
    id: text('id').primaryKey(),
    /** The orders module's order (no foreign key across modules). */
    orderId: text('order_id').notNull(),
    revision: integer('revision').notNull(),
    status: text('status').$type<OfferStatus>().notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    validUntil: text('valid_until').notNull(),
    totals: jsonb('totals').$type<OfferTotalsSnapshot>().notNull(),
    pricingBasis: jsonb('pricing_basis').$type<OfferPricingBasis>().notNull(),
    createdByStaffId: text('created_by_staff_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The customer's reason when they declined (optional; shown to staff only). */
    declineReason: text('decline_reason'),
    /** The offer PDF in the file storage. */
    pdfKey: text('pdf_key').notNull(),
    /** SHA-256 (hex) of the link token: the mailed link is the only copy of the token. */
    acceptTokenHash: text('accept_token_hash').notNull(),
    /**
     * The offer mail's outbox: the link token until the mail is queued (then null). A failed
     * queueing is retried by the schedule; delivery itself is the mail queue's (retried there).
     */
    pendingMailToken: text('pending_mail_token'),
    mailQueuedAt: timestamp('mail_queued_at', { withTimezone: true }),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    mailAttempts: integer('mail_attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('quote_offers_order_revision_idx').on(t.orderId, t.revision),
    uniqueIndex('quote_offers_token_idx').on(t.acceptTokenHash),
    index('quote_offers_open_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'sent'`),
    index('quote_offers_mail_pending_idx')
      .on(t.sentAt)
      .where(sql`${t.mailQueuedAt} IS NULL`),
  ],
);

/** One line of a sent revision: the list price, the offered price and the (internal) reason. */
export const quoteOfferLines = pgTable(
  'quote_offer_lines',
  {
    offerId: text('offer_id')
      .notNull()
      .references(() => quoteOffers.id, { onDelete: 'cascade' }),
    orderLineId: text('order_line_id').notNull(),
    position: integer('position').notNull(),
    quantity: integer('quantity').notNull(),
    listUnitNetCents: integer('list_unit_net_cents').notNull(),
    offeredUnitNetCents: integer('offered_unit_net_cents').notNull(),
    /** priceCart's line figures: net, and unit and line in the customer's tax display. */
    offeredLineNetCents: integer('offered_line_net_cents').notNull(),
    displayUnitCents: integer('display_unit_cents').notNull(),
    displayLineCents: integer('display_line_cents').notNull(),
    /** Internal: never printed or shown to the customer. */
    reason: text('reason'),
  },
  (t) => [uniqueIndex('quote_offer_lines_pk_idx').on(t.offerId, t.orderLineId)],
);
