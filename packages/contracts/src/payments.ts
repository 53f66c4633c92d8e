import { z } from 'zod';
import { IdSchema } from './common.js';
import { PaymentStatusSchema } from './orders.js';

/** PayPal order ids and payer ids: upper-case letters and digits (we allow '-' for safety). */
const PayPalIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9-]+$/);

/**
 * Spec 2 §3 "PayPal callback": the buyer's return from PayPal. `token` is the PayPal order id
 * from the return/cancel URL; `success` false means the buyer cancelled (the /order-failed page).
 */
export const PayPalCallbackRequestSchema = z.object({
  token: PayPalIdSchema,
  PayerID: PayPalIdSchema.optional(),
  success: z.boolean(),
});
export type PayPalCallbackRequest = z.infer<typeof PayPalCallbackRequestSchema>;

/**
 * What the web does next after a PayPal return:
 * complete → /order-complete (the capture is COMPLETED: paid);
 * pending → /order-complete showing the payment as pending (PayPal holds the capture);
 * retry → send the buyer back to PayPal (`redirectUrl`, the approval link) to choose another
 * funding source (the capture was declined);
 * failed → /order-failed (the buyer cancelled).
 */
export const PAYMENT_NEXT_STEPS = ['complete', 'pending', 'retry', 'failed'] as const;
export const PaymentNextStepSchema = z.enum(PAYMENT_NEXT_STEPS);
export type PaymentNextStep = z.infer<typeof PaymentNextStepSchema>;

export const PaymentOrderRefSchema = z.object({ _id: IdSchema, orderNumber: z.string() });

/**
 * Why a capture was declined (next 'retry'): the web says so before sending the buyer back to
 * PayPal. INSTRUMENT_DECLINED: the card or account was refused, choose another funding source;
 * CAPTURE_DECLINED: PayPal declined the payment.
 */
export const PAYMENT_DECLINE_REASONS = ['INSTRUMENT_DECLINED', 'CAPTURE_DECLINED'] as const;
export const PaymentDeclineReasonSchema = z.enum(PAYMENT_DECLINE_REASONS);
export type PaymentDeclineReason = z.infer<typeof PaymentDeclineReasonSchema>;

export const PayPalCallbackResponseSchema = z.object({
  /**
   * Only for the order's owner (this browser's session): a buyer back in another browser (the
   * PayPal app opened the link elsewhere) is told the outcome, never the order's details.
   */
  order: PaymentOrderRefSchema.optional(),
  paymentStatus: PaymentStatusSchema,
  next: PaymentNextStepSchema,
  /** The PayPal approval link (carries `token=`), present when next is 'retry'. */
  redirectUrl: z.string().url().optional(),
  /** next 'retry' after a declined capture: why (the web shows it before going back). */
  declined: PaymentDeclineReasonSchema.optional(),
  /** next 'failed' for the owner: the cart that holds the order's lines again. */
  cartId: IdSchema.optional(),
});
export type PayPalCallbackResponse = z.infer<typeof PayPalCallbackResponseSchema>;

export const PayNowParamsSchema = z.object({ orderId: IdSchema });

/** Pay now (a pending PayPal order of the caller): where to send the buyer. */
export const PayNowResponseSchema = z.object({
  order: PaymentOrderRefSchema,
  payment: z.object({ method: z.literal('paypal'), redirectUrl: z.string().url() }),
});
export type PayNowResponse = z.infer<typeof PayNowResponseSchema>;

/** Our answer to PayPal's webhook delivery (PayPal only reads the HTTP status). */
export const PayPalWebhookResponseSchema = z.object({
  received: z.literal(true),
  /** true when this event id was processed before (a redelivery): nothing changed. */
  duplicate: z.boolean(),
});
