import type { NotPrintableChoice, OrderStatus, Result } from '@print/domain';
import type { Executor } from '../../db/client.js';
import type { AccountingService, IssuedCreditNote } from '../accounting/index.js';
import type { NotPrintableAfterMove, OrdersService } from '../orders/index.js';
import type { AuditEntryInput } from '../staff/index.js';

/** The credit note's and the audit entry's author when the customer cancels (the timeline's actor). */
const CUSTOMER = { id: 'customer', name: 'customer' } as const;

export interface NotPrintableAnswerDeps {
  readonly orders: Pick<OrdersService, 'answerNotPrintable'>;
  /** A paid order's cancel credits its invoice in full, as a staff cancel does (issue 26 item 4). */
  readonly creditNotes: Pick<
    AccountingService,
    'prepareNumbers' | 'creditCancelledOrder' | 'afterCommit'
  >;
}

export interface NotPrintableAnswer {
  readonly orderId: string;
  /** The signed-in owner, or 'link': the holder of the mailed answer link (resolved before). */
  readonly access: { readonly principalId: string | null } | 'link';
  readonly choice: NotPrintableChoice;
  readonly comment: string | undefined;
  /** Writes the credit note's audit entry in the answer's transaction (the request's address). */
  readonly audit: (tx: Executor, entry: AuditEntryInput) => Promise<void>;
}

type AnswerError = 'ORDER_NOT_FOUND' | 'NOT_PRINTABLE_CHOICE_CLOSED';

/**
 * The customer's answer to a not printable review. A cancel of a paid order (PayPal captured, a
 * bank payment recorded: PAYMENT_RECEIVED) gets the money handling of a staff cancel: a full
 * credit note of what is left of the invoice, in the transition's transaction; staff then refund
 * through the desk's refund (nothing is refunded at PayPal automatically, as for a staff cancel).
 */
export async function answerNotPrintable(
  deps: NotPrintableAnswerDeps,
  answer: NotPrintableAnswer,
): Promise<Result<OrderStatus, AnswerError>> {
  // The credit note's number sequence exists before the transaction (PGlite: credit-notes.ts).
  if (answer.choice === 'cancel') await deps.creditNotes.prepareNumbers();
  const issued: IssuedCreditNote[] = [];
  const creditIfPaid: NotPrintableAfterMove = async (tx, moved) => {
    if (moved.to !== 'ORDER_CANCELLED') return;
    const note = await deps.creditNotes.creditCancelledOrder(tx, answer.audit, {
      orderId: moved.orderId,
      staff: CUSTOMER,
      reason: moved.reason,
    });
    if (note !== null) issued.push(note);
  };
  const result = await deps.orders.answerNotPrintable(
    answer.orderId,
    answer.access,
    answer.choice,
    answer.comment,
    creditIfPaid,
  );
  if (result.ok) for (const note of issued) await deps.creditNotes.afterCommit(note);
  return result;
}
