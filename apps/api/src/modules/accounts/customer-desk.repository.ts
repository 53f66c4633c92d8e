import type { AdminCustomerListQuery } from '@print/contracts';
import { and, asc, desc, eq, isNotNull, isNull, like, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { accountLinks, authSessions, trustedDevices, users } from './accounts.tables.js';

export type CustomerRow = typeof users.$inferSelect;

/** A list row: the account's own columns (the orders module adds the order figures). */
export interface CustomerListRow {
  readonly id: string;
  readonly email: string;
  readonly username: string;
  readonly billingAddress: CustomerRow['billingAddress'];
  readonly businessPreference: boolean | null;
  readonly isVerifiedCompany: boolean;
  readonly blockedAt: Date | null;
  readonly createdAt: Date;
}

/** LIKE's own characters in a search text match themselves (backslash is PostgreSQL's escape). */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const isBusinessSql = sql`(coalesce(${users.businessPreference}, false) or ${users.isVerifiedCompany})`;

function filtersOf(query: AdminCustomerListQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    query.q ? like(users.searchText, likePattern(query.q)) : undefined,
    query.type === 'business' ? isBusinessSql : undefined,
    query.type === 'private' ? sql`not ${isBusinessSql}` : undefined,
    query.verified === undefined ? undefined : eq(users.isVerifiedCompany, query.verified),
    query.blocked === undefined
      ? undefined
      : query.blocked
        ? isNotNull(users.blockedAt)
        : isNull(users.blockedAt),
  ];
  return and(...conditions);
}

function orderOf(query: AdminCustomerListQuery): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc;
  const keys: Record<AdminCustomerListQuery['sort'], SQL[]> = {
    createdAt: [dir(users.createdAt)],
    name: [
      dir(sql`lower(${users.billingAddress}->>'lastname')`),
      dir(sql`lower(${users.billingAddress}->>'firstname')`),
    ],
    email: [dir(users.emailKey)],
    userName: [dir(users.usernameKey)],
  };
  return [...keys[query.sort], dir(users.id)];
}

/**
 * The desk's SQL on users, auth_sessions, trusted_devices and account_links (issue 25 item 8).
 * Search runs over users.search_text, a stored generated column (accounts.tables.ts).
 */
export function createCustomerDeskRepository(db: Db) {
  return {
    async list(query: AdminCustomerListQuery): Promise<{ rows: CustomerListRow[]; total: number }> {
      const where = filtersOf(query);
      const [rows, counted] = await Promise.all([
        db
          .select({
            id: users.id,
            email: users.email,
            username: users.username,
            billingAddress: users.billingAddress,
            businessPreference: users.businessPreference,
            isVerifiedCompany: users.isVerifiedCompany,
            blockedAt: users.blockedAt,
            createdAt: users.createdAt,
          })
          .from(users)
          .where(where)
          .orderBy(...orderOf(query))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db
          .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
          .from(users)
          .where(where),
      ]);
      return { rows, total: counted[0]?.n ?? 0 };
    },
    async findById(id: string): Promise<CustomerRow | null> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ?? null;
    },
    /** The account row locked for a change (null: no such account). */
    async lock(tx: Executor, where: { id: string } | { usernameKey: string }) {
      const [row] = await tx
        .select()
        .from(users)
        .where('id' in where ? eq(users.id, where.id) : eq(users.usernameKey, where.usernameKey))
        .for('update');
      return row ?? null;
    },
    async update(tx: Executor, id: string, set: Partial<typeof users.$inferInsert>) {
      const [row] = await tx.update(users).set(set).where(eq(users.id, id)).returning();
      if (!row) throw new Error(`account ${id} vanished under its lock`);
      return row;
    },
    /**
     * Everything that lets the account in without its password ends: sessions, device marks and
     * unused mailed links (opt-in, reset, e-mail change and its undo). Answers the sessions ended.
     */
    async endAccess(tx: Executor, userId: string, now: Date): Promise<number> {
      const ended = await tx
        .delete(authSessions)
        .where(eq(authSessions.userId, userId))
        .returning({ id: authSessions.id });
      await tx.delete(trustedDevices).where(eq(trustedDevices.userId, userId));
      await tx
        .update(accountLinks)
        .set({ usedAt: now })
        .where(and(eq(accountLinks.userId, userId), isNull(accountLinks.usedAt)));
      return ended.length;
    },
    /**
     * Whether the account is blocked, read under a share lock: waits for a block being committed,
     * so a sign-in racing a block sees it (auth.service.ts checks after starting its session).
     */
    async isBlockedNow(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ blockedAt: users.blockedAt })
        .from(users)
        .where(eq(users.id, userId))
        .for('share');
      return row?.blockedAt != null;
    },
  };
}

export type CustomerDeskRepository = ReturnType<typeof createCustomerDeskRepository>;
