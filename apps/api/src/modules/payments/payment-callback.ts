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

/** The order the return is about, and whether the caller is its owner (may see its details). */
interface ReturnOf {
  readonly order: PayableOrder;
  readonly isOwner: boolean;
}

function answer(
  of: ReturnOf,
  next: PaymentNextStep,
  extras: Partial<Pick<PayPalCallbackResponse, 'redirectUrl' | 'declined' | 'cartId'>> = {},
): PayPalCallbackResponse {
  const { order, isOwner } = of;
  const { redirectUrl, declined, cartId } = extras;
  return {
    // A caller bound only by PayPal's token (another browser) learns the outcome, nothing more.
    ...(isOwner ? { order: { _id: order.orderId, orderNumber: order.orderNumber } } : {}),
    paymentStatus: next === 'complete' ? 'PAYMENT_RECEIVED' : 'PAYMENT_PENDING',
    next,
    ...(redirectUrl !== undefined ? { redirectUrl } : {}),
    ...(declined !== undefined ? { declined } : {}),
    ...(isOwner && cartId !== undefined ? { cartId } : {}),
  };
}

/**
 * The buyer's return from PayPal: capture (with a stored request id), cancel, or ask again. The
 * return is bound to the payment by PayPal's order id (`token`, unguessable, known only to the
 * buyer's PayPal session): a return in a browser without the shop's session still captures, and
 * is answered without the order's details.
 */
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
      ...paypalReturnUrls(deps.publicUrl(), orderId, language),
    };
  }

  /** The order ended unpaid: its lines are back in the owner's cart (the same cart on repeats). */
  async function failed(of: ReturnOf, reason: string): Promise<PayPalCallbackResponse> {
    const cartId = await orders.recordPaymentFailed(of.order.orderId, reason, 'customer');
    return answer(of, 'failed', cartId === null ? {} : { cartId });
  }

  /** Maps what PayPal reports to the web's next step; a declined capture gets a new approval. */
  async function settle(
    attempt: PaymentAttemptRow,
    of: ReturnOf,
    paypalOrder: PayPalOrder,
  ): Promise<CallbackResult> {
    const capture = selectLatestCapture(paypalOrder);
    if (capture === null)
      return ok(answer(of, 'retry', { redirectUrl: attempt.approvalUrl ?? undefined }));
    const kind: CaptureKind = await outcomes.apply(attempt, {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      reason: capture.status_details?.reason,
    });
    if (kind === 'complete' || kind === 'pending') return ok(answer(of, kind));
    if (kind === 'failed') return ok(await failed(of, `PayPal denied capture ${capture.id}`));
    if (kind === 'unknown') return ok(answer(of, 'pending'));
    const approval = await approvals.ensureApproval(approvalInput(of.order));
    return approval.ok
      ? ok(
          answer(of, 'retry', {
            redirectUrl: approval.value.redirectUrl,
            declined: 'CAPTURE_DECLINED',
          }),
        )
      : approval;
  }

  async function capture(
    attempt: PaymentAttemptRow,
    of: ReturnOf,
    token: string,
  ): Promise<CallbackResult> {
    const requestId = await repo.claimCaptureRequestId(attempt.id, randomUUID());
    const captured = await paypal.captureOrder(token, requestId);
    if (captured.ok) return settle(attempt, of, captured.value);
    const issues = (captured.error.details?.issues ?? []) as readonly string[];
    if (issues.includes('ORDER_ALREADY_CAPTURED')) {
      const shown = await paypal.showOrder(token);
      return shown.ok ? settle(attempt, of, shown.value) : shown;
    }
    if (issues.includes('INSTRUMENT_DECLINED') || issues.includes('ORDER_NOT_APPROVED')) {
      // The buyer picks another funding source on the same PayPal order; the next capture is a
      // new request (the same id would replay this refusal).
      await repo.updateAttempt(attempt.id, { status: 'created', captureRequestId: null });
      const redirectUrl = attempt.approvalUrl ?? undefined;
      return ok(
        issues.includes('INSTRUMENT_DECLINED')
          ? answer(of, 'retry', { redirectUrl, declined: 'INSTRUMENT_DECLINED' })
          : answer(of, 'retry', { redirectUrl }),
      );
    }
    return captured;
  }

  /** The payment's order: the caller's own, else (bound by the token alone) without details. */
  async function returnOf(
    attempt: PaymentAttemptRow,
    principalId: string | null,
  ): Promise<ReturnOf | null> {
    const own =
      principalId === null ? null : await orders.findPayableOrder(attempt.orderId, principalId);
    if (own !== null) return { order: own, isOwner: true };
    const order = await orders.findOrderOfPayment(attempt.orderId);
    return order === null ? null : { order, isOwner: false };
  }

  return {
    async handle(
      input: PayPalCallbackRequest,
      principalId: string | null,
    ): Promise<CallbackResult> {
      const attempt = await repo.findByPayPalOrderId(input.token);
      const of = attempt === null ? null : await returnOf(attempt, principalId);
      if (attempt === null || of === null)
        return err('PAYMENT_NOT_FOUND', 'No payment has this PayPal token');
      const { order } = of;
      if (order.paymentStatus === 'PAYMENT_RECEIVED') return ok(answer(of, 'complete'));
      if (order.isCancelled) return ok(await failed(of, 'The order was cancelled'));
      if (attempt.status === 'pending' || attempt.status === 'completed') {
        const shown = await paypal.showOrder(input.token);
        return shown.ok ? settle(attempt, of, shown.value) : shown;
      }
      if (!input.success) {
        await repo.updateAttempt(attempt.id, { status: 'cancelled' });
        return ok(await failed(of, 'The buyer cancelled the payment at PayPal'));
      }
      return capture(attempt, of, input.token);
    },
  };
}
