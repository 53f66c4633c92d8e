import { and, asc, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentAttempts, paypalWebhookEvents } from './payments.tables.js';

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
export type NewPaymentAttemptRow = typeof paymentAttempts.$inferInsert;
export type PaymentAttemptUpdate = Partial<
  Pick<
    PaymentAttemptRow,
    'status' | 'paypalOrderId' | 'approvalUrl' | 'captureRequestId' | 'captureId'
  >
>;

/** 'new': first delivery; 'seen': delivered before but not finished; 'processed': a replay. */
export type WebhookEventState = 'new' | 'seen' | 'processed';

export function createPaymentsRepository(db: Db) {
  return {
    /** null when the order already has an open attempt (another request made it first). */
    async insertAttempt(row: NewPaymentAttemptRow): Promise<PaymentAttemptRow | null> {
      const [inserted] = await db
        .insert(paymentAttempts)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted ?? null;
    },
    /** Closes an open attempt that may no longer be shown (stale link, other amount). */
    async expireAttempt(id: string): Promise<void> {
      await db
        .update(paymentAttempts)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(
          and(eq(paymentAttempts.id, id), inArray(paymentAttempts.status, ['creating', 'created'])),
        );
    },
    async findLatestForOrder(orderId: string): Promise<PaymentAttemptRow | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.orderId, orderId))
        .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id))
        .limit(1);
      return row ?? null;
    },
    /** Open attempts (not approved and captured) made before `before`, oldest first. */
    listOpenBefore(before: Date, limit: number): Promise<PaymentAttemptRow[]> {
      return db
        .select()
        .from(paymentAttempts)
        .where(
          and(
            inArray(paymentAttempts.status, ['creating', 'created']),
            lt(paymentAttempts.createdAt, before),
          ),
        )
        .orderBy(asc(paymentAttempts.createdAt))
        .limit(limit);
    },
    async findByPayPalOrderId(paypalOrderId: string): Promise<PaymentAttemptRow | null> {
      const [row] = await db
        .select()
        .from(paymentAttempts)
        .where(eq(paymentAttempts.paypalOrderId, paypalOrderId));
      return row ?? null;
    },
    async updateAttempt(id: string, update: PaymentAttemptUpdate): Promise<PaymentAttemptRow> {
      const [row] = await db
        .update(paymentAttempts)
        .set({ ...update, updatedAt: sql`now()` })
        .where(eq(paymentAttempts.id, id))
        .returning();
      if (row === undefined) throw new Error(`payment attempt ${id} vanished`);
      return row;
    },
    /**
     * A completed capture is final: a late PENDING or DECLINED (webhooks arrive in any order)
     * never moves the attempt back. False when the attempt was already completed.
     */
    async updateAttemptUnlessCompleted(id: string, update: PaymentAttemptUpdate): Promise<boolean> {
      const rows = await db
        .update(paymentAttempts)
        .set({ ...update, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.id, id), ne(paymentAttempts.status, 'completed')))
        .returning({ id: paymentAttempts.id });
      return rows.length > 0;
    },
    /** Sets the capture's request id unless one is stored: every caller then uses the same id. */
    async claimCaptureRequestId(id: string, candidate: string): Promise<string> {
      await db
        .update(paymentAttempts)
        .set({ captureRequestId: candidate, updatedAt: sql`now()` })
        .where(and(eq(paymentAttempts.id, id), isNull(paymentAttempts.captureRequestId)));
      const [row] = await db
        .select({ captureRequestId: paymentAttempts.captureRequestId })
        .from(paymentAttempts)
        .where(eq(paymentAttempts.id, id));
      return row?.captureRequestId ?? candidate;
    },
    async recordWebhookEvent(
      eventId: string,
      eventType: string,
      resourceId: string | null,
    ): Promise<WebhookEventState> {
      const inserted = await db
        .insert(paypalWebhookEvents)
        .values({ eventId, eventType, resourceId })
        .onConflictDoNothing()
        .returning({ eventId: paypalWebhookEvents.eventId });
      if (inserted.length > 0) return 'new';
      const [row] = await db
        .select({ processedAt: paypalWebhookEvents.processedAt })
        .from(paypalWebhookEvents)
        .where(eq(paypalWebhookEvents.eventId, eventId));
      return row?.processedAt ? 'processed' : 'seen';
    },
    async markWebhookProcessed(eventId: string): Promise<void> {
      await db
        .update(paypalWebhookEvents)
        .set({ processedAt: sql`now()` })
        .where(eq(paypalWebhookEvents.eventId, eventId));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
