import {
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** PostgreSQL bytea as a Buffer (node-postgres and PGlite both answer bytes for it). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Attachments of queued e-mails, stored once and referred to by the mail jobs: an order's PDF
 * goes to the customer and to the shop's copy, and a job's data stays small (PDFs as base64 in
 * the queue's JSON made each batch insert cost tens of milliseconds). The id is the content's
 * SHA-256, so the same bytes are one row; rows older than the mail retries are swept. The bytes
 * live in the file storage under `mail-attachments/<id>` (decision 0031); `content` holds only
 * those of rows written before, read until the sweep removes them.
 */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: text('id').primaryKey(),
    content: bytea('content'),
    sizeBytes: integer('size_bytes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_attachments_created_idx').on(t.createdAt)],
);

/**
 * Mails to an address a caller typed (guest orders, form confirmations, newsletter opt-in), counted
 * per recipient and fixed time window across every process, so nobody floods a stranger's inbox
 * through the shop. The recipient is the SHA-256 of the normalised address: no plain address is
 * kept here. Rows of past windows are swept.
 */
export const mailRecipientCounts = pgTable(
  'mail_recipient_counts',
  {
    recipientHash: text('recipient_hash').notNull(),
    purpose: text('purpose').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipientHash, t.purpose, t.windowStart] }),
    index('mail_recipient_counts_window_idx').on(t.windowStart),
  ],
);
