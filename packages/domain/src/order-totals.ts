import { allocateCents, assertCents, sumCents } from './money.js';
import { computeTaxCents } from './tax.js';
import { applyVoucher, type Voucher } from './vouchers.js';

/** 200.00 net: below it a small-order surcharge fills the gap (docs/decisions/0007-shop-rulings.md "Order totals"). */
export const MINIMUM_ORDER_NET_CENTS = 20000;
/** 250.00 net after voucher, before surcharge: standard shipping becomes free. One threshold everywhere. */
export const FREE_SHIPPING_THRESHOLD_CENTS = 25000;

export interface ShippingMethodRate {
  readonly priceCents: number;
  /** Only the standard method ("Standard-Versand") can become free. */
  readonly isStandard: boolean;
}

export type OrderTotalsHint =
  | { readonly kind: 'MINIMUM_NOT_REACHED'; readonly surchargeCents: number }
  | { readonly kind: 'FREE_SHIPPING_MISSING'; readonly missingCents: number }
  | null;

export interface OrderTotals {
  readonly positionNetCents: number;
  readonly discountCents: number;
  readonly positionAfterDiscountCents: number;
  readonly smallOrderSurchargeCents: number;
  readonly shippingCents: number;
  /** True when a shipping method is chosen, it is the standard one, and it costs nothing by the rule. */
  readonly isFreeShipping: boolean;
  readonly netTotalCents: number;
  readonly taxRateBp: number;
  readonly taxCents: number;
  readonly totalCents: number;
  readonly hint: OrderTotalsHint;
}

export interface OrderTotalsInput {
  readonly lineNetCents: readonly number[];
  /** An already validated voucher (validateVoucher), or null. */
  readonly voucher: Voucher | null;
  readonly shipping: ShippingMethodRate | null;
  readonly taxRateBp: number;
}

/** Free standard shipping: position total after voucher ≥ 250.00, or a freeShipping voucher. */
export function qualifiesForFreeShipping(
  positionAfterDiscountCents: number,
  voucher: Voucher | null,
): boolean {
  return (
    positionAfterDiscountCents >= FREE_SHIPPING_THRESHOLD_CENTS || voucher?.freeShipping === true
  );
}

/** What a shipping method costs for this cart (the chooser and the totals use the same rule). */
export function priceShippingMethod(
  method: ShippingMethodRate,
  isFreeShippingQualified: boolean,
): number {
  assertCents(method.priceCents, 'shipping priceCents');
  return method.isStandard && isFreeShippingQualified ? 0 : method.priceCents;
}

/** Small-order surcharge: the gap to 200.00; none for an empty cart (there is no order to top up). */
export function computeSmallOrderSurchargeCents(
  positionAfterDiscountCents: number,
  hasLines: boolean,
): number {
  if (!hasLines) return 0;
  return Math.max(0, MINIMUM_ORDER_NET_CENTS - positionAfterDiscountCents);
}

function selectHint(
  positionAfterDiscountCents: number,
  hasLines: boolean,
  voucher: Voucher | null,
): OrderTotalsHint {
  if (!hasLines) return null;
  if (positionAfterDiscountCents < MINIMUM_ORDER_NET_CENTS) {
    return {
      kind: 'MINIMUM_NOT_REACHED',
      surchargeCents: MINIMUM_ORDER_NET_CENTS - positionAfterDiscountCents,
    };
  }
  // With a freeShipping voucher nothing is missing for free shipping.
  if (
    positionAfterDiscountCents < FREE_SHIPPING_THRESHOLD_CENTS &&
    voucher?.freeShipping !== true
  ) {
    return {
      kind: 'FREE_SHIPPING_MISSING',
      missingCents: FREE_SHIPPING_THRESHOLD_CENTS - positionAfterDiscountCents,
    };
  }
  return null;
}

/**
 * docs/decisions/0007-shop-rulings.md "Order totals" and "Tax": positions − voucher discount + small-order surcharge +
 * shipping = net total; tax on that net total, rounded once; total = net + tax.
 */
export function computeOrderTotals(input: OrderTotalsInput): OrderTotals {
  const { lineNetCents, voucher, shipping, taxRateBp } = input;
  const positionNetCents = sumCents(lineNetCents);
  const hasLines = lineNetCents.length > 0;
  const { discountCents, netAfterCents: positionAfterDiscountCents } =
    voucher === null
      ? { discountCents: 0, netAfterCents: positionNetCents }
      : applyVoucher(positionNetCents, voucher);
  const smallOrderSurchargeCents = computeSmallOrderSurchargeCents(
    positionAfterDiscountCents,
    hasLines,
  );
  const isQualified = qualifiesForFreeShipping(positionAfterDiscountCents, voucher);
  const shippingCents = shipping === null ? 0 : priceShippingMethod(shipping, isQualified);
  const isFreeShipping = shipping !== null && shipping.isStandard && isQualified;
  const netTotalCents = sumCents([
    positionAfterDiscountCents,
    smallOrderSurchargeCents,
    shippingCents,
  ]);
  const taxCents = computeTaxCents(netTotalCents, taxRateBp);
  return {
    positionNetCents,
    discountCents,
    positionAfterDiscountCents,
    smallOrderSurchargeCents,
    shippingCents,
    isFreeShipping,
    netTotalCents,
    taxRateBp,
    taxCents,
    totalCents: netTotalCents + taxCents,
    hint: selectHint(positionAfterDiscountCents, hasLines, voucher),
  };
}

/** Spreads an order discount over its lines in proportion to their net: parts sum to the discount exactly. */
export function allocateDiscountToLines(
  lineNetCents: readonly number[],
  discountCents: number,
): number[] {
  return allocateCents(discountCents, lineNetCents);
}
