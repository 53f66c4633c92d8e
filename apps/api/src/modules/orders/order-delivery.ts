import { deliveryDateFor } from '@print/domain';
import type { OrderRow } from './orders.repository.js';

/**
 * An order's delivery date (YYYY-MM-DD) from its snapshot: the order instant, its production
 * days and its shipping method's days, by the one rule (packages/domain deliveryDateFor). The
 * order page, the PDF and the mail all read it from here.
 */
export function orderDeliveryDate(
  order: Pick<OrderRow, 'createdAt' | 'productionDays' | 'shippingMethod'>,
): string {
  return deliveryDateFor({
    orderDate: order.createdAt,
    productionDays: order.productionDays,
    shippingTimeDays: order.shippingMethod.shippingTimeDays,
  }).deliveryDate;
}
