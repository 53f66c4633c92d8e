import {
  checkOrderTransition,
  checkPaymentTransition,
  parseOrderStatus,
  type OrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
} from '@print/domain';
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { insertRecords, toColumnRecord } from '../../db/json-rows.js';
import type { Executor } from '../../db/client.js';
import type { OrderMailEvent } from '../documents/index.js';
import type { OrderMailOutbox } from './order-outbox.js';
import { orderOutbox, orders, orderTransitions } from './orders.tables.js';
import { randomUUID } from 'node:crypto';

/** What bank reconciliation (modules/bank) may see of an order. */
export interface BankOrderFacts {
  readonly id: string;
  readonly orderNumber: string;
  readonly totalCents: number;
  readonly status: OrderStatus;
  readonly paymentStatus: PaymentStatus;
  readonly paymentMethod: PaymentMethodKey;
}

/** One order whose bank payments reached its total (actor `payment`; staff when assigned by hand). */
export interface BankPaidOrder {
  readonly order: BankOrderFacts;
  readonly reason: string;
  readonly staff?: { readonly id: string; readonly name: string } | undefined;
}

/** `column IN (the JSON array's texts)`: any number of values as one parameter. */
function inJsonList(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} IN (SELECT json_array_elements_text(${JSON.stringify(values)}::json))`;
}

const factColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  totalCents: orders.totalCents,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
};

function toFacts(row: {
  id: string;
  orderNumber: string;
  totalCents: number;
  status: string;
  paymentStatus: string;
  paymentMethod: string;
}): BankOrderFacts {
  return {
    ...row,
    status: parseOrderStatus(row.status),
    paymentStatus: row.paymentStatus as PaymentStatus,
    paymentMethod: row.paymentMethod as PaymentMethodKey,
  };
}

/** As order-state.ts markPaid: a PayPal order's first mail now, a prepaid one hears "received". */
function paidMailOf(paymentMethod: string): OrderMailEvent {
  return paymentMethod === 'paypal' ? 'ordered' : 'payment-received';
}

/**
 * The orders' side of bank reconciliation, set-based so that a file of 10,000 payments is booked
 * in a few statements inside the import's one transaction: the same rules as order-state.ts
 * markPaid (the domain's PAYMENT_TRANSITIONS with actor `payment`, then ORDER_RECEIVED →
 * READY_FOR_PROCESSING by ORDER_TRANSITIONS, the "payment received" mail in the outbox).
 */
export function createBankPaymentPort(deps: {
  readonly outbox: Pick<OrderMailOutbox, 'kick'>;
  readonly now: () => Date;
}) {
  return {
    /** Orders by number (a read before the import's transaction). */
    async findByNumbers(ex: Executor, numbers: readonly string[]): Promise<BankOrderFacts[]> {
      if (numbers.length === 0) return [];
      const rows = await ex
        .select(factColumns)
        .from(orders)
        .where(inJsonList(orders.orderNumber, [...new Set(numbers)]));
      return rows.map(toFacts);
    },
    /** Orders by id (the desk's lists of payments). */
    async findByIds(ex: Executor, ids: readonly string[]): Promise<Map<string, BankOrderFacts>> {
      if (ids.length === 0) return new Map();
      const rows = await ex
        .select(factColumns)
        .from(orders)
        .where(inArray(orders.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, toFacts(row)]));
    },
    /** Locks the orders (in id order: two imports never deadlock) and answers their facts. */
    async lockByIds(tx: Executor, ids: readonly string[]): Promise<Map<string, BankOrderFacts>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select(factColumns)
        .from(orders)
        .where(inJsonList(orders.id, [...new Set(ids)]))
        .orderBy(asc(orders.id))
        .for('update');
      return new Map(rows.map((row) => [row.id, toFacts(row)]));
    },
    /**
     * PAYMENT_RECEIVED for each order the domain's table allows (others are left as they are),
     * READY_FOR_PROCESSING for those waiting in ORDER_RECEIVED, their transitions and mails; in the
     * caller's transaction on rows it has locked. Answers the ids that became paid.
     */
    async recordPaid(tx: Executor, paid: readonly BankPaidOrder[]): Promise<string[]> {
      const at = deps.now();
      const changed: BankPaidOrder[] = paid.filter(
        (p) =>
          checkPaymentTransition({
            from: p.order.paymentStatus,
            to: 'PAYMENT_RECEIVED',
            actor: 'payment',
          }).ok,
      );
      if (changed.length === 0) return [];
      const moving = changed.filter(
        (p) =>
          p.order.status === 'ORDER_RECEIVED' &&
          checkOrderTransition({
            from: p.order.status,
            to: 'READY_FOR_PROCESSING',
            actor: 'payment',
            paymentMethod: p.order.paymentMethod,
            paymentStatus: 'PAYMENT_RECEIVED',
          }).ok,
      );
      const movingIds = new Set(moving.map((p) => p.order.id));
      const staying = changed.filter((p) => !movingIds.has(p.order.id)).map((p) => p.order.id);
      // Two plain updates (paid and moving on; paid only), the ids as one JSON parameter.
      for (const [ids, isMoving] of [
        [[...movingIds], true],
        [staying, false],
      ] as const) {
        if (ids.length === 0) continue;
        await tx
          .update(orders)
          .set({
            paymentStatus: 'PAYMENT_RECEIVED',
            ...(isMoving ? { status: 'READY_FOR_PROCESSING' } : {}),
            updatedAt: sql`now()`,
            version: sql`${orders.version} + 1`,
          })
          .where(inJsonList(orders.id, ids));
      }
      const staffOf = (p: BankPaidOrder) => ({
        staffId: p.staff?.id ?? null,
        staffName: p.staff?.name ?? null,
      });
      const transitions = [
        ...changed.map((p) => ({
          orderId: p.order.id,
          kind: 'payment' as const,
          at,
          actor: 'payment',
          fromStatus: p.order.paymentStatus,
          toStatus: 'PAYMENT_RECEIVED',
          reason: p.reason,
          ...staffOf(p),
        })),
        ...moving.map((p) => ({
          orderId: p.order.id,
          kind: 'status' as const,
          at,
          actor: 'payment',
          fromStatus: p.order.status,
          toStatus: 'READY_FOR_PROCESSING',
          reason: 'payment received',
          ...staffOf(p),
        })),
      ];
      // As JSON parameters (db/json-rows): Drizzle's builder would walk 20,000 rows' values.
      await tx.execute(
        insertRecords(
          orderTransitions,
          transitions.map((row) => toColumnRecord(orderTransitions, row)),
        ),
      );
      const mails = changed.map((p) => ({
        id: randomUUID(),
        orderId: p.order.id,
        event: paidMailOf(p.order.paymentMethod),
      }));
      await tx.execute(
        insertRecords(
          orderOutbox,
          mails.map((row) => toColumnRecord(orderOutbox, row)),
          sql`ON CONFLICT DO NOTHING`,
        ),
      );
      return changed.map((p) => p.order.id);
    },
    /** After the commit: the order mails written go out (in a process that relays them). */
    kickMails: () => deps.outbox.kick(),
  };
}

export type BankPaymentPort = ReturnType<typeof createBankPaymentPort>;
