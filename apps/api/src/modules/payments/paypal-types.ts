import { z } from 'zod';

/**
 * The subset of PayPal Orders v2 that the shop reads, validated on arrival (an answer of another
 * shape is a provider failure, never a half-read order). The simulator produces the same shapes.
 */
export const PayPalMoneySchema = z.object({
  currency_code: z.string(),
  value: z.string(),
});
export type PayPalMoney = z.infer<typeof PayPalMoneySchema>;

export const PAYPAL_CAPTURE_STATUSES = [
  'COMPLETED',
  'PENDING',
  'DECLINED',
  'FAILED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
] as const;

export const PayPalCaptureSchema = z.object({
  id: z.string(),
  status: z.enum(PAYPAL_CAPTURE_STATUSES),
  amount: PayPalMoneySchema,
  status_details: z.object({ reason: z.string() }).optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
});
export type PayPalCapture = z.infer<typeof PayPalCaptureSchema>;

export const PayPalLinkSchema = z.object({ href: z.string(), rel: z.string() });

export const PayPalOrderSchema = z.object({
  id: z.string(),
  status: z.enum(['CREATED', 'SAVED', 'APPROVED', 'VOIDED', 'COMPLETED', 'PAYER_ACTION_REQUIRED']),
  purchase_units: z
    .array(
      z.object({
        payments: z.object({ captures: z.array(PayPalCaptureSchema).optional() }).optional(),
      }),
    )
    .optional(),
  links: z.array(PayPalLinkSchema).optional(),
});
export type PayPalOrder = z.infer<typeof PayPalOrderSchema>;

/** Payments v2 refund statuses (a refund of a capture). */
export const PAYPAL_REFUND_STATUSES = ['CANCELLED', 'FAILED', 'PENDING', 'COMPLETED'] as const;

/**
 * A refund as POST /v2/payments/captures/{id}/refund, GET /v2/payments/refunds/{id} and the
 * PAYMENT.CAPTURE.REFUNDED webhook's resource report it; the `up` link names the capture.
 */
export const PayPalRefundSchema = z.object({
  id: z.string().min(1).max(64),
  status: z.enum(PAYPAL_REFUND_STATUSES),
  amount: PayPalMoneySchema.optional(),
  status_details: z.object({ reason: z.string() }).optional(),
  note_to_payer: z.string().optional(),
  links: z.array(PayPalLinkSchema).optional(),
});
export type PayPalRefund = z.infer<typeof PayPalRefundSchema>;

/** The body of a refund request: empty = everything not yet refunded. */
export interface PayPalRefundBody {
  readonly amount?: PayPalMoney;
  readonly note_to_payer?: string;
  readonly invoice_id?: string;
}

/** The capture a refund belongs to: the last path segment of its `up` link. */
export function selectRefundedCaptureId(refund: Pick<PayPalRefund, 'links'>): string | null {
  const up = refund.links?.find((l) => l.rel === 'up')?.href;
  const match = up === undefined ? null : /\/v2\/payments\/captures\/([A-Za-z0-9-]+)\/?$/.exec(up);
  return match?.[1] ?? null;
}

/** PayPal's error body (4xx): name, message, debug_id and details[].issue. */
export const PayPalErrorSchema = z.object({
  name: z.string(),
  message: z.string().optional(),
  debug_id: z.string().optional(),
  details: z.array(z.object({ issue: z.string(), description: z.string().optional() })).optional(),
});
export type PayPalError = z.infer<typeof PayPalErrorSchema>;

export const PayPalTokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
});

export const PayPalVerifyResponseSchema = z.object({
  verification_status: z.enum(['SUCCESS', 'FAILURE']),
});

/** A webhook event about a capture; resource.supplementary_data names the PayPal order. */
export const PayPalWebhookEventSchema = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().max(128),
  resource: z
    .object({
      id: z.string().optional(),
      status: z.string().optional(),
      amount: PayPalMoneySchema.optional(),
      supplementary_data: z
        .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
        .optional(),
    })
    .loose()
    .optional(),
});
export type PayPalWebhookEvent = z.infer<typeof PayPalWebhookEventSchema>;

/** The transmission headers PayPal sends with a webhook and the verify call needs. */
export interface PayPalWebhookHeaders {
  readonly authAlgo: string;
  readonly certUrl: string;
  readonly transmissionId: string;
  readonly transmissionSig: string;
  readonly transmissionTime: string;
}

/** The most recent capture of a PayPal order (one purchase unit, intent CAPTURE). */
export function selectLatestCapture(order: PayPalOrder): PayPalCapture | null {
  const captures = order.purchase_units?.[0]?.payments?.captures ?? [];
  return captures.at(-1) ?? null;
}

/** The buyer's approval link: `payer-action` (payment_source flow) or `approve` (classic). */
export function selectApprovalUrl(order: PayPalOrder): string | null {
  const link = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  return link?.href ?? null;
}
