import type { Language } from '@print/contracts';
import {
  breakdownPayment,
  isFinalOrderStatus,
  parseOrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
} from '@print/domain';
import type {
  PayableOrder,
  PaymentOrderPort,
  PayPalAmounts,
  PayPalItem,
} from '../payments/index.js';
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
      return toPayableOrder(order, await repo.listLines(orderId));
    },
    async findOrderOfPayment(orderId) {
      const order = await repo.findById(orderId);
      return order === null ? null : toPayableOrder(order, await repo.listLines(orderId));
    },
    async recordPaymentReceived(orderId, payment, actor) {
      await state.markPaid(orderId, payment, actor);
    },
    /** PayPal holds the capture: noted, and the "payment is being checked" mail (once). */
    async recordPaymentPending(orderId, reason) {
      await state.notePayment(orderId, `pending: ${reason}`, 'payment', 'payment-checking');
    },
    /**
     * The buyer cancelled, the order was left at PayPal, or the payment failed for good: the
     * order is cancelled without a mail, its voucher and its lines go back (order-state.ts).
     */
    async recordPaymentFailed(orderId, reason, actor = 'system') {
      return state.cancelUnpaid(orderId, reason, actor);
    },
  };
}

function toPayableOrder(order: OrderRow, lines: readonly OrderLineRow[]): PayableOrder {
  const { amounts, items } = toPayPalFigures(order, lines);
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
}
