/** Where an order's addresses come from (spec 2 §3 paymentDetails, an account's details). */
export interface BillingAndShipping<A> {
  /** true: the parts go to the billing address; a shipping address sent along is ignored. */
  readonly isBillingAndShippingEqual: boolean;
  readonly billingAddress: A;
  /** Absent or null: the billing address (spec 2 §5: shipping fields only when it differs). */
  readonly shippingAddress?: A | null | undefined;
}

/**
 * The delivery address: the shipping address when the customer gave one that differs, else the
 * billing address. The one rule for the checkout's tax country, the order's shipping address
 * and its documents.
 */
export function selectDeliveryAddress<A>(addresses: BillingAndShipping<A>): A {
  const { isBillingAndShippingEqual, billingAddress, shippingAddress } = addresses;
  return isBillingAndShippingEqual || shippingAddress === null || shippingAddress === undefined
    ? billingAddress
    : shippingAddress;
}
