import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { paymentAttempts, refunds } from './payments.tables.js';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefundRow = typeof refunds.$inferInsert;
export type RefundUpdate = Partial<
  Pick<RefundRow, 'status' | 'paypalRefundId' | 'failure' | 'amountCents'>
>;

/** The refunds' SQL (payments module): rows, the per-order lock and the paid capture. */
export function createRefundsRepository(db: Db) {
  return {
    listOfOrder(orderId: string, ex: Executor = db): Promise<RefundRow[]> {
      return ex
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, orderId))
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
    },
    async findById(id: string): Promise<RefundRow | null> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row ?? null;
    },
    async findByPayPalRefundId(paypalRefundId: string): Promise<RefundRow | null> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(eq(refunds.paypalRefundId, paypalRefundId));
      return row ?? null;
    },
    /**
     * One refund decision per order at a time (transaction-scoped advisory lock): two staff
     * members refunding at once are checked one after the other against what is left.
     */
    async lockOrder(tx: Executor, orderId: string): Promise<void> {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`refunds:${orderId}`}))`);
    },
    async insert(row: NewRefundRow, ex: Executor = db): Promise<RefundRow> {
      const [inserted] = await ex.insert(refunds).values(row).returning();
      if (inserted === undefined) throw new Error('refund insert returned nothing');
      return inserted;
    },
    /** A refund learned from PayPal (made there directly); nothing when its id is known. */
    async insertIfNew(row: NewRefundRow): Promise<void> {
      await db.insert(refunds).values(row).onConflictDoNothing();
    },
    /**
     * Moves a refund only from the status it was read with (a report arriving meanwhile wins,
     * the caller reads again). Null when the row changed first.
     */
    async updateFrom(
      id: string,
      fromStatus: string,
      update: RefundUpdate,
      ex: Executor = db,
    ): Promise<RefundRow | null> {
      const [row] = await ex
        .update(refunds)
        .set({ ...update, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, id), eq(refunds.status, fromStatus)))
        .returning();
      return row ?? null;
    },
    /** The order's completed PayPal capture (the latest), or null when none was completed. */
    async findPaidCapture(
      orderId: string,
    ): Promise<{ captureId: string; amountCents: number } | null> {
      const [row] = await db
        .select({ captureId: paymentAttempts.captureId, amountCents: paymentAttempts.amountCents })
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'completed')))
        .orderBy(desc(paymentAttempts.updatedAt))
        .limit(1);
      return row?.captureId ? { captureId: row.captureId, amountCents: row.amountCents } : null;
    },
    /** The completed attempt a capture id belongs to (a refund made at PayPal directly). */
    async findAttemptByCaptureId(
      captureId: string,
    ): Promise<{ orderId: string; orderNumber: string } | null> {
      const [row] = await db
        .select({ orderId: paymentAttempts.orderId, orderNumber: paymentAttempts.orderNumber })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.captureId, captureId))
        .limit(1);
      return row ?? null;
    },
  };
}

export type RefundsRepository = ReturnType<typeof createRefundsRepository>;
