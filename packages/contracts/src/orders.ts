import {
  NAME_MAX_LENGTH,
  ORDER_STATUSES,
  PAYMENT_METHOD_KEYS,
  PAYMENT_STATUSES,
  PHONE_MAX_LENGTH,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_MIN_LENGTH,
  type PaymentMethodKey,
} from '@print/domain';
import { z } from 'zod';
import { CentsSchema, IdSchema } from './common.js';
import { TaxDisplaySchema } from './cart-totals.js';

export const PaymentMethodKeySchema = z.enum(
  PAYMENT_METHOD_KEYS as [PaymentMethodKey, ...PaymentMethodKey[]],
);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

const text = (max: number) => z.string().trim().max(max);
const name = text(NAME_MAX_LENGTH);

/**
 * Spec 2 §3 "Address". Every field may be sent empty: which ones are required depends on the
 * address's role (billing: names, street, postal code, city, country and company; shipping: the
 * six fields when it differs) and is checked by CheckoutRequestSchema and, against the country's
 * postalCodeRegex and selectability, by the server. email only on the billing address.
 */
export const AddressSchema = z.object({
  title: text(20).default(''),
  firstname: name.default(''),
  lastname: name.default(''),
  company: text(100).default(''),
  addressSuffix: text(100).default(''),
  street: text(100).default(''),
  postalCode: text(16).default(''),
  city: text(60).default(''),
  /** A shipping country's _id (GET /api/shipping/countries); only CH is selectable. */
  countryId: text(64).default(''),
  vatRegistrationNumber: text(30).default(''),
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
});
export type Address = z.output<typeof AddressSchema>;
export type AddressInput = z.input<typeof AddressSchema>;

const ADDRESS_REQUIRED = [
  'firstname',
  'lastname',
  'street',
  'postalCode',
  'city',
  'countryId',
] as const;
/** Spec 2 §5: billing needs the six fields plus company. */
export const BILLING_REQUIRED_FIELDS = [...ADDRESS_REQUIRED, 'company'] as const;
/** Spec 2 §5: the six fields, only when shipping differs from billing. */
export const SHIPPING_REQUIRED_FIELDS = ADDRESS_REQUIRED;

export const PaymentDetailsSchema = z.object({
  email: z.email().max(254),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH)
    .regex(/^[+0-9 ()/.-]*$/, 'digits, spaces and + ( ) / . - only')
    .default(''),
  billingPaymentMethod: PaymentMethodKeySchema,
  customerRemarks: z.object({ referenceNumber: z.string().trim().min(1).max(50) }),
  isBillingAndShippingEqual: z.boolean(),
  billingAddress: AddressSchema,
  /** Ignored (the billing address is used) when isBillingAndShippingEqual. */
  shippingAddress: AddressSchema.optional(),
  shippingMethodId: IdSchema,
  signupToNewsletter: z.boolean().default(false),
  /** Signed in only: store the billing/shipping address on the account. */
  saveNewAddress: z.boolean().optional(),
});
export type PaymentDetails = z.output<typeof PaymentDetailsSchema>;

/**
 * POST /api/checkout/order/checkout. Prices are never accepted: any price field sent is
 * ignored, every figure is recomputed from the server-side cart. An `Idempotency-Key` header
 * (1..128 visible characters) makes retries safe.
 */
export const CheckoutRequestSchema = z
  .object({
    cartId: IdSchema,
    paymentDetails: PaymentDetailsSchema,
    isBusinessCustomer: z.boolean().default(false),
    /** The validated voucher's code (validate-discount answers it as discount._id). */
    discountId: z
      .string()
      .trim()
      .min(VOUCHER_CODE_MIN_LENGTH)
      .max(VOUCHER_CODE_MAX_LENGTH)
      .optional(),
  })
  .superRefine((body, ctx) => {
    const details = body.paymentDetails;
    for (const field of BILLING_REQUIRED_FIELDS) {
      if (details.billingAddress[field] === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentDetails', 'billingAddress', field],
          message: 'required',
        });
      }
    }
    if (details.isBillingAndShippingEqual) return;
    for (const field of SHIPPING_REQUIRED_FIELDS) {
      if ((details.shippingAddress?.[field] ?? '') === '') {
        ctx.addIssue({
          code: 'custom',
          path: ['paymentDetails', 'shippingAddress', field],
          message: 'required',
        });
      }
    }
  });
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;
export type CheckoutCommand = z.output<typeof CheckoutRequestSchema>;

export const IdempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,128}$/);

/** The answer of checkout, reorder and pay-now: where the customer goes next. */
export const CheckoutResponseSchema = z.object({
  order: z.object({ _id: IdSchema, orderNumber: z.string() }),
  payment: z.object({
    method: PaymentMethodKeySchema,
    /** PayPal: the approval link (carries token=). Absent for the other methods. */
    redirectUrl: z.string().optional(),
  }),
});
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

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

export const OrderAddressSchema = z.object({
  title: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  addressSuffix: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  countryId: z.string(),
  country: z.object({ name: z.string(), countryCode: z.string() }),
  vatRegistrationNumber: z.string(),
  /** The order's payment method (spec 2 §3 billingInformation.paymentMethod). */
  paymentMethod: PaymentMethodKeySchema,
});
export type OrderAddress = z.infer<typeof OrderAddressSchema>;

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
  /** Production plus the shipping method's days. */
  estimatedDeliveryTimeDays: z.number().int(),
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
  actions: z.object({ canReorder: z.boolean(), canPayNow: z.boolean() }),
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
 * POST /api/checkout/order/validate-discount. With a cartId (and optionally the pricing
 * inputs) the answer says whether the cart reaches the voucher's minimum.
 */
export const ValidateDiscountRequestSchema = z.object({
  code: z.string().trim().min(VOUCHER_CODE_MIN_LENGTH).max(VOUCHER_CODE_MAX_LENGTH),
  cartId: IdSchema.optional(),
  isBusinessCustomer: z.boolean().default(false),
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
  shippingMethodId: IdSchema.optional(),
});
export type ValidateDiscountRequest = z.input<typeof ValidateDiscountRequestSchema>;

export const DiscountValiditySchema = z.enum([
  'VALID',
  'BELOW_MINIMUM',
  'NOT_STARTED',
  'EXPIRED',
  'USED_UP',
]);

/** 404 VOUCHER_NOT_FOUND when the code is unknown (spec 2 §8: 404 means invalid). */
export const ValidateDiscountResponseSchema = z.object({
  discount: z.object({
    /** The code itself: send it back as discountId at checkout. */
    _id: z.string(),
    code: z.string(),
    type: z.enum(['percentage', 'absolute']),
    /** Percent for percentage, cents for absolute. */
    value: z.number(),
    fromDate: z.string().nullable(),
    toDate: z.string().nullable(),
    rules: z.object({
      minValueCents: CentsSchema,
      maxUsage: z.number().int().nullable(),
      freeShipping: z.boolean(),
    }),
  }),
  validity: z.object({
    state: DiscountValiditySchema,
    isRedeemable: z.boolean(),
    /** The cart's net position total the minimum was compared with (null without a cart). */
    cartNetCents: CentsSchema.nullable(),
    /** BELOW_MINIMUM: how much is missing to reach rules.minValueCents. */
    missingCents: CentsSchema,
    /** What the voucher takes off this cart (0 without a cart or when not redeemable). */
    discountCents: CentsSchema,
  }),
});
export type ValidateDiscountResponse = z.infer<typeof ValidateDiscountResponseSchema>;
