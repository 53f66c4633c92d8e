import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReminderDocumentInput } from '../documents/index.js';

/**
 * A payment reminder sent (issue 26 item 2), unique per order and level: two workers or a retry
 * insert the same (order, level) once, and only the insert that wins queues the mail (in the same
 * transaction). The row keeps the document as issued and its PDF, stored once and served as
 * stored. `order_id` is the orders module's id (no foreign key: another module's table).
 */
export const orderReminders = pgTable(
  'order_reminders',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    orderNumber: text('order_number').notNull(),
    /** 1 or 2. */
    level: integer('level').notNull(),
    /** The Swiss day it went out (YYYY-MM-DD): the next step counts from it. */
    sentDay: text('sent_day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    creditedCents: integer('credited_cents').notNull(),
    openCents: integer('open_cents').notNull(),
    document: jsonb('document').$type<ReminderDocumentInput>().notNull(),
    pdfKey: text('pdf_key').notNull(),
  },
  (t) => [uniqueIndex('order_reminders_order_level_idx').on(t.orderId, t.level)],
);

/**
 * Staff pausing and resuming an order's reminders: every change a row (the timeline shows them);
 * the latest row says whether reminders are paused.
 */
export const reminderPauses = pgTable(
  'reminder_pauses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id').notNull(),
    isPaused: boolean('is_paused').notNull(),
    reason: text('reason').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('reminder_pauses_order_id_idx').on(t.orderId, t.id)],
);
