import {
  computeOrderTotals,
  MINIMUM_ORDER_NET_CENTS,
  type ShippingMethodRate,
} from './order-totals.js';
import { estimateDelivery } from './production-time.js';

export interface ShippingPreviewMethod extends ShippingMethodRate {
  readonly shippingTimeDays: number;
}

export interface SinglePartOrderPreviewInput {
  /** The configured part's line (unit price × quantity), net cents. */
  readonly lineNetCents: number;
  /** The method the preview assumes (the country's standard one), or null when none is known. */
  readonly shipping: ShippingPreviewMethod | null;
  readonly taxRateBp: number;
  readonly orderDate: Date;
  /** The print mode's extra production days. */
  readonly productionDaysExtra: number;
}

export interface SinglePartOrderPreview {
  readonly minimumOrderNetCents: number;
  /** The gap to the minimum order value when this part is ordered alone; 0 when reached. */
  readonly smallOrderSurchargeCents: number;
  readonly shippingCents: number;
  readonly isFreeShipping: boolean;
  readonly netTotalCents: number;
  readonly taxCents: number;
  readonly totalCents: number;
  /** YYYY-MM-DD (Zurich calendar date); null without a shipping method. */
  readonly deliveryDate: string | null;
}

/**
 * Issue 13 point 6 ("no surprises at the end"): what an order of only this part would cost, by
 * the same rule the cart and the order use (computeOrderTotals: minimum order value, small-order
 * surcharge, free-shipping threshold, tax once on the net total), and when it would arrive.
 * The configurator shows these figures before the cart; it never computes them itself.
 */
export function previewSinglePartOrder(input: SinglePartOrderPreviewInput): SinglePartOrderPreview {
  const totals = computeOrderTotals({
    lineNetCents: [input.lineNetCents],
    voucher: null,
    shipping: input.shipping,
    taxRateBp: input.taxRateBp,
  });
  const delivery =
    input.shipping === null
      ? null
      : estimateDelivery(
          input.orderDate,
          input.shipping.shippingTimeDays,
          input.productionDaysExtra,
        );
  return {
    minimumOrderNetCents: MINIMUM_ORDER_NET_CENTS,
    smallOrderSurchargeCents: totals.smallOrderSurchargeCents,
    shippingCents: totals.shippingCents,
    isFreeShipping: totals.isFreeShipping,
    netTotalCents: totals.netTotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    deliveryDate: delivery === null ? null : delivery.deliveryDate,
  };
}
