import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PriceSetContent } from '@print/contracts';

/** A text in the three shop languages. */
export interface LocalizedText {
  readonly de: string;
  readonly en: string;
  readonly fr: string;
}

export interface RankingData {
  readonly price: number;
  readonly flexibility: number;
  readonly stability: number;
  readonly precision: number;
  readonly wearResistance: number;
  readonly heatResistance: number;
}

export interface QuantityBreakData {
  readonly minQuantity: number;
  readonly factorBp: number;
}

/** Print mode = material + method, with its limits and price rates (see seed/catalog-seed.ts for the model). */
export const printModes = pgTable('print_modes', {
  id: text('id').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  materialName: text('material_name').notNull(),
  methodName: text('method_name').notNull(),
  machineName: text('machine_name').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  surfaceQuality: jsonb('surface_quality').$type<LocalizedText>().notNull(),
  applications: jsonb('applications').$type<LocalizedText>().notNull(),
  maxXMm: doublePrecision('max_x_mm').notNull(),
  maxYMm: doublePrecision('max_y_mm').notNull(),
  maxZMm: doublePrecision('max_z_mm').notNull(),
  minFeatureSizeMm: doublePrecision('min_feature_size_mm').notNull(),
  resolutionXyMm: doublePrecision('resolution_xy_mm').notNull(),
  resolutionZMm: doublePrecision('resolution_z_mm').notNull(),
  ranking: jsonb('ranking').$type<RankingData>().notNull(),
  maxNumberOfParts: integer('max_number_of_parts'),
  maxIncrementalMeasurementMm: doublePrecision('max_incremental_measurement_mm').notNull(),
  setupFeeCents: integer('setup_fee_cents').notNull(),
  materialCentsPerCm3: doublePrecision('material_cents_per_cm3').notNull(),
  packingCentsPerCm3: doublePrecision('packing_cents_per_cm3').notNull(),
  minPartPriceCents: integer('min_part_price_cents').notNull(),
  quantityBreaks: jsonb('quantity_breaks').$type<QuantityBreakData[]>().notNull(),
  productionDaysExtra: integer('production_days_extra').notNull(),
});

export const surfaceFinishes = pgTable('surface_finishes', {
  id: text('id').primaryKey(),
  printModeId: text('print_mode_id')
    .notNull()
    .references(() => printModes.id),
  sortOrder: integer('sort_order').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  description: jsonb('description').$type<LocalizedText>().notNull(),
  finishCentsPerCm2: doublePrecision('finish_cents_per_cm2').notNull(),
});

export const colors = pgTable('colors', {
  id: text('id').primaryKey(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  variableName: text('variable_name').notNull(),
  hue: integer('hue').notNull(),
  hexcode: text('hexcode').notNull(),
  thumbnail: text('thumbnail'),
  /** 10000 = neutral. */
  colourFactorBp: integer('colour_factor_bp').notNull(),
});

export const surfaceFinishColors = pgTable(
  'surface_finish_colors',
  {
    surfaceFinishId: text('surface_finish_id')
      .notNull()
      .references(() => surfaceFinishes.id),
    colorId: text('color_id')
      .notNull()
      .references(() => colors.id),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.surfaceFinishId, t.colorId] })],
);

export const processingSteps = pgTable('processing_steps', {
  id: text('id').primaryKey(),
  sortOrder: integer('sort_order').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
});

export const processingStepOptions = pgTable('processing_step_options', {
  id: text('id').primaryKey(),
  stepId: text('step_id')
    .notNull()
    .references(() => processingSteps.id),
  sortOrder: integer('sort_order').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priceCents: integer('price_cents').notNull(),
});

export const printModeProcessingSteps = pgTable(
  'print_mode_processing_steps',
  {
    printModeId: text('print_mode_id')
      .notNull()
      .references(() => printModes.id),
    stepId: text('step_id')
      .notNull()
      .references(() => processingSteps.id),
  },
  (t) => [primaryKey({ columns: [t.printModeId, t.stepId] })],
);

export const shippingCountries = pgTable('shipping_countries', {
  id: text('id').primaryKey(),
  countryCode: text('country_code').notNull().unique(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  postalCodeRegex: text('postal_code_regex').notNull(),
  isEu: boolean('is_eu').notNull(),
  taxRateBp: integer('tax_rate_bp').notNull(),
  isSelectable: boolean('is_selectable').notNull(),
});

export const shippingMethods = pgTable('shipping_methods', {
  id: text('id').primaryKey(),
  countryId: text('country_id')
    .notNull()
    .references(() => shippingCountries.id),
  methodKey: text('method_key').notNull(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  priceCents: integer('price_cents').notNull(),
  shippingTimeDays: integer('shipping_time_days').notNull(),
  isStandard: boolean('is_standard').notNull(),
});

/**
 * Versioned price sets (issue 26 item 6, decision 0029): the price inputs, limits, lead times,
 * availability and shipping prices of every catalogue row, one full copy per version. The rows
 * above keep identity and texts; the set effective at a moment (latest effective_from ≤ it) gives
 * the values. A draft (status 'draft', at most one) has no effective date; lock_version is the
 * optimistic check of saves and publishing.
 */
export const priceSets = pgTable(
  'price_sets',
  {
    id: text('id').primaryKey(),
    version: integer('version').notNull().unique(),
    status: text('status').$type<'draft' | 'published'>().notNull(),
    content: jsonb('content').$type<PriceSetContent>().notNull(),
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    lockVersion: integer('lock_version').notNull().default(0),
    basedOnVersion: integer('based_on_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff id; null for the set the first start made from the seed. */
    createdBy: text('created_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
  },
  (t) => [
    uniqueIndex('price_sets_one_draft_idx')
      .on(t.status)
      .where(sql`status = 'draft'`),
    index('price_sets_effective_idx').on(t.status, t.effectiveFrom),
  ],
);
