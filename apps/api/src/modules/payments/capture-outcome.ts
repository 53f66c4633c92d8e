import { parsePayPalAmount } from './paypal-money.js';
import type { PayPalMoney } from './paypal-types.js';
import type { PaymentOrderPort } from './payment-port.js';
import type { PaymentAttemptRow, PaymentsRepository } from './payments.repository.js';

/** A capture as the capture answer, "show order" or a webhook's resource reports it. */
export interface ObservedCapture {
  readonly id: string;
  /** PayPal's capture status; DENIED stands for the webhook PAYMENT.CAPTURE.DENIED. */
  readonly status: string;
  readonly amount: PayPalMoney | undefined;
  readonly reason?: string | undefined;
}

/** complete: paid; pending: PayPal holds it; declined: ask the buyer again; failed: given up. */
export type CaptureKind = 'complete' | 'pending' | 'declined' | 'failed' | 'unknown';

/**
 * The one idempotent transition for every report of a capture (callback, webhook, reconcile, in
 * any order and any number of times). Rulings: paid ONLY when the capture is COMPLETED for the
 * ordered amount in CHF; a completed attempt never moves back; the orders port dedupes by
 * capture id.
 */
export function createCaptureOutcomes(repo: PaymentsRepository, orders: PaymentOrderPort) {
  async function received(
    attempt: PaymentAttemptRow,
    capture: ObservedCapture,
  ): Promise<CaptureKind> {
    const cents = capture.amount ? parsePayPalAmount(capture.amount.value) : null;
    if (capture.amount?.currency_code !== 'CHF' || cents !== attempt.amountCents) {
      const found = `${capture.amount?.currency_code ?? '?'} ${capture.amount?.value ?? '?'}`;
      await orders.recordPaymentPending(
        attempt.orderId,
        `PayPal capture ${capture.id} of ${found} does not match the ordered ${attempt.amountCents} cents`,
      );
      await repo.updateAttemptUnlessCompleted(attempt.id, {
        status: 'pending',
        captureId: capture.id,
      });
      return 'pending';
    }
    await orders.recordPaymentReceived(
      attempt.orderId,
      { provider: 'paypal', captureId: capture.id, amountCents: cents },
      'payment',
    );
    await repo.updateAttempt(attempt.id, { status: 'completed', captureId: capture.id });
    return 'complete';
  }

  return {
    async apply(attempt: PaymentAttemptRow, capture: ObservedCapture): Promise<CaptureKind> {
      // Rulings: paid only when COMPLETED; a capture first seen refunded never marks an order paid.
      if (capture.status === 'COMPLETED') return received(attempt, capture);
      if (capture.status === 'PENDING') {
        const changed = await repo.updateAttemptUnlessCompleted(attempt.id, {
          status: 'pending',
          captureId: capture.id,
        });
        if (!changed) return 'complete';
        await orders.recordPaymentPending(
          attempt.orderId,
          `PayPal holds capture ${capture.id} (${capture.reason ?? 'pending'})`,
        );
        return 'pending';
      }
      if (
        capture.status === 'DECLINED' ||
        capture.status === 'FAILED' ||
        capture.status === 'DENIED'
      ) {
        const changed = await repo.updateAttemptUnlessCompleted(attempt.id, {
          status: 'declined',
          captureId: capture.id,
          captureRequestId: null,
        });
        if (!changed) return 'complete';
        if (capture.status !== 'DENIED') return 'declined';
        await orders.recordPaymentFailed(attempt.orderId, `PayPal denied capture ${capture.id}`);
        return 'failed';
      }
      return 'unknown';
    },
  };
}

export type CaptureOutcomes = ReturnType<typeof createCaptureOutcomes>;
