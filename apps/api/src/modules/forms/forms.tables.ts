import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every form sent (modules/forms): contact, bug report, VAT ID, newsletter. `payload` is the
 * validated form without the honeypot; `principal` the sender's session or account when known.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    kind: text('kind').$type<'contact' | 'bug-report' | 'vat-id' | 'newsletter'>().notNull(),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    principal: text('principal'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_submissions_kind_created_idx').on(t.kind, t.createdAt)],
);

/**
 * Newsletter double opt-in: the link's token is stored only as its SHA-256 (hex); it confirms
 * once (`confirmed_at`) and not after `expires_at`.
 */
export const newsletterOptins = pgTable('newsletter_optins', {
  id: text('id').primaryKey(),
  submissionId: text('submission_id')
    .notNull()
    .references(() => formSubmissions.id),
  email: text('email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
