import type { AddressWithCountry } from '@print/contracts';
import { and, asc, eq, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from './orders.tables.js';

/** What payment reminders (modules/reminders) may see of an invoice order. */
export interface ReminderOrder {
  readonly id: string;
  readonly orderNumber: string;
  readonly orderDate: Date;
  /** YYYY-MM-DD, Swiss day. */
  readonly dueDate: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly language: 'de' | 'en' | 'fr';
  readonly email: string;
  readonly phone: string;
  readonly referenceNumber: string;
  readonly customerName: string;
  readonly billingAddress: AddressWithCountry;
  readonly totalCents: number;
}

const FINAL_STATUSES = ['ORDER_COMPLETED', 'ORDER_CANCELLED'];

const columns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  orderDate: orders.createdAt,
  dueDate: orders.dueDate,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  language: orders.language,
  email: orders.email,
  phone: orders.phone,
  referenceNumber: orders.referenceNumber,
  customerName: orders.customerName,
  billingAddress: orders.billingAddress,
  totalCents: orders.totalCents,
};

function toReminderOrder(
  row: Omit<ReminderOrder, 'dueDate'> & { dueDate: string | null },
): ReminderOrder | null {
  return row.dueDate === null ? null : { ...row, dueDate: row.dueDate };
}

/**
 * The orders' side of payment reminders: invoice orders past their due date whose payment has
 * not been recorded as received and that are not completed or cancelled (the desk's overdue rule,
 * order-admin-sql.ts overdueCondition). Partly paid invoices stay PAYMENT_PENDING and are here.
 */
export function createOrderReminderReads(db: Db) {
  return {
    async listOverdue(today: string): Promise<ReminderOrder[]> {
      const rows = await db
        .select(columns)
        .from(orders)
        .where(
          and(
            eq(orders.paymentMethod, 'billing'),
            eq(orders.paymentStatus, 'PAYMENT_PENDING'),
            lt(orders.dueDate, today),
            notInArray(orders.status, FINAL_STATUSES),
          ),
        )
        .orderBy(asc(orders.dueDate), asc(orders.orderNumber));
      return rows.flatMap((row) => toReminderOrder(row) ?? []);
    },
    /** The order's payment method; null: no such order. */
    async paymentMethodOf(id: string): Promise<string | null> {
      const [row] = await db
        .select({ paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(eq(orders.id, id));
      return row?.paymentMethod ?? null;
    },
    /** Invoice orders by id (with a due date); others are left out. */
    async findByIds(ids: readonly string[]): Promise<ReminderOrder[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(orders)
        .where(and(inArray(orders.id, [...new Set(ids)]), eq(orders.paymentMethod, 'billing')));
      return rows.flatMap((row) => toReminderOrder(row) ?? []);
    },
  };
}

export type OrderReminderReads = ReturnType<typeof createOrderReminderReads>;
