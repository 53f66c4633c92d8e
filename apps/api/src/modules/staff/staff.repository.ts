import { and, asc, count, desc, eq, gt, gte, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import {
  auditLog,
  staffEnrolments,
  staffMembers,
  staffRecoveryCodes,
  staffSessions,
} from './staff.tables.js';

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditFilter {
  readonly staffId?: string | undefined;
  readonly orderId?: string | undefined;
  /** Inclusive days (YYYY-MM-DD), Europe/Zurich. */
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** SQL of the staff module's tables. */
export function createStaffRepository(db: Db) {
  const sessionByToken = db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('staff_sessions_by_token');

  function auditWhere(filter: AuditFilter): SQL | undefined {
    const parts: SQL[] = [];
    if (filter.staffId) parts.push(eq(auditLog.staffId, filter.staffId));
    if (filter.orderId) parts.push(eq(auditLog.orderId, filter.orderId));
    if (filter.from)
      parts.push(
        sql`${auditLog.at} >= ((${filter.from}::date)::timestamp at time zone 'Europe/Zurich')`,
      );
    if (filter.to)
      parts.push(
        sql`${auditLog.at} < (((${filter.to}::date) + 1)::timestamp at time zone 'Europe/Zurich')`,
      );
    return parts.length > 0 ? and(...parts) : undefined;
  }

  return {
    // ---- members
    async findMemberByEmail(email: string): Promise<StaffMemberRow | null> {
      const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
      return row ?? null;
    },
    async findMemberById(id: string, executor: Executor = db): Promise<StaffMemberRow | null> {
      const [row] = await executor.select().from(staffMembers).where(eq(staffMembers.id, id));
      return row ?? null;
    },
    async insertMember(row: typeof staffMembers.$inferInsert): Promise<boolean> {
      const inserted = await db
        .insert(staffMembers)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: staffMembers.id });
      return inserted.length > 0;
    },
    async updateMember(
      id: string,
      set: Partial<typeof staffMembers.$inferInsert>,
      executor: Executor = db,
    ): Promise<void> {
      await executor.update(staffMembers).set(set).where(eq(staffMembers.id, id));
    },
    /**
     * Locks every active owner's row in the caller's transaction and answers their ids: two owners
     * demoting or disabling each other at once are serialised, so one active owner always stays.
     */
    async lockActiveOwners(executor: Executor): Promise<string[]> {
      const rows = await executor
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(and(eq(staffMembers.role, 'owner'), isNull(staffMembers.disabledAt)))
        .for('update');
      return rows.map((row) => row.id);
    },
    listMembers(): Promise<StaffMemberRow[]> {
      return db
        .select()
        .from(staffMembers)
        .orderBy(asc(staffMembers.name), asc(staffMembers.email));
    },
    async nameOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ name: staffMembers.name })
        .from(staffMembers)
        .where(eq(staffMembers.id, id));
      return row?.name ?? null;
    },
    /**
     * Takes a TOTP step: true only when it is later than the last accepted one (one statement,
     * so two requests with one code cannot both pass).
     */
    async takeTotpStep(id: string, step: number): Promise<boolean> {
      const rows = await db
        .update(staffMembers)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staffMembers.id, id),
            or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
          ),
        )
        .returning({ id: staffMembers.id });
      return rows.length > 0;
    },

    // ---- sessions
    async insertSession(row: StaffSessionRow): Promise<void> {
      await db.insert(staffSessions).values(row);
    },
    async findSessionByTokenHash(tokenHash: string) {
      const [row] = await sessionByToken.execute({ tokenHash });
      return row ?? null;
    },
    async touchSession(id: string, at: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
    },
    async markSessionVerified(id: string, executor: Executor = db): Promise<void> {
      await executor
        .update(staffSessions)
        .set({ totpVerified: true })
        .where(eq(staffSessions.id, id));
    },
    async deleteSession(id: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, id));
    },
    async deleteSessionsOf(staffId: string, executor: Executor = db): Promise<number> {
      const rows = await executor
        .delete(staffSessions)
        .where(eq(staffSessions.staffId, staffId))
        .returning({ id: staffSessions.id });
      return rows.length;
    },
    async deleteDeadSessions(at: Date, idleSince: Date): Promise<void> {
      await db
        .delete(staffSessions)
        .where(or(lt(staffSessions.expiresAt, at), lt(staffSessions.lastSeenAt, idleSince)));
    },

    // ---- enrolments
    async insertEnrolment(
      row: typeof staffEnrolments.$inferInsert,
      executor: Executor = db,
    ): Promise<void> {
      await executor.insert(staffEnrolments).values(row);
    },
    /** A usable link (unused, not expired) and its member. */
    async findLiveEnrolment(tokenHash: string, at: Date) {
      const [row] = await db
        .select({ enrolment: staffEnrolments, member: staffMembers })
        .from(staffEnrolments)
        .innerJoin(staffMembers, eq(staffMembers.id, staffEnrolments.staffId))
        .where(
          and(
            eq(staffEnrolments.tokenHash, tokenHash),
            isNull(staffEnrolments.usedAt),
            gt(staffEnrolments.expiresAt, at),
            isNull(staffMembers.disabledAt),
          ),
        );
      return row ?? null;
    },
    /** Uses a link once: the staff id, or null when used, expired or unknown meanwhile. */
    async consumeEnrolment(
      tokenHash: string,
      at: Date,
      executor: Executor,
    ): Promise<string | null> {
      const rows = await executor
        .update(staffEnrolments)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffEnrolments.tokenHash, tokenHash),
            isNull(staffEnrolments.usedAt),
            gt(staffEnrolments.expiresAt, at),
          ),
        )
        .returning({ staffId: staffEnrolments.staffId });
      return rows[0]?.staffId ?? null;
    },
    /** Earlier unused links of a member stop working when a new one is issued. */
    async retireEnrolments(staffId: string, at: Date, executor: Executor = db): Promise<void> {
      await executor
        .update(staffEnrolments)
        .set({ usedAt: at })
        .where(and(eq(staffEnrolments.staffId, staffId), isNull(staffEnrolments.usedAt)));
    },

    // ---- recovery codes
    async replaceRecoveryCodes(
      staffId: string,
      rows: readonly (typeof staffRecoveryCodes.$inferInsert)[],
      executor: Executor,
    ): Promise<void> {
      await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      await executor.insert(staffRecoveryCodes).values([...rows]);
    },
    async deleteRecoveryCodes(staffId: string, executor: Executor = db): Promise<void> {
      await executor.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    },
    /** Uses a recovery code once: true when it was unused. */
    async useRecoveryCode(staffId: string, codeHash: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(staffRecoveryCodes)
        .set({ usedAt: at })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id });
      return rows.length > 0;
    },

    // ---- audit
    async insertAudit(row: NewAuditRow, executor: Executor = db): Promise<void> {
      await executor.insert(auditLog).values(row);
    },
    /** Failed sign-ins since a time, for one e-mail and from one client address. */
    async countSigninFailures(email: string, clientAddress: string, since: Date) {
      const failed = and(eq(auditLog.action, 'staff.signin_failed'), gte(auditLog.at, since));
      const [row] = await db
        .select({
          account: sql<number>`count(*) filter (where ${auditLog.after}->>'email' = ${email})`,
          client: sql<number>`count(*) filter (where ${auditLog.clientAddress} = ${clientAddress})`,
        })
        .from(auditLog)
        .where(failed);
      return { account: Number(row?.account ?? 0), client: Number(row?.client ?? 0) };
    },
    async auditPage(filter: AuditFilter, page: number, pageSize: number) {
      const where = auditWhere(filter);
      const [items, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, staffName: staffMembers.name })
          .from(auditLog)
          .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(auditLog).where(where),
      ]);
      return { items, total: total?.total ?? 0 };
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
