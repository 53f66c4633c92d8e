import type { CheckoutCommand, CheckoutResponse, Language } from '@print/contracts';
import {
  err,
  isOrderableNetCents,
  MAX_ORDER_NET_CENTS,
  ok,
  orderNumberYear,
  selectDeliveryAddress,
  type Result,
} from '@print/domain';
import type { CartErrorCode, CartService } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { OrdersService, PlacedOrder } from '../orders/index.js';
import { VOUCHER_NOT_USABLE, type VouchersService } from '../vouchers/index.js';
import type { CheckoutRead, ReadForCheckout } from './checkout-read.js';
import type { PlaceOrder, PlaceOrderResult } from './checkout-write.js';
import { validateCheckout, type CheckoutValidationErrorCode } from './checkout-validation.js';
import {
  hashRequest,
  runIdempotent,
  type IdempotencyCompletion,
  type IdempotencyStore,
  type KeyClaim,
} from './idempotency.js';
import { buildOrderDraft } from './order-draft.js';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/sql-state.js';
import { recordOrderPlaced } from '../../lib/metrics.js';
import type { PaymentStarter } from './payment-start.js';
import type { OrderMailEvent } from '../documents/index.js';

export type CheckoutErrorCode =
  | CartErrorCode
  | CheckoutValidationErrorCode
  | 'CART_EMPTY'
  | 'CART_ITEM_UNAVAILABLE'
  | 'SHIPPING_METHOD_NOT_FOUND'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_NOT_STARTED'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_MIN_VALUE_NOT_REACHED'
  | 'VOUCHER_CODE_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_REQUEST_IN_PROGRESS'
  | 'PAYMENT_PROVIDER_UNAVAILABLE'
  | 'AMOUNT_TOO_LARGE'
  | 'RECIPIENT_MAIL_LIMIT';

export interface CheckoutContext {
  readonly principalId: string;
  readonly isSignedIn: boolean;
  readonly lang: Language;
  readonly idempotencyKey?: string | undefined;
}

export interface CheckoutDeps {
  readonly db: Executor;
  readonly read: ReadForCheckout;
  readonly placeOrder: PlaceOrder;
  readonly orders: OrdersService;
  readonly vouchers: VouchersService;
  readonly idempotency: IdempotencyStore;
  readonly cart: CartService;
  readonly catalog: CatalogService;
  readonly payments: PaymentStarter;
  readonly now: () => Date;
  /**
   * Whether one more guest order may mail the address the guest typed (and counts it): the mail
   * module's per-recipient allowance. Absent: no limit.
   */
  readonly allowGuestOrderMail?: (email: string) => Promise<boolean>;
}

/**
 * The mail written with the order. Rulings: a PayPal order's mail waits until its capture is
 * COMPLETED (the orders module writes it then, with the receipt).
 */
function outboxEventOf(paymentMethod: string): OrderMailEvent | null {
  if (paymentMethod === 'paypal') return null;
  return paymentMethod === 'quote' ? 'quote' : 'ordered';
}

/** A line changed between pricing and the transaction this many times in a row: give up. */
const MAX_PRICE_ATTEMPTS = 3;

type Placed = { readonly kind: 'placed' | 'existing'; readonly order: PlacedOrder };

/** The checkout's answer for an order with no payment to start (as stored for a replay). */
function answerWithoutPayment(
  id: string,
  orderNumber: string,
  paymentMethod: string,
): CheckoutResponse {
  const method = paymentMethod as CheckoutResponse['payment']['method'];
  return { order: { _id: id, orderNumber }, payment: { method } };
}

