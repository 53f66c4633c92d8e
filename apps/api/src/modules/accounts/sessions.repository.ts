import { and, desc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authSessions } from './accounts.tables.js';

export type SessionRow = typeof authSessions.$inferSelect;

/** SQL of auth_sessions only. Liveness (idle/absolute) is decided by the callers' cut-offs. */
export function createSessionsRepository(db: Db) {
  const alive = (idleSince: Date, createdSince: Date) =>
    and(gt(authSessions.lastSeenAt, idleSince), gt(authSessions.createdAt, createdSince));
  // Every sign-in inserts and every signed-in request looks up: named prepared statements,
  // parsed and planned once per connection.
  const insertQuery = db
    .insert(authSessions)
    .values({
      id: sql.placeholder('id'),
      tokenHash: sql.placeholder('tokenHash'),
      userId: sql.placeholder('userId'),
      userAgent: sql.placeholder('userAgent'),
      createdAt: sql.placeholder('createdAt'),
      lastSeenAt: sql.placeholder('lastSeenAt'),
    })
    .prepare('auth_sessions_insert');
  const byTokenQuery = db
    .select()
    .from(authSessions)
    .where(eq(authSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('auth_sessions_by_token');
  return {
    async insert(row: SessionRow): Promise<void> {
      await insertQuery.execute(row);
    },
    async findByTokenHash(tokenHash: string): Promise<SessionRow | null> {
      const [row] = await byTokenQuery.execute({ tokenHash });
      return row ?? null;
    },
    async touch(id: string, now: Date): Promise<void> {
      await db.update(authSessions).set({ lastSeenAt: now }).where(eq(authSessions.id, id));
    },
    async deleteById(id: string): Promise<void> {
      await db.delete(authSessions).where(eq(authSessions.id, id));
    },
    /** Every session of the account (password change and reset), or all but one (end others). */
    async deleteForUser(userId: string, exceptId?: string): Promise<number> {
      const rows = await db
        .delete(authSessions)
        .where(
          exceptId === undefined
            ? eq(authSessions.userId, userId)
            : and(eq(authSessions.userId, userId), ne(authSessions.id, exceptId)),
        )
        .returning({ id: authSessions.id });
      return rows.length;
    },
    listAlive(userId: string, idleSince: Date, createdSince: Date): Promise<SessionRow[]> {
      return db
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.userId, userId), alive(idleSince, createdSince)))
        .orderBy(desc(authSessions.lastSeenAt));
    },
    /** Housekeeping at sign-in: every dead session goes (the table holds live ones only). */
    async deleteDead(idleSince: Date, createdSince: Date): Promise<void> {
      await db
        .delete(authSessions)
        .where(
          or(lte(authSessions.lastSeenAt, idleSince), lte(authSessions.createdAt, createdSince)),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
