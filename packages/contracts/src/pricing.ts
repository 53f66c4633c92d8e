import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN, SCALE_MAX, SCALE_MIN } from '@print/domain';
import { CentsSchema, IdSchema, LengthUnitSchema } from './common.js';

export const ScaleSchema = z.number().min(SCALE_MIN).max(SCALE_MAX);
export const QuantitySchema = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);

export const PricingParamSchema = z.object({
  printModeId: IdSchema,
  surfaceFinishId: IdSchema,
  printModeColorId: IdSchema,
  /** Accepted for compatibility with the old client; ignored (the id decides). */
  printModeColor: z.unknown().optional(),
});

export const BatchCalculationRequestSchema = z.object({
  objectId: IdSchema,
  objectScale: ScaleSchema,
  objectUnitLength: LengthUnitSchema,
  objectQuantity: QuantitySchema,
  params: z.array(PricingParamSchema).min(1).max(200),
  /** Business customers see net + tax, private customers gross; both come from the same net. */
  isBusinessCustomer: z.boolean().optional(),
  /** ISO code of a shipping country; without it the default rate (8.1 %) applies. */
  countryCode: z.string().length(2).optional(),
});
export type BatchCalculationRequest = z.infer<typeof BatchCalculationRequestSchema>;

/** Spec 2 §3 "Price object"; all amounts in cents, for the whole quantity. */
export const PriceSchema = z.object({
  netPrice: CentsSchema,
  tax: CentsSchema,
  totalPrice: CentsSchema,
  /** Percent (8.1). */
  taxRate: z.number(),
  taxRateBp: z.number().int(),
  unitNetPrice: CentsSchema,
});
export type Price = z.infer<typeof PriceSchema>;

export const PrintabilityReasonSchema = z.object({
  code: z.enum([
    'TOO_LARGE',
    'WALL_TOO_THIN',
    'DIMENSION_TOO_SMALL',
    'NOT_WATERTIGHT',
    'TOO_MANY_PARTS',
  ]),
  /** mm or a count, as the code says. */
  actual: z.number(),
  limit: z.number(),
  /**
   * TOO_LARGE only (issue 13 point 5): the part's sides largest first, each against the side of
   * the mode's build volume it is laid along in the best orientation; excess 0 where it fits. mm.
   */
  sides: z
    .array(z.object({ actualMm: z.number(), limitMm: z.number(), excessMm: z.number() }))
    .optional(),
});

/**
 * Issue 13 point 6: an order of only this configuration, by the cart's rule (domain
 * previewSinglePartOrder): minimum order value and small-order surcharge, standard shipping of
 * the country (CH when none is given), tax once on the net total, delivery date. Net cents.
 */
export const OrderPreviewSchema = z.object({
  minimumOrderNetCents: CentsSchema,
  smallOrderSurchargeCents: CentsSchema,
  shippingCents: CentsSchema,
  isFreeShipping: z.boolean(),
  netTotalCents: CentsSchema,
  taxCents: CentsSchema,
  totalCents: CentsSchema,
  /** YYYY-MM-DD; null when the country has no standard shipping method. */
  deliveryDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
});
export type OrderPreview = z.infer<typeof OrderPreviewSchema>;

export const BatchCalculationResultSchema = z.object({
  printModeId: IdSchema,
  surfaceFinishId: IdSchema,
  colorId: IdSchema,
  /** null when the configuration is not printable. */
  price: PriceSchema.nullable(),
  /** Working days of production. */
  productionTime: z.number().int(),
  printable: z.boolean(),
  tooLarge: z.boolean(),
  tooSmall: z.boolean(),
  reasons: z.array(PrintabilityReasonSchema),
  /** null when the configuration is not printable (no price, nothing to preview). */
  orderPreview: OrderPreviewSchema.nullable(),
  /**
   * Issue 13 point 5: when the part is too large for this mode, the largest scale (0.01 steps)
   * at which it fits; null when it fits already or fits at no allowed scale.
   */
  fitScale: z.number().nullable(),
});
export type BatchCalculationResult = z.infer<typeof BatchCalculationResultSchema>;

export const BatchCalculationResponseSchema = z.array(BatchCalculationResultSchema);
export type BatchCalculationResponse = z.infer<typeof BatchCalculationResponseSchema>;
