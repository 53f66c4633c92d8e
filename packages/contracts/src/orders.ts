import {
  ORDER_STATUSES,
  PAYMENT_METHOD_KEYS,
  PAYMENT_STATUSES,
  PHONE_MAX_LENGTH,
  checkPhoneNumber,
  isCompanyRequired,
  VOUCHER_CODE_MAX_LENGTH,
  VOUCHER_CODE_MIN_LENGTH,
  type PaymentMethodKey,
} from '@print/domain';
import { z } from 'zod';
import { AddressSchema } from './address.js';
import { IdSchema } from './common.js';

export const PaymentMethodKeySchema = z.enum(
  PAYMENT_METHOD_KEYS as [PaymentMethodKey, ...PaymentMethodKey[]],
);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);

/**
 * Spec 2 §3 "Address" in a checkout (AddressSchema, plus the e-mail on the billing address).
 * Every field may be sent empty: which ones are required depends on the address's role (billing:
 * names, street, postal code, city and country, and company for a business customer; shipping:
 * the six fields when it differs) and is checked by CheckoutRequestSchema and, against the
 * country's postalCodeRegex and selectability, by the server.
 */
export const CheckoutAddressSchema = AddressSchema.extend({
  email: z.union([z.literal(''), z.email().max(254)]).optional(),
});

const ADDRESS_REQUIRED = [
  'firstname',
  'lastname',
  'street',
  'postalCode',
  'city',
  'countryId',
] as const;
/**
 * Spec 2 §5: billing needs the six fields, plus company for a business customer only
 * (DECISIONS.md "Customer data", domain isCompanyRequired).
 */
export function billingRequiredFields(customer: {
  readonly isBusinessCustomer: boolean;
}): readonly (keyof z.output<typeof AddressSchema>)[] {
  return isCompanyRequired(customer) ? [...ADDRESS_REQUIRED, 'company'] : ADDRESS_REQUIRED;
}
/** Spec 2 §5: the six fields, only when shipping differs from billing. */
export const SHIPPING_REQUIRED_FIELDS = ADDRESS_REQUIRED;

export const PaymentDetailsSchema = z.object({
  email: z.email().max(254),
  /** DECISIONS.md "Customer data": up to 25 characters, 6 to 15 digits (domain checkPhoneNumber). */
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, 'TOO_LONG')
    // Too long is said once (TOO_LONG, with the limit); the digits are checked within it.
    .refine(
      (phone) => phone.length > PHONE_MAX_LENGTH || checkPhoneNumber(phone).ok,
      'PHONE_INVALID',
    )
    .default(''),
  billingPaymentMethod: PaymentMethodKeySchema,
  customerRemarks: z.object({ referenceNumber: z.string().trim().min(1).max(50) }),
  isBillingAndShippingEqual: z.boolean(),
  billingAddress: CheckoutAddressSchema,
  /** Ignored (the billing address is used) when isBillingAndShippingEqual. */
  shippingAddress: CheckoutAddressSchema.optional(),
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
    for (const field of billingRequiredFields(body)) {
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

/**
 * Reorder (issue 24): the order's parts go into the customer's cart at today's prices; the
 * customer then checks out with the account's current addresses and any payment method.
 */
export const ReorderRequestSchema = z.object({ cartId: IdSchema.optional() });
export const ReorderResponseSchema = z.object({
  cart: z.object({ _id: IdSchema }),
  addedItems: z.number().int().nonnegative(),
});
export type ReorderResponse = z.infer<typeof ReorderResponseSchema>;
