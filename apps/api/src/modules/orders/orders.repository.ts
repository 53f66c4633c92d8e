import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import {
  orderLines,
  orderNumberCounters,
  orders,
  orderTransitions,
  voucherReservations,
} from '../../db/schema.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type NewTransitionRow = typeof orderTransitions.$inferInsert;
export type TransitionRow = typeof orderTransitions.$inferSelect;

/** SQLSTATE of a unique violation, on node-postgres and PGlite (Drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e instanceof Error || typeof e === 'object';) {
    if (e === null) return false;
    if ((e as { code?: unknown }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
    if (e === undefined) return false;
  }
  return false;
}

/** SQL of the orders module's own tables (orders, lines, transitions, counters, reservations). */
export function createOrdersRepository(db: Db) {
  return {
    async findById(id: string, ex: Executor = db): Promise<OrderRow | null> {
      const [row] = await ex.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },
    async findByCart(cartId: string, ex: Executor = db): Promise<OrderRow | null> {
      const [row] = await ex.select().from(orders).where(eq(orders.cartId, cartId));
      return row ?? null;
    },
    /** Locks the order row for a status change (released at the end of the transaction). */
    async lockById(ex: Executor, id: string): Promise<OrderRow | null> {
      const [row] = await ex.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },
    listLines(orderId: string): Promise<OrderLineRow[]> {
      return db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.position));
    },
    listByOwner(ownerPrincipal: string): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(eq(orders.ownerPrincipal, ownerPrincipal))
        .orderBy(desc(orders.createdAt));
    },
    listTransitions(orderId: string, ex: Executor = db): Promise<TransitionRow[]> {
      return ex
        .select()
        .from(orderTransitions)
        .where(eq(orderTransitions.orderId, orderId))
        .orderBy(asc(orderTransitions.id));
    },
    /**
     * The year's next running number, in one atomic statement (INSERT … ON CONFLICT DO UPDATE):
     * concurrent callers get distinct numbers on PostgreSQL and PGlite alike.
     */
    async nextOrderSequence(ex: Executor, year: number): Promise<number> {
      const [row] = await ex
        .insert(orderNumberCounters)
        .values({ year, lastValue: 1 })
        .onConflictDoUpdate({
          target: orderNumberCounters.year,
          set: { lastValue: sql`${orderNumberCounters.lastValue} + 1` },
        })
        .returning({ value: orderNumberCounters.lastValue });
      if (!row) throw new Error('order number counter returned no row');
      return row.value;
    },
    /** Writes the order, its lines and its first transition; answers the stored row. */
    async insertOrder(
      ex: Executor,
      order: NewOrderRow,
      lines: readonly NewOrderLineRow[],
      transition: NewTransitionRow,
    ): Promise<OrderRow> {
      const [stored] = await ex.insert(orders).values(order).returning();
      if (!stored) throw new Error('inserting the order returned no row');
      if (lines.length > 0) await ex.insert(orderLines).values([...lines]);
      await ex.insert(orderTransitions).values(transition);
      return stored;
    },
    async insertTransition(ex: Executor, transition: NewTransitionRow): Promise<void> {
      await ex.insert(orderTransitions).values(transition);
    },
    async updateStatus(
      ex: Executor,
      id: string,
      set: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentCaptureId'>>,
    ): Promise<void> {
      await ex
        .update(orders)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(orders.id, id));
    },
    async insertReservation(ex: Executor, orderId: string, voucherId: string): Promise<void> {
      await ex.insert(voucherReservations).values({ orderId, voucherId });
    },
    /** Marks the order's reservation released; answers its voucher id the first time only. */
    async releaseReservation(ex: Executor, orderId: string): Promise<string | null> {
      const [row] = await ex
        .update(voucherReservations)
        .set({ releasedAt: sql`now()` })
        .where(
          and(
            eq(voucherReservations.orderId, orderId),
            sql`${voucherReservations.releasedAt} IS NULL`,
          ),
        )
        .returning({ voucherId: voucherReservations.voucherId });
      return row?.voucherId ?? null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
