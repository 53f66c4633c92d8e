import { z } from 'zod';
import { IdSchema } from './common.js';

/*
 * Versioned price sets on the desk (issue 26 item 6, decision 0029): the price model inputs of
 * decision 0003 (print modes, finishes, colours, processing options), limits, lead times,
 * availability and shipping prices. Money in integer cents (rates in cents per cm³ / cm²),
 * factors in basis points (10000 = 100 %). A draft may hold null where a price is not entered
 * yet; publishing refuses it with the list of what is missing.
 */

/** The largest amount a single price input may hold: CHF 100,000.00. */
export const PRICE_INPUT_MAX_CENTS = 10_000_000;

const PriceCentsSchema = z
  .number('PRICE_INVALID')
  .int('PRICE_INVALID')
  .min(0, 'PRICE_INVALID')
  .max(PRICE_INPUT_MAX_CENTS, 'PRICE_INVALID')
  .nullable();
const FactorBpSchema = z
  .number()
  .int('FACTOR_INVALID')
  .min(1, 'FACTOR_INVALID')
  .max(50_000, 'FACTOR_INVALID');
const DaysSchema = z.number().int('DAYS_INVALID').min(0, 'DAYS_INVALID').max(60, 'DAYS_INVALID');
const LengthMmSchema = z.number().positive('LENGTH_INVALID').max(5_000, 'LENGTH_INVALID');
/** Read-only names the desk shows beside an entry; ignored when sent back. */
const LabelSchema = z.string().optional();

export const QuantityBreakInputSchema = z.object({
  minQuantity: z
    .number()
    .int('QUANTITY_INVALID')
    .min(1, 'QUANTITY_INVALID')
    .max(100_000, 'QUANTITY_INVALID'),
  factorBp: FactorBpSchema,
});

export const PriceSetPrintModeSchema = z.object({
  id: IdSchema,
  label: LabelSchema,
  isAvailable: z.boolean(),
  setupFeeCents: PriceCentsSchema,
  materialCentsPerCm3: PriceCentsSchema,
  packingCentsPerCm3: PriceCentsSchema,
  minPartPriceCents: PriceCentsSchema,
  quantityBreaks: z
    .array(QuantityBreakInputSchema)
    .max(10)
    .refine(
      (breaks) => new Set(breaks.map((b) => b.minQuantity)).size === breaks.length,
      'QUANTITY_BREAK_DUPLICATE',
    ),
  productionDaysExtra: DaysSchema,
  maxXMm: LengthMmSchema,
  maxYMm: LengthMmSchema,
  maxZMm: LengthMmSchema,
  minFeatureSizeMm: z.number().positive('LENGTH_INVALID').max(100, 'LENGTH_INVALID'),
  maxNumberOfParts: z
    .number()
    .int('QUANTITY_INVALID')
    .min(1, 'QUANTITY_INVALID')
    .max(10_000)
    .nullable(),
});

export const PriceSetFinishSchema = z.object({
  id: IdSchema,
  label: LabelSchema,
  /** The print mode's name (read-only). */
  group: LabelSchema,
  isAvailable: z.boolean(),
  finishCentsPerCm2: PriceCentsSchema,
});

export const PriceSetColorSchema = z.object({
  id: IdSchema,
  label: LabelSchema,
  isAvailable: z.boolean(),
  colourFactorBp: FactorBpSchema.nullable(),
});

export const PriceSetProcessingOptionSchema = z.object({
  id: IdSchema,
  label: LabelSchema,
  /** The processing step's name (read-only). */
  group: LabelSchema,
  priceCents: PriceCentsSchema,
});

export const PriceSetShippingMethodSchema = z.object({
  id: IdSchema,
  label: LabelSchema,
  /** The country's code (read-only). */
  group: LabelSchema,
  isAvailable: z.boolean(),
  priceCents: PriceCentsSchema,
  shippingTimeDays: DaysSchema,
});

