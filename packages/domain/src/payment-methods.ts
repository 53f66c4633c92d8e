import { err, ok, type Result } from './result.js';

/** Spec 2 §3: key and numeric id of each payment method. */
export const PAYMENT_METHODS = [
  { key: 'billing', id: 1 },
  { key: 'prepaid', id: 2 },
  { key: 'paypal', id: 3 },
  { key: 'quote', id: 4 },
] as const;

export type PaymentMethodKey = (typeof PAYMENT_METHODS)[number]['key'];
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number]['id'];

export const PAYMENT_METHOD_KEYS: readonly PaymentMethodKey[] = PAYMENT_METHODS.map((m) => m.key);
/** Default in the checkout payment form (invoice). */
export const DEFAULT_CHECKOUT_PAYMENT_METHOD: PaymentMethodKey = 'billing';
/** Default in the account settings. */
export const DEFAULT_ACCOUNT_PAYMENT_METHOD: PaymentMethodKey = 'prepaid';

export function isPaymentMethodKey(value: string): value is PaymentMethodKey {
  return (PAYMENT_METHOD_KEYS as readonly string[]).includes(value);
}

export function paymentMethodIdOf(key: PaymentMethodKey): PaymentMethodId {
  const method = PAYMENT_METHODS.find((m) => m.key === key);
  if (method === undefined) throw new RangeError(`Unknown payment method ${String(key)}`);
  return method.id;
}

export function paymentMethodKeyOf(id: number): PaymentMethodKey | null {
  return PAYMENT_METHODS.find((m) => m.id === id)?.key ?? null;
}

export type PaymentMethodUnavailableReason =
  'HAS_ATTACHMENTS' | 'LOGIN_REQUIRED' | 'EXISTING_PAYPAL_ORDER';

export interface PaymentMethodContext {
  readonly hasAttachments: boolean;
  readonly isLoggedIn: boolean;
  /** The method of an existing order opened by id, or null for a new order. */
  readonly existingOrderMethod: PaymentMethodKey | null;
}

/**
 * Spec 2 §4: invoice is always allowed; prepaid and PayPal are not when the cart has attached
 * drawings; quote only when logged in; for an existing PayPal order only PayPal is offered.
 */
export function checkPaymentMethod(
  key: PaymentMethodKey,
  ctx: PaymentMethodContext,
): Result<PaymentMethodKey, PaymentMethodUnavailableReason> {
  if (ctx.existingOrderMethod === 'paypal') {
    return key === 'paypal'
      ? ok(key)
      : err('EXISTING_PAYPAL_ORDER', 'An existing PayPal order can only be paid with PayPal');
  }
  if ((key === 'prepaid' || key === 'paypal') && ctx.hasAttachments) {
    return err('HAS_ATTACHMENTS', 'Not available when the cart contains attached drawings');
  }
  if (key === 'quote' && !ctx.isLoggedIn) {
    return err('LOGIN_REQUIRED', 'Quotes are available to logged-in customers only');
  }
  return ok(key);
}

export function listAvailablePaymentMethods(
  ctx: PaymentMethodContext,
): readonly PaymentMethodKey[] {
  return PAYMENT_METHOD_KEYS.filter((key) => checkPaymentMethod(key, ctx).ok);
}

/** An existing order shows its method, except that a quote order is shown as prepaid (spec 2 §4). */
export function selectDisplayedPaymentMethod(orderMethod: PaymentMethodKey): PaymentMethodKey {
  return orderMethod === 'quote' ? 'prepaid' : orderMethod;
}
