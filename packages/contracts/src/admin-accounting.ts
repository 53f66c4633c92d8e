import { z } from 'zod';
import { CentsSchema, IdSchema } from './common.js';

/*
 * Credit notes and the accounting export (issue 26 items 4 and 5). Amounts are integer cents,
 * every figure computed by the server (packages/domain credit-note.ts); the desk previews them
 * before it creates a credit note.
 */

/** The longest reason a credit note carries (printed on the PDF). */
export const CREDIT_NOTE_REASON_MAX_LENGTH = 500;

export const CreditNoteRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('full') }),
  z.object({
    kind: z.literal('partial'),
    lines: z
      .array(z.object({ lineId: IdSchema, quantity: z.number().int().min(1).max(1_000_000) }))
      .max(500)
      .default([]),
    includeShipping: z.boolean().default(false),
    includeSurcharge: z.boolean().default(false),
    /** A free amount incl. VAT (what the customer gets back), cents ≥ 0. */
    amountGrossCents: z.number().int().min(0).max(1_000_000_000).default(0),
  }),
]);
export type CreditNoteRequest = z.infer<typeof CreditNoteRequestSchema>;

export const AdminCreditNoteCreateSchema = z.object({
  request: CreditNoteRequestSchema,
  reason: z.string().trim().min(1, 'REQUIRED').max(CREDIT_NOTE_REASON_MAX_LENGTH, 'TOO_LONG'),
});
export type AdminCreditNoteCreate = z.infer<typeof AdminCreditNoteCreateSchema>;

export const CreditNoteParamsSchema = z.object({ orderId: IdSchema, creditNoteId: IdSchema });

const TaxFiguresSchema = z.object({
  rateBp: z.number().int(),
  netCents: CentsSchema,
  taxCents: CentsSchema,
  grossCents: CentsSchema,
});

/** What a credit note takes back (the preview's answer and part of every credit note). */
export const CreditNoteAmountsSchema = z.object({
  kind: z.enum(['full', 'partial']),
  lines: z.array(
    z.object({
      lineId: IdSchema,
      name: z.string(),
      quantity: z.number().int(),
      netCents: CentsSchema,
    }),
  ),
  shippingNetCents: CentsSchema,
  surchargeNetCents: CentsSchema,
  amountNetCents: CentsSchema,
  /** A full credit note: the deduction of free amounts credited before (≤ 0). */
  adjustmentNetCents: CentsSchema,
  taxes: z.array(TaxFiguresSchema),
  netCents: CentsSchema,
  taxCents: CentsSchema,
  grossCents: CentsSchema,
});
export type CreditNoteAmountsView = z.infer<typeof CreditNoteAmountsSchema>;

export const AdminCreditNoteSchema = CreditNoteAmountsSchema.extend({
  id: IdSchema,
  number: z.string(),
  orderId: IdSchema,
  orderNumber: z.string(),
  reason: z.string(),
  issuedAt: z.iso.datetime(),
  /** The staff member; 'system' never happens: a cancellation is a staff member's too. */
  staffName: z.string(),
  /** 'staff': created from the order detail; 'cancellation': the cancel of a paid order. */
  trigger: z.enum(['staff', 'cancellation']),
  pdfUrl: z.string(),
});
export type AdminCreditNote = z.infer<typeof AdminCreditNoteSchema>;

const TotalsSchema = z.object({
  netCents: CentsSchema,
  taxCents: CentsSchema,
  grossCents: CentsSchema,
});

/** GET /admin/orders/:orderId/credit-notes: the invoice, what is left, the credit notes. */
export const AdminCreditNoteOverviewSchema = z.object({
  /** False: the order has no invoice to credit (a quote, an unpaid PayPal order). */
  hasInvoice: z.boolean(),
  invoice: TotalsSchema,
  remaining: TotalsSchema,
  lines: z.array(
    z.object({
      lineId: IdSchema,
      name: z.string(),
      quantity: z.number().int(),
      creditedQuantity: z.number().int(),
      netCents: CentsSchema,
    }),
  ),
  shippingNetCents: CentsSchema,
  isShippingCredited: z.boolean(),
  surchargeNetCents: CentsSchema,
  isSurchargeCredited: z.boolean(),
  creditNotes: z.array(AdminCreditNoteSchema),
});
export type AdminCreditNoteOverview = z.infer<typeof AdminCreditNoteOverviewSchema>;

/** The customer's credit notes of an order (where the order's documents are). */
export const CustomerCreditNoteListSchema = z.object({
  creditNotes: z.array(
    z.object({
      id: IdSchema,
      number: z.string(),
      issuedAt: z.iso.datetime(),
      grossCents: CentsSchema,
      url: z.string(),
    }),
  ),
});
export type CustomerCreditNoteList = z.infer<typeof CustomerCreditNoteListSchema>;

/** GET /admin/accounting/export?from=YYYY-MM-DD&to=YYYY-MM-DD (days in Europe/Zurich, both included). */
export const AccountingExportQuerySchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
});
export type AccountingExportQuery = z.infer<typeof AccountingExportQuerySchema>;
