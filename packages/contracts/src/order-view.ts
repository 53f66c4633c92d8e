import { z } from 'zod';
import { NOT_PRINTABLE_CHOICES, NOT_PRINTABLE_COMMENT_MAX_LENGTH } from '@print/domain';
import { AddressSchema } from './address.js';
import { TaxDisplaySchema } from './cart-totals.js';
import { CentsSchema, IdSchema } from './common.js';
import { OrderStatusSchema, PaymentMethodKeySchema, PaymentStatusSchema } from './orders.js';

export const OrderIdParamsSchema = z.object({ orderId: IdSchema });
export const OrderDocumentKindSchema = z.enum(['confirmation', 'invoice', 'quote']);
export const OrderDocumentParamsSchema = z.object({
  orderId: IdSchema,
  kind: OrderDocumentKindSchema,
});

/** A line as ordered: names, choices and prices are a snapshot, never re-read from the catalogue. */
export const OrderItemSchema = z.object({
  _id: IdSchema,
  /** The 3D file's name. */
  name: z.string(),
  referencedId: IdSchema,
  printMode: z.object({ _id: IdSchema, name: z.string() }),
  finish: z.object({ _id: IdSchema, name: z.string() }),
  color: z.object({ _id: IdSchema, name: z.string(), hexcode: z.string() }),
  quantity: z.number().int(),
  scale: z.number(),
  unitNetCents: CentsSchema,
  lineNetCents: CentsSchema,
  /** Unit and line in the order's tax display (net for business, gross for private). */
  display: z.object({ unitCents: CentsSchema, lineCents: CentsSchema }),
  productionDays: z.number().int(),
  /** URL of the thumbnail as ordered, or null. */
  thumbnail: z.string().nullable(),
  attachmentCount: z.number().int(),
  /**
   * The printability review as the customer reads it: repaired or not printable with staff's
   * reason (and a not printable line's picture); null for printable or not reviewed yet.
   */
  review: z
    .object({
      verdict: z.enum(['repaired', 'not_printable']),
      reason: z.string().nullable(),
      pictureUrl: z.string().nullable(),
    })
    .nullable()
    .optional(),
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

/** Totals as ordered; identities as CartTotalsSchema. */
export const OrderTotalsSchema = z.object({
  currency: z.literal('CHF'),
  taxDisplay: TaxDisplaySchema,
  positionNetCents: CentsSchema,
  discountCents: CentsSchema,
  smallOrderSurchargeCents: CentsSchema,
  shippingCents: CentsSchema,
  netTotalCents: CentsSchema,
  taxRateBp: z.number().int(),
  taxCents: CentsSchema,
  totalCents: CentsSchema,
});
export type OrderTotalsView = z.infer<typeof OrderTotalsSchema>;

/** An address as ordered (AddressSchema) with its country then, and the order's payment method. */
export const OrderAddressSchema = AddressSchema.extend({
  country: z.object({ name: z.string(), countryCode: z.string() }),
  /** The order's payment method (spec 2 §3 billingInformation.paymentMethod). */
  paymentMethod: PaymentMethodKeySchema,
});

export const OrderDocumentLinkSchema = z.object({ kind: OrderDocumentKindSchema, url: z.string() });

/** GET /api/checkout/order/{orderId}: spec 2 §3 "order tracking info", owner only. */
export const OrderViewSchema = z.object({
  _id: IdSchema,
  orderNumber: z.string(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
  orderStatus: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  legacyOrder: z.literal(false),
  /** Invoice: ISO date 30 days after the order; null for the other methods. */
  dueBy: z.string().nullable(),
  estimatedProductionTimeDays: z.number().int(),
  /** Calendar days from the order day to the delivery day (production, then working days of shipping). */
  estimatedDeliveryTimeDays: z.number().int(),
  /** YYYY-MM-DD: the delivery date (packages/domain deliveryDateFor), the same as on the PDF. */
  estimatedDeliveryDate: z.string(),
  email: z.string(),
  phone: z.string(),
  isBusinessCustomer: z.boolean(),
  items: z.array(OrderItemSchema),
  totals: OrderTotalsSchema,
  voucher: z
    .object({
      code: z.string(),
      type: z.enum(['percentage', 'absolute']),
      value: z.number(),
      freeShipping: z.boolean(),
    })
    .nullable(),
  shippingMethod: z.object({
    id: IdSchema,
    name: z.string(),
    shippingTimeDays: z.number().int(),
    priceCents: CentsSchema,
  }),
  customerRemarks: z.object({ referenceNumber: z.string() }),
  billingInformation: OrderAddressSchema,
  shippingInformation: OrderAddressSchema,
  paymentMethod: PaymentMethodKeySchema,
  isQuote: z.boolean(),
  documents: z.array(OrderDocumentLinkSchema),
  actions: z.object({
    canReorder: z.boolean(),
    canPayNow: z.boolean(),
    /**
     * Production found files not printable (FILES_NOT_PRINTABLE): the customer chooses a changed
     * quote or a cancellation (POST …/not-printable-choice).
     */
    canAnswerNotPrintable: z.boolean(),
  }),
  /**
   * A prepaid order not yet paid (issue 24 point 13): production starts when the payment has
   * arrived; the amount and the QR-bill's account and reference (the invoice PDF carries the
   * QR-bill). Absent otherwise.
   */
  prepayment: z
    .object({
      amountCents: CentsSchema,
      creditorName: z.string(),
      iban: z.string(),
      reference: z.string(),
    })
    .optional(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

export const UserOrderSummarySchema = z.object({
  _id: IdSchema,
  id: IdSchema,
  orderNumber: z.string(),
  createdAt: z.string(),
  orderStatus: OrderStatusSchema,
  paymentStatus: PaymentStatusSchema,
  paymentMethod: PaymentMethodKeySchema,
  isQuote: z.boolean(),
  totalCents: CentsSchema,
});
export type UserOrderSummary = z.infer<typeof UserOrderSummarySchema>;

/** GET /api/checkout/order/user: spec 2 §3 "map of orders keyed by id, each with an id". */
export const UserOrdersResponseSchema = z.record(z.string(), UserOrderSummarySchema);
export type UserOrdersResponse = z.infer<typeof UserOrdersResponseSchema>;

/**
 * POST /api/checkout/order/:orderId/not-printable-choice: the owner's answer to a not printable
 * review (issue 25 item 6): changed_quote (back to QUOTE_GENERATED, staff send an offer) or cancel
 * (ORDER_CANCELLED), with an optional comment for staff. Others: 404 ORDER_NOT_FOUND; not in
 * FILES_NOT_PRINTABLE: 409 NOT_PRINTABLE_CHOICE_CLOSED. Answers the order.
 */
export const NotPrintableChoiceRequestSchema = z.object({
  choice: z.enum(NOT_PRINTABLE_CHOICES),
  comment: z.string().trim().max(NOT_PRINTABLE_COMMENT_MAX_LENGTH).optional(),
});
export type NotPrintableChoiceRequest = z.infer<typeof NotPrintableChoiceRequestSchema>;

/**
 * The token of a mailed answer link (GET /api/checkout/not-printable/:token): any short string
 * is taken, so a mangled link answers 404 ORDER_LINK_INVALID rather than a validation error.
 */
export const OrderLinkTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

/**
 * GET /api/checkout/not-printable/:token: what the holder of the status mail's link (a guest
 * too, no sign-in) reads of a not printable review — the order's number and status, the lines
 * production could not print with the reason and the picture's URL (through the same link).
 * `canAnswer`: the order still waits for the choice (FILES_NOT_PRINTABLE).
 * Errors: 404 ORDER_LINK_INVALID, 422 ORDER_LINK_EXPIRED.
 */
export const NotPrintableLinkViewSchema = z.object({
  orderNumber: z.string(),
  orderStatus: OrderStatusSchema,
  canAnswer: z.boolean(),
  lines: z.array(
    z.object({
      lineId: IdSchema,
      fileName: z.string(),
      quantity: z.number().int(),
      reason: z.string().nullable(),
      pictureUrl: z.string().nullable(),
    }),
  ),
});
export type NotPrintableLinkView = z.infer<typeof NotPrintableLinkViewSchema>;
