import { z } from 'zod';
import { CentsSchema, IdSchema } from './common.js';
import { OrderStatusSchema, PaymentStatusSchema } from './orders.js';

/**
 * Bank reconciliation on the desk (issue 26 item 1): camt.053/054 imports, the booked credits
 * they hold, the queue of unmatched payments and staff's assignment by hand. Money in cents.
 */

export const BANK_TRANSACTION_STATES = ['matched', 'unmatched', 'ignored'] as const;
export const BankTransactionStateSchema = z.enum(BANK_TRANSACTION_STATES);
export type BankTransactionState = z.infer<typeof BankTransactionStateSchema>;

export const BankMatchKindSchema = z.enum(['qr', 'scor', 'text', 'manual']);
/** What a payment made of its order: paid (total reached), partial (less), overpaid (more). */
export const BankSettlementSchema = z.enum(['paid', 'partial', 'overpaid']);
export type BankSettlement = z.infer<typeof BankSettlementSchema>;

export const AdminBankImportCountsSchema = z.object({
  /** Payments booked for the first time by this file. */
  new: z.number().int(),
  /** Payments already booked (same bank reference) or the whole file seen before. */
  duplicate: z.number().int(),
  /** New payments that found their order. */
  matched: z.number().int(),
  /** New payments waiting in the queue. */
  unmatched: z.number().int(),
  /** Entries left out: debits, reversals, not booked. */
  skipped: z.number().int(),
});
export type AdminBankImportCounts = z.infer<typeof AdminBankImportCountsSchema>;

export const AdminBankImportSchema = z.object({
  id: IdSchema,
  fileName: z.string(),
  source: z.enum(['upload', 'folder']),
  /** e.g. "camt.054.001.08". */
  format: z.string(),
  messageId: z.string().nullable(),
  accountIban: z.string(),
  importedAt: z.iso.datetime(),
  staffName: z.string().nullable(),
  counts: AdminBankImportCountsSchema,
});
export type AdminBankImport = z.infer<typeof AdminBankImportSchema>;

export const AdminBankImportResultSchema = z.object({
  /** The import (for a file seen before: the earlier one). */
  import: AdminBankImportSchema,
  /** The same file (same bytes) was imported before: nothing changed. */
  isDuplicateFile: z.boolean(),
  /** This upload's counts (a duplicate file: all its payments counted as duplicate). */
  counts: AdminBankImportCountsSchema,
  /** Orders whose payment status became PAYMENT_RECEIVED by this file. */
  paidOrderCount: z.number().int(),
});
export type AdminBankImportResult = z.infer<typeof AdminBankImportResultSchema>;

export const AdminBankImportListSchema = z.object({ items: z.array(AdminBankImportSchema) });
export type AdminBankImportList = z.infer<typeof AdminBankImportListSchema>;

export const AdminBankTransactionSchema = z.object({
  id: z.number().int(),
  importId: IdSchema,
  bankReference: z.string(),
  amountCents: CentsSchema,
  currency: z.string(),
  bookingDate: z.string().nullable(),
  valueDate: z.string().nullable(),
  qrReference: z.string().nullable(),
  creditorReference: z.string().nullable(),
  remittanceText: z.string().nullable(),
  debtorName: z.string().nullable(),
  debtorIban: z.string().nullable(),
  state: BankTransactionStateSchema,
  matchKind: BankMatchKindSchema.nullable(),
  settlement: BankSettlementSchema.nullable(),
  order: z
    .object({
      id: IdSchema,
      orderNumber: z.string(),
      totalCents: CentsSchema,
      status: OrderStatusSchema,
      paymentStatus: PaymentStatusSchema,
    })
    .nullable(),
  /** Why staff ignored it, or their note to a manual assignment. */
  note: z.string().nullable(),
  staffName: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type AdminBankTransaction = z.infer<typeof AdminBankTransactionSchema>;

export const AdminBankTransactionListQuerySchema = z.object({
  state: BankTransactionStateSchema.default('unmatched'),
  importId: IdSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AdminBankTransactionListQuery = z.infer<typeof AdminBankTransactionListQuerySchema>;

export const AdminBankTransactionListSchema = z.object({
  items: z.array(AdminBankTransactionSchema),
  total: z.number().int(),
});
export type AdminBankTransactionList = z.infer<typeof AdminBankTransactionListSchema>;

export const AdminBankTransactionParamsSchema = z.object({
  transactionId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** Assign an unmatched payment to an order by its number ("2026-000123"). */
export const AdminBankAssignRequestSchema = z.object({
  orderNumber: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{6}$/, 'ORDER_NUMBER_FORMAT'),
  note: z.string().trim().max(500, 'TOO_LONG').optional(),
});
export type AdminBankAssignRequest = z.infer<typeof AdminBankAssignRequestSchema>;

/** Set a payment aside (not the shop's to book: a refund to make, another business). */
export const AdminBankIgnoreRequestSchema = z.object({
  reason: z.string().trim().min(3, 'REQUIRED').max(500, 'TOO_LONG'),
});
export type AdminBankIgnoreRequest = z.infer<typeof AdminBankIgnoreRequestSchema>;
