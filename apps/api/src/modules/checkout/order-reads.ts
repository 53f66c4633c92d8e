import type { OrderView } from '@print/contracts';
import type { Result } from '@print/domain';
import type { OrdersService } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';

/**
 * The owner's order as the tracking page shows it. A PayPal payment still pending (its answer lost
 * to a timeout, or the buyer's return missed) is asked of PayPal first; a failure there changes
 * nothing and the order is shown as it is.
 */
export function createOrderReads(deps: {
  readonly orders: OrdersService;
  readonly payments: PaymentsService;
  readonly logError: (error: unknown, message: string) => void;
}) {
  return async function getOrder(
    orderId: string,
    principalId: string | null,
  ): Promise<Result<OrderView, 'ORDER_NOT_FOUND'>> {
    const view = await deps.orders.getOrderView(orderId, principalId);
    if (!view.ok) return view;
    const { paymentMethod, paymentStatus } = view.value;
    if (paymentMethod !== 'paypal' || paymentStatus !== 'PAYMENT_PENDING') return view;
    try {
      await deps.payments.reconcile(orderId);
    } catch (error) {
      deps.logError(error, `reconciling the payment of order ${orderId} failed`);
    }
    return deps.orders.getOrderView(orderId, principalId);
  };
}
