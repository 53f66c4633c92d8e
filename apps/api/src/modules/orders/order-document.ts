import type { PaymentMethodKey } from '@print/domain';
import { orderDeliveryDate } from './order-delivery.js';
import type { OrderDocumentInput } from '../documents/index.js';
import type { OrderLineRow, OrderRow } from './orders.repository.js';

/**
 * Interface 4: the order as ordered, in the documents module's plain shape. Lines in the order's
 * tax display; one tax rate per order (tax on the net total after voucher and surcharges).
 */
export function toOrderDocumentInput(
  order: OrderRow,
  lines: readonly OrderLineRow[],
  paidAt?: Date,
): OrderDocumentInput {
  // A PayPal payment received: its documents print it (the receipt).
  const isPaidByPayPal =
    order.paymentMethod === 'paypal' &&
    order.paymentStatus === 'PAYMENT_RECEIVED' &&
    order.paymentCaptureId !== null;
  return {
    language: order.language,
    orderNumber: order.orderNumber,
    orderDate: order.createdAt.toISOString(),
    dueDate: order.dueDate,
    paymentMethod: order.paymentMethod as PaymentMethodKey,
    isBusinessCustomer: order.isBusinessCustomer,
    customer: { email: order.email, phone: order.phone || null },
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    lines: lines.map((line) => ({
      name: line.fileName,
      details: `${line.printModeName} · ${line.finishName} · ${line.colorName}`,
      quantity: line.quantity,
      unitCents: line.displayUnitCents,
      lineCents: line.displayLineCents,
    })),
    positionNetCents: order.positionNetCents,
    discountCents: order.discountCents,
    voucherCode: order.voucher?.code ?? null,
    surchargeCents: order.smallOrderSurchargeCents,
    shippingCents: order.shippingCents,
    shippingMethodName: order.shippingMethod.name,
    taxes: [{ rateBp: order.taxRateBp, baseCents: order.netTotalCents, taxCents: order.taxCents }],
    netCents: order.netTotalCents,
    totalCents: order.totalCents,
    referenceNumber: order.referenceNumber,
    estimatedProductionTimeDays: order.productionDays,
    deliveryDate: orderDeliveryDate(order),
    payment: isPaidByPayPal
      ? {
          paidAt: (paidAt ?? order.updatedAt).toISOString(),
          provider: 'paypal',
          reference: order.paymentCaptureId ?? '',
        }
      : null,
  };
}
