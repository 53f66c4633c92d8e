import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import {
  fromColumnRecord,
  insertRecords,
  selectRecords,
  toColumnRecord,
} from '../../db/json-rows.js';
import {
  carts,
  orderLines,
  orderOutbox,
  orders,
  orderTransitions,
  voucherReservations,
} from '../../db/schema.js';
import type { OrderMailEvent } from '../documents/index.js';
import type { IdempotencyCompletion } from './idempotency.js';

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
    listTransitions(orderId: string, ex: Executor = db): Promise<TransitionRow[]> {
      return ex
        .select()
        .from(orderTransitions)
        .where(eq(orderTransitions.orderId, orderId))
        .orderBy(asc(orderTransitions.id));
    },
    /**
     * Consumes the cart and writes the new order in ONE statement (data-modifying CTEs: atomic on
     * its own, one round trip, no transaction): the cart is taken from its owner only if it is
     * still theirs and unchanged since `cart.stamp` was read (a line changed meanwhile, the cart
     * is gone, or a twin submit consumed it first: then nothing is written and the answer is
     * null); with it the order, its lines, its first transition, its mail's outbox row and, with
     * a voucher, the reservation of the use the checkout counted before (checkout-steps
     * takeNumberAndVoucherUse). A twin waiting on the cart's row lock finds it consumed once the first
     * statement commits. The rows go in as JSON parameters (db/json-rows): the statement's text is
     * the same for every order. Foreign keys are checked at the end of the statement.
     */
    async placeOrder(
      ex: Executor,
      input: {
        readonly cart: { readonly id: string; readonly owner: string; readonly stamp: string };
        readonly order: NewOrderRow;
        readonly lines: readonly NewOrderLineRow[];
        readonly transition: NewTransitionRow;
        readonly outboxEvent: OrderMailEvent;
        /** The voucher whose use was reserved for this order (checkout-steps takeNumberAndVoucherUse). */
        readonly voucherId: string | null;
        /** The request's Idempotency-Key answer, stored with the order (not without it). */
        readonly answer?: {
          readonly completion: IdempotencyCompletion;
          readonly response: Record<string, unknown>;
        };
      },
    ): Promise<OrderRow | null> {
      const { cart, order, lines, transition, voucherId } = input;
      const orderId = order.id;
      const ifPlaced = sql`WHERE EXISTS (SELECT 1 FROM placed)`;
      const children = [
        insertRecords(orderTransitions, [toColumnRecord(orderTransitions, transition)], ifPlaced),
        insertRecords(
          orderOutbox,
          [toColumnRecord(orderOutbox, { id: randomUUID(), orderId, event: input.outboxEvent })],
          ifPlaced,
        ),
      ];
      if (lines.length > 0) {
        const records = lines.map((line) => toColumnRecord(orderLines, line));
        children.push(insertRecords(orderLines, records, ifPlaced));
      }
      if (voucherId !== null) {
        const record = toColumnRecord(voucherReservations, { orderId, voucherId });
        children.push(insertRecords(voucherReservations, [record], ifPlaced));
      }
      if (input.answer !== undefined) {
        const { completion, response } = input.answer;
        children.push(completion.answerStatement(response, sql`EXISTS (SELECT 1 FROM placed)`));
      }
      const statement = sql`WITH consumed AS (
          UPDATE ${carts} SET owner_session = NULL, updated_at = now()
          WHERE id = ${cart.id} AND owner_session = ${cart.owner} AND updated_at::text = ${cart.stamp}
          RETURNING id
        ), placed AS (
          ${insertRecords(orders, [toColumnRecord(orders, order)], sql`WHERE EXISTS (SELECT 1 FROM consumed) RETURNING *`)}
        )${sql.join(
          children.map((child, i) => sql`, ${sql.raw(`placed_${i}`)} AS (${child})`),
          sql``,
        )}
        SELECT * FROM placed`;
      // Named: its text is the same for every order with the same parts (voucher, lines).
      const [row] = await selectRecords(ex, statement, { prepared: true });
      return row === undefined ? null : fromColumnRecord(orders, row);
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
