import { err, ok, type Result } from './result.js';

/**
 * Swiss QR-bill rules (SIX Implementation Guidelines QR-bill 2.3) that the swissqrbill library
 * does not enforce: amounts, IBAN / QR-IBAN, the QR reference (QRR, 27 digits, recursive mod-10
 * check digit) and the ISO 11649 creditor reference (RF). Pure functions, no I/O.
 */

/** 0.01 … 999 999 999.99 (the QR-bill's amount field). */
export const QR_BILL_MIN_AMOUNT_CENTS = 1;
export const QR_BILL_MAX_AMOUNT_CENTS = 99_999_999_999;

export type PaymentReferenceErrorCode =
  'QR_BILL_AMOUNT_OUT_OF_RANGE' | 'IBAN_INVALID' | 'REFERENCE_INVALID';

export function validateQrBillAmountCents(
  cents: number,
): Result<number, PaymentReferenceErrorCode> {
  if (
    !Number.isSafeInteger(cents) ||
    cents < QR_BILL_MIN_AMOUNT_CENTS ||
    cents > QR_BILL_MAX_AMOUNT_CENTS
  ) {
    return err('QR_BILL_AMOUNT_OUT_OF_RANGE', 'A QR-bill amount is 0.01 to 999,999,999.99', {
      cents,
    });
  }
  return ok(cents);
}

/** Letters become 10…35, digits stay (ISO 13616 / ISO 11649). */
function toNumericString(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += code >= 65 && code <= 90 ? String(code - 55) : ch;
  }
  return out;
}

/** The remainder of a long decimal string divided by 97, without big integers. */
function mod97(digits: string): number {
  let remainder = 0;
  for (const ch of digits) remainder = (remainder * 10 + Number(ch)) % 97;
  return remainder;
}

/** IBAN without spaces, upper case; CH and LI IBANs have 21 characters. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** A Swiss or Liechtenstein IBAN with a correct ISO 13616 check (mod 97 = 1). */
export function isValidChLiIban(iban: string): boolean {
  const normalized = normalizeIban(iban);
  if (!/^(CH|LI)\d{2}[0-9A-Z]{17}$/.test(normalized)) return false;
  const rearranged = normalized.slice(4) + normalized.slice(0, 4);
  return mod97(toNumericString(rearranged)) === 1;
}

/** A QR-IBAN has an institution id (characters 5–9) in 30000–31999; it needs a QRR reference. */
export function isQrIban(iban: string): boolean {
  const normalized = normalizeIban(iban);
  const iid = Number(normalized.slice(4, 9));
  return isValidChLiIban(normalized) && iid >= 30000 && iid <= 31999;
}

const MOD10_TABLE = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5] as const;

/** The recursive modulo-10 check digit of the QR reference (and the old ESR/ISR). */
export function computeMod10CheckDigit(digits: string): number {
  if (!/^\d*$/.test(digits)) throw new RangeError('mod-10 takes digits only');
  let carry = 0;
  for (const ch of digits) carry = MOD10_TABLE[(carry + Number(ch)) % 10] ?? 0;
  return (10 - carry) % 10;
}

/** 27 digits whose last is the mod-10 check digit of the first 26. */
export function isValidQrReference(reference: string): boolean {
  const digits = reference.replace(/\s+/g, '');
  return (
    /^\d{27}$/.test(digits) &&
    computeMod10CheckDigit(digits.slice(0, 26)) === Number(digits.slice(26))
  );
}

/**
 * The QR reference of an order: its number's digits ("2026-000123" → 2026000123), left-padded with
 * zeros to 26 digits, plus the check digit. Unique per order because order numbers are.
 */
export function buildQrReference(orderNumber: string): Result<string, PaymentReferenceErrorCode> {
  const digits = orderNumber.replace(/\D/g, '');
  if (digits.length === 0 || digits.length > 26) {
    return err('REFERENCE_INVALID', 'An order number gives 1 to 26 digits for a QR reference', {
      orderNumber,
    });
  }
  const body = digits.padStart(26, '0');
  return ok(`${body}${computeMod10CheckDigit(body)}`);
}

/** ISO 11649: "RF", two check digits, 1–21 letters or digits; mod 97 of the rearranged form = 1. */
export function isValidCreditorReference(reference: string): boolean {
  const normalized = reference.replace(/\s+/g, '').toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(normalized)) return false;
  return mod97(toNumericString(normalized.slice(4) + normalized.slice(0, 4))) === 1;
}

/** The creditor reference of an order (for an ordinary IBAN): RF + check digits + its digits. */
export function buildCreditorReference(
  orderNumber: string,
): Result<string, PaymentReferenceErrorCode> {
  const body = orderNumber.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  if (body.length === 0 || body.length > 21) {
    return err('REFERENCE_INVALID', 'A creditor reference holds 1 to 21 letters or digits', {
      orderNumber,
    });
  }
  const check = 98 - mod97(toNumericString(`${body}RF00`));
  return ok(`RF${String(check).padStart(2, '0')}${body}`);
}

/**
 * The reference a QR-bill for this order carries: QRR with a QR-IBAN, RF with an ordinary IBAN
 * (SIX 2.3 forbids mixing them); an invalid IBAN is refused.
 */
export function buildPaymentReference(
  iban: string,
  orderNumber: string,
): Result<
  { readonly type: 'QRR' | 'SCOR'; readonly reference: string },
  PaymentReferenceErrorCode
> {
  if (!isValidChLiIban(iban)) {
    return err('IBAN_INVALID', 'The creditor IBAN is not a valid CH or LI IBAN');
  }
  const built = isQrIban(iban)
    ? buildQrReference(orderNumber)
    : buildCreditorReference(orderNumber);
  if (!built.ok) return built;
  return ok({ type: isQrIban(iban) ? 'QRR' : 'SCOR', reference: built.value });
}
