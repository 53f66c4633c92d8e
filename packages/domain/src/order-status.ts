/** The 14 order statuses of spec 2 §4. UNKNOWN is displayed as "open". */
export const ORDER_STATUSES = [
  'QUOTE_GENERATED',
  'ORDER_RECEIVED',
  'READY_FOR_PROCESSING',
  'CUSTOMER_CONTACTED',
  'FILES_PRINTABLE',
  'FILES_REPAIRED',
  'FILES_NOT_PRINTABLE',
  'SUPPLIER_REQUEST_SENT',
  'IN_PRODUCTION',
  'PARTS_DEFECTIVE',
  'PARTS_REVIEWED',
  'ORDER_CANCELLED',
  'ORDER_COMPLETED',
  'UNKNOWN',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const PAYMENT_STATUSES = ['PAYMENT_RECEIVED', 'PAYMENT_PENDING'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The label key shown for a status: UNKNOWN shows as OPEN; every other status has its own label. */
export type OrderStatusLabelKey = Exclude<OrderStatus, 'UNKNOWN'> | 'OPEN';

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isPaymentStatus(value: string): value is PaymentStatus {
  return (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** Any stored value outside the list (legacy data, typos) becomes UNKNOWN instead of failing. */
export function parseOrderStatus(value: string | null | undefined): OrderStatus {
  return value !== null && value !== undefined && isOrderStatus(value) ? value : 'UNKNOWN';
}

export function selectOrderStatusLabelKey(status: OrderStatus): OrderStatusLabelKey {
  return status === 'UNKNOWN' ? 'OPEN' : status;
}
