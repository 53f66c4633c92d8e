import {
  checkOrderTransition,
  deliveryDateFor,
  err,
  ok,
  parseOrderStatus,
  type OrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
  type PricedCart,
  type Result,
} from '@print/domain';
import type { Executor } from '../../db/client.js';
import type { OrderDocumentInput } from '../documents/index.js';
import { toOrderDocumentInput } from './order-document.js';
import type { OrderMailOutbox } from './order-outbox.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

/**
 * The orders module's side of quote answering (issue 25 item 7): what the quotes module may read
 * of a quote request, and the one write that turns an accepted offer into an order. The quotes
 * module never touches the order tables.
 */

/** A quote request as the quotes module sees it (plain data, no rows). */
export interface QuoteRequestSnapshot {
  readonly id: string;
  readonly orderNumber: string;
  readonly ownerPrincipal: string;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethodKey;
  readonly language: 'de' | 'en' | 'fr';
  readonly email: string;
  readonly isBusinessCustomer: boolean;
  readonly countryCode: string;
  readonly customerName: string;
  readonly productionDays: number;
  readonly shippingMethodId: string;
  readonly voucher: OrderRow['voucher'];
  readonly createdAt: Date;
  readonly lines: readonly {
    readonly id: string;
    readonly position: number;
    readonly name: string;
    readonly details: string;
    readonly quantity: number;
    readonly unitNetCents: number;
  }[];
}

/**
 * After acceptance the order is a prepaid order: spec 2 §4 shows an existing quote order "as
 * prepaid", and rulings "Checkout and orders" say prepaid production starts when the payment has
 * arrived — the shop does not produce an individually priced job before it is paid. Its
 * confirmation mail carries the invoice with the Swiss QR-bill like every prepaid order's.
 */
export const ACCEPTED_QUOTE_PAYMENT_METHOD: PaymentMethodKey = 'prepaid';

export type AcceptQuoteErrorCode = 'ORDER_NOT_FOUND' | 'ORDER_TRANSITION_NOT_ALLOWED';

export function createOrderQuotes(deps: {
  readonly repo: OrdersRepository;
  readonly outbox: Pick<OrderMailOutbox, 'add' | 'kick'>;
}) {
  const { repo } = deps;

  function toSnapshot(
    order: OrderRow,
    lines: Awaited<ReturnType<OrdersRepository['listLines']>>,
  ): QuoteRequestSnapshot {
    const billing = order.billingAddress;
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      ownerPrincipal: order.ownerPrincipal,
      status: parseOrderStatus(order.status),
      paymentMethod: order.paymentMethod as PaymentMethodKey,
      language: order.language,
      email: order.email,
      isBusinessCustomer: order.isBusinessCustomer,
      countryCode: order.shippingAddress.countryCode,
      customerName: [billing.firstname, billing.lastname].filter(Boolean).join(' '),
      productionDays: order.productionDays,
      shippingMethodId: order.shippingMethod.id,
      voucher: order.voucher,
      createdAt: order.createdAt,
      lines: lines.map((line) => ({
        id: line.id,
        // Stored from 0; the offer counts lines as the documents do, from 1.
        position: line.position + 1,
        name: line.fileName,
        details: `${line.printModeName} · ${line.finishName} · ${line.colorName}`,
        quantity: line.quantity,
        unitNetCents: line.unitNetCents,
      })),
    };
  }

  return {
    /** The order with its lines (any status), or null. */
    async findQuoteRequest(orderId: string): Promise<QuoteRequestSnapshot | null> {
      const order = await repo.findById(orderId);
      if (order === null) return null;
      return toSnapshot(order, await repo.listLines(orderId));
    },

    /** Locks the order row in the caller's transaction (offers of one order are sent one by one). */
    async lockQuoteRequest(tx: Executor, orderId: string): Promise<QuoteRequestSnapshot | null> {
      const order = await repo.lockById(tx, orderId);
      if (order === null) return null;
      return toSnapshot(order, await repo.listLines(orderId, tx));
    },

    /**
     * The documents' input of the order as it stands (the offer PDF replaces lines and totals with
     * the offered ones).
     */
    async documentInputOf(orderId: string): Promise<OrderDocumentInput | null> {
      const order = await repo.findById(orderId);
      if (order === null) return null;
      return toOrderDocumentInput(order, await repo.listLines(orderId));
    },

    /**
     * In the caller's transaction (with the offer's own write): the order takes the offered lines
     * and totals (priceCart's, computed by the caller from the frozen offer), becomes a prepaid
     * order and moves QUOTE_GENERATED → ORDER_RECEIVED by the domain's table with actor
     * 'customer'; the order mail (confirmation, invoice with QR-bill) goes to the outbox. The
     * caller kicks the outbox after the commit (`kickMails`).
     */
    async applyAcceptedOffer(
      tx: Executor,
      orderId: string,
      priced: PricedCart,
      reason: string,
      now: Date,
    ): Promise<Result<OrderStatus, AcceptQuoteErrorCode>> {
      const order = await repo.lockById(tx, orderId);
      if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
      const from = parseOrderStatus(order.status);
      // A quote request becomes prepaid; an order sent back for a changed quote (a not printable
      // review) keeps the payment method its customer chose at checkout.
      const paymentMethod =
        order.paymentMethod === 'quote'
          ? ACCEPTED_QUOTE_PAYMENT_METHOD
          : (order.paymentMethod as PaymentMethodKey);
      const checked = checkOrderTransition({
        from,
        to: 'ORDER_RECEIVED',
        actor: 'customer',
        paymentMethod,
        paymentStatus: order.paymentStatus as PaymentStatus,
      });
      if (!checked.ok) return err('ORDER_TRANSITION_NOT_ALLOWED', checked.error.message);
      const shipping = priced.shippingMethod;
      await repo.applyOfferedPrices(tx, orderId, {
        lines: priced.lines.map((line) => ({
          id: line.itemId,
          unitNetCents: line.unitNetCents,
          lineNetCents: line.lineNetCents,
          discountCents: line.discountCents,
          displayUnitCents: line.display.unitCents,
          displayLineCents: line.display.lineCents,
          productionDays: line.productionDays,
        })),
        order: {
          status: checked.value,
          paymentMethod,
          taxDisplay: priced.taxDisplay,
          shippingMethod:
            shipping === null
              ? order.shippingMethod
              : { ...order.shippingMethod, priceCents: shipping.priceCents },
          positionNetCents: priced.positionNetCents,
          discountCents: priced.discountCents,
          smallOrderSurchargeCents: priced.smallOrderSurchargeCents,
          shippingCents: priced.shippingCents,
          netTotalCents: priced.netTotalCents,
          taxRateBp: priced.taxRateBp,
          taxCents: priced.taxCents,
          totalCents: priced.totalCents,
          productionDays: priced.productionDays,
          deliveryDays: deliveryDateFor({
            orderDate: now,
            productionDays: priced.productionDays,
            shippingTimeDays: order.shippingMethod.shippingTimeDays,
          }).deliveryDays,
          dueDate: null,
        },
      });
      await repo.insertTransition(tx, {
        orderId,
        kind: 'status',
        at: now,
        actor: 'customer',
        fromStatus: from,
        toStatus: checked.value,
        reason,
      });
      await deps.outbox.add(tx, orderId, 'ordered');
      return ok(checked.value);
    },
  };
}

export type OrderQuotes = ReturnType<typeof createOrderQuotes>;
