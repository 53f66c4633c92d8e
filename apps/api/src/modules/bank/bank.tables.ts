import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * One imported camt file (issue 26 item 1), unique by the SHA-256 of its bytes: the same file a
 * second time is recognised before anything is written. Counts as reported at the import.
 */
export const bankImports = pgTable(
  'bank_imports',
  {
    id: text('id').primaryKey(),
    fileHash: text('file_hash').notNull(),
    fileName: text('file_name').notNull(),
    /** 'upload' (a staff member at the desk) or 'folder' (BANK_IMPORT_DIR, the worker). */
    source: text('source').$type<'upload' | 'folder'>().notNull(),
    /** "camt.054.001.04" … */
    format: text('format').notNull(),
    messageId: text('message_id'),
    accountIban: text('account_iban').notNull(),
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
    newCount: integer('new_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull(),
    matchedCount: integer('matched_count').notNull(),
    unmatchedCount: integer('unmatched_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
  },
  (t) => [
    uniqueIndex('bank_imports_file_hash_idx').on(t.fileHash),
    index('bank_imports_imported_at_idx').on(t.importedAt),
  ],
);

/**
 * One booked credit (one TxDtls), unique by the bank's reference: a payment reported again (in a
 * camt.053 after its camt.054, or a second file) is not booked twice. `order_id` is set when it is
 * matched (by reference or free text) or assigned by hand; `state` 'unmatched' is the desk's
 * queue, 'ignored' a payment staff set aside with a reason (not the shop's money to book).
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bankReference: text('bank_reference').notNull(),
    importId: text('import_id')
      .notNull()
      .references(() => bankImports.id),
    /** bigint: a QR-bill may carry up to 999,999,999.99. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bookingDate: text('booking_date'),
    valueDate: text('value_date'),
    qrReference: text('qr_reference'),
    creditorReference: text('creditor_reference'),
    remittanceText: text('remittance_text'),
    debtorName: text('debtor_name'),
    debtorIban: text('debtor_iban'),
    state: text('state').$type<'matched' | 'unmatched' | 'ignored'>().notNull(),
    /** How it found its order: qr, scor, text (automatic) or manual (staff). */
    matchKind: text('match_kind').$type<'qr' | 'scor' | 'text' | 'manual'>(),
    /** The orders module's order id (no foreign key: another module's table). */
    orderId: text('order_id'),
    /** What this payment made of its order when it was booked: paid, partial, overpaid. */
    settlement: text('settlement').$type<'paid' | 'partial' | 'overpaid'>(),
    note: text('note'),
    staffId: text('staff_id'),
    staffName: text('staff_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('bank_transactions_bank_reference_idx').on(t.bankReference),
    index('bank_transactions_order_id_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} IS NOT NULL`),
    index('bank_transactions_unmatched_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.state} = 'unmatched'`),
    index('bank_transactions_import_id_idx').on(t.importId, t.id),
  ],
);
