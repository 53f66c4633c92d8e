import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Content pages, one row per page and language, imported at start from the data files in
 * apps/api/content (modules/content). `source` is the page's localized data as imported, HTML
 * already sanitized; `source_hash` lets the import skip files that did not change.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    path: text('path').notNull(),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    uid: integer('uid').notNull(),
    parentPath: text('parent_path'),
    sortOrder: integer('sort_order').notNull(),
    navigation: jsonb('navigation').$type<string[]>().notNull(),
    source: jsonb('source').$type<Record<string, unknown>>().notNull(),
    sourceHash: text('source_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.path, t.language] })],
);
