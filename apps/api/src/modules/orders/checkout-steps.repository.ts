import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { cartItems, carts } from '../cart/cart.tables.js';
import { files } from '../files/files.tables.js';
import { vouchers } from '../vouchers/vouchers.tables.js';
import type { CartItemRow } from '../cart/index.js';
import type { FileRow } from '../files/index.js';
import type { VoucherRow } from '../vouchers/index.js';
import { keyClaimStatement, type KeyClaim } from './idempotency.js';

/** What the checkout reads before it prices: the cart as its owner has it, and the voucher. */
export interface CheckoutRead {
  /** The claimed Idempotency-Key was new (always false without one). */
  readonly claimed: boolean;
  /** The cart's version stamp, its lines and their files; null when the cart is not the owner's. */
  readonly cart: {
    readonly stamp: string;
    readonly rows: readonly CartItemRow[];
    readonly files: readonly FileRow[];
  } | null;
  /** The voucher of the code asked for, or null (none asked, none such). */
  readonly voucher: VoucherRow | null;
}

/**
 * The steps of the checkout on the cart's and the voucher's tables. The orders module is the
 * checkout's orchestration (CONVENTIONS "API": reads and writes across modules live in one
 * orchestration module as steps, each with an undo): the cart, its files and the voucher are read
 * here in one statement, and a counted voucher use is given back here (an order cancelled, or a
 * use counted for an order a twin submit placed). The use is counted, the order number drawn and
 * the cart consumed with the order (orders repository placeOrder: detached from its owner, the
 * cart then answers 404 like any cart not the caller's; its lines stay, the order's thumbnails
 * refer to them).
 */
export function createCheckoutSteps(db: Db) {
  // The checkout's read: the cart's version stamp (updated_at, exact to the microsecond), its
  // lines with their 3D files, and the voucher of the code entered, in one statement (one
  // snapshot, one round trip); with an Idempotency-Key, the key's claim as well (a
  // data-modifying CTE). The cart joins a one-row table: a cart that is not the owner's still
  // answers one row (the claim and the voucher) and no lines.
  const claim = db.$with('claim', { claimed: sql<number>`claimed` }).as(keyClaimStatement());
  const readQuery = (withClaim: boolean) =>
    (withClaim ? db.with(claim) : db)
      .select({
        claimed: withClaim ? sql<number>`(SELECT count(*) FROM claim)::int` : sql<number>`0`,
        stamp: sql<string | null>`${carts.updatedAt}::text`,
        item: cartItems,
        file: files,
        voucher: vouchers,
      })
      .from(sql`(VALUES (1)) AS one (x)`)
      .leftJoin(
        carts,
        and(
          eq(carts.id, sql.placeholder('cartId')),
          eq(carts.ownerSession, sql.placeholder('owner')),
        ),
      )
      .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
      .leftJoin(files, eq(files.id, cartItems.fileId))
      .leftJoin(vouchers, eq(sql`lower(${vouchers.code})`, sql.placeholder('voucherKey')))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare(withClaim ? 'checkout_read_claiming' : 'checkout_read');
  const readClaiming = readQuery(true);
  const readOnly = readQuery(false);
  return {
    /**
     * Reads the cart for `owner` and the voucher with `voucherKey` (vouchers' lookup key, null for
     * none); with `claim`, claims the Idempotency-Key in the same statement.
     */
    async readForCheckout(input: {
      readonly cartId: string;
      readonly owner: string;
      readonly voucherKey: string | null;
      readonly claim?: KeyClaim;
    }): Promise<CheckoutRead> {
      const { cartId, owner, voucherKey, claim: key } = input;
      const result =
        key === undefined
          ? await readOnly.execute({ cartId, owner, voucherKey })
          : await readClaiming.execute({ cartId, owner, voucherKey, ...key });
      const first = result[0];
      if (first === undefined) throw new Error('the checkout read answered no row');
      const rows: CartItemRow[] = [];
      const fileRows = new Map<string, FileRow>();
      for (const { item, file } of result) {
        if (item !== null) rows.push(item);
        if (file !== null) fileRows.set(file.id, file);
      }
      return {
        claimed: first.claimed > 0,
        cart:
          first.stamp === null ? null : { stamp: first.stamp, rows, files: [...fileRows.values()] },
        voucher: first.voucher,
      };
    },
    /** The undo of a counted voucher use (an order not placed, or cancelled). */
    async giveBackVoucher(ex: Executor, voucherId: string): Promise<void> {
      await ex
        .update(vouchers)
        .set({ usageCount: sql`greatest(${vouchers.usageCount} - 1, 0)` })
        .where(eq(vouchers.id, voucherId));
    },
  };
}

export type CheckoutSteps = ReturnType<typeof createCheckoutSteps>;
