import { randomUUID } from 'node:crypto';
import type { AdminRefund } from '@print/contracts';
import { err, mayMoveRefund, ok, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import type { PayPalClient } from './paypal-client.js';
import { parsePayPalAmount } from './paypal-money.js';
import {
  PayPalRefundSchema,
  selectRefundedCaptureId,
  type PayPalRefund,
  type PayPalRefundBody,
} from './paypal-types.js';
import { statusOf, toAdminRefund, type RefundAudit } from './refund-view.js';
import type { RefundRow, RefundsRepository } from './refunds.repository.js';

export type PayPalRefundErrorCode = 'REFUND_REJECTED_BY_PAYPAL' | 'PAYMENT_PROVIDER_UNAVAILABLE';

export interface RefundSendDeps {
  readonly db: Db;
  readonly repo: RefundsRepository;
  readonly paypal: Pick<PayPalClient, 'refundCapture' | 'showRefund'>;
}

/**
 * Stores what PayPal reports about a refund (its answer, a lookup, a webhook): the status moves
 * only as packages/domain mayMoveRefund allows (a final status never moves; a redelivered report
 * changes nothing); PayPal's amount is the truth for a refund of "the rest".
 */
export async function applyRefundReport(
  deps: Pick<RefundSendDeps, 'repo'>,
  row: RefundRow,
  report: PayPalRefund,
): Promise<RefundRow> {
  const to = report.status;
  const isSameRefund = row.paypalRefundId === null || row.paypalRefundId === report.id;
  if (!isSameRefund || !mayMoveRefund(statusOf(row), to)) return row;
  const cents =
    report.amount?.currency_code === 'CHF' ? parsePayPalAmount(report.amount.value) : null;
  const moved = await deps.repo.updateFrom(row.id, row.status, {
    status: to,
    paypalRefundId: report.id,
    failure: to === 'FAILED' || to === 'CANCELLED' ? (report.status_details?.reason ?? null) : null,
    ...(cents !== null && cents > 0 ? { amountCents: cents } : {}),
  });
  return moved ?? (await deps.repo.findById(row.id)) ?? row;
}

/**
 * Calls PayPal for a stored REQUESTED refund with its stored PayPal-Request-Id and body (a retry
 * is the same call: PayPal answers the same refund, never a second one). A refusal (PayPal's
 * 4xx) marks it REJECTED with PayPal's issue code; no answer leaves it REQUESTED for a retry.
 */
export async function sendPayPalRefund(
  deps: RefundSendDeps,
  audit: RefundAudit,
  row: RefundRow,
): Promise<Result<AdminRefund, PayPalRefundErrorCode>> {
  if (row.captureId === null || row.paypalRequestId === null)
    throw new Error(`refund ${row.id} has no capture or request id`);
  const body = (row.requestBody ?? {}) as PayPalRefundBody;
  const answer = await deps.paypal.refundCapture(row.captureId, body, row.paypalRequestId);
  if (answer.ok) return ok(toAdminRefund(await applyRefundReport(deps, row, answer.value)));
  if (answer.error.code === 'PAYMENT_PROVIDER_UNAVAILABLE')
    return err(
      'PAYMENT_PROVIDER_UNAVAILABLE',
      'PayPal did not answer; the refund can be sent again',
      {
        refundId: row.id,
      },
    );
  const details = answer.error.details ?? {};
  const issues = Array.isArray(details.issues) ? (details.issues as string[]) : [];
  const issue = issues[0] ?? (typeof details.name === 'string' ? details.name : 'REJECTED');
  await deps.db.transaction(async (tx) => {
    const rejected = await deps.repo.updateFrom(
      row.id,
      'REQUESTED',
      { status: 'REJECTED', failure: issue },
      tx,
    );
    if (rejected === null) return;
    await audit(tx, {
      action: 'refund.rejected',
      entityType: 'refund',
      entityId: row.id,
      orderId: row.orderId,
      before: { status: 'REQUESTED' },
      after: { status: 'REJECTED', issue },
    });
  });
  return err('REFUND_REJECTED_BY_PAYPAL', `PayPal refused the refund: ${issue}`, {
    issue,
    refundId: row.id,
  });
}

export type SyncErrorCode = 'REFUND_NOT_FOUND' | 'REFUND_NOT_RETRYABLE' | PayPalRefundErrorCode;

/**
 * Asks PayPal again about one refund: a REQUESTED one (its answer was lost) is sent again with its
 * stored PayPal-Request-Id; a PENDING one is looked up (GET /v2/payments/refunds/{id}).
 */
export async function syncRefund(
  deps: RefundSendDeps,
  audit: RefundAudit,
  orderId: string,
  refundId: string,
): Promise<Result<AdminRefund, SyncErrorCode>> {
  const row = await deps.repo.findById(refundId);
  if (row === null || row.orderId !== orderId) return err('REFUND_NOT_FOUND', 'No such refund');
  if (row.kind === 'paypal' && row.status === 'REQUESTED')
    return sendPayPalRefund(deps, audit, row);
  if (row.kind !== 'paypal' || row.status !== 'PENDING' || row.paypalRefundId === null)
    return err('REFUND_NOT_RETRYABLE', 'Only a requested or pending PayPal refund is asked again');
  const shown = await deps.paypal.showRefund(row.paypalRefundId);
  if (!shown.ok) return err('PAYMENT_PROVIDER_UNAVAILABLE', 'PayPal did not answer');
  return ok(toAdminRefund(await applyRefundReport(deps, row, shown.value)));
}

/**
 * PAYMENT.CAPTURE.REFUNDED (its resource is the refund): applied to our row by PayPal's refund
 * id; else to our REQUESTED refund of that capture and amount whose answer was lost; else it was
 * made at PayPal directly and is recorded (no staff member) so that "what is left" stays true.
 */
export async function applyRefundEvent(
  deps: Pick<RefundSendDeps, 'repo'>,
  resource: unknown,
): Promise<void> {
  const parsed = PayPalRefundSchema.safeParse(resource);
  if (!parsed.success) return;
  const report = parsed.data;
  const known = await deps.repo.findByPayPalRefundId(report.id);
  if (known !== null) {
    await applyRefundReport(deps, known, report);
    return;
  }
  const captureId = selectRefundedCaptureId(report);
  const attempt = captureId === null ? null : await deps.repo.findAttemptByCaptureId(captureId);
  const cents =
    report.amount?.currency_code === 'CHF' ? parsePayPalAmount(report.amount.value) : null;
  if (attempt === null || cents === null) return;
  const rows = await deps.repo.listOfOrder(attempt.orderId);
  const lost = rows.find(
    (r) =>
      r.status === 'REQUESTED' &&
      r.captureId === captureId &&
      r.paypalRefundId === null &&
      r.amountCents === cents,
  );
  if (lost !== undefined) {
    await applyRefundReport(deps, lost, report);
    return;
  }
  await deps.repo.insertIfNew({
    id: randomUUID(),
    orderId: attempt.orderId,
    orderNumber: attempt.orderNumber,
    kind: 'paypal',
    status: report.status,
    amountCents: cents,
    reason: 'Refunded at PayPal',
    noteToPayer: report.note_to_payer ?? null,
    captureId,
    paypalRefundId: report.id,
  });
}
