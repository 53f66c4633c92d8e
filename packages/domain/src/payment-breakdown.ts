import { assertCents } from './money.js';

/** One item as a payment provider lists it: a net price per piece. */
export interface PaymentItem {
  readonly name: string;
  readonly quantity: number;
  readonly unitCents: number;
}

/** An order's amounts as a payment provider's breakdown carries them, all in cents. */
export interface PaymentAmounts {
  /** Σ items' unitCents × quantity: the lines' net sum plus the small-order surcharge. */
  readonly itemTotalCents: number;
  readonly shippingCents: number;
  readonly taxCents: number;
  readonly discountCents: number;
  /** itemTotal + shipping + tax − discount. */
  readonly totalCents: number;
}

/** The order's own figures as computed by priceCart when it was placed (never recomputed). */
export interface PaymentBreakdownInput {
  readonly lines: readonly {
    readonly name: string;
    readonly quantity: number;
    readonly unitNetCents: number;
  }[];
  /** The item name of the small-order surcharge, in the order's language. */
  readonly surchargeName: string;
  readonly positionNetCents: number;
  readonly smallOrderSurchargeCents: number;
  readonly shippingCents: number;
  readonly taxCents: number;
  readonly discountCents: number;
  readonly totalCents: number;
}

/**
 * An order's figures as PayPal's breakdown needs them: the lines as net items, the small-order
 * surcharge as one more item, shipping, tax and discount. By the order's identities
 * (positions − discount + surcharge + shipping = net, net + tax = total) they add up to the
 * order's total exactly. Throws RangeError for amounts that are not cents.
 */
export function breakdownPayment(input: PaymentBreakdownInput): {
  readonly amounts: PaymentAmounts;
  readonly items: readonly PaymentItem[];
} {
  const items: PaymentItem[] = input.lines.map((line) => ({
    name: line.name,
    quantity: line.quantity,
    unitCents: line.unitNetCents,
  }));
  if (input.smallOrderSurchargeCents > 0) {
    items.push({
      name: input.surchargeName,
      quantity: 1,
      unitCents: input.smallOrderSurchargeCents,
    });
  }
  const itemTotalCents = input.positionNetCents + input.smallOrderSurchargeCents;
  assertCents(itemTotalCents, 'itemTotalCents');
  return {
    amounts: {
      itemTotalCents,
      shippingCents: input.shippingCents,
      taxCents: input.taxCents,
      discountCents: input.discountCents,
      totalCents: input.totalCents,
    },
    items,
  };
}
