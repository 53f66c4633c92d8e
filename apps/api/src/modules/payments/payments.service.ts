import { randomUUID } from 'node:crypto';
import type { Language, PayNowResponse } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import { createCaptureOutcomes } from './capture-outcome.js';
import { createApprovals } from './payment-approval.js';
import { createCallbackHandler } from './payment-callback.js';
import type { PayPalClient, PayPalErrorCode } from './paypal-client.js';
import { selectLatestCapture, type PayPalOrder } from './paypal-types.js';
import { createWebhookHandler } from './paypal-webhook.js';
import {
  paypalReturnUrls,
  type PaymentOrderPort,
  type StartPayPalPaymentInput,
} from './payment-port.js';
import { createPaymentsRepository, type PaymentAttemptRow } from './payments.repository.js';
import { createPaymentLedger } from './payment-ledger.js';
import { createRefunds } from './refunds.service.js';

export interface PaymentsDeps {
  readonly db: Db;
  /** The orders module's side (interface 3). */
  readonly orders: PaymentOrderPort;
  readonly paypal: PayPalClient;
  readonly webhookId: string;
  /** The shop's public origin (return URLs of pay-now and of a repeated approval). */
  readonly publicUrl: () => string;
  readonly now: () => Date;
}

/** Rulings: an order left at PayPal this long is cancelled (a PayPal approval lasts 3 hours). */
export const ABANDONED_AFTER_MS = 3 * 60 * 60_000;

export type PayNowErrorCode = PayPalErrorCode | 'ORDER_NOT_FOUND' | 'ORDER_NOT_PAYABLE';

