import type { Result } from '@print/domain';
import type { OrdersService, PlacedOrder } from '../orders/index.js';
import type { PaymentsService } from '../payments/index.js';

export interface PaymentStarter {
  startFor(
    order: PlacedOrder,
  ): Promise<Result<{ redirectUrl: string }, 'PAYMENT_PROVIDER_UNAVAILABLE'>>;
}

/** Starts (or, for an order found again, restarts idempotently) the PayPal payment of an order. */
export function createPaymentStarter(deps: {
  readonly orders: OrdersService;
  readonly payments: PaymentsService;
}): PaymentStarter {
  return {
    async startFor(order) {
      const payable = await deps.orders.paymentPort.findPayableOrder(
        order.id,
        order.ownerPrincipal,
      );
      if (payable === null) throw new Error(`placed order ${order.id} is not readable`);
      const { orderNumber, language, amounts, items } = payable;
      return deps.payments.startPayPalPayment({
        orderId: order.id,
        orderNumber,
        language,
        amounts,
        items,
        ...deps.payments.returnUrls(order.id, language),
      });
    },
  };
}
