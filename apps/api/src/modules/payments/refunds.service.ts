import type { AdminOrderRefunds } from '@print/contracts';
import { err, ok, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import type { PaymentOrderPort } from './payment-port.js';
import type { PayPalClient } from './paypal-client.js';
import { applyRefundEvent, syncRefund } from './refund-paypal.js';
import { requestRefund, type RefundRequestDeps } from './refund-request.js';
import { loadRefundSituation, refundTimeline, toOrderRefunds } from './refund-view.js';
import { createRefundsRepository } from './refunds.repository.js';

export type { RefundActor, RefundErrorCode } from './refund-request.js';
export type { RefundAudit } from './refund-view.js';

/** A use case's parameters after its dependencies (the service binds them). */
type WithoutDeps<F extends (...args: never[]) => unknown> =
  Parameters<F> extends [unknown, ...infer Rest] ? Rest : never;

/**
 * Refunds of orders (issue 26 item 3): PayPal refunds of the order's capture and bank refunds
 * recorded by staff, with what is left computed by packages/domain. Part of the payments module:
 * it owns the PayPal client, the captures and the webhook that reports refunds.
 */
export function createRefunds(deps: {
  readonly db: Db;
  readonly orders: Pick<PaymentOrderPort, 'findOrderOfPayment'>;
  readonly paypal: Pick<PayPalClient, 'refundCapture' | 'showRefund'>;
}) {
  const repo = createRefundsRepository(deps.db);
  const useDeps: RefundRequestDeps = { ...deps, repo };
  return {
    /** GET /admin/orders/:orderId/refunds: how it is refunded, the figures, the refunds. */
    async overview(orderId: string): Promise<Result<AdminOrderRefunds, 'ORDER_NOT_FOUND'>> {
      const situation = await loadRefundSituation(useDeps, orderId);
      if (situation === null) return err('ORDER_NOT_FOUND', 'No such order');
      return ok(toOrderRefunds(situation, await repo.listOfOrder(orderId)));
    },
    request: (...args: WithoutDeps<typeof requestRefund>) => requestRefund(useDeps, ...args),
    sync: (...args: WithoutDeps<typeof syncRefund>) => syncRefund(useDeps, ...args),
    /** The PAYMENT.CAPTURE.REFUNDED webhook's resource. */
    applyEvent: (resource: unknown) => applyRefundEvent(useDeps, resource),
    /** The order timeline's refund entries (the desk's order detail). */
    async timeline(orderId: string) {
      return refundTimeline(await repo.listOfOrder(orderId));
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