/** PayPal payments of orders: start, return (callback), webhook, pay now and reconcile. */
export function createPaymentsService(deps: PaymentsDeps) {
  const { orders, paypal } = deps;
  const repo = createPaymentsRepository(deps.db);
  const approvals = createApprovals({ repo, paypal, now: deps.now });
  const outcomes = createCaptureOutcomes(repo, orders);
  const callback = createCallbackHandler({ ...deps, repo, approvals, outcomes });
  const refunds = createRefunds({ db: deps.db, orders, paypal });
  const webhook = createWebhookHandler({
    repo,
    paypal,
    outcomes,
    refunds,
    webhookId: deps.webhookId,
  });

  /**
   * Learns from PayPal what became of the order's latest payment: a create whose answer was lost
   * is sent again with its stored PayPal-Request-Id (PayPal answers the same order), then "show
   * order" reports a capture that the buyer's return or a webhook never delivered. Failures
   * leave everything as it was (the next call tries again).
   */
  async function reconcile(orderId: string): Promise<void> {
    let attempt = await repo.findLatestForOrder(orderId);
    if (attempt?.status === 'creating') {
      const created = await approvals.sendCreate(attempt);
      if (!created.ok) return;
      attempt = await repo.findLatestForOrder(orderId);
    }
    if (attempt === null || attempt.paypalOrderId === null) return;
    if (attempt.status !== 'created' && attempt.status !== 'pending') return;
    const shown = await paypal.showOrder(attempt.paypalOrderId);
    if (!shown.ok) return;
    let found = shown.value;
    if (found.status === 'APPROVED' && selectLatestCapture(found) === null) {
      const captured = await captureApproved(attempt);
      if (captured === null) return;
      found = captured;
    }
    const capture = selectLatestCapture(found);
    if (capture === null) return;
    await outcomes.apply(attempt, {
      id: capture.id,
      status: capture.status,
      amount: capture.amount,
      reason: capture.status_details?.reason,
    });
  }

  /**
   * The buyer approved but never came back (closed tab, crash): capturing is what the return
   * would have done, with the same stored request id, so a return arriving meanwhile is the same
   * capture. A refusal sends the buyer through the approval link again.
   */
  async function captureApproved(attempt: PaymentAttemptRow): Promise<PayPalOrder | null> {
    const paypalOrderId = attempt.paypalOrderId ?? '';
    const requestId = await repo.claimCaptureRequestId(attempt.id, randomUUID());
    const captured = await paypal.captureOrder(paypalOrderId, requestId);
    if (captured.ok) return captured.value;
    if (captured.error.code === 'PAYMENT_PROVIDER_REJECTED')
      await repo.updateAttempt(attempt.id, { status: 'created', captureRequestId: null });
    return null;
  }

  /**
   * Rulings: an order left at PayPal for ABANDONED_AFTER_MS is cancelled like a cancel at PayPal
   * (no mail, its lines back in the cart). PayPal is asked first: a buyer who approved and never
   * came back is captured (paid), one whose capture PayPal holds is left alone. Answers how many
   * orders were cancelled.
   */
  async function cancelAbandoned(now: Date): Promise<number> {
    const stale = await repo.listOpenBefore(new Date(now.getTime() - ABANDONED_AFTER_MS), 100);
    let cancelled = 0;
    for (const attempt of stale) {
      await reconcile(attempt.orderId);
      const latest = await repo.findLatestForOrder(attempt.orderId);
      if (latest?.id !== attempt.id) continue;
      if (latest.status !== 'creating' && latest.status !== 'created') continue;
      await repo.expireAttempt(latest.id);
      const reason = 'The order was left at PayPal for 3 hours';
      if ((await orders.recordPaymentFailed(attempt.orderId, reason, 'system')) !== null)
        cancelled += 1;
    }
    return cancelled;
  }

  return {
    cancelAbandoned,
    /** Refunds of paid orders (the desk): PayPal refunds and recorded bank refunds. */
    refunds,
    /** Payments received, for the accounting export (payment-ledger.ts). */
    ledger: createPaymentLedger(deps.db),
    /** Where PayPal sends the buyer of this order back (approval and cancel). */
    returnUrls: (orderId: string, language: Language) =>
      paypalReturnUrls(deps.publicUrl(), orderId, language),
    /** Interface 2: called by the checkout right after the order's statement commits. */
    async startPayPalPayment(
      input: StartPayPalPaymentInput,
    ): Promise<Result<{ readonly redirectUrl: string }, 'PAYMENT_PROVIDER_UNAVAILABLE'>> {
      const started = await approvals.ensureApproval(input);
      if (started.ok) return started;
      // PayPal refused our own request (a breakdown bug): for the buyer the order is unpaid and
      // pay-now tries again; the refusal's details stay for the log.
      return err('PAYMENT_PROVIDER_UNAVAILABLE', started.error.message, started.error.details);
    },
    /** The buyer's return from PayPal (POST /checkout/order/checkout/callback). */
    handleCallback: (...args: Parameters<typeof callback.handle>) => callback.handle(...args),
    /** POST /payments/paypal/webhook. */
    handleWebhook: (...args: Parameters<typeof webhook.handle>) => webhook.handle(...args),
    reconcile,
    /** A new approval link for a pending PayPal order of the caller (an unexpired one reused). */
    async payNow(
      orderId: string,
      principalId: string | null,
    ): Promise<Result<PayNowResponse, PayNowErrorCode>> {
      const found =
        principalId === null ? null : await orders.findPayableOrder(orderId, principalId);
      if (found === null) return err('ORDER_NOT_FOUND', 'Order not found');
      const isPayable =
        found.paymentMethod === 'paypal' &&
        found.paymentStatus === 'PAYMENT_PENDING' &&
        !found.isCancelled;
      if (!isPayable)
        return err('ORDER_NOT_PAYABLE', 'This order is not waiting for a PayPal payment');
      await reconcile(orderId);
      const latest = await repo.findLatestForOrder(orderId);
      if (latest?.status === 'completed' || latest?.status === 'pending')
        return err('ORDER_NOT_PAYABLE', 'PayPal already holds a payment for this order');
      const { orderNumber, language, amounts, items } = found;
      const approval = await approvals.ensureApproval({
        orderId,
        orderNumber,
        language,
        amounts,
        items,
        ...paypalReturnUrls(deps.publicUrl(), orderId, language),
      });
      if (!approval.ok) return approval;
      return ok({
        order: { _id: orderId, orderNumber },
        payment: { method: 'paypal', redirectUrl: approval.value.redirectUrl },
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
