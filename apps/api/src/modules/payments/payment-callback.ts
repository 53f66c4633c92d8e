import { randomUUID } from 'node:crypto';
import type {
  PayPalCallbackRequest,
  PayPalCallbackResponse,
  PaymentNextStep,
} from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Approvals } from './payment-approval.js';
import type { CaptureKind, CaptureOutcomes } from './capture-outcome.js';
import type { PayPalClient, PayPalErrorCode } from './paypal-client.js';
import { selectLatestCapture, type PayPalOrder } from './paypal-types.js';
import { paypalReturnUrls, type PayableOrder, type PaymentOrderPort } from './payment-port.js';
import type { PaymentAttemptRow, PaymentsRepository } from './payments.repository.js';

export type CallbackErrorCode = PayPalErrorCode | 'PAYMENT_NOT_FOUND';
type CallbackResult = Result<PayPalCallbackResponse, CallbackErrorCode>;

export interface CallbackDeps {
  readonly repo: PaymentsRepository;
  readonly orders: PaymentOrderPort;
  readonly paypal: PayPalClient;
  readonly approvals: Approvals;
  readonly outcomes: CaptureOutcomes;
  readonly publicUrl: () => string;
}

function answer(
  order: PayableOrder,
  next: PaymentNextStep,
  redirectUrl?: string,
): PayPalCallbackResponse {
  return {
    order: { _id: order.orderId, orderNumber: order.orderNumber },
    paymentStatus: next === 'complete' ? 'PAYMENT_RECEIVED' : 'PAYMENT_PENDING',
    next,
    ...(redirectUrl !== undefined ? { redirectUrl } : {}),
  };
}

/** The buyer's return from PayPal: capture (with a stored request id), cancel, or ask again. */
export function createCallbackHandler(deps: CallbackDeps) {
  const { repo, orders, paypal, approvals, outcomes } = deps;

  function approvalInput(order: PayableOrder) {
    const { orderId, orderNumber, language, amounts, items } = order;
    return {
      orderId,
      orderNumber,
      language,
      amounts,
      items,
      ...paypalReturnUrls(deps.publicUrl(), orderId),
    };
  }

  /** Maps what PayPal reports to the web's next step; a declined capture gets a new approval. */
  async function settle(
    attempt: PaymentAttemptRow,
    order: PayableOrder,
    paypalOrder: PayPalOrder,
  ): Promise<CallbackResult> {
    const capture = selectLatestCapture(paypalOrder);
    if (capture === null) return ok(answer(order, 'retry', attempt.approvalUrl ?? undefined));
    const kind: CaptureKind = await outcomes.apply(attempt, {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      reason: capture.status_details?.reason,
    });
    if (kind === 'complete' || kind === 'pending' || kind === 'failed')
      return ok(answer(order, kind));
    if (kind === 'unknown') return ok(answer(order, 'pending'));
    const approval = await approvals.ensureApproval(approvalInput(order));
    return approval.ok ? ok(answer(order, 'retry', approval.value.redirectUrl)) : approval;
  }

  async function capture(
    attempt: PaymentAttemptRow,
    order: PayableOrder,
    token: string,
  ): Promise<CallbackResult> {
    const requestId = await repo.claimCaptureRequestId(attempt.id, randomUUID());
    const captured = await paypal.captureOrder(token, requestId);
    if (captured.ok) return settle(attempt, order, captured.value);
    const issues = (captured.error.details?.issues ?? []) as readonly string[];
    if (issues.includes('ORDER_ALREADY_CAPTURED')) {
      const shown = await paypal.showOrder(token);
      return shown.ok ? settle(attempt, order, shown.value) : shown;
    }
    if (issues.includes('INSTRUMENT_DECLINED') || issues.includes('ORDER_NOT_APPROVED')) {
      // The buyer picks another funding source on the same PayPal order; the next capture is a
      // new request (the same id would replay this refusal).
      await repo.updateAttempt(attempt.id, { status: 'created', captureRequestId: null });
      return ok(answer(order, 'retry', attempt.approvalUrl ?? undefined));
    }
    return captured;
  }

  return {
    async handle(
      input: PayPalCallbackRequest,
      principalId: string | null,
    ): Promise<CallbackResult> {
      const attempt = await repo.findByPayPalOrderId(input.token);
      const order =
        attempt !== null && principalId !== null
          ? await orders.findPayableOrder(attempt.orderId, principalId)
          : null;
      if (attempt === null || order === null)
        return err('PAYMENT_NOT_FOUND', 'No payment of yours has this PayPal token');
      if (order.paymentStatus === 'PAYMENT_RECEIVED') return ok(answer(order, 'complete'));
      if (order.isCancelled) return ok(answer(order, 'failed'));
      if (attempt.status === 'pending' || attempt.status === 'completed') {
        const shown = await paypal.showOrder(input.token);
        return shown.ok ? settle(attempt, order, shown.value) : shown;
      }
      if (!input.success) {
        await repo.updateAttempt(attempt.id, { status: 'cancelled' });
        await orders.recordPaymentFailed(
          order.orderId,
          'The buyer cancelled the payment at PayPal',
        );
        return ok(answer(order, 'failed'));
      }
      return capture(attempt, order, input.token);
    },
  };
}
