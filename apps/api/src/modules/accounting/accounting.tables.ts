import type { CreditNoteAmounts } from '@print/domain';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CreditNoteDocumentInput } from '../documents/index.js';
import { orders } from '../orders/orders.tables.js';

/**
 * Credit notes (issue 26 item 4, MWSTG Art. 27 para. 4): each revokes (part of) the invoice of an
 * order. `number` comes from the year's sequence credit_note_numbers_YYYY
 * (credit-note-number-sequence.ts), a series of its own. The row is the credit note: its amounts
 * (packages/domain credit-note.ts) and the document's snapshot as issued; it is never changed,
 * except that `pdf_key` is set once, when the PDF is first stored (stored once, served as stored).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: text('id').primaryKey(),
    number: text('number').notNull(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNumber: text('order_number').notNull(),
    kind: text('kind').$type<'full' | 'partial'>().notNull(),
    trigger: text('trigger').$type<'staff' | 'cancellation'>().notNull(),
    reason: text('reason').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    netCents: integer('net_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    amounts: jsonb('amounts').$type<CreditNoteAmounts>().notNull(),
    document: jsonb('document').$type<CreditNoteDocumentInput>().notNull(),
    /** The customer's name and company as the export lists them. */
    customerName: text('customer_name').notNull(),
    company: text('company').notNull(),
    pdfKey: text('pdf_key'),
  },
  (t) => [
    uniqueIndex('credit_notes_number_idx').on(t.number),
    index('credit_notes_order_id_idx').on(t.orderId, t.issuedAt),
    index('credit_notes_issued_at_idx').on(t.issuedAt),
  ],
);
