import type { AdminOrderListQuery } from '@print/contracts';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { orders } from './orders.tables.js';

/**
 * The orders' part of the desk's list (modules/backoffice): filters, search, sort and paging as
 * SQL over the orders table, which only this module reads. Search goes through the generated
 * `search_text` column and its trigram index; a 27-digit QR reference is turned back into its
 * order number (packages/domain buildQrReference: the number's digits, zero-padded, check digit).
 */

/** The list's filters, as the query has them, plus the shop's today (the overdue rule). */
export type AdminOrderFilter = Omit<AdminOrderListQuery, 'sort' | 'dir' | 'page' | 'pageSize'> & {
  /** Today in Europe/Zurich, YYYY-MM-DD. */
  readonly today: string;
};

export interface AdminOrderListEntry {
  readonly id: string;
  readonly orderNumber: string;
  readonly createdAt: Date;
  readonly customerName: string;
  readonly company: string | null;
  readonly email: string;
  readonly referenceNumber: string;
  readonly status: string;
  readonly paymentStatus: string;
  readonly paymentMethod: string;
  readonly totalCents: number;
  readonly lineCount: number;
  readonly dueDate: string | null;
  readonly language: 'de' | 'en' | 'fr';
}

const FINAL_STATUSES = ['ORDER_COMPLETED', 'ORDER_CANCELLED'];

/** `%`, `_` and `\` match themselves in a LIKE pattern. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** "210000000000000002026000123x" → "2026-000123"; null when the input is no QR reference. */
export function orderNumberOfQrReference(q: string): string | null {
  const compact = q.replace(/\s+/g, '');
  if (!/^\d{27}$/.test(compact)) return null;
  const digits = compact.slice(0, 26).replace(/^0+/, '');
  return digits.length > 4 ? `${digits.slice(0, 4)}-${digits.slice(4)}` : null;
}

function searchCondition(q: string): SQL {
  const orderNumber = orderNumberOfQrReference(q);
  if (orderNumber !== null) return eq(orders.orderNumber, orderNumber);
  return sql`${orders.searchText} LIKE ${`%${escapeLike(q.toLowerCase())}%`}`;
}

/** Invoice, past its due date, not paid, not over: the order day's rule of DECISIONS.md. */
export function overdueCondition(today: string): SQL {
  return sql`(${orders.paymentMethod} = 'billing' AND ${orders.paymentStatus} = 'PAYMENT_PENDING' AND ${orders.dueDate} < ${today} AND ${orders.status} NOT IN (${sql.join(
    FINAL_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )}))`;
}

/** Every filter's condition; `withStatus` false leaves the status filter out (the counts). */
export function adminOrderConditions(filter: AdminOrderFilter, withStatus: boolean): SQL[] {
  const conditions: SQL[] = [];
  if (filter.q) conditions.push(searchCondition(filter.q));
  if (withStatus && filter.status?.length) conditions.push(inArray(orders.status, filter.status));
  if (filter.paymentStatus?.length)
    conditions.push(inArray(orders.paymentStatus, filter.paymentStatus));
  if (filter.paymentMethod?.length)
    conditions.push(inArray(orders.paymentMethod, filter.paymentMethod));
  // Order days in the shop's zone: local midnight of `from` up to local midnight after `to`.
  if (filter.from)
    conditions.push(
      sql`${orders.createdAt} >= (${filter.from}::date::timestamp AT TIME ZONE 'Europe/Zurich')`,
    );
  if (filter.to)
    conditions.push(
      sql`${orders.createdAt} < ((${filter.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Zurich')`,
    );
  if (filter.material)
    conditions.push(
      // The lines' print modes, kept on the order (GIN index): no join with order_lines.
      sql`${orders.printModeIds} @> ARRAY[${filter.material}]::text[]`,
    );
  if (filter.overdue === true) conditions.push(overdueCondition(filter.today));
  if (filter.overdue === false) conditions.push(sql`NOT ${overdueCondition(filter.today)}`);
  return conditions;
}

function sortExpression(sort: AdminOrderListQuery['sort']): SQL | AnyPgColumn {
  switch (sort) {
    case 'createdAt':
      return orders.createdAt;
    case 'orderNumber':
      return orders.orderNumber;
    case 'customer':
      return sql`lower(${orders.customerName})`;
    case 'status':
      return orders.status;
    case 'totalCents':
      return orders.totalCents;
    case 'dueDate':
      return orders.dueDate;
  }
}

const rowColumns = {
  id: orders.id,
  orderNumber: orders.orderNumber,
  createdAt: orders.createdAt,
  customerName: orders.customerName,
  company: sql<string | null>`nullif(${orders.billingAddress}->>'company', '')`,
  email: orders.email,
  referenceNumber: orders.referenceNumber,
  status: orders.status,
  paymentStatus: orders.paymentStatus,
  paymentMethod: orders.paymentMethod,
  totalCents: orders.totalCents,
  // Written out with aliases: Drizzle leaves column names unqualified in a one-table select.
  lineCount: sql<number>`(SELECT count(*)::int FROM order_lines ol WHERE ol.order_id = "orders"."id")`,
  dueDate: orders.dueDate,
  language: orders.language,
};

/** One page (or, for the CSV, one batch) of the filtered, sorted list. */
export function selectAdminOrderRows(
  ex: Executor,
  filter: AdminOrderFilter,
  order: { readonly sort: AdminOrderListQuery['sort']; readonly dir: 'asc' | 'desc' },
  limit: number,
  offset: number,
): Promise<AdminOrderListEntry[]> {
  const by = sortExpression(order.sort);
  const direction = order.dir === 'asc' ? asc : desc;
  // Due dates: orders without one (not invoices) last in both directions.
  const nulls = order.sort === 'dueDate' ? [sql`${orders.dueDate} IS NULL`] : [];
  return ex
    .select(rowColumns)
    .from(orders)
    .where(and(...adminOrderConditions(filter, true)))
    .orderBy(...nulls, direction(by), direction(orders.id))
    .limit(limit)
    .offset(offset);
}

/** Per status, the orders matching every filter but the status filter. */
export async function countAdminOrdersByStatus(
  ex: Executor,
  filter: AdminOrderFilter,
): Promise<Map<string, number>> {
  const rows = await ex
    .select({ status: orders.status, count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(...adminOrderConditions(filter, false)))
    .groupBy(orders.status);
  return new Map(rows.map((row) => [row.status, row.count]));
}
