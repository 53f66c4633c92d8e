import type { OrderStatus, PaymentStatus } from './order-status.js';
import type { PaymentMethodKey } from './payment-methods.js';
import { err, ok, type Result } from './result.js';

/**
 * Who moves an order (rulings "Checkout and orders": the spec shows no transitions, they are ours).
 * customer: the buyer on the shop; payment: a confirmed payment (PayPal capture COMPLETED, a
 * prepaid transfer booked); operator: the shop's staff; system: the shop itself.
 */
export type OrderActor = 'customer' | 'payment' | 'operator' | 'system';

/** Staff work on an order between receipt and production; the same set is open from each of them. */
const WORKSHOP: readonly OrderStatus[] = [
  'CUSTOMER_CONTACTED',
  'FILES_PRINTABLE',
  'FILES_REPAIRED',
  'FILES_NOT_PRINTABLE',
  'SUPPLIER_REQUEST_SENT',
  'IN_PRODUCTION',
  'ORDER_CANCELLED',
];

interface Transition {
  readonly to: readonly OrderStatus[];
  readonly by: readonly OrderActor[];
}

/**
 * The one transition table: from → the statuses reachable and who may take the step. Completed
 * and cancelled orders are final. UNKNOWN (legacy rows) may be set to any real status by staff.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly Transition[]>> = {
  QUOTE_GENERATED: [
    { to: ['ORDER_RECEIVED', 'ORDER_CANCELLED'], by: ['customer', 'operator'] },
    { to: ['CUSTOMER_CONTACTED'], by: ['operator'] },
  ],
  ORDER_RECEIVED: [
    { to: ['READY_FOR_PROCESSING'], by: ['payment', 'system', 'operator'] },
    { to: ['ORDER_CANCELLED'], by: ['customer', 'system', 'operator'] },
    { to: WORKSHOP, by: ['operator'] },
  ],
  READY_FOR_PROCESSING: [{ to: WORKSHOP, by: ['operator'] }],
  CUSTOMER_CONTACTED: [{ to: ['READY_FOR_PROCESSING', ...WORKSHOP], by: ['operator'] }],
  FILES_PRINTABLE: [{ to: WORKSHOP, by: ['operator'] }],
  FILES_REPAIRED: [{ to: WORKSHOP, by: ['operator'] }],
  FILES_NOT_PRINTABLE: [
    { to: ['CUSTOMER_CONTACTED', 'FILES_REPAIRED', 'ORDER_CANCELLED'], by: ['operator'] },
    // The customer's answer to the review (printability-review.ts notPrintableChoiceStatus).
    { to: ['ORDER_CANCELLED', 'QUOTE_GENERATED'], by: ['customer'] },
  ],
  SUPPLIER_REQUEST_SENT: [
    { to: ['IN_PRODUCTION', 'CUSTOMER_CONTACTED', 'ORDER_CANCELLED'], by: ['operator'] },
  ],
  IN_PRODUCTION: [{ to: ['PARTS_REVIEWED', 'PARTS_DEFECTIVE'], by: ['operator'] }],
  PARTS_DEFECTIVE: [
    { to: ['IN_PRODUCTION', 'CUSTOMER_CONTACTED', 'ORDER_CANCELLED'], by: ['operator'] },
  ],
  PARTS_REVIEWED: [{ to: ['ORDER_COMPLETED', 'PARTS_DEFECTIVE'], by: ['operator'] }],
  ORDER_CANCELLED: [],
  ORDER_COMPLETED: [],
  UNKNOWN: [
    {
      to: [
        'ORDER_RECEIVED',
        'READY_FOR_PROCESSING',
        ...WORKSHOP,
        'PARTS_DEFECTIVE',
        'PARTS_REVIEWED',
        'ORDER_COMPLETED',
      ],
      by: ['operator'],
    },
  ],
};

export type OrderTransitionErrorCode = 'ORDER_TRANSITION_NOT_ALLOWED' | 'ORDER_NOT_PAID';

export interface OrderTransitionRequest {
  readonly from: OrderStatus;
  readonly to: OrderStatus;
  readonly actor: OrderActor;
  readonly paymentMethod: PaymentMethodKey;
  readonly paymentStatus: PaymentStatus;
}

/**
 * Whether `actor` may move an order from → to. Rulings "Checkout and orders": prepaid and PayPal
 * orders are ready for processing only once paid (PAYMENT_RECEIVED); invoice orders at once.
 */
export function checkOrderTransition(
  request: OrderTransitionRequest,
): Result<OrderStatus, OrderTransitionErrorCode> {
  const { from, to, actor, paymentMethod, paymentStatus } = request;
  const isListed = ORDER_TRANSITIONS[from].some((t) => t.to.includes(to) && t.by.includes(actor));
  if (!isListed) {
    return err('ORDER_TRANSITION_NOT_ALLOWED', `${actor} may not move an order ${from} → ${to}`, {
      from,
      to,
      actor,
    });
  }
  const needsPayment = paymentMethod === 'prepaid' || paymentMethod === 'paypal';
  if (
    to === 'READY_FOR_PROCESSING' &&
    needsPayment &&
    paymentStatus !== 'PAYMENT_RECEIVED' &&
    actor !== 'operator'
  ) {
    return err('ORDER_NOT_PAID', 'Production starts when the payment has arrived', { from, to });
  }
  return ok(to);
}

/** The status a new order starts in: a quote, or a received order (paid or not). */
export function initialOrderStatus(paymentMethod: PaymentMethodKey): OrderStatus {
  return paymentMethod === 'quote' ? 'QUOTE_GENERATED' : 'ORDER_RECEIVED';
}

/**
 * Whether an order is final (ORDER_COMPLETED, ORDER_CANCELLED): no status follows it in the table
 * and nothing is paid on it any more. The one answer to "is this order over?".
 */
export function isFinalOrderStatus(status: OrderStatus): boolean {
  return ORDER_TRANSITIONS[status].length === 0;
}
