import { z } from 'zod';
import { isValidRefundIban, REFUND_STATUSES } from '@print/domain';
import { CentsSchema, IdSchema } from './common.js';

/*
 * Refunds on the desk (issue 26 item 3): PayPal refunds through the Payments v2 API and bank
 * refunds of invoice and prepaid orders, recorded by staff (owner, office). Money in integer cents.
 */

export const RefundStatusSchema = z.enum(REFUND_STATUSES);
export const RefundKindSchema = z.enum(['paypal', 'bank']);

/** PayPal's note_to_payer is at most 255 characters. */
export const REFUND_NOTE_TO_PAYER_MAX_LENGTH = 255;
export const REFUND_REASON_MAX_LENGTH = 1000;

const ReasonSchema = z.string().trim().min(1, 'REQUIRED').max(REFUND_REASON_MAX_LENGTH, 'TOO_LONG');
const PositiveCentsSchema = z
  .number('REQUIRED')
  .int('REFUND_AMOUNT_INVALID')
  .positive('REFUND_AMOUNT_INVALID')
  .max(99_999_999_999, 'REFUND_AMOUNT_INVALID');

/** One refund of an order as the desk lists it. */
export const AdminRefundSchema = z.object({
  id: IdSchema,
  kind: RefundKindSchema,
  status: RefundStatusSchema,
  amountCents: CentsSchema,
  reason: z.string(),
  /** PayPal refunds: the note the payer reads. */
  noteToPayer: z.string().nullable(),
  /** Bank refunds: the account the money went to (normalised, no spaces) and its holder. */
  iban: z.string().nullable(),
  accountHolder: z.string().nullable(),
  paypalRefundId: z.string().nullable(),
  /** REJECTED: PayPal's issue code (e.g. REFUND_AMOUNT_EXCEEDED); FAILED: its reason if any. */
  failure: z.string().nullable(),
  /** Who made it; null for a refund made at PayPal directly (learned from its webhook). */
  staffName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminRefund = z.infer<typeof AdminRefundSchema>;

/** GET /api/admin/orders/:orderId/refunds: the figures (domain refundFigures) and the refunds. */
export const AdminOrderRefundsSchema = z.object({
  orderId: IdSchema,
  /** How this order is refunded; null: nothing was paid yet (or a quote), no refund possible. */
  method: RefundKindSchema.nullable(),
  paidCents: CentsSchema,
  refundedCents: CentsSchema,
  openCents: CentsSchema,
  leftCents: CentsSchema,
  refunds: z.array(AdminRefundSchema),
});
export type AdminOrderRefunds = z.infer<typeof AdminOrderRefundsSchema>;

/** A PayPal refund: amountCents null (or absent) = everything that is left. */
export const AdminPayPalRefundRequestSchema = z.object({
  kind: z.literal('paypal'),
  amountCents: PositiveCentsSchema.nullish(),
  reason: ReasonSchema,
  noteToPayer: z.string().trim().max(REFUND_NOTE_TO_PAYER_MAX_LENGTH, 'TOO_LONG').optional(),
});

/** A bank refund made by staff in the bank's e-banking, recorded here (no bank is called). */
export const AdminBankRefundRequestSchema = z.object({
  kind: z.literal('bank'),
  amountCents: PositiveCentsSchema,
  reason: ReasonSchema,
  iban: z
    .string()
    .trim()
    .min(1, 'REQUIRED')
    .max(42, 'IBAN_INVALID')
    .refine(isValidRefundIban, 'IBAN_INVALID'),
  accountHolder: z.string().trim().min(1, 'REQUIRED').max(70, 'TOO_LONG'),
});

export const AdminRefundRequestSchema = z.discriminatedUnion('kind', [
  AdminPayPalRefundRequestSchema,
  AdminBankRefundRequestSchema,
]);
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

export const AdminRefundParamsSchema = z.object({ orderId: IdSchema, refundId: IdSchema });
