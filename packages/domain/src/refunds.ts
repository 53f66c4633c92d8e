import { assertCents } from './money.js';
import { err, ok, type Result } from './result.js';

/**
 * The life of one refund (issue 26 item 3). PayPal's own statuses — PENDING, COMPLETED, FAILED,
 * CANCELLED — plus two of the shop's: REQUESTED (stored with its PayPal-Request-Id before the
 * call, answer not known yet: a retry sends the same id) and REJECTED (PayPal refused the request
 * with a 422: no refund exists at PayPal). A bank refund is recorded COMPLETED at once.
 */
export const REFUND_STATUSES = [
  'REQUESTED',
  'PENDING',
  'COMPLETED',
  'FAILED',
  'CANCELLED',
  'REJECTED',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export function isRefundStatus(value: string): value is RefundStatus {
  return (REFUND_STATUSES as readonly string[]).includes(value);
}

/**
 * Statuses that hold money back from "what is left": a refund on its way (REQUESTED, PENDING) may
 * still complete, so it counts until it is FAILED, CANCELLED or REJECTED.
 */
const HOLDING: ReadonlySet<RefundStatus> = new Set(['REQUESTED', 'PENDING', 'COMPLETED']);

/** Final statuses: no later report of PayPal changes them (a webhook arriving late is ignored). */
const FINAL: ReadonlySet<RefundStatus> = new Set(['COMPLETED', 'FAILED', 'CANCELLED', 'REJECTED']);

export function isFinalRefundStatus(status: RefundStatus): boolean {
  return FINAL.has(status);
}

/**
 * Whether a stored refund may move from → to on a report of PayPal (answer, webhook, lookup):
 * a final status never moves; REQUESTED and PENDING move to anything else; the same status is no
 * move (false), so a redelivered report changes nothing.
 */
export function mayMoveRefund(from: RefundStatus, to: RefundStatus): boolean {
  if (from === to || FINAL.has(from)) return false;
  return !(from === 'PENDING' && to === 'REQUESTED');
}

export interface RefundFigures {
  /** What was received for the order (the completed capture, or the order total once paid). */
  readonly paidCents: number;
  /** Completed refunds. */
  readonly refundedCents: number;
  /** Refunds on their way (REQUESTED, PENDING): they may still complete. */
  readonly openCents: number;
  /** paid − refunded − open, never below zero: the most a new refund may be. */
  readonly leftCents: number;
}

/**
 * The refund figures of an order in integer cents. Every refund holding money (REQUESTED,
 * PENDING, COMPLETED) is taken off what was paid, so two refunds in flight can never together
 * exceed it. Throws RangeError for amounts that are not integer cents ≥ 0.
 */
export function refundFigures(
  paidCents: number,
  refunds: readonly { readonly amountCents: number; readonly status: RefundStatus }[],
): RefundFigures {
  assertCents(paidCents, 'paidCents');
  if (paidCents < 0) throw new RangeError('paidCents must be ≥ 0');
  let refundedCents = 0;
  let openCents = 0;
  for (const refund of refunds) {
    assertCents(refund.amountCents, 'refund amountCents');
    if (!HOLDING.has(refund.status)) continue;
    if (refund.status === 'COMPLETED') refundedCents += refund.amountCents;
    else openCents += refund.amountCents;
  }
  const leftCents = Math.max(0, paidCents - refundedCents - openCents);
  return { paidCents, refundedCents, openCents, leftCents };
}

export type RefundPlanErrorCode =
  'REFUND_NOTHING_LEFT' | 'REFUND_AMOUNT_EXCEEDS_LEFT' | 'REFUND_AMOUNT_INVALID';

export interface RefundPlan {
  readonly amountCents: number;
  /** The refund takes everything that is left (PayPal: an empty body refunds the rest). */
  readonly isRest: boolean;
}

/**
 * Checks a refund BEFORE anyone is called. `requestedCents` null = the rest. Codes:
 * REFUND_NOTHING_LEFT (nothing left to refund), REFUND_AMOUNT_INVALID (not integer cents > 0),
 * REFUND_AMOUNT_EXCEEDS_LEFT (more than is left; details { leftCents, requestedCents }).
 */
export function planRefund(
  figures: RefundFigures,
  requestedCents: number | null,
): Result<RefundPlan, RefundPlanErrorCode> {
  if (figures.leftCents === 0)
    return err('REFUND_NOTHING_LEFT', 'Nothing is left to refund on this order', {
      leftCents: 0,
    });
  if (requestedCents === null) return ok({ amountCents: figures.leftCents, isRest: true });
  if (!Number.isSafeInteger(requestedCents) || requestedCents <= 0)
    return err('REFUND_AMOUNT_INVALID', 'A refund is a positive amount in cents');
  if (requestedCents > figures.leftCents)
    return err('REFUND_AMOUNT_EXCEEDS_LEFT', 'The refund is larger than what is left', {
      leftCents: figures.leftCents,
      requestedCents,
    });
  return ok({ amountCents: requestedCents, isRest: requestedCents === figures.leftCents });
}

/** IBAN lengths per country (ISO 13616 registry) for the countries a Swiss shop refunds to. */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  CH: 21,
  CZ: 24,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  HU: 28,
  IE: 22,
  IT: 27,
  LI: 21,
  LU: 20,
  MC: 27,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
};

/** An IBAN without spaces, upper case (what is stored and shown). */
export function normalizeRefundIban(iban: string): string {
  return iban.replace(/[\s\u00a0]+/g, '').toUpperCase();
}

/**
 * An IBAN a bank refund may go to: the country's length where the registry above knows it (else
 * 15–34 characters), and the ISO 13616 check (mod 97 = 1). Spaces and case are ignored.
 */
export function isValidRefundIban(iban: string): boolean {
  const normalized = normalizeRefundIban(iban);
  if (!/^[A-Z]{2}\d{2}[0-9A-Z]{11,30}$/.test(normalized)) return false;
  const expected = IBAN_LENGTHS[normalized.slice(0, 2)];
  if (expected !== undefined && normalized.length !== expected) return false;
  const rearranged = normalized.slice(4) + normalized.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}
