import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { files } from '../files/files.tables.js';
import { colors, printModes, surfaceFinishes } from '../catalog/catalog.tables.js';

/**
 * A cart belongs to one principal: the anonymous session that created it (accounts come next).
 * Carts from before owners existed have none and are reachable by nobody (the web then makes a
 * new cart, as the spec prescribes for a 404).
 */
export const carts = pgTable(
  'carts',
  {
    id: text('id').primaryKey(),
    ownerSession: text('owner_session'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_owner_session_idx').on(t.ownerSession)],
);

export interface ProcessingStepChoiceData {
  readonly stepId: string;
  readonly optionId: string;
  readonly quantity: number;
}

export interface AttachmentData {
  readonly id: string;
  readonly name: string;
  readonly storageKey: string;
  readonly sizeBytes: number;
}

/** A cart line; its prices are computed on the server whenever the line changes. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    cartId: text('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    fileId: text('file_id')
      .notNull()
      .references(() => files.id),
    printModeId: text('print_mode_id')
      .notNull()
      .references(() => printModes.id),
    surfaceFinishId: text('surface_finish_id')
      .notNull()
      .references(() => surfaceFinishes.id),
    colorId: text('color_id')
      .notNull()
      .references(() => colors.id),
    quantity: integer('quantity').notNull(),
    scale: doublePrecision('scale').notNull(),
    givenUnitOfLength: text('given_unit_of_length').$type<'mm' | 'cm' | 'm' | 'inch'>().notNull(),
    acknowledgedRepairInfo: boolean('acknowledged_repair_info').notNull(),
    processingSteps: jsonb('processing_steps').$type<ProcessingStepChoiceData[]>().notNull(),
    attachments: jsonb('attachments')
      .$type<AttachmentData[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    thumbnailKey: text('thumbnail_key'),
    unitNetCents: integer('unit_net_cents').notNull(),
    lineNetCents: integer('line_net_cents').notNull(),
    productionDays: integer('production_days').notNull(),
    /**
     * The price set the line's prices come from (decision 0029): when another set takes effect
     * the line is priced again before the customer sees it; null: priced before price sets.
     */
    priceSetId: text('price_set_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_items_cart_id_idx').on(t.cartId)],
);
