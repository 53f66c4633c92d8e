import { ApiError } from '../../../lib/api-client';

/** The server's error codes the customer gets a sentence for (namespace checkout, errors.codes). */
export const EXPLAINED_CHECKOUT_ERRORS = [
  'CART_EMPTY',
  'CART_ITEM_UNAVAILABLE',
  'CART_ALREADY_ORDERED',
  'PAYMENT_METHOD_NOT_AVAILABLE',
  'COUNTRY_NOT_SELECTABLE',
  'POSTAL_CODE_INVALID',
  'VAT_NUMBER_REQUIRED',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NOT_STARTED',
  'VOUCHER_EXPIRED',
  'VOUCHER_USED_UP',
  'VOUCHER_MIN_VALUE_NOT_REACHED',
  'VOUCHER_CODE_INVALID',
  'NOT_AUTHENTICATED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  'RECIPIENT_MAIL_LIMIT',
  'AMOUNT_TOO_LARGE',
  'RATE_LIMITED',
] as const;
export type ExplainedCheckoutError = (typeof EXPLAINED_CHECKOUT_ERRORS)[number];

/** The stable code of a failed checkout when the customer can be told what it means, else null. */
export function selectExplainedError(error: unknown): ExplainedCheckoutError | null {
  if (!(error instanceof ApiError)) return null;
  return EXPLAINED_CHECKOUT_ERRORS.find((code) => code === error.code) ?? null;
}
