import type { Language } from '@print/contracts';
import {
  breakdownPayment,
  isFinalOrderStatus,
  isFinalPaymentStatus,
  parseOrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
} from '@print/domain';
import type { PaymentOrderPort, PayPalAmounts, PayPalItem } from '../payments/index.js';
import type { OrderState } from './order-state.js';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.js';

const SURCHARGE_NAME: Readonly<Record<Language, string>> = {
  de: 'Mindermengenzuschlag',
  en: 'Small-order surcharge',
  fr: 'Supplément petite commande',
};

/** An order's figures as PayPal's breakdown needs them (packages/domain breakdownPayment). */
export function toPayPalFigures(
  order: OrderRow,
  lines: readonly OrderLineRow[],
): { amounts: PayPalAmounts; items: readonly PayPalItem[] } {
  return breakdownPayment({
    positionNetCents: order.positionNetCents,
    smallOrderSurchargeCents: order.smallOrderSurchargeCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    discountCents: order.discountCents,
    totalCents: order.totalCents,
    lines: lines.map((line) => ({
      name: line.fileName,
      quantity: line.quantity,
      unitNetCents: line.unitNetCents,
    })),
    surchargeName: SURCHARGE_NAME[order.language],
  });
}

/**
 * Interface 3: the orders the payments module may see and the payment facts it reports. Every
 * record* is idempotent and stores its transition (order-state.ts); a received payment also
 * writes the "payment received" mail to the outbox.
 */
export function createPaymentOrderPort(deps: {
  readonly repo: OrdersRepository;
  readonly state: OrderState;
}): PaymentOrderPort {
  const { repo, state } = deps;
  return {
    async findPayableOrder(orderId, principalId) {
      const order = await repo.findById(orderId);
      if (order === null || order.ownerPrincipal !== principalId) return null;
      const { amounts, items } = toPayPalFigures(order, await repo.listLines(orderId));
      return {
        orderId: order.id,
        orderNumber: order.orderNumber,
        language: order.language,
        paymentMethod: order.paymentMethod as PaymentMethodKey,
        paymentStatus: order.paymentStatus as PaymentStatus,
        isCancelled: isFinalOrderStatus(parseOrderStatus(order.status)),
        amounts,
        items,
      };
    },
    async recordPaymentReceived(orderId, payment, actor) {
      await state.markPaid(orderId, payment, actor);
    },
    async recordPaymentPending(orderId, reason) {
      await state.notePayment(orderId, `pending: ${reason}`, 'payment');
    },
    /** The buyer cancelled or the payment failed for good: the order is cancelled, voucher back. */
    async recordPaymentFailed(orderId, reason) {
      const order = await repo.findById(orderId);
      if (order === null || isFinalPaymentStatus(order.paymentStatus as PaymentStatus)) return;
      await state.notePayment(orderId, `failed: ${reason}`, 'payment');
      await state.changeStatus(orderId, 'ORDER_CANCELLED', 'system', `payment failed: ${reason}`);
    },
  };
}
