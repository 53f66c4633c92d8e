import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
 * Files on an internal note (images, PDFs, 3D files), staff only like the note. The bytes live in
 * the file storage under `storage_key`; the content type was decided from the content at upload.
 * Written in the note's transaction: a note never shows a file that is not stored, and a refused
 * or failed upload removes what it stored.
 */
export const orderNoteAttachments = pgTable(
  'order_note_attachments',
  {
    id: text('id').primaryKey(),
    noteId: text('note_id')
      .notNull()
      .references(() => orderNotes.id, { onDelete: 'cascade' }),
    orderId: text('order_id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    /** The file's place in the upload (0, 1, …): the note lists its files in that order. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_note_attachments_order_id_idx').on(t.orderId)],
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
