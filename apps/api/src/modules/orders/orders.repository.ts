import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orderLines, orderOutbox, orders, orderTransitions } from './orders.tables.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type NewTransitionRow = typeof orderTransitions.$inferInsert;
export type TransitionRow = typeof orderTransitions.$inferSelect;
export type OutboxRecord = Pick<
  typeof orderOutbox.$inferSelect,
  'event' | 'createdAt' | 'sentAt' | 'attempts' | 'message'
>;

export function createOrdersRepository(db: Db) {
  // Checkouts ask it: a named prepared statement (built once, parsed once per connection).
  const byCartQuery = db
    .select()
    .from(orders)
    .where(eq(orders.cartId, sql.placeholder('cartId')))
    .prepare('orders_by_cart');
  return {
    async findById(id: string, ex: Executor = db): Promise<OrderRow | null> {
      const [row] = await ex.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },
    async findByCart(cartId: string, ex: Executor = db): Promise<OrderRow | null> {
      const [row] =
        ex === db
          ? await byCartQuery.execute({ cartId })
          : await ex.select().from(orders).where(eq(orders.cartId, cartId));
      return row ?? null;
    },
    /** /track-order: the order with this number placed with this e-mail (compared lower-case). */
    async findByNumberAndEmail(orderNumber: string, email: string): Promise<OrderRow | null> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.orderNumber, orderNumber), eq(sql`lower(${orders.email})`, email)));
      return row ?? null;
    },
    /** Locks the order row for a status change (released at the end of the transaction). */
    async lockById(ex: Executor, id: string): Promise<OrderRow | null> {
      const [row] = await ex.select().from(orders).where(eq(orders.id, id)).for('update');
      return row ?? null;
    },
    /** Orders by id, in no particular order (the mail relay reads a batch at once). */
    findByIds(ids: readonly string[]): Promise<OrderRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orders)
        .where(inArray(orders.id, [...ids]));
    },
    /** The lines of several orders, each order's in position order. */
    listLinesOfOrders(orderIds: readonly string[]): Promise<OrderLineRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderLines)
        .where(inArray(orderLines.orderId, [...orderIds]))
        .orderBy(asc(orderLines.orderId), asc(orderLines.position));
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
    /** When each of these orders' payment was received (orders not paid are left out). */
    async listPaidAt(orderIds: readonly string[]): Promise<Map<string, Date>> {
      if (orderIds.length === 0) return new Map();
      const rows = await db
        .select({ orderId: orderTransitions.orderId, at: orderTransitions.at })
        .from(orderTransitions)
        .where(
          and(
            inArray(orderTransitions.orderId, [...orderIds]),
            eq(orderTransitions.kind, 'payment'),
            eq(orderTransitions.toStatus, 'PAYMENT_RECEIVED'),
            ne(orderTransitions.fromStatus, 'PAYMENT_RECEIVED'),
          ),
        );
      return new Map(rows.map((row) => [row.orderId, row.at]));
    },
    listTransitions(orderId: string, ex: Executor = db): Promise<TransitionRow[]> {
      return ex
        .select()
        .from(orderTransitions)
        .where(eq(orderTransitions.orderId, orderId))
        .orderBy(asc(orderTransitions.id));
    },
    async insertTransition(ex: Executor, transition: NewTransitionRow): Promise<number> {
      const [row] = await ex
        .insert(orderTransitions)
        .values(transition)
        .returning({ id: orderTransitions.id });
      return row?.id ?? 0;
    },
    /** The order's mails in the outbox, oldest first (the desk's timeline). */
    listOutbox(orderId: string): Promise<OutboxRecord[]> {
      return db
        .select({
          event: orderOutbox.event,
          createdAt: orderOutbox.createdAt,
          sentAt: orderOutbox.sentAt,
          attempts: orderOutbox.attempts,
          message: orderOutbox.message,
        })
        .from(orderOutbox)
        .where(eq(orderOutbox.orderId, orderId))
        .orderBy(asc(orderOutbox.createdAt));
    },
    /**
     * A desk change: status, version + 1 and (first time IN_PRODUCTION) the lock, only while the
     * version is still the one the staff member saw. Answers the new version, or null when another
     * change came first.
     */
    async updateByOperator(
      ex: Executor,
      id: string,
      change: { readonly status: string; readonly version: number; readonly lock: boolean },
    ): Promise<number | null> {
      const [row] = await ex
        .update(orders)
        .set({
          status: change.status,
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
          ...(change.lock ? { lockedAt: sql`coalesce(${orders.lockedAt}, now())` } : {}),
        })
        .where(and(eq(orders.id, id), eq(orders.version, change.version)))
        .returning({ version: orders.version });
      return row?.version ?? null;
    },
    async updateStatus(
      ex: Executor,
      id: string,
      set: Partial<Pick<OrderRow, 'status' | 'paymentStatus' | 'paymentCaptureId'>>,
    ): Promise<void> {
      // Every change bumps the version the desk's optimistic concurrency compares.
      await ex
        .update(orders)
        .set({ ...set, updatedAt: sql`now()`, version: sql`${orders.version} + 1` })
        .where(eq(orders.id, id));
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
