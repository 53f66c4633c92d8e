import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { selectRecords } from '../../db/json-rows.js';
import type { CartService, CartVersion } from '../cart/index.js';
import type { OrderMailEvent } from '../documents/index.js';
import type { OrderDraft, OrdersService, PlacedOrder } from '../orders/index.js';
import type { VoucherUse, VouchersService } from '../vouchers/index.js';
import type { IdempotencyCompletion } from './idempotency.js';

export interface PlaceOrderInput {
  readonly cart: CartVersion;
  readonly draft: OrderDraft;
  /** The year whose number the order gets (its sequence must exist). */
  readonly numberYear: number;
  /** null: no mail with the order (a PayPal order's mail waits for its capture). */
  readonly outboxEvent: OrderMailEvent | null;
  /** The voucher whose use the order takes (`counted`: one with a limit, counted on its row). */
  readonly voucher: VoucherUse | null;
  /** The request's Idempotency-Key answer, stored with the order; its order number is set. */
  readonly answer?: {
    readonly completion: IdempotencyCompletion;
    readonly response: Record<string, unknown>;
  };
}

export type PlaceOrderResult =
  | { readonly placed: true; readonly order: PlacedOrder }
  | { readonly placed: false; readonly cartUnchanged: boolean; readonly voucherTaken: boolean };

/**
 * The checkout's write in ONE statement (decision 0018: data-modifying CTEs, atomic on their own,
 * one round trip, no transaction), composed of each module's part: a voucher with a limit has its
 * use counted first while one is left (vouchers); the cart is consumed, taken from its owner only
 * if it is still theirs and unchanged since its stamp (cart); only then is the year's order number
 * drawn and the order with its lines, first transition and mail's outbox row written (orders),
 * the voucher's reservation (vouchers) and the Idempotency-Key's answer (checkout). Foreign keys
 * are checked at the end of the statement. A twin waiting on the cart's row lock finds it consumed
 * once the first statement commits.
 *
 * Not placed: `cartUnchanged` tells whether the cart was still as read when the statement began
 * (else a line changed, or a twin consumed it), `voucherTaken` whether a use was counted anyway
 * (a twin consumed the cart meanwhile: the caller gives it back).
 */
export function createCheckoutWrite(deps: {
  readonly db: Executor;
  readonly cart: CartService;
  readonly orders: OrdersService;
  readonly vouchers: VouchersService;
}) {
  const cart = deps.cart.checkoutSql;
  const orders = deps.orders.placeSql;
  const vouchers = deps.vouchers.checkoutSql;

  function statementOf(input: PlaceOrderInput): SQL {
    const { voucher, draft } = input;
    const counted = voucher?.counted === true;
    const voucherUse =
      voucher === null || !counted
        ? sql``
        : sql`voucher_use AS (${vouchers.takeUse(voucher.id, cart.isAsRead(input.cart))}), `;
    const extras: SQL[] = [];
    if (voucher !== null) {
      const reserve = vouchers.reserve(draft.order.id, voucher, sql`WHERE ${orders.ifPlaced}`);
      extras.push(sql`, reserved AS (${reserve})`);
    }
    if (input.answer !== undefined) {
      const { completion, response } = input.answer;
      const withNumber = sql`jsonb_set(${JSON.stringify(response)}::jsonb, '{order,orderNumber}',
        to_jsonb(${orders.numberValue}))`;
      extras.push(sql`, answered AS (${completion.answerStatement(withNumber, orders.ifPlaced)})`);
    }
    return sql`WITH ${voucherUse}consumed AS (
        ${cart.consume(input.cart, counted ? sql` AND EXISTS (SELECT 1 FROM voucher_use)` : sql``)}
      ), ${orders.ctes(draft, input.numberYear, input.outboxEvent, 'consumed')}${sql.join(extras, sql``)}
      SELECT ${orders.columns}, ${cart.countAsRead(input.cart)} AS cart_unchanged,
        ${counted ? sql`(SELECT count(*) FROM voucher_use)::int` : sql`0`} AS voucher_taken
      FROM ${orders.selectFrom}`;
  }

  return async function placeOrder(input: PlaceOrderInput): Promise<PlaceOrderResult> {
    // Named: its text is the same for every order with the same parts (voucher, answer).
    const [row] = await selectRecords(deps.db, statementOf(input), { prepared: true });
    if (row === undefined) throw new Error('the order statement answered no row');
    const order = orders.decode(row);
    if (order !== null) return { placed: true, order };
    return {
      placed: false,
      cartUnchanged: Number(row['cart_unchanged']) > 0,
      voucherTaken: Number(row['voucher_taken']) > 0,
    };
  };
}

export type PlaceOrder = ReturnType<typeof createCheckoutWrite>;
