import type { PaymentStatus } from './order-status.js';
import type { OrderActor } from './order-transitions.js';
import { err, ok, type Result } from './result.js';

interface PaymentTransition {
  readonly to: PaymentStatus;
  readonly by: readonly OrderActor[];
}

/** Every order starts unpaid, whatever its payment method (docs/order-states.md). */
export const INITIAL_PAYMENT_STATUS: PaymentStatus = 'PAYMENT_PENDING';

/**
 * The one payment-status table (rulings "Checkout and orders"; docs/order-states.md): from → the
 * statuses reachable and who may take the step. A confirmed payment (actor `payment`: a PayPal
 * capture COMPLETED, a booked prepaid transfer) moves PAYMENT_PENDING → PAYMENT_RECEIVED, once.
 * PAYMENT_PENDING → PAYMENT_PENDING is a note (a pending, declined or failed capture) that keeps the
 * order payable. PAYMENT_RECEIVED is final: nothing moves it back, and no later report is noted.
 */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentTransition[]>> = {
  PAYMENT_PENDING: [
    { to: 'PAYMENT_RECEIVED', by: ['payment'] },
    { to: 'PAYMENT_PENDING', by: ['payment'] },
  ],
  PAYMENT_RECEIVED: [],
};

export type PaymentTransitionErrorCode = 'PAYMENT_TRANSITION_NOT_ALLOWED';

export interface PaymentTransitionRequest {
  readonly from: PaymentStatus;
  readonly to: PaymentStatus;
  readonly actor: OrderActor;
}

/**
 * Whether `actor` may move an order's payment status from → to (a note when from = to).
 * PAYMENT_TRANSITION_NOT_ALLOWED otherwise, e.g. for a second "received" or any report after it:
 * callers treat that as "nothing changes" (payments are reported more than once).
 */
export function checkPaymentTransition(
  request: PaymentTransitionRequest,
): Result<PaymentStatus, PaymentTransitionErrorCode> {
  const { from, to, actor } = request;
  const isListed = PAYMENT_TRANSITIONS[from].some((t) => t.to === to && t.by.includes(actor));
  if (!isListed) {
    return err(
      'PAYMENT_TRANSITION_NOT_ALLOWED',
      `${actor} may not move a payment ${from} → ${to}`,
      {
        from,
        to,
        actor,
      },
    );
  }
  return ok(to);
}

/** Whether the payment is settled for good (PAYMENT_RECEIVED): no move and no note follows. */
export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[status].length === 0;
}
