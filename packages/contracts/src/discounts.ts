import { VOUCHER_CODE_MAX_LENGTH, VOUCHER_CODE_MIN_LENGTH } from '@print/domain';
import { z } from 'zod';
import { CentsSchema, IdSchema } from './common.js';

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

/**
 * Only a code that can be used is answered (state VALID); any other — unknown, not started,
 * expired, used up, below its minimum on the named cart — is one 404 VOUCHER_NOT_FOUND (spec 2 §8:
 * 404 means invalid; issue 23: an existing code cannot be told from a guess). The other states
 * stay in the schema for older clients and are no longer sent.
 */
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