/**
 * POST /checkout/order/checkout in two statements: ONE read of the cart (version stamp, lines,
 * files) and the voucher, which also claims the Idempotency-Key; the cart is priced again (client
 * figures are never read) and validated; then ONE statement takes the voucher's use, consumes the
 * cart, draws the order number and writes the order, its lines, its first transition, the
 * voucher's reservation, the mail outbox row and the key's answer. Payment starts after the
 * commit.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { orders, vouchers, cart, catalog, now } = deps;

  /** The cart and the voucher, read for this owner (a cart not theirs reads as null). */
  function readCart(command: CheckoutCommand, ctx: CheckoutContext, claim?: KeyClaim) {
    const code = command.discountId;
    return deps.read({
      cartId: command.cartId,
      owner: ctx.principalId,
      voucherKey: code === undefined ? null : vouchers.lookupKey(code),
      ...(claim === undefined ? {} : { claim }),
    });
  }

  async function priceAndPlace(
    command: CheckoutCommand,
    ctx: CheckoutContext,
    completion: IdempotencyCompletion | null,
    firstRead: CheckoutRead,
  ): Promise<Result<Placed, CheckoutErrorCode>> {
    for (let attempt = 1; ; attempt += 1) {
      const read = attempt === 1 ? firstRead : await readCart(command, ctx);
      const placed = await placeOnce(command, ctx, completion, read);
      if (placed === 'CART_NOT_OWNED') {
        // A cart that still has its owner has no order: placing one consumes it in the same
        // statement. Only a cart without (this) owner may be one already ordered.
        const previous = await orders.findByCart(command.cartId);
        return previous !== null && previous.ownerPrincipal === ctx.principalId
          ? ok({ kind: 'existing', order: previous })
          : err('CART_NOT_FOUND', 'No such cart');
      }
      if (placed !== 'CART_CHANGED') return placed;
      if (attempt >= MAX_PRICE_ATTEMPTS) throw new Error('cart kept changing during checkout');
    }
  }

  async function placeOnce(
    command: CheckoutCommand,
    ctx: CheckoutContext,
    completion: IdempotencyCompletion | null,
    read: CheckoutRead,
  ): Promise<Result<Placed, CheckoutErrorCode> | 'CART_CHANGED' | 'CART_NOT_OWNED'> {
    // The cart's stamp and lines, read for this owner only (the stamp is checked again when the
    // order's statement consumes the cart).
    if (read.cart === null) return 'CART_NOT_OWNED';
    // Lines priced by an earlier price set are priced again first, then read again; a line the
    // effective set no longer offers is refused (decision 0029).
    const repriced = await cart.repriceStale(read.cart.lines);
    if (repriced.unavailableItemIds.length > 0) {
      return err('CART_ITEM_UNAVAILABLE', 'A line is no longer offered in this configuration', {
        itemIds: repriced.unavailableItemIds,
      });
    }
    if (repriced.isChanged) return 'CART_CHANGED';
    const { stamp } = read.cart;
    const details = command.paymentDetails;
    const countries = await catalog.listShippingCountries(ctx.lang);
    const deliveryAddress = selectDeliveryAddress(details);
    const countryCode = countries.find((c) => c._id === deliveryAddress.countryId)?.countryCode;
    const voucherRead = read.voucher;
    const { items, thumbnailKeys, totals } = await cart.priceForCheckout(
      command.cartId,
      { cart: read.cart, files: read.files, voucher: voucherRead?.voucher ?? null },
      {
        countryCode,
        isBusinessCustomer: command.isBusinessCustomer,
        shippingMethodId: details.shippingMethodId,
        discountCode: command.discountId,
      },
      ctx.lang,
    );
    if (items.length === 0) return err('CART_EMPTY', 'The cart is empty');
    const checked = validateCheckout(command, {
      countries,
      hasAttachments: items.some((item) => item.attachments.length > 0),
      isSignedIn: ctx.isSignedIn,
    });
    if (!checked.ok) return checked;
    if (!totals.ok) return totals;
    const voucher = totals.value.voucher;
    // One answer for every code that cannot be used (issue 23 item 6).
    if (voucher !== null && !voucher.isApplied)
      return err(VOUCHER_NOT_USABLE.code, VOUCHER_NOT_USABLE.message, { code: voucher.code });
    const refused = await refuseBeyondLimits(command, ctx, totals.value.positionNetCents);
    if (refused !== null) return refused;
    const draft = buildOrderDraft({
      command,
      principalId: ctx.principalId,
      lang: ctx.lang,
      items,
      totals: totals.value,
      addresses: checked.value,
      thumbnailKeys,
      now: now(),
    });
    const createdAt = draft.order.createdAt ?? now();
    const year = orderNumberYear(createdAt);
    await orders.ensureNumberSequence(year);
    // The voucher applied to the totals is the one read with the cart; its use is taken with
    // the order.
    const voucherCode = draft.order.voucher?.code ?? null;
    const voucherUse =
      voucherCode === null || voucherRead === null
        ? null
        : { id: voucherRead.id, code: voucherCode, counted: voucherRead.isCounted };
    return placeIfCartUnchanged(command, ctx, stamp, year, draft, completion, voucherUse);
  }

  /**
   * Refusals before anything is written (issue 23 items 10, 11): an order past the amount limit,
   * and a guest order to an address that had its day's order mails (the order would mail its
   * confirmation, with the PDF, to whatever address was typed). Signed-in customers order to
   * their account's confirmed address and are not counted.
   */
  async function refuseBeyondLimits(
    command: CheckoutCommand,
    ctx: CheckoutContext,
    positionNetCents: number,
  ): Promise<Result<never, 'AMOUNT_TOO_LARGE' | 'RECIPIENT_MAIL_LIMIT'> | null> {
    if (!isOrderableNetCents(positionNetCents)) {
      return err(
        'AMOUNT_TOO_LARGE',
        'This order is above the largest amount the shop takes online',
        {
          positionNetCents,
          maxOrderNetCents: MAX_ORDER_NET_CENTS,
        },
      );
    }
    const email = command.paymentDetails.email;
    if (!ctx.isSignedIn && deps.allowGuestOrderMail && !(await deps.allowGuestOrderMail(email))) {
      return err(
        'RECIPIENT_MAIL_LIMIT',
        'This e-mail address has had as many guest orders as it may today: sign in or try tomorrow',
      );
    }
    return null;
  }

  /** The order of this cart placed by a twin submit (same owner), or null. */
  async function twinOrder(cartId: string, ctx: CheckoutContext): Promise<PlacedOrder | null> {
    const twin = await orders.findByCart(cartId);
    return twin !== null && twin.ownerPrincipal === ctx.principalId ? twin : null;
  }

  /**
   * Takes the voucher's use, consumes the cart and writes the order in one statement; when the
   * cart was not consumed (a line changed since the stamp, or a twin submit took it), the twin's
   * order is the answer, or the caller prices again; when the voucher's last use went meanwhile,
   * VOUCHER_USED_UP.
   */
  async function placeIfCartUnchanged(
    command: CheckoutCommand,
    ctx: CheckoutContext,
    stamp: string,
    year: number,
    draft: ReturnType<typeof buildOrderDraft>,
    completion: IdempotencyCompletion | null,
    voucherUse: { readonly id: string; readonly code: string; readonly counted: boolean } | null,
  ): Promise<Result<Placed, CheckoutErrorCode> | 'CART_CHANGED'> {
    const order = draft.order;
    // The answer of an order without a payment to start is known now but for its number, which
    // the statement draws: the Idempotency-Key keeps it in the order's own statement (a PayPal
    // answer waits for its approval link).
    const response =
      completion !== null && order.paymentMethod !== 'paypal'
        ? answerWithoutPayment(order.id, '', order.paymentMethod)
        : null;
    let result: PlaceOrderResult;
    try {
      result = await deps.placeOrder({
        cart: { id: command.cartId, owner: ctx.principalId, stamp },
        draft,
        numberYear: year,
        outboxEvent: outboxEventOf(order.paymentMethod),
        voucher: voucherUse === null ? null : { id: voucherUse.id, counted: voucherUse.counted },
        ...(completion !== null && response !== null ? { answer: { completion, response } } : {}),
      });
    } catch (error) {
      // Two submits of one cart at once: the other one won; answer its order.
      if (!isUniqueViolation(error)) throw error;
      const winner = await twinOrder(command.cartId, ctx);
      if (winner === null) throw error;
      return ok({ kind: 'existing', order: winner });
    }
    if (result.placed) {
      recordOrderPlaced(order.paymentMethod);
      if (response !== null) completion?.stored();
      return ok({ kind: 'placed', order: result.order } as const);
    }
    if (result.voucherTaken && voucherUse !== null) {
      await vouchers.giveBackUse(deps.db, voucherUse.id);
    }
    // A twin submit of this cart may have placed the order (and taken the voucher's last use).
    const twin = await twinOrder(command.cartId, ctx);
    if (twin !== null) return ok({ kind: 'existing', order: twin } as const);
    if (result.cartUnchanged && voucherUse?.counted === true && !result.voucherTaken) {
      return err(VOUCHER_NOT_USABLE.code, VOUCHER_NOT_USABLE.message, { code: voucherUse.code });
    }
    return 'CART_CHANGED' as const;
  }

  /** The answer for an order, new or found again: PayPal orders get (again) their approval link. */
  async function answer(order: PlacedOrder): Promise<Result<CheckoutResponse, CheckoutErrorCode>> {
    if (order.paymentMethod !== 'paypal' || order.paymentStatus !== 'PAYMENT_PENDING') {
      return ok(answerWithoutPayment(order.id, order.orderNumber, order.paymentMethod));
    }
    const started = await deps.payments.startFor(order);
    if (!started.ok) return started;
    return ok({
      order: { _id: order.id, orderNumber: order.orderNumber },
      payment: { method: 'paypal', redirectUrl: started.value.redirectUrl },
    });
  }

  return {
    async checkout(
      command: CheckoutCommand,
      ctx: CheckoutContext,
    ): Promise<Result<CheckoutResponse, CheckoutErrorCode>> {
      const key = ctx.idempotencyKey;
      const requestHash = key === undefined ? undefined : hashRequest(command);
      // The key is claimed in the statement that reads the cart (one round trip); a key that
      // was not new is looked at by runIdempotent (a replay, another body, or still running).
      const firstRead = await readCart(
        command,
        ctx,
        key === undefined || requestHash === undefined
          ? undefined
          : { principalId: ctx.principalId, key, requestHash },
      );
      const request = {
        principalId: ctx.principalId,
        key,
        body: command,
        ...(requestHash === undefined ? {} : { requestHash }),
        claimedByCaller: firstRead.claimed,
        whileRunning: 'proceed' as const,
      };
      return runIdempotent(deps.idempotency, request, async (completion) => {
        const placed = await priceAndPlace(command, ctx, completion, firstRead);
        if (placed.ok && placed.value.kind === 'placed') orders.kickMails();
        return placed.ok ? answer(placed.value.order) : placed;
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
