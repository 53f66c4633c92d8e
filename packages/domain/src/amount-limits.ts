/**
 * The largest net amount of one cart line and of one order's positions, in cents (CHF 10 M).
 * Chosen so that no figure derived from them leaves PostgreSQL's `integer` (2³¹ − 1 cents) in
 * which carts, orders and payments store money: even at a tax rate of 100 % the gross total is
 * at most 2 × 10⁹ cents, and shipping and the small-order surcharge stay far below the margin.
 * Past it the shop answers AMOUNT_TOO_LARGE (such an order is a matter for a quote, not a cart).
 */
export const MAX_ORDER_NET_CENTS = 1_000_000_000;

/** A line's net amount (unit × quantity, processing steps included) allowed in a cart. */
export const MAX_LINE_NET_CENTS = MAX_ORDER_NET_CENTS;

/** PostgreSQL `integer`, the money columns' type. */
export const INT4_MAX = 2_147_483_647;

/** Whether a net amount may be ordered (a line's or the sum of an order's positions). */
export function isOrderableNetCents(netCents: number): boolean {
  return Number.isSafeInteger(netCents) && netCents <= MAX_ORDER_NET_CENTS;
}
