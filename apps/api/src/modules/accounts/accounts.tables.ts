import type { Address } from '@print/contracts';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * A customer account (issue 10). Names and e-mails are unique by their key (NFC, lower case);
 * the password only as an argon2id hash. Sign-in needs a confirmed e-mail (opt-in).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    usernameKey: text('username_key').notNull(),
    email: text('email').notNull(),
    emailKey: text('email_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    language: text('language').$type<'de' | 'en' | 'fr'>().notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    billingAddress: jsonb('billing_address').$type<Address>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<Address>(),
    /** The private/business switch; null = never chosen. */
    businessPreference: boolean('business_preference'),
    /** Set by staff on the desk or by scripts/verify-company.ts (customer-desk.service.ts). */
    isVerifiedCompany: boolean('is_verified_company').notNull().default(false),
    /** When the verification last changed (either way); null: never. */
    companyVerifiedAt: timestamp('company_verified_at', { withTimezone: true }),
    /** The staff member who changed it last; null: the command line (or never). */
    companyVerifiedBy: text('company_verified_by'),
    /** Blocked by staff (issue 25 item 8): sign-in refused, sessions ended; null: not blocked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedBy: text('blocked_by'),
    blockedReason: text('blocked_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * The desk's search text (user name, e-mail, name, company; lower case), kept by PostgreSQL:
     * one LIKE over one column instead of four jsonb extractions per row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(username || ' ' || email || ' ' || coalesce(billing_address->>'firstname', '') || ' ' || coalesce(billing_address->>'lastname', '') || ' ' || coalesce(billing_address->>'company', ''))`,
      ),
  },
  (t) => [
    uniqueIndex('users_username_key_idx').on(t.usernameKey),
    uniqueIndex('users_email_key_idx').on(t.emailKey),
    // The desk's list (customer-desk.repository.ts): newest first and by name page through an
    // index; the blocked filter reads a small partial one. The search scans search_text (about
    // 20 ms on 20,000 accounts, bench/customer-list.ts); a pg_trgm index is the next step.
    index('users_created_at_idx').on(t.createdAt),
    index('users_name_idx').on(
      sql`lower(${t.billingAddress}->>'lastname')`,
      sql`lower(${t.billingAddress}->>'firstname')`,
      t.id,
    ),
    index('users_blocked_idx')
      .on(t.createdAt)
      .where(sql`${t.blockedAt} is not null`),
  ],
);

/** A signed-in session: only the SHA-256 of its token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    /** Public id (session list, "end others"); never the token. */
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auth_sessions_token_hash_idx').on(t.tokenHash),
    index('auth_sessions_user_id_idx').on(t.userId),
  ],
);

/**
 * Single-use links sent by mail (opt-in, password reset, e-mail change, and its undo to the old
 * address), stored hashed. `new_email` is the address the link sets: the new one for `email`,
 * the previous one for `emailUndo`.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'optin' | 'reset' | 'email' | 'emailUndo'>().notNull(),
    newEmail: text('new_email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('account_links_user_id_idx').on(t.userId)],
);

/**
 * Reset requests by SHA-256 of the e-mail key, known address or not: the 24 h rule ("Active code
 * found") answers alike for both, so it reveals no account.
 */
export const passwordResetRequests = pgTable('password_reset_requests', {
  emailHash: text('email_hash').primaryKey(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins, one row per failure and subject (hashed): the account (or unknown identifier)
 * from unknown clients, the client address, a device cookie or a session (signin-guard.ts).
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    id: text('id').primaryKey(),
    subjectKey: text('subject_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signin_failures_subject_idx').on(t.subjectKey, t.failedAt)],
);

/**
 * Browsers an account signed in from (OWASP "device cookies"): the HttpOnly device cookie holds a
 * random token, only its SHA-256 is stored. Such a browser is still admitted while the account's
 * failures from elsewhere hold other clients back (docs/decisions/0009).
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('trusted_devices_user_id_idx').on(t.userId)],
);
