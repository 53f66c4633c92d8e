import type { Language } from '@print/contracts';
import type { OrderActor, PaymentMethodKey, PaymentStatus } from '@print/domain';

/** Amounts of one order as PayPal's breakdown needs them (integer cents, net items + tax). */
export interface PayPalAmounts {
  /** Sum of the items' unitCents × quantity (the small-order surcharge is an item). */
  readonly itemTotalCents: number;
  readonly shippingCents: number;
  readonly taxCents: number;
  readonly discountCents: number;
  /** itemTotal + shipping + tax − discount. */
  readonly totalCents: number;
}

export interface PayPalItem {
  readonly name: string;
  readonly quantity: number;
  /** Net price of one piece. */
  readonly unitCents: number;
}

/** Interface 2: what orders hands to startPayPalPayment right after the order commits. */
export interface StartPayPalPaymentInput {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly language: Language;
  readonly amounts: PayPalAmounts;
  readonly items: readonly PayPalItem[];
  /** PayPal appends ?token=…&PayerID=… (see paypalReturnUrls). */
  readonly returnUrl: string;
  readonly cancelUrl: string;
}

/** An order as the payments module sees it (through the port, never the orders tables). */
export interface PayableOrder {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly language: Language;
  readonly paymentMethod: PaymentMethodKey;
  readonly paymentStatus: PaymentStatus;
  /** Cancelled (or otherwise final) orders are not payable. */
  readonly isCancelled: boolean;
  readonly amounts: PayPalAmounts;
  readonly items: readonly PayPalItem[];
}

export interface ReceivedPayment {
  readonly provider: 'paypal';
  readonly captureId: string;
  readonly amountCents: number;
}

/**
 * Interface 3: the orders module implements it (orders/payment-port.ts) and passes it to
 * createPaymentsService. Every record* is idempotent (the same capture twice = one transition),
 * stores the transition with time, actor, from, to and reason, and sends the "payment received"
 * mail. Callback and webhook may call them in any order and more than once.
 */
export interface PaymentOrderPort {
  /** The order when it exists and belongs to principalId; null otherwise (→ 404). */
  findPayableOrder(orderId: string, principalId: string): Promise<PayableOrder | null>;
  /**
   * The order of a payment whoever asks: only for a caller bound to the payment by PayPal's
   * unguessable order id (the buyer's return in another browser). Never shown to that caller.
   */
  findOrderOfPayment(orderId: string): Promise<PayableOrder | null>;
  recordPaymentReceived(
    orderId: string,
    payment: ReceivedPayment,
    actor: OrderActor,
  ): Promise<void>;
  /** PayPal holds the capture: a note and the "payment is being checked" mail (once). */
  recordPaymentPending(orderId: string, reason: string): Promise<void>;
  /**
   * The payment will not come (cancelled at PayPal, left there, denied): the order is cancelled
   * without a mail and its lines go back to the owner's cart. Answers that cart's id (the same
   * on every repeat), or null when the order was paid or cancelled otherwise.
   */
  recordPaymentFailed(orderId: string, reason: string, actor?: OrderActor): Promise<string | null>;
}

/**
 * Where PayPal sends the buyer back, in the order's language (German at the root, /en, /fr):
 * /order-complete/{orderId}?token=…&PayerID=… after approval, /order-failed?token=… after cancel.
 * One place, so checkout, pay-now and a repeated approval agree.
 */
export function paypalReturnUrls(
  publicUrl: string,
  orderId: string,
  language: Language = 'de',
): { readonly returnUrl: string; readonly cancelUrl: string } {
  const id = encodeURIComponent(orderId);
  const prefix = language === 'de' ? '' : `/${language}`;
  return {
    returnUrl: `${publicUrl}${prefix}/order-complete/${id}`,
    cancelUrl: `${publicUrl}${prefix}/order-failed`,
  };
}
