import type { AddressWithCountry } from '@print/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export interface OrderVoucherData {
  readonly code: string;
  readonly type: 'percentage' | 'absolute';
  readonly value: number;
  readonly freeShipping: boolean;
}

export interface OrderShippingMethodData {
  readonly id: string;
  readonly name: string;
  readonly shippingTimeDays: number;
  readonly priceCents: number;
}

/** A prepared mail in the outbox (the desk's status mails). */
export interface OutboxMessageData {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Files of the file storage sent with the mail (a review's pictures), read when it is sent. */
  readonly attachments?: readonly OutboxAttachmentData[];
}

/** A mail attachment by its storage key (the bytes stay in the file storage until sending). */
export interface OutboxAttachmentData {
  readonly filename: string;
  readonly contentType: string;
  readonly storageKey: string;
}

/** A file production uploaded with a review (the bytes in the file storage under `key`). */
export interface ReviewFileData {
  readonly id: string;
  readonly key: string;
  readonly fileName: string;
  /** Decided from the content at upload. */
  readonly contentType: string;
  readonly sizeBytes: number;
}

/**
 * An order (modules/orders): a snapshot of everything as ordered: later catalogue, cart or
 * voucher changes never alter it. One cart gives at most one order (cart_id unique): a second
 * submit answers the same order. Money in integer cents computed by packages/domain priceCart.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    /** YYYY-NNNNNN from the year's sequence order_numbers_YYYY (orders/order-number-sequence), unique. */
    orderNumber: text('order_number').notNull(),
    ownerPrincipal: text('owner_principal').notNull(),
    cartId: text('cart_id').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentCaptureId: text('payment_capture_id'),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    isBusinessCustomer: boolean('is_business_customer').notNull(),
    taxDisplay: text('tax_display').$type<'INCL_TAX' | 'PLUS_TAX'>().notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    referenceNumber: text('reference_number').notNull(),
    signupToNewsletter: boolean('signup_to_newsletter').notNull(),
    billingAddress: jsonb('billing_address').$type<AddressWithCountry>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<AddressWithCountry>().notNull(),
    shippingMethod: jsonb('shipping_method').$type<OrderShippingMethodData>().notNull(),
    voucher: jsonb('voucher').$type<OrderVoucherData>(),
    positionNetCents: integer('position_net_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    smallOrderSurchargeCents: integer('small_order_surcharge_cents').notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    netTotalCents: integer('net_total_cents').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    productionDays: integer('production_days').notNull(),
    deliveryDays: integer('delivery_days').notNull(),
    /** Invoice only: ISO date 30 days after the order day (Europe/Zurich). */
    dueDate: text('due_date'),
    /** The validated checkout command (no prices): what a reorder submits again. */
    checkoutCommand: jsonb('checkout_command').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency of the desk: every staff change bumps it (UPDATE … WHERE version). */
    version: integer('version').notNull().default(0),
    /** Set when the order first moves to IN_PRODUCTION: lines and addresses are frozen. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    /**
     * The distinct print modes of the order's lines (the desk's material filter, a GIN index):
     * written with the lines in the checkout's statement (order-place-sql) and by the seed. Lines
     * never change their print mode afterwards (an accepted offer changes prices only).
     */
    printModeIds: text('print_mode_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The billing person's name as the desk lists and sorts it. */
    customerName: text('customer_name')
      .notNull()
      .generatedAlwaysAs(
        sql`btrim(coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', ''))`,
      ),
    /**
     * The desk's search text, lower case: order number (also without the dash), billing and
     * shipping names and companies, e-mail, the customer's reference. Searched with a trigram
     * index (pg_trgm, created before the migrations run: db/client.ts).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(order_number || ' ' || replace(order_number, '-', '') || ' ' || coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '') || ' ' || coalesce(billing_address->>'company', '') || ' ' || coalesce(shipping_address->>'firstname', '') || ' ' || coalesce(shipping_address->>'lastname', '') || ' ' || coalesce(shipping_address->>'company', '') || ' ' || email || ' ' || reference_number)`,
      ),
  },
  (t) => [
    uniqueIndex('orders_order_number_idx').on(t.orderNumber),
    uniqueIndex('orders_cart_id_idx').on(t.cartId),
    index('orders_owner_principal_idx').on(t.ownerPrincipal, t.createdAt),
    // The desk's list (modules/backoffice): newest first, per status, the sortable columns.
    index('orders_created_at_idx').on(t.createdAt, t.id),
    // Date ranges with the other filters and the counts per status, answered from the index alone;
    // the print modes too: a common material filters here instead of visiting the wide rows.
    index('orders_list_cover_idx').on(
      t.createdAt,
      t.paymentMethod,
      t.status,
      t.paymentStatus,
      t.id,
      t.printModeIds,
    ),
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_total_cents_idx').on(t.totalCents, t.id),
    index('orders_customer_name_idx').on(sql`lower(${t.customerName})`, t.id),
    index('orders_due_date_idx')
      .on(t.dueDate)
      .where(sql`${t.paymentMethod} = 'billing' AND ${t.paymentStatus} = 'PAYMENT_PENDING'`),
    index('orders_search_text_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('orders_print_mode_ids_idx').using('gin', t.printModeIds),
  ],
);

/** One line as ordered: names in the order's language, prices and the file/thumbnail references. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    fileId: text('file_id').notNull(),
    fileName: text('file_name').notNull(),
    printModeId: text('print_mode_id').notNull(),
    printModeName: text('print_mode_name').notNull(),
    finishId: text('finish_id').notNull(),
    finishName: text('finish_name').notNull(),
    colorId: text('color_id').notNull(),
    colorName: text('color_name').notNull(),
    colorHex: text('color_hex').notNull(),
    quantity: integer('quantity').notNull(),
    scale: doublePrecision('scale').notNull(),
    givenUnitOfLength: text('given_unit_of_length').$type<'mm' | 'cm' | 'm' | 'inch'>().notNull(),
    processingSteps: jsonb('processing_steps').$type<unknown[]>().notNull(),
    unitNetCents: integer('unit_net_cents').notNull(),
    lineNetCents: integer('line_net_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    displayUnitCents: integer('display_unit_cents').notNull(),
    displayLineCents: integer('display_line_cents').notNull(),
    productionDays: integer('production_days').notNull(),
    thumbnailKey: text('thumbnail_key'),
    attachmentCount: integer('attachment_count').notNull(),
  },
  (t) => [index('order_lines_order_id_idx').on(t.orderId, t.position)],
);

/**
 * Every change of an order's status or payment status: time, actor, from, to, reason. The
 * creation is a row with from_status null.
 */
export const orderTransitions = pgTable(
  'order_transitions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'status' | 'payment'>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    /** A desk change (actor 'operator'): the staff member who made it. */
    staffId: text('staff_id'),
    staffName: text('staff_name'),
  },
  (t) => [index('order_transitions_order_id_idx').on(t.orderId, t.id)],
);

/**
 * Order e-mails to send, written in the same transaction as the change that causes them: a
 * crash right after the commit leaves the row, and the relay sends it after the restart.
 */
export const orderOutbox = pgTable(
  'order_outbox',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event')
      .$type<'ordered' | 'quote' | 'payment-received' | 'payment-checking' | 'status'>()
      .notNull(),
    /** Several mails of one event (a status mail per change): the transition's id; else ''. */
    key: text('key').notNull().default(''),
    /** A status mail as rendered when the change was saved (subject, text, html, to). */
    message: jsonb('message').$type<OutboxMessageData>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_outbox_order_event_key_idx').on(t.orderId, t.event, t.key),
    index('order_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

/**
 * The printability review of an order line (issue 25 item 6): production's verdict, one row per
 * line (a new verdict replaces the old one; the audit log keeps every one). `repaired_file_id`:
 * the file whose repaired mesh (files module, the analysis's automatic repair) is the one to print;
 * `repaired_upload`: instead, a repaired file production uploaded; `picture`: a not printable
 * line's picture for the customer (both in the file storage, kept when a verdict is replaced: the
 * audit log's entries name them).
 */
export const orderLineReviews = pgTable(
  'order_line_reviews',
  {
    lineId: text('line_id')
      .primaryKey()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    verdict: text('verdict').$type<'printable' | 'repaired' | 'not_printable'>().notNull(),
    reason: text('reason'),
    repairedFileId: text('repaired_file_id'),
    repairedUpload: jsonb('repaired_upload').$type<ReviewFileData>(),
    picture: jsonb('picture').$type<ReviewFileData>(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_line_reviews_order_id_idx').on(t.orderId)],
);

/**
 * The answer links of customer mails (issue 25 item 6: a not printable review, answered without
 * signing in). Only the token's SHA-256 is kept, as for offer links; a link opens one order for
 * one purpose until `expires_at`. Several may be live for one order (each review mail has its
 * own); what they allow is decided by the order's status, so an answered order refuses them all.
 */
export const orderAnswerLinks = pgTable(
  'order_answer_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'not_printable'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_answer_links_order_id_idx').on(t.orderId)],
);
