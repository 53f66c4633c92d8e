import { randomUUID } from 'node:crypto';
import { err, ok, type Result } from '@print/domain';
import type { PayPalClient, PayPalErrorCode } from './paypal-client.js';
import { buildCreateOrderBody } from './paypal-order-body.js';
import { selectApprovalUrl } from './paypal-types.js';
import type { StartPayPalPaymentInput } from './payment-port.js';
import type { PaymentAttemptRow, PaymentsRepository } from './payments.repository.js';

/**
 * PayPal lets a buyer approve an order for about three hours; an older approval link is not
 * reused (a new PayPal order is made instead).
 */
export const APPROVAL_REUSE_MS = 150 * 60_000;

export interface ApprovalDeps {
  readonly repo: PaymentsRepository;
  readonly paypal: PayPalClient;
  readonly now: () => Date;
}

export type ApprovalResult = Result<{ readonly redirectUrl: string }, PayPalErrorCode>;

/**
 * The approval link for an order: an unexpired one of its latest PayPal order, else the same
 * create request again (a stored PayPal-Request-Id whose answer never arrived), else a new
 * attempt. The attempt row with its request id is written BEFORE PayPal is called.
 */
export function createApprovals({ repo, paypal, now }: ApprovalDeps) {
  /** Sends the attempt's create request (its stored body and id) and stores the answer. */
  async function sendCreate(attempt: PaymentAttemptRow): Promise<ApprovalResult> {
    const answer = await paypal.createOrder(attempt.createBody, attempt.requestId);
    if (!answer.ok) {
      if (answer.error.code === 'PAYMENT_PROVIDER_REJECTED')
        await repo.updateAttempt(attempt.id, { status: 'rejected' });
      return answer;
    }
    const approvalUrl = selectApprovalUrl(answer.value);
    await repo.updateAttempt(attempt.id, {
      status: 'created',
      paypalOrderId: answer.value.id,
      approvalUrl,
    });
    return approvalUrl === null
      ? err('PAYMENT_PROVIDER_UNAVAILABLE', 'PayPal answered an order without an approval link')
      : ok({ redirectUrl: approvalUrl });
  }

  function isReusable(attempt: PaymentAttemptRow, totalCents: number): boolean {
    const isFresh = now().getTime() - attempt.createdAt.getTime() < APPROVAL_REUSE_MS;
    return attempt.amountCents === totalCents && isFresh;
  }

  return {
    sendCreate,
    async ensureApproval(input: StartPayPalPaymentInput): Promise<ApprovalResult> {
      // Twice at most: a concurrent request may open the attempt between our read and insert.
      for (let round = 0; round < 2; round += 1) {
        const latest = await repo.findLatestForOrder(input.orderId);
        const isOpen = latest?.status === 'creating' || latest?.status === 'created';
        if (latest !== null && isOpen) {
          if (isReusable(latest, input.amounts.totalCents)) {
            if (latest.status === 'creating') return sendCreate(latest);
            if (latest.approvalUrl !== null) return ok({ redirectUrl: latest.approvalUrl });
          }
          await repo.expireAttempt(latest.id);
        }
        const attempt = await repo.insertAttempt({
          id: randomUUID(),
          orderId: input.orderId,
          orderNumber: input.orderNumber,
          provider: 'paypal',
          status: 'creating',
          requestId: randomUUID(),
          amountCents: input.amounts.totalCents,
          createBody: buildCreateOrderBody(input),
        });
        if (attempt !== null) return sendCreate(attempt);
      }
      return err('PAYMENT_PROVIDER_UNAVAILABLE', 'Another request is starting this payment');
    },
  };
}

export type Approvals = ReturnType<typeof createApprovals>;
