import type { Language } from '@print/contracts';
import { breakdownPayment, type Result } from '@print/domain';
import type {
  PayPalAmounts,
  PayPalItem,
  StartPayPalPaymentInput,
} from '../payments/payment-port.js';
import { paypalReturnUrls } from '../payments/payment-port.js';
import type { OrderLineRow, OrderRow, OrdersRepository } from './orders.repository.js';

/** Interface 2 as orders calls it (the payments module's startPayPalPayment). */
export interface PayPalPayments {
  startPayPalPayment(
    input: StartPayPalPaymentInput,
  ): Promise<Result<{ redirectUrl: string }, 'PAYMENT_PROVIDER_UNAVAILABLE'>>;
  /** Asks PayPal ("show order") what became of the order's payment; failures change nothing. */
  reconcile(orderId: string): Promise<void>;
}

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

export interface PaymentStarter {
  startFor(
    order: OrderRow,
  ): Promise<Result<{ redirectUrl: string }, 'PAYMENT_PROVIDER_UNAVAILABLE'>>;
}

/** Starts (or, for an order found again, restarts idempotently) the PayPal payment of an order. */
export function createPaymentStarter(deps: {
  readonly repo: OrdersRepository;
  /** Resolved late: the payments module is built after the orders port it receives. */
  readonly payments: () => PayPalPayments;
  readonly publicUrl: () => string;
}): PaymentStarter {
  return {
    async startFor(order) {
      const { amounts, items } = toPayPalFigures(order, await deps.repo.listLines(order.id));
      return deps.payments().startPayPalPayment({
        orderId: order.id,
        orderNumber: order.orderNumber,
        language: order.language,
        amounts,
        items,
        ...paypalReturnUrls(deps.publicUrl(), order.id),
      });
    },
  };
}
