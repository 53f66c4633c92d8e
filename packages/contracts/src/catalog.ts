import { z } from 'zod';
import { CentsSchema, DimensionsSchema, IdSchema } from './common.js';

/** Ranking 0–8 of a print mode on each criterion (spec 1 §3). */
export const RankingSchema = z.object({
  price: z.number().int().min(0).max(8),
  flexibility: z.number().int().min(0).max(8),
  stability: z.number().int().min(0).max(8),
  precision: z.number().int().min(0).max(8),
  wearResistance: z.number().int().min(0).max(8),
  heatResistance: z.number().int().min(0).max(8),
});

export const ColorSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  variableName: z.string(),
  hue: z.number(),
  hexcode: z.string(),
  thumbnail: z.string().nullable(),
});
export type Color = z.infer<typeof ColorSchema>;

export const SurfaceFinishSchema = z.object({
  _id: IdSchema,
  printModeId: IdSchema,
  properties: z.object({ name: z.string(), description: z.string() }),
  colors: z.array(ColorSchema),
});
export type SurfaceFinish = z.infer<typeof SurfaceFinishSchema>;

export const ProcessingOptionSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  /** Net price per piece and per unit of the step's quantity. */
  priceCents: CentsSchema,
});

export const ProcessingStepSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  options: z.array(ProcessingOptionSchema),
});
export type ProcessingStep = z.infer<typeof ProcessingStepSchema>;

export const PrintModeFeaturesSchema = z.object({
  description: z.string(),
  surfaceQuality: z.string(),
  applications: z.string(),
  /** Build volume in mm. */
  maxDimensions: DimensionsSchema,
  /** Minimum wall thickness / feature size in mm. */
  minFeatureSize: z.number(),
  resolutionXY: z.number(),
  resolutionZ: z.number(),
  ranking: RankingSchema,
  maxNumberOfParts: z.number().int().nullable(),
  maxIncrementalMeasurement: z.number(),
});

export const PrintModeSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  features: PrintModeFeaturesSchema,
  printModeMaterial: z.object({ name: z.string() }),
  printModeMethod: z.object({ name: z.string(), machine: z.string() }),
  surfaceFinishes: z.array(SurfaceFinishSchema),
  processingSteps: z.array(ProcessingStepSchema),
});
export type PrintMode = z.infer<typeof PrintModeSchema>;

export const PrintModesResponseSchema = z.object({ printModes: z.array(PrintModeSchema) });
export type PrintModesResponse = z.infer<typeof PrintModesResponseSchema>;

export const SurfaceFinishesResponseSchema = z.object({
  surfaceFinishes: z.array(SurfaceFinishSchema),
});
export type SurfaceFinishesResponse = z.infer<typeof SurfaceFinishesResponseSchema>;

export const ShippingMethodSchema = z.object({
  _id: IdSchema,
  shippingMethodId: z.string(),
  shippingMethod: z.string(),
  priceCents: CentsSchema,
  shippingTimeDays: z.number().int(),
  isStandard: z.boolean(),
});

export const ShippingCountrySchema = z.object({
  _id: IdSchema,
  country: z.string(),
  countryCode: z.string().length(2),
  postalCodeRegex: z.string(),
  isEU: z.boolean(),
  /** Percent, for display (8.1). */
  taxRate: z.number(),
  /** Basis points (810 = 8.1 %). */
  taxRateBp: z.number().int(),
  /** Only CH is selectable in address forms for now (rulings "Countries"). */
  isSelectable: z.boolean(),
  shippingMethods: z.array(ShippingMethodSchema),
});
export type ShippingCountry = z.infer<typeof ShippingCountrySchema>;

export const ShippingCountriesResponseSchema = z.object({
  shippingCountries: z.array(ShippingCountrySchema),
});
export type ShippingCountriesResponse = z.infer<typeof ShippingCountriesResponseSchema>;
