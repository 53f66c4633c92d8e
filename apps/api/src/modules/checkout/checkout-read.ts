import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { selectRecords } from '../../db/json-rows.js';
import type { CartCheckoutRead, CartService } from '../cart/index.js';
import type { FileRecord, FilesService } from '../files/index.js';
import type { CheckoutVoucher, VouchersService } from '../vouchers/index.js';
import { keyClaimStatement, type KeyClaim } from './idempotency.js';

/** What the checkout reads before it prices: the cart as its owner has it, and the voucher. */
export interface CheckoutRead {
  /** The claimed Idempotency-Key was new (always false without one). */
  readonly claimed: boolean;
  /** The cart's version stamp and lines; null when the cart is not the owner's. */
  readonly cart: CartCheckoutRead | null;
  /** The 3D files of the cart's lines. */
  readonly files: readonly FileRecord[];
  /** The voucher of the code asked for, or null (none asked, none such). */
  readonly voucher: CheckoutVoucher | null;
}

export interface CheckoutReadInput {
  readonly cartId: string;
  readonly owner: string;
  /** The vouchers' lookup key of the code entered, null for none. */
  readonly voucherKey: string | null;
  /** With an Idempotency-Key: its claim, in the same statement. */
  readonly claim?: KeyClaim;
}

/**
 * The checkout's read (decision 0018): the cart's version stamp (exact to the microsecond), its
 * lines with their 3D files, and the voucher of the code entered, in ONE statement (one snapshot,
 * one round trip), composed of the cart's, the files' and the vouchers' parts; with an
 * Idempotency-Key, the key's claim as well (a data-modifying CTE). The cart joins a one-row table:
 * a cart that is not the owner's still answers one row (the claim and the voucher) and no lines.
 * The text depends only on the claim: it runs as a named prepared statement.
 */
export function createCheckoutRead(deps: {
  readonly db: Executor;
  readonly cart: CartService;
  readonly files: FilesService;
  readonly vouchers: VouchersService;
}) {
  const cart = deps.cart.checkoutSql;
  const files = deps.files.checkoutSql;
  const vouchers = deps.vouchers.checkoutSql;
  return async function readForCheckout(input: CheckoutReadInput): Promise<CheckoutRead> {
    const { claim } = input;
    const statement = sql`${claim === undefined ? sql`` : sql`WITH claim AS (${keyClaimStatement(claim)}) `}
      SELECT ${claim === undefined ? sql`0` : sql`(SELECT count(*) FROM claim)::int`} AS claimed,
        ${cart.columns}, ${files.columns}, ${vouchers.columns}
      FROM (VALUES (1)) AS one (x)
      ${cart.join(sql`${input.cartId}`, sql`${input.owner}`)}
      ${files.join(cart.lineFileId)}
      ${vouchers.join(sql`${input.voucherKey}`)}
      ORDER BY ${cart.orderBy}`;
    const rows = await selectRecords(deps.db, statement, { prepared: true });
    if (rows.length === 0) throw new Error('the checkout read answered no row');
    return {
      claimed: Number(rows[0]?.['claimed']) > 0,
      cart: cart.decode(rows),
      files: files.decode(rows),
      voucher: vouchers.decode(rows),
    };
  };
}

export type ReadForCheckout = ReturnType<typeof createCheckoutRead>;
