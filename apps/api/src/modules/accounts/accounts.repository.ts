import { and, eq, gt, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  accountLinks,
  passwordResetRequests,
  signinFailures,
  trustedDevices,
  users,
} from './accounts.tables.js';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type LinkRow = typeof accountLinks.$inferSelect;
export type LinkPurpose = LinkRow['purpose'];

/**
 * The failure subject of an account as SQL: the SHA-256 (hex) of `user:<id>`, exactly what
 * signin-guard's subjectOf stores for a known account (a test holds the two together).
 */
const accountSubjectSql = sql`encode(sha256(convert_to('user:' || ${users.id}, 'UTF8')), 'hex')`;

/**
 * SQL of users, account_links, password_reset_requests, signin_failures and trusted_devices.
 */
export function createAccountsRepository(db: Db) {
  // Sign-in's hot path: one round trip, a named prepared statement (parsed and planned once per
  // connection). Both keys match one account at most: a user name never contains "@".
  const loginQuery = db
    .select({
      user: users,
      failures: sql<number>`(select count(*)::int from ${signinFailures}
        where ${signinFailures.subjectKey} = ${accountSubjectSql}
        and ${signinFailures.failedAt} > ${sql.placeholder('since')}::timestamptz)`.mapWith(Number),
    })
    .from(users)
    .where(
      or(eq(users.usernameKey, sql.placeholder('key')), eq(users.emailKey, sql.placeholder('key'))),
    )
    .limit(1)
    .prepare('accounts_find_login');
  return {
    async findUserById(id: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /**
     * Sign-in: the account of a user name key or e-mail key, with its failed sign-ins since
     * `since` (the lock counts them), in one round trip; null for an unknown login.
     */
    async findLogin(key: string, since: Date): Promise<{ user: UserRow; failures: number } | null> {
      const [row] = await loginQuery.execute({ key, since: since.toISOString() });
      return row ?? null;
    },
    async findUserByEmailKey(emailKey: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.emailKey, emailKey));
      return row ?? null;
    },
    async findUserByUsernameKey(usernameKey: string): Promise<UserRow | null> {
      const [row] = await db.select().from(users).where(eq(users.usernameKey, usernameKey));
      return row ?? null;
    },
    async insertUser(row: NewUserRow): Promise<void> {
      await db.insert(users).values(row);
    },
    /** An unconfirmed account whose opt-in expired frees its name and e-mail (unless blocked). */
    async deleteUnconfirmedBefore(userId: string, createdBefore: Date): Promise<void> {
      await db.delete(users).where(
        and(
          eq(users.id, userId),
          isNull(users.confirmedAt),
          lt(users.createdAt, createdBefore),
          // A blocked account keeps its name and e-mail: a new sign-up cannot re-open it.
          isNull(users.blockedAt),
        ),
      );
    },
    async updateUser(id: string, set: Partial<NewUserRow>): Promise<void> {
      await db.update(users).set(set).where(eq(users.id, id));
    },
    async insertLink(row: typeof accountLinks.$inferInsert): Promise<void> {
      await db.insert(accountLinks).values(row);
    },
    /**
     * Uses a link once: marks it used only when unused and unexpired, in one statement, so two
     * concurrent clicks cannot both succeed. Answers the link or null (unknown, used, expired).
     */
    async consumeLink(tokenHash: string, purpose: LinkPurpose, now: Date): Promise<LinkRow | null> {
      const [row] = await db
        .update(accountLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountLinks.tokenHash, tokenHash),
            eq(accountLinks.purpose, purpose),
            isNull(accountLinks.usedAt),
            gt(accountLinks.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
    /** A link of a purpose by its hash, used or not (null: unknown). Reads, never consumes. */
    async findLink(tokenHash: string, purpose: LinkPurpose): Promise<LinkRow | null> {
      const [row] = await db
        .select()
        .from(accountLinks)
        .where(and(eq(accountLinks.tokenHash, tokenHash), eq(accountLinks.purpose, purpose)));
      return row ?? null;
    },
    /**
     * Unused links of a purpose stop working: all of them when a new one is sent, or only those
     * created after `since` (later e-mail changes' undo links).
     */
    async retireLinks(
      userId: string,
      purpose: LinkPurpose,
      now: Date,
      since?: Date,
    ): Promise<void> {
      await db
        .update(accountLinks)
        .set({ usedAt: now })
        .where(
          and(
            eq(accountLinks.userId, userId),
            eq(accountLinks.purpose, purpose),
            isNull(accountLinks.usedAt),
            since === undefined ? undefined : gt(accountLinks.createdAt, since),
          ),
        );
    },

    /**
     * Records a reset request unless one was made after `since`: answers false when an active
     * request exists (the 24 h rule). One statement, so parallel requests cannot both pass.
     */
    async claimResetRequest(emailHash: string, now: Date, since: Date): Promise<boolean> {
      const rows = await db
        .insert(passwordResetRequests)
        .values({ emailHash, requestedAt: now })
        .onConflictDoUpdate({
          target: passwordResetRequests.emailHash,
          set: { requestedAt: now },
          setWhere: lt(passwordResetRequests.requestedAt, since),
        })
        .returning({ emailHash: passwordResetRequests.emailHash });
      return rows.length > 0;
    },
    async clearResetRequest(emailHash: string): Promise<void> {
      await db.delete(passwordResetRequests).where(eq(passwordResetRequests.emailHash, emailHash));
    },

    async countFailuresSince(subjectKey: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(signinFailures)
        .where(and(eq(signinFailures.subjectKey, subjectKey), gt(signinFailures.failedAt, since)));
      return row?.n ?? 0;
    },
    /** Failures per subject since `since`, with the oldest (for Retry-After); absent: none. */
    async countFailures(
      subjectKeys: readonly string[],
      since: Date,
    ): Promise<Map<string, { count: number; oldest: Date }>> {
      const rows = await db
        .select({
          subject: signinFailures.subjectKey,
          n: sql<number>`count(*)::int`.mapWith(Number),
          oldest: min(signinFailures.failedAt),
        })
        .from(signinFailures)
        .where(
          and(
            inArray(signinFailures.subjectKey, [...subjectKeys]),
            gt(signinFailures.failedAt, since),
          ),
        )
        .groupBy(signinFailures.subjectKey);
      return new Map(
        rows.map((r) => [r.subject, { count: r.n, oldest: r.oldest ?? since }] as const),
      );
    },
    /** One failure under each subject; failures older than the window count for nobody. */
    async recordFailures(
      rows: readonly { id: string; subjectKey: string }[],
      now: Date,
      forgetBefore: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(signinFailures).values(rows.map((r) => ({ ...r, failedAt: now })));
      await db.delete(signinFailures).where(lt(signinFailures.failedAt, forgetBefore));
    },

    /** The account a live device token belongs to, or null. */
    async findDeviceUser(tokenHash: string, now: Date): Promise<string | null> {
      const [row] = await db
        .select({ userId: trustedDevices.userId })
        .from(trustedDevices)
        .where(and(eq(trustedDevices.tokenHash, tokenHash), gt(trustedDevices.expiresAt, now)));
      return row?.userId ?? null;
    },
    /** A new device token; the one it replaces (if any) and the account's expired ones go. */
    async replaceDevice(
      row: typeof trustedDevices.$inferInsert,
      replacedHash: string | null,
    ): Promise<void> {
      await db.insert(trustedDevices).values(row);
      await db
        .delete(trustedDevices)
        .where(
          or(
            replacedHash === null ? sql`false` : eq(trustedDevices.tokenHash, replacedHash),
            and(eq(trustedDevices.userId, row.userId), lt(trustedDevices.expiresAt, row.createdAt)),
          ),
        );
    },
    async deleteDevices(userId: string): Promise<void> {
      await db.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
    },
  };
}

export type AccountsRepository = ReturnType<typeof createAccountsRepository>;
