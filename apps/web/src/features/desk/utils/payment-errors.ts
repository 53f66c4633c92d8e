import { ApiError } from '../../../lib/api-client';
import { errorText, type DeskText } from '../texts';

/** The payments page's own error codes (texts in payments.errors). */
const PAYMENT_ERROR_CODES = [
  'BANK_FILE_NOT_CAMT',
  'BANK_FILE_VERSION_UNSUPPORTED',
  'BANK_FILE_MALFORMED',
  'BANK_ACCOUNT_MISMATCH',
  'BANK_FILE_TOO_LARGE',
  'BANK_TRANSACTION_NOT_OPEN',
  'ORDER_NUMBER_FORMAT',
] as const;
type PaymentErrorCode = (typeof PAYMENT_ERROR_CODES)[number];

function isPaymentErrorCode(code: string): code is PaymentErrorCode {
  return (PAYMENT_ERROR_CODES as readonly string[]).includes(code);
}

/** The text of an error code: the payments' own codes, else the desk's. */
export function paymentCodeText(t: DeskText, code: string): string {
  return isPaymentErrorCode(code) ? t(`payments.errors.${code}`) : errorText(t, code);
}

/** The text of a failed call (an ApiError's code; anything else is unknown). */
export function paymentErrorText(t: DeskText, error: unknown): string {
  return paymentCodeText(t, error instanceof ApiError ? error.code : 'unknown');
}
