import { z } from 'zod';
import { CentsSchema, IdSchema } from './common.js';

/** Query strings carry booleans as text; only these two spellings are accepted. */
const QueryBooleanSchema = z
  .enum(['true', 'false'])
  .transform((value) => value === 'true')
  .default(false);

/**
 * GET /api/checkout/cart/{cartId}/totals: the inputs that change what a cart costs. Without a
 * country the default tax rate applies (docs/decisions/0007-shop-rulings.md "Tax") and no shipping is charged.
 */
export const CartTotalsQuerySchema = z.object({
  countryCode: z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'two letters (ISO 3166-1)')
    .transform((code) => code.toUpperCase())
    .optional(),
  isBusinessCustomer: QueryBooleanSchema,
  shippingMethodId: IdSchema.optional(),
  discountCode: z.string().trim().min(2).max(30).optional(),
});
export type CartTotalsQuery = z.input<typeof CartTotalsQuerySchema>;
/** The query as a client holds it (a real boolean); sent as text. */
export type CartTotalsParams = z.output<typeof CartTotalsQuerySchema>;

/** INCL_TAX: private customers see gross prices; PLUS_TAX: business customers see net prices. */
export const TaxDisplaySchema = z.enum(['INCL_TAX', 'PLUS_TAX']);
export type TaxDisplay = z.infer<typeof TaxDisplaySchema>;

export const CartTotalsLineSchema = z.object({
  itemId: IdSchema,
  quantity: z.number().int(),
  unitNetCents: CentsSchema,
  /** unitNetCents × quantity, exactly. */
  lineNetCents: CentsSchema,
  /** This line's share of the voucher discount; the shares add up to discountCents. */
  discountCents: CentsSchema,
  /**
   * The prices to show in the customer's tax display: net for PLUS_TAX, gross (unit rounded
   * once, half away from zero) for INCL_TAX. lineCents = unitCents × quantity, exactly.
   */
  display: z.object({ unitCents: CentsSchema, lineCents: CentsSchema }),
  productionDays: z.number().int(),
});
export type CartTotalsLine = z.infer<typeof CartTotalsLineSchema>;

/** A shipping method of the chosen country, priced for this cart (free standard shipping applied). */
export const CartShippingOptionSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** What this cart pays for the method (0 when standard shipping is free for it). */
  priceCents: CentsSchema,
  /** The method's catalogue price. */
  listPriceCents: CentsSchema,
  isFree: z.boolean(),
  isStandard: z.boolean(),
  /** Working days (Monday to Friday) after the production end. */
  shippingTimeDays: z.number().int(),
  /** YYYY-MM-DD: delivery with this method for an order placed now (packages/domain deliveryDateFor). */
  deliveryDate: z.string(),
});
export type CartShippingOption = z.infer<typeof CartShippingOptionSchema>;

export const CartTotalsHintSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('MINIMUM_NOT_REACHED'), surchargeCents: CentsSchema }),
  z.object({ kind: z.literal('FREE_SHIPPING_MISSING'), missingCents: CentsSchema }),
]);

/**
 * The voucher asked for: applied, or not (the totals are then computed without it). A code that
 * is not applied always has reason VOUCHER_NOT_FOUND and the caller's own spelling, whatever kept
 * it from applying (issue 23); the other reasons are no longer sent.
 */
export const CartVoucherStateSchema = z.discriminatedUnion('isApplied', [
  z.object({
    isApplied: z.literal(true),
    code: z.string(),
    type: z.enum(['percentage', 'absolute']),
    /** Percent for percentage vouchers, cents for absolute ones. */
    value: z.number(),
    freeShipping: z.boolean(),
  }),
  z.object({
    isApplied: z.literal(false),
    code: z.string(),
    reason: z.enum([
      'VOUCHER_NOT_FOUND',
      'VOUCHER_NOT_STARTED',
      'VOUCHER_EXPIRED',
      'VOUCHER_USED_UP',
      'VOUCHER_MIN_VALUE_NOT_REACHED',
      'VOUCHER_CODE_INVALID',
    ]),
    /** For VOUCHER_MIN_VALUE_NOT_REACHED: the minimum and what is missing, in cents. */
    minValueCents: CentsSchema.optional(),
    missingCents: CentsSchema.optional(),
  }),
]);
export type CartVoucherState = z.infer<typeof CartVoucherStateSchema>;

/**
 * A private customer's order sum in gross figures that add up to the total (issue 24 point 13,
 * packages/domain summarizeInclTax): positions (Σ the lines' shown sums) − discount + surcharge
 * + shipping + roundingCents = totalCents; taxCents is the VAT the total contains.
 */
export const InclTaxSummarySchema = z.object({
  positionsCents: CentsSchema,
  discountCents: CentsSchema,
  surchargeCents: CentsSchema,
  shippingCents: CentsSchema,
  roundingCents: CentsSchema,
  totalCents: CentsSchema,
  taxCents: CentsSchema,
});
export type InclTaxSummary = z.infer<typeof InclTaxSummarySchema>;

/**
 * Every figure a customer sees about a cart, computed once on the server (packages/domain
 * priceCart). Identities: Σ lineNetCents = positionNetCents; positionNetCents − discountCents +
 * smallOrderSurchargeCents + shippingCents = netTotalCents; netTotalCents + taxCents = totalCents.
 */
export const CartTotalsSchema = z.object({
  cartId: IdSchema,
  currency: z.literal('CHF'),
  countryCode: z.string().nullable(),
  isBusinessCustomer: z.boolean(),
  taxDisplay: TaxDisplaySchema,
  /** INCL_TAX: the sum in gross figures (shown instead of the net rows); null for PLUS_TAX. */
  inclTaxSummary: InclTaxSummarySchema.nullable(),
  lines: z.array(CartTotalsLineSchema),
  positionNetCents: CentsSchema,
  discountCents: CentsSchema,
  positionAfterDiscountCents: CentsSchema,
  smallOrderSurchargeCents: CentsSchema,
  shippingCents: CentsSchema,
  isFreeShipping: z.boolean(),
  netTotalCents: CentsSchema,
  /** Basis points: 810 = 8.1 %. */
  taxRateBp: z.number().int(),
  taxCents: CentsSchema,
  totalCents: CentsSchema,
  hint: CartTotalsHintSchema.nullable(),
  voucher: CartVoucherStateSchema.nullable(),
  /** The chosen method, or null when none was asked for. */
  shippingMethod: CartShippingOptionSchema.nullable(),
  /** The country's methods priced for this cart (empty without a country). */
  shippingOptions: z.array(CartShippingOptionSchema),
  /** Calendar days until the slowest line is produced (0 for an empty cart). */
  productionDays: z.number().int(),
  /** YYYY-MM-DD with the chosen shipping method for an order placed now; null without one. */
  deliveryDate: z.string().nullable(),
  /** YYYY-MM-DD: the slowest line's production ends (order placed now); null for an empty cart. */
  productionEndDate: z.string().nullable(),
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;
