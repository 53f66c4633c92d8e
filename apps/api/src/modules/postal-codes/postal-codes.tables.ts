import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Swiss and Liechtenstein postal codes (swisstopo's locality directory, assets/postal-codes/),
 * loaded at start. `position` is the row's place in the file: "first match first" for a code with
 * several localities.
 */
export const postalCodes = pgTable(
  'postal_codes',
  {
    position: integer('position').primaryKey(),
    countryCode: text('country_code').notNull(),
    postalCode: text('postal_code').notNull(),
    locality: text('locality').notNull(),
    canton: text('canton').notNull(),
  },
  (t) => [index('postal_codes_lookup_idx').on(t.countryCode, t.postalCode, t.position)],
);

/** Which postal-code file is loaded (its SHA-256): a start with the same file skips the load. */
export const postalCodeDatasets = pgTable('postal_code_datasets', {
  id: text('id').primaryKey(),
  sha256: text('sha256').notNull(),
  rowCount: integer('row_count').notNull(),
  loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
});
