import type { PaymentStatus } from './order-status.js';
import type { PaymentMethodKey } from './payment-methods.js';

export interface OrderActionInput {
  readonly isLegacyOrder: boolean;
  readonly paymentMethod: PaymentMethodKey;
  readonly paymentStatus: PaymentStatus;
}

/** Spec 2 §4: reorder for a non-legacy, non-quote order whose payment was received. */
export function canReorder(order: OrderActionInput): boolean {
  return (
    !order.isLegacyOrder &&
    order.paymentMethod !== 'quote' &&
    order.paymentStatus === 'PAYMENT_RECEIVED'
  );
}

/** Spec 2 §4: "pay now" for a non-legacy PayPal order whose payment is pending. */
export function canPayNow(order: OrderActionInput): boolean {
  return (
    !order.isLegacyOrder &&
    order.paymentMethod === 'paypal' &&
    order.paymentStatus === 'PAYMENT_PENDING'
  );
}
