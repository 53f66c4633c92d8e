import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { OrderMailEvent } from '../documents/index.js';
import { fromColumnRecord, insertRecords, toColumnRecord } from '../../db/json-rows.js';
import { orderNumberSequence } from './order-number-sequence.js';
import type { NewOrderLineRow, NewOrderRow, NewTransitionRow } from './orders.repository.js';
import { orderLines, orderOutbox, orders, orderTransitions } from './orders.tables.js';

/** An order as the checkout drafts it: everything but the number, which the statement draws. */
export interface OrderDraft {
  readonly order: Omit<NewOrderRow, 'orderNumber'>;
  readonly lines: readonly NewOrderLineRow[];
  /** The order's first transition (placed, or quote requested). */
  readonly created: NewTransitionRow;
}

/** What a placed order tells the modules that placed it (checkout, payments). */
export interface PlacedOrder {
  readonly id: string;
  readonly orderNumber: string;
  readonly ownerPrincipal: string;
  readonly status: string;
  readonly paymentMethod: string;
  readonly paymentStatus: string;
}

export function toPlacedOrder(order: typeof orders.$inferSelect): PlacedOrder {
  const { id, orderNumber, ownerPrincipal, status, paymentMethod, paymentStatus } = order;
  return { id, orderNumber, ownerPrincipal, status, paymentMethod, paymentStatus };
}

/** The lines' distinct print modes in first-seen order: the order's `print_mode_ids`. */
export function printModeIdsOf(lines: readonly Pick<NewOrderLineRow, 'printModeId'>[]): string[] {
  return [...new Set(lines.map((line) => line.printModeId))];
}

/** The CTE that holds the placed order; others write only `WHERE ${ifPlaced}`. */
const PLACED = sql`placed`;

/**
 * The orders' part of the checkout's write (decision 0018: the order in ONE statement). The
 * checkout composes it after its own CTE `after` (the consumed cart): the year's next order number
 * is drawn from its sequence only when `after` has a row (`nextval` takes no lock that lasts until
 * the commit; a failed order leaves a gap), then the order, its lines, its first transition and
 * its mail's outbox row are written. The rows go in as JSON parameters (db/json-rows): the text is
 * the same for every order of a shape, so the statement runs as a named prepared statement.
 */
export const orderPlaceSql = {
  /** CTEs `number`, `placed` and the order's children, comma-separated, after CTE `after`. */
  /** `outboxEvent` null: no mail yet (a PayPal order's mail waits for its capture). */
  ctes(
    draft: OrderDraft,
    numberYear: number,
    outboxEvent: OrderMailEvent | null,
    after: string,
  ): SQL {
    const { order, lines } = draft;
    const ifPlaced = sql`WHERE EXISTS (SELECT 1 FROM ${PLACED})`;
    const children = [
      insertRecords(orderTransitions, [toColumnRecord(orderTransitions, draft.created)], ifPlaced),
    ];
    if (outboxEvent !== null) {
      const mail = { id: randomUUID(), orderId: order.id, event: outboxEvent };
      children.push(insertRecords(orderOutbox, [toColumnRecord(orderOutbox, mail)], ifPlaced));
    }
    if (lines.length > 0) {
      const records = lines.map((line) => toColumnRecord(orderLines, line));
      children.push(insertRecords(orderLines, records, ifPlaced));
    }
    return sql`number AS (
        SELECT format('%s-%s', ${numberYear}::int,
          lpad(nextval(${orderNumberSequence(numberYear)}::regclass)::text, 6, '0')) AS value
        FROM ${sql.raw(after)}
      ), ${PLACED} AS (
        ${insertRecords(
          orders,
          [
            toColumnRecord(orders, {
              ...order,
              printModeIds: printModeIdsOf(lines),
            } as NewOrderRow),
          ],
          sql`WHERE EXISTS (SELECT 1 FROM number) RETURNING *`,
          { order_number: sql`(SELECT value FROM number)` },
        )}
      )${sql.join(
        children.map((child, i) => sql`, ${sql.raw(`placed_${i}`)} AS (${child})`),
        sql``,
      )}`;
  },
  /** True once the order is written (a condition for the other modules' rows). */
  ifPlaced: sql`EXISTS (SELECT 1 FROM ${PLACED})`,
  /** The number drawn, as text (the Idempotency-Key's answer carries it). */
  numberValue: sql`(SELECT value FROM number)`,
  /** The final SELECT's source: one row, the order's columns null when nothing was placed. */
  selectFrom: sql`(VALUES (1)) AS one (x) LEFT JOIN ${PLACED} ON true`,
  /** The order's columns of the final SELECT. */
  columns: sql`${PLACED}.*`,
  /** The placed order from the statement's row, or null. */
  decode(row: Record<string, unknown>): PlacedOrder | null {
    if (row['id'] === null || row['id'] === undefined) return null;
    return toPlacedOrder(fromColumnRecord(orders, row));
  },
};

export type OrderPlaceSql = typeof orderPlaceSql;
