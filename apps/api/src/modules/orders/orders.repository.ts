import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import {
  fromColumnRecord,
  insertRecords,
  selectRecords,
  toColumnRecord,
} from '../../db/json-rows.js';
import { carts } from '../cart/cart.tables.js';
import { orderLines, orderOutbox, orders, orderTransitions } from './orders.tables.js';
import { voucherReservations, vouchers } from '../vouchers/vouchers.tables.js';
import { orderNumberSequence } from './order-number-sequence.js';
import type { OrderMailEvent } from '../documents/index.js';
import type { IdempotencyCompletion } from './idempotency.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type NewOrderLineRow = typeof orderLines.$inferInsert;
export type NewTransitionRow = typeof orderTransitions.$inferInsert;
export type TransitionRow = typeof orderTransitions.$inferSelect;

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
     * Places an order in ONE statement (data-modifying CTEs: atomic on its own, one round trip, no
     * transaction). With a voucher that has a limit, its use is counted first while one is left
     * (`usage_count < max_usage` in the UPDATE itself: concurrent orders never exceed it; a
     * waiter re-checks the row the winner committed); an unlimited voucher's row is not touched
     * (its uses are its reservations), so orders with the same code never wait for each other's
     * commit. The cart is then consumed, taken from its
     * owner only if it is still theirs and unchanged since `cart.stamp` was read (and the
     * voucher's use was counted). Only then are the year's next order number drawn from its
     * sequence (`orderNumberSequence`: no lock held until the commit, a failed order leaves a
     * gap), the order, its lines, its first transition, its mail's outbox row, the voucher's
     * reservation and the Idempotency-Key's answer (with the number drawn) written. The rows go in
     * as JSON parameters (db/json-rows): the statement's text is the same for every order of a
     * shape (voucher, answer), so it runs as a named prepared statement. Foreign keys are checked
     * at the end of the statement. A twin waiting on the cart's row lock finds it consumed once
     * the first statement commits.
     *
     * Not placed: `cartUnchanged` tells whether the cart was still as read when the statement
     * began (else a line changed, or a twin consumed it), `voucherTaken` whether a use was
     * counted anyway (a twin consumed the cart meanwhile: the caller gives it back).
     */
    async placeOrder(
      ex: Executor,
      input: {
        readonly cart: { readonly id: string; readonly owner: string; readonly stamp: string };
        readonly order: Omit<NewOrderRow, 'orderNumber'>;
        /** The year whose number the order gets (its sequence must exist: checkout-steps). */
        readonly numberYear: number;
        readonly lines: readonly NewOrderLineRow[];
        readonly transition: NewTransitionRow;
        readonly outboxEvent: OrderMailEvent;
        /**
         * The voucher whose use the order takes; `counted` for a voucher with a limit, whose
         * usage_count the statement raises (under its row lock) while a use is left.
         */
        readonly voucher: { readonly id: string; readonly counted: boolean } | null;
        /**
         * The request's Idempotency-Key answer, stored with the order (not without it); its
         * `order.orderNumber` is set to the number drawn.
         */
        readonly answer?: {
          readonly completion: IdempotencyCompletion;
          readonly response: Record<string, unknown>;
        };
      },
    ): Promise<
      | { readonly placed: true; readonly order: OrderRow }
      | { readonly placed: false; readonly cartUnchanged: boolean; readonly voucherTaken: boolean }
    > {
      const { cart, order, lines, transition, voucher } = input;
      const counted = voucher?.counted === true;
      const orderId = order.id;
      const cartAsRead = sql`${carts.id} = ${cart.id} AND ${carts.ownerSession} = ${cart.owner}
        AND ${carts.updatedAt}::text = ${cart.stamp}`;
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
      if (voucher !== null) {
        const record = toColumnRecord(voucherReservations, {
          orderId,
          voucherId: voucher.id,
          useCounted: counted,
        });
        children.push(insertRecords(voucherReservations, [record], ifPlaced));
      }
      if (input.answer !== undefined) {
        const { completion, response } = input.answer;
        const withNumber = sql`jsonb_set(${JSON.stringify(response)}::jsonb, '{order,orderNumber}',
          to_jsonb((SELECT value FROM number)))`;
        children.push(completion.answerStatement(withNumber, sql`EXISTS (SELECT 1 FROM placed)`));
      }
      const voucherUse = !counted
        ? sql``
        : sql`voucher_use AS (
          UPDATE ${vouchers} SET usage_count = usage_count + 1
          WHERE ${vouchers.id} = ${voucher.id}
            AND (max_usage IS NULL OR usage_count < max_usage)
            AND EXISTS (SELECT 1 FROM ${carts} WHERE ${cartAsRead})
          RETURNING id
        ), `;
      const statement = sql`WITH ${voucherUse}consumed AS (
          UPDATE ${carts} SET owner_session = NULL, updated_at = now()
          WHERE ${cartAsRead}${counted ? sql` AND EXISTS (SELECT 1 FROM voucher_use)` : sql``}
          RETURNING id
        ), number AS (
          SELECT format('%s-%s', ${input.numberYear}::int,
            lpad(nextval(${orderNumberSequence(input.numberYear)}::regclass)::text, 6, '0')) AS value
          FROM consumed
        ), placed AS (
          ${insertRecords(
            orders,
            [toColumnRecord(orders, order as NewOrderRow)],
            sql`WHERE EXISTS (SELECT 1 FROM number) RETURNING *`,
            { order_number: sql`(SELECT value FROM number)` },
          )}
        )${sql.join(
          children.map((child, i) => sql`, ${sql.raw(`placed_${i}`)} AS (${child})`),
          sql``,
        )}
        SELECT placed.*, (SELECT count(*) FROM ${carts} WHERE ${cartAsRead})::int AS cart_unchanged,
          ${counted ? sql`(SELECT count(*) FROM voucher_use)::int` : sql`0`} AS voucher_taken
        FROM (VALUES (1)) AS one (x) LEFT JOIN placed ON true`;
      // Named: its text is the same for every order with the same parts (voucher, answer).
      const [row] = await selectRecords(ex, statement, { prepared: true });
      if (row === undefined) throw new Error('the order statement answered no row');
      if (row['id'] !== null && row['id'] !== undefined) {
        return { placed: true, order: fromColumnRecord(orders, row) };
      }
      return {
        placed: false,
        cartUnchanged: Number(row['cart_unchanged']) > 0,
        voucherTaken: Number(row['voucher_taken']) > 0,
      };
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
    /**
     * Marks the order's reservation released; answers, the first time only, the voucher's id
     * when the order counted a use of it (to be given back).
     */
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
        .returning({
          voucherId: voucherReservations.voucherId,
          useCounted: voucherReservations.useCounted,
        });
      return row?.useCounted === true ? row.voucherId : null;
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
