import type { AdminOrderList, AdminOrderListQuery, AdminOrderRow } from '@print/contracts';
import {
  buildQrReference,
  isFinalOrderStatus,
  isQrIban,
  ORDER_STATUSES,
  parseOrderStatus,
  type OrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
} from '@print/domain';
import type { AdminOrderFilter, AdminOrderListRow, OrderAdmin } from '../orders/index.js';
import { csvChf, csvLine, csvText, CSV_BOM } from './csv.js';

export interface OrderListDeps {
  readonly orders: Pick<OrderAdmin, 'listRows' | 'countByStatus'>;
  /** The creditor IBAN: a QR-IBAN gives QR references (QRR), an ordinary one RF references. */
  readonly creditorIban: string;
  readonly now: () => Date;
}

/** Today in Europe/Zurich as YYYY-MM-DD. */
export function zurichToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(now);
}

function filterOf(query: AdminOrderListQuery, now: Date): AdminOrderFilter {
  const { sort: _sort, dir: _dir, page: _page, pageSize: _size, ...filter } = query;
  return { ...filter, today: zurichToday(now) };
}

function toRow(row: AdminOrderListRow, deps: OrderListDeps, today: string): AdminOrderRow {
  const status = parseOrderStatus(row.status);
  const paymentMethod = row.paymentMethod as PaymentMethodKey;
  const paymentStatus = row.paymentStatus as PaymentStatus;
  const hasQrBill = paymentMethod === 'billing' || paymentMethod === 'prepaid';
  const qr = hasQrBill && isQrIban(deps.creditorIban) ? buildQrReference(row.orderNumber) : null;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    customerName: row.customerName,
    company: row.company,
    email: row.email,
    referenceNumber: row.referenceNumber,
    qrReference: qr?.ok ? qr.value : null,
    status,
    paymentStatus,
    paymentMethod,
    totalCents: row.totalCents,
    lineCount: row.lineCount,
    dueDate: row.dueDate,
    overdue:
      paymentMethod === 'billing' &&
      paymentStatus === 'PAYMENT_PENDING' &&
      row.dueDate !== null &&
      row.dueDate < today &&
      !isFinalOrderStatus(status),
    language: row.language,
  };
}

/** One page of the desk's order list, its total and the counts per status (GET /admin/orders). */
export async function listOrders(
  deps: OrderListDeps,
  query: AdminOrderListQuery,
): Promise<AdminOrderList> {
  const now = deps.now();
  const filter = filterOf(query, now);
  const [rows, counts] = await Promise.all([
    deps.orders.listRows(filter, query, query.pageSize, (query.page - 1) * query.pageSize),
    deps.orders.countByStatus(filter),
  ]);
  const statusCounts = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<
    OrderStatus,
    number
  >;
  // A stored value outside the list counts as UNKNOWN, as the rows show it.
  for (const [status, count] of counts) statusCounts[parseOrderStatus(status)] += count;
  const counted: readonly OrderStatus[] = query.status?.length ? query.status : ORDER_STATUSES;
  const total = counted.reduce((sum, status) => sum + statusCounts[status], 0);
  return {
    items: rows.map((row) => toRow(row, deps, filter.today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    statusCounts,
  };
}

const CSV_HEADER = [
  'order_number',
  'order_date',
  'customer',
  'company',
  'email',
  'reference',
  'qr_reference',
  'status',
  'payment_status',
  'payment_method',
  'total_chf',
  'lines',
  'due_date',
  'overdue',
];

/** Local date and time in Zurich, "2026-03-04 14:05". */
function zurichDateTime(iso: string): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Zurich',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso));
  return parts;
}

function csvRow(row: AdminOrderRow): string {
  return csvLine([
    csvText(row.orderNumber),
    csvText(zurichDateTime(row.createdAt)),
    csvText(row.customerName),
    csvText(row.company),
    csvText(row.email),
    csvText(row.referenceNumber),
    csvText(row.qrReference),
    csvText(row.status),
    csvText(row.paymentStatus),
    csvText(row.paymentMethod),
    csvChf(row.totalCents),
    String(row.lineCount),
    csvText(row.dueDate),
    row.overdue ? 'yes' : 'no',
  ]);
}

const CSV_BATCH = 2000;

/**
 * Every order the filters match (not only a page), in the list's sort, as CSV chunks: read in
 * batches so 100,000 rows never sit in memory at once.
 */
export async function* exportOrdersCsv(
  deps: OrderListDeps,
  query: AdminOrderListQuery,
): AsyncGenerator<string> {
  const now = deps.now();
  const filter = filterOf(query, now);
  yield CSV_BOM + csvLine(CSV_HEADER);
  for (let offset = 0; ; offset += CSV_BATCH) {
    const rows = await deps.orders.listRows(filter, query, CSV_BATCH, offset);
    if (rows.length > 0) yield rows.map((row) => csvRow(toRow(row, deps, filter.today))).join('');
    if (rows.length < CSV_BATCH) return;
  }
}
