import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.js';

/**
 * Vouchers (spec 2 "Discount"). value: percent for 'percentage' (up to 4 decimals), cents for
 * 'absolute'. Codes are unique ignoring case; both dates are inclusive instants.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: text('id').primaryKey(),
    code: text('code').notNull(),
    type: text('type').$type<'percentage' | 'absolute'>().notNull(),
    value: doublePrecision('value').notNull(),
    fromDate: timestamp('from_date', { withTimezone: true }),
    toDate: timestamp('to_date', { withTimezone: true }),
    minValueCents: integer('min_value_cents').notNull().default(0),
    maxUsage: integer('max_usage'),
    usageCount: integer('usage_count').notNull().default(0),
    freeShipping: boolean('free_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by staff on the desk (issue 26 item 7): a deactivated code matches no voucher any more
     * (like an unknown one); its row and its orders' reservations stay as the use history.
     */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vouchers_code_lower_idx').on(sql`lower(${t.code})`)],
);

/** A voucher use held by an order; released (a counted use given back) when the order is cancelled. */
export const voucherReservations = pgTable(
  'voucher_reservations',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    voucherId: text('voucher_id').notNull(),
    /**
     * The order raised the voucher's usage_count: a voucher with a limit (max_usage) counts each
     * use on its row, under its row lock. An unlimited voucher's row is not touched by orders (every
     * checkout with WELCOME10 would wait for the one before it to commit): its uses are its
     * reservations not released.
     */
    useCounted: boolean('use_counted').notNull().default(true),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  // The desk's use history of a voucher.
  (t) => [index('voucher_reservations_voucher_id_idx').on(t.voucherId, t.reservedAt)],
);
