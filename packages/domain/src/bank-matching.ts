import type { PaymentStatus } from './order-status.js';
import { isValidCreditorReference, isValidQrReference } from './payment-reference.js';

/**
 * Bank reconciliation (issue 26 item 1): which order a booked credit of a camt.053/054 file pays,
 * and what it does to that order. Pure rules, no I/O; money in integer cents.
 *
 * An order's references are built from its number (payment-reference.ts): the QR reference is the
 * number's digits zero-padded to 26 plus a check digit, the creditor reference RF + check + the
 * digits. Matching turns them back into the number; the free text is searched for "YYYY-NNNNNN".
 */

/** The remittance facts of one booked credit (one TxDtls) the matching reads. */
export interface BankCreditReferences {
  /** Prtry QRR: 27 digits (check digit not yet checked). */
  readonly qrReference: string | null;
  /** Cd SCOR: "RF…". */
  readonly creditorReference: string | null;
  /** RmtInf/Ustrd, joined. */
  readonly remittanceText: string | null;
}

export type BankMatchKind = 'qr' | 'scor' | 'text';

export interface BankMatchKey {
  readonly kind: BankMatchKind;
  /** The order number the reference names, "YYYY-NNNNNN". */
  readonly orderNumber: string;
}

/** "2026000123" → "2026-000123"; null for anything that is no order number's digits. */
function orderNumberOfDigits(digits: string): string | null {
  const trimmed = digits.replace(/^0+/, '');
  if (!/^\d{10}$/.test(trimmed)) return null;
  const number = `${trimmed.slice(0, 4)}-${trimmed.slice(4)}`;
  return /-0{6}$/.test(number) ? null : number;
}

/** The order number a valid QR reference (27 digits, mod-10 check) names, else null. */
export function orderNumberOfQrReference(reference: string): string | null {
  const compact = reference.replace(/\s+/g, '');
  return isValidQrReference(compact) ? orderNumberOfDigits(compact.slice(0, 26)) : null;
}

/** The order number a valid ISO 11649 creditor reference names, else null. */
export function orderNumberOfCreditorReference(reference: string): string | null {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  return isValidCreditorReference(compact) ? orderNumberOfDigits(compact.slice(4)) : null;
}

const ORDER_NUMBER_IN_TEXT = /(?<![\d-])(\d{4})[-\s]?(\d{6})(?![\d-])/g;

/**
 * The order number in the free text, when exactly one distinct number is there ("Bestellung
 * 2026-000123", "2026 000123", "2026000123"); two different numbers are no match (staff decide).
 */
export function orderNumberInText(text: string): string | null {
  const found = new Set<string>();
  for (const match of text.matchAll(ORDER_NUMBER_IN_TEXT)) {
    const number = orderNumberOfDigits(`${match[1] ?? ''}${match[2] ?? ''}`);
    if (number !== null) found.add(number);
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

/**
 * How a credit names its order: the QR reference, else the creditor reference, else an order
 * number in the free text; null when none of them does (the credit waits in the queue). An
 * invalid reference (wrong check digit) counts as absent and the next rule is tried.
 */
export function findBankMatchKey(credit: BankCreditReferences): BankMatchKey | null {
  const byQr = credit.qrReference === null ? null : orderNumberOfQrReference(credit.qrReference);
  if (byQr !== null) return { kind: 'qr', orderNumber: byQr };
  const byScor =
    credit.creditorReference === null
      ? null
      : orderNumberOfCreditorReference(credit.creditorReference);
  if (byScor !== null) return { kind: 'scor', orderNumber: byScor };
  const byText = credit.remittanceText === null ? null : orderNumberInText(credit.remittanceText);
  return byText === null ? null : { kind: 'text', orderNumber: byText };
}

/** paid: the order's total has arrived; partial: less; overpaid: more than the total. */
export type BankSettlement = 'paid' | 'partial' | 'overpaid';

export interface OrderPaymentFigures {
  readonly totalCents: number;
  /** Every bank payment assigned to the order so far, this one included. */
  readonly receivedCents: number;
  /** The bank payments assigned before this one (or before this file). */
  readonly receivedBeforeCents: number;
  /** The order's payment status before (PayPal or an earlier file may have settled it). */
  readonly paymentStatus: PaymentStatus;
  /** A cancelled order is never paid by a late transfer: all it received is to be refunded. */
  readonly isCancelled?: boolean;
}

export interface OrderSettlement {
  readonly settlement: BankSettlement;
  /** What is still open (0 when paid or overpaid). */
  readonly openCents: number;
  /** What came in above the total (0 unless overpaid). */
  readonly overpaidCents: number;
  /** The payment status moves PAYMENT_PENDING → PAYMENT_RECEIVED now (actor `payment`). */
  readonly isNowPaid: boolean;
}

function assertCents(name: string, cents: number): void {
  if (!Number.isSafeInteger(cents) || cents < 0)
    throw new RangeError(`${name} must be whole cents ≥ 0, got ${cents}`);
}

/**
 * What the bank payments received so far mean for an order (sums across payments count). An
 * order settled before by other means (PayPal) counts its total as received: every bank payment
 * on it is then more than the total. The spec's two payment statuses stay: a partly paid order
 * is PAYMENT_PENDING with its received amount kept beside it (docs/decisions/0025).
 */
export function settleOrderPayment(figures: OrderPaymentFigures): OrderSettlement {
  assertCents('totalCents', figures.totalCents);
  assertCents('receivedCents', figures.receivedCents);
  assertCents('receivedBeforeCents', figures.receivedBeforeCents);
  if (figures.receivedBeforeCents > figures.receivedCents)
    throw new RangeError('receivedBeforeCents is part of receivedCents');
  if (figures.isCancelled === true)
    return {
      settlement: 'overpaid',
      openCents: 0,
      overpaidCents: figures.receivedCents,
      isNowPaid: false,
    };
  if (figures.paymentStatus === 'PAYMENT_RECEIVED') {
    // Settled by the bank before: the part above the total is too much; settled otherwise
    // (PayPal): every bank payment since is.
    const isPaidElsewhere = figures.receivedBeforeCents < figures.totalCents;
    const overpaidCents = isPaidElsewhere
      ? figures.receivedCents - figures.receivedBeforeCents
      : figures.receivedCents - figures.totalCents;
    return {
      settlement: overpaidCents > 0 ? 'overpaid' : 'paid',
      openCents: 0,
      overpaidCents,
      isNowPaid: false,
    };
  }
  const diff = figures.receivedCents - figures.totalCents;
  if (diff < 0)
    return { settlement: 'partial', openCents: -diff, overpaidCents: 0, isNowPaid: false };
  return {
    settlement: diff === 0 ? 'paid' : 'overpaid',
    openCents: 0,
    overpaidCents: diff,
    isNowPaid: true,
  };
}
