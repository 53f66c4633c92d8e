import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Orders of the old shop (its CSV export, imported by `npm run legacy-orders:import`), read by the
 * legacy tracking route. Field names follow spec 2 §3 "Legacy order fields"; prices in cents;
 * an empty billing address in the export was stored as the shipping address.
 */
export const legacyOrders = pgTable('legacy_orders', {
  id: text('id').primaryKey(),
  /** ISO: "2019-03-13" or "2019-06-16T10:20:00" (Swiss local time, as exported). */
  orderDate: text('order_date').notNull(),
  publicStatusDe: text('public_status_de').notNull(),
  prodTimeDays: integer('prod_time_days'),
  shipTimeDays: integer('ship_time_days'),
  shipFirstName: text('ship_first_name').notNull(),
  shipLastName: text('ship_last_name').notNull(),
  shipStreet: text('ship_street').notNull(),
  shipHouseNumber: text('ship_house_number').notNull(),
  shipPostcode: text('ship_postcode').notNull(),
  shipCity: text('ship_city').notNull(),
  shipCountry: text('ship_country').notNull(),
  billFirstName: text('bill_first_name').notNull(),
  billLastName: text('bill_last_name').notNull(),
  billStreet: text('bill_street').notNull(),
  billHouseNumber: text('bill_house_number').notNull(),
  billPostcode: text('bill_postcode').notNull(),
  billCity: text('bill_city').notNull(),
  billCountry: text('bill_country').notNull(),
  /** Lower-cased for the lookup; the tracking route matches order number + e-mail. */
  email: text('email').notNull(),
  priceBruttoCents: integer('price_brutto_cents').notNull(),
  shipCostCents: integer('ship_cost_cents').notNull(),
  methodFormDe: text('method_form_de').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
