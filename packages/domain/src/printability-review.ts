import type { OrderStatus } from './order-status.js';

/*
 * Printability review (issue 25 item 6): production marks each line printable, repaired (with the
 * repaired file) or not printable (with a reason). Once every line has a verdict the order moves
 * to the status that sums them up; until then it stays where it is.
 */

export const LINE_VERDICTS = ['printable', 'repaired', 'not_printable'] as const;
export type LineVerdict = (typeof LINE_VERDICTS)[number];

export type ReviewStatus = Extract<
  OrderStatus,
  'FILES_PRINTABLE' | 'FILES_REPAIRED' | 'FILES_NOT_PRINTABLE'
>;

/**
 * The order status a complete review leads to: any line not printable → FILES_NOT_PRINTABLE (the
 * customer gets a changed quote or cancels); else any repaired → FILES_REPAIRED; else
 * FILES_PRINTABLE. null while a line has no verdict yet.
 */
export function reviewOutcome(verdicts: readonly (LineVerdict | null)[]): ReviewStatus | null {
  if (verdicts.length === 0 || verdicts.some((verdict) => verdict === null)) return null;
  if (verdicts.includes('not_printable')) return 'FILES_NOT_PRINTABLE';
  if (verdicts.includes('repaired')) return 'FILES_REPAIRED';
  return 'FILES_PRINTABLE';
}

export type LineVerdictErrorCode = 'REVIEW_REASON_REQUIRED' | 'REVIEW_REPAIRED_FILE_REQUIRED';

/** What a verdict needs: a reason for not printable, a repaired file for repaired. */
export function lineVerdictRequirement(
  verdict: LineVerdict,
  input: { readonly reason: string | null; readonly hasRepairedFile: boolean },
): LineVerdictErrorCode | null {
  if (verdict === 'not_printable' && (input.reason ?? '').trim() === '') {
    return 'REVIEW_REASON_REQUIRED';
  }
  if (verdict === 'repaired' && !input.hasRepairedFile) return 'REVIEW_REPAIRED_FILE_REQUIRED';
  return null;
}

/**
 * The customer's answer to a not printable review (issue 25 item 6): a changed quote (the order
 * goes back to QUOTE_GENERATED, staff answer it with an offer) or a cancellation.
 */
export const NOT_PRINTABLE_CHOICES = ['changed_quote', 'cancel'] as const;
export type NotPrintableChoice = (typeof NOT_PRINTABLE_CHOICES)[number];

/** The status a customer's choice moves the order to (the transition table allows it from FILES_NOT_PRINTABLE). */
export function notPrintableChoiceStatus(
  choice: NotPrintableChoice,
): Extract<OrderStatus, 'QUOTE_GENERATED' | 'ORDER_CANCELLED'> {
  return choice === 'cancel' ? 'ORDER_CANCELLED' : 'QUOTE_GENERATED';
}

/** Whether the customer is asked to choose: only while the order waits in FILES_NOT_PRINTABLE. */
export function canAnswerNotPrintable(status: OrderStatus): boolean {
  return status === 'FILES_NOT_PRINTABLE';
}

/** The longest comment a customer may add to the choice. */
export const NOT_PRINTABLE_COMMENT_MAX_LENGTH = 1000;