/** Everything a price set holds, one entry per catalogue row (same ids as the catalogue). */
export const PriceSetContentSchema = z.object({
  printModes: z.array(PriceSetPrintModeSchema).max(200),
  surfaceFinishes: z.array(PriceSetFinishSchema).max(1000),
  colors: z.array(PriceSetColorSchema).max(1000),
  processingOptions: z.array(PriceSetProcessingOptionSchema).max(1000),
  shippingMethods: z.array(PriceSetShippingMethodSchema).max(1000),
});
export type PriceSetContent = z.infer<typeof PriceSetContentSchema>;

export const PriceSetStatusSchema = z.enum(['draft', 'scheduled', 'effective', 'superseded']);
export type PriceSetStatusValue = z.infer<typeof PriceSetStatusSchema>;

export const PriceSetSummarySchema = z.object({
  id: IdSchema,
  version: z.number().int(),
  status: PriceSetStatusSchema,
  /** ISO time; null while a draft. */
  effectiveFrom: z.string().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  publishedAt: z.string().nullable(),
  publishedByName: z.string().nullable(),
  basedOnVersion: z.number().int().nullable(),
  /** The optimistic lock: send it back with a save or a publish. */
  lockVersion: z.number().int(),
});
export type PriceSetSummary = z.infer<typeof PriceSetSummarySchema>;

export const PriceSetListSchema = z.object({ items: z.array(PriceSetSummarySchema) });
export type PriceSetList = z.infer<typeof PriceSetListSchema>;

export const MissingPriceSchema = z.object({
  kind: z.enum(['printMode', 'surfaceFinish', 'color', 'processingOption', 'shippingMethod']),
  id: z.string(),
  field: z.string(),
});
export type MissingPriceView = z.infer<typeof MissingPriceSchema>;

export const PriceSetDetailSchema = z.object({
  set: PriceSetSummarySchema,
  content: PriceSetContentSchema,
  /** What publishing would refuse; empty when complete. */
  missing: z.array(MissingPriceSchema),
});
export type PriceSetDetail = z.infer<typeof PriceSetDetailSchema>;

export const PriceSetIdParamsSchema = z.object({ priceSetId: IdSchema });

export const SavePriceSetRequestSchema = z.object({
  lockVersion: z.number().int(),
  content: PriceSetContentSchema,
});
export type SavePriceSetRequest = z.infer<typeof SavePriceSetRequestSchema>;

export const PublishPriceSetRequestSchema = z.object({
  lockVersion: z.number().int(),
  /** ISO date-time with offset; null or absent: now. */
  effectiveFrom: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type PublishPriceSetRequest = z.infer<typeof PublishPriceSetRequestSchema>;

export const WithdrawPriceSetRequestSchema = z.object({
  lockVersion: z.number().int(),
  /** draft: the set becomes the draft again (refused while another draft exists); discard: deleted. */
  to: z.enum(['draft', 'discard']),
});
export type WithdrawPriceSetRequest = z.infer<typeof WithdrawPriceSetRequestSchema>;

const ComparisonSchema = z.object({
  oldCents: z.number().int().nullable(),
  newCents: z.number().int().nullable(),
  differenceCents: z.number().int().nullable(),
  differenceBp: z.number().int().nullable(),
});

/** The last orders priced by the effective set (old) and by the draft (new), same configuration. */
export const PriceSetPreviewSchema = z.object({
  /** The version the draft is compared with. */
  comparedWithVersion: z.number().int().nullable(),
  orders: z.array(
    z.object({
      orderId: z.string(),
      orderNumber: z.string(),
      createdAt: z.string(),
      /** What the customer paid net for the parts (the order's snapshot). */
      orderedPositionsNetCents: z.number().int(),
      positions: ComparisonSchema,
      shipping: ComparisonSchema,
      lines: z.array(
        z.object({
          position: z.number().int(),
          label: z.string(),
          quantity: z.number().int(),
          line: ComparisonSchema,
        }),
      ),
    }),
  ),
});
export type PriceSetPreview = z.infer<typeof PriceSetPreviewSchema>;
