import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@print/domain';

/**
 * A member of the print shop's staff (issue 25), separate from customer accounts. The e-mail is
 * stored lower-case and unique. The password (argon2id) is null until the enrolment link is used;
 * TOTP (RFC 6238) is enrolled once the first code is confirmed. The TOTP secret is never answered
 * or logged after setup; `totp_last_step` refuses a code used once again in its time step.
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    passwordHash: text('password_hash'),
    /** Base32 secret of the confirmed authenticator; null until enrolled. */
    totpSecret: text('totp_secret'),
    /** Base32 secret offered by the last setup, until its first code is confirmed. */
    totpPendingSecret: text('totp_pending_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The time step (unix seconds / 30) of the last accepted code: no code is used twice. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** Set by an owner: no sign-in, no session. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('staff_members_email_idx').on(t.email)],
);

/** A staff session: only the SHA-256 of its token is stored (cookie pp_staff). */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /** 8 hours after sign-in at the latest. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** false: opened by the enrolment link, reaches only the TOTP enrolment. */
    totpVerified: boolean('totp_verified').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_idx').on(t.tokenHash),
    index('staff_sessions_staff_id_idx').on(t.staffId),
  ],
);

/** One-time enrolment links (24 h), stored hashed. */
export const staffEnrolments = pgTable(
  'staff_enrolments',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_enrolments_token_hash_idx').on(t.tokenHash),
    index('staff_enrolments_staff_id_idx').on(t.staffId),
  ],
);

/** Ten single-use recovery codes per enrolment, stored as SHA-256. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: text('id').primaryKey(),
    staffId: text('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_idx').on(t.staffId, t.codeHash)],
);

/**
 * The audit log of the desk: every staff action with who, when, what, before/after, client
 * address and request id (issue 25 item 2). Append-only; staff ids are kept as text (no foreign
 * key) so that an entry outlives anything. Failed sign-ins are entries too (staff_id null).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: text('staff_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    orderId: text('order_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    clientAddress: text('client_address').notNull(),
    requestId: text('request_id').notNull(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_at_idx').on(t.staffId, t.at),
    index('audit_log_order_at_idx')
      .on(t.orderId, t.at)
      .where(sql`${t.orderId} is not null`),
    index('audit_log_action_at_idx').on(t.action, t.at),
  ],
);
