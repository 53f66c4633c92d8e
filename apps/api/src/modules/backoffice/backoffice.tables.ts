import { index, pgTable, primaryKey, text, timestamp, boolean } from 'drizzle-orm/pg-core';

/**
 * Internal notes on an order (the desk): staff only, never in any customer view or mail. The
 * order is named by id only (the orders module owns its table; no cross-module foreign key).
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_id_idx').on(t.orderId, t.createdAt)],
);

/**
 * The customer's mail per order status and language: switched on or off and edited by staff.
 * Defaults for every status in de/en/fr are seeded at start (status-mail-defaults.ts).
 */
export const statusMailTemplates = pgTable(
  'status_mail_templates',
  {
    status: text('status').notNull(),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    enabled: boolean('enabled').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** null: the seeded default, never edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedBy: text('updated_by'),
  },
  (t) => [primaryKey({ columns: [t.status, t.language] })],
);
