import type { CheckoutCommand, CheckoutResponse, Language } from '@print/contracts';
import { err, formatOrderNumber, ok, orderNumberYear, type Result } from '@print/domain';
import type { Db } from '../../db/client.js';
import type { CartErrorCode, CartService } from '../cart/index.js';
import type { CatalogService } from '../catalog/index.js';
import type { CheckoutSteps } from './checkout-steps.repository.js';
import { validateCheckout, type CheckoutValidationErrorCode } from './checkout-validation.js';
import { runIdempotent, type IdempotencyCompletion, type IdempotencyStore } from './idempotency.js';
import type { OrderMailOutbox } from './order-outbox.js';
import { buildOrderDraft } from './order-snapshot.js';
import { isUniqueViolation, type OrderRow, type OrdersRepository } from './orders.repository.js';
import type { PaymentStarter } from './payment-start.js';

export type CheckoutErrorCode =
  | CartErrorCode
  | CheckoutValidationErrorCode
  | 'CART_EMPTY'
  | 'SHIPPING_METHOD_NOT_FOUND'
  | 'VOUCHER_NOT_FOUND'
  | 'VOUCHER_NOT_STARTED'
  | 'VOUCHER_EXPIRED'
  | 'VOUCHER_USED_UP'
  | 'VOUCHER_MIN_VALUE_NOT_REACHED'
  | 'VOUCHER_CODE_INVALID'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'IDEMPOTENCY_REQUEST_IN_PROGRESS'
  | 'PAYMENT_PROVIDER_UNAVAILABLE';

export interface CheckoutContext {
  readonly principalId: string;
  readonly isSignedIn: boolean;
  readonly lang: Language;
  readonly idempotencyKey?: string | undefined;
}

export interface CheckoutDeps {
  readonly db: Db;
  readonly repo: OrdersRepository;
  readonly steps: CheckoutSteps;
  readonly idempotency: IdempotencyStore;
  readonly cart: CartService;
  readonly catalog: CatalogService;
  readonly outbox: OrderMailOutbox;
  readonly payments: PaymentStarter;
  readonly now: () => Date;
}

/** A line changed between pricing and the transaction this many times in a row: give up. */
const MAX_PRICE_ATTEMPTS = 3;

type Placed = { readonly kind: 'placed' | 'existing'; readonly order: OrderRow };

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
 * POST /checkout/order/checkout: reads the cart with its version stamp and prices it again
 * (client figures are never read), validates, takes the order number and the voucher's use (one
 * statement), then consumes the cart and writes the order, its lines, its first transition, the
 * voucher's reservation and the mail outbox row in ONE statement. Payment starts after the commit.
 */
export function createCheckoutService(deps: CheckoutDeps) {
  const { db, repo, steps, cart, catalog, now } = deps;

  async function priceAndPlace(
    command: CheckoutCommand,
    ctx: CheckoutContext,
    completion: IdempotencyCompletion | null,
  ): Promise<Result<Placed, CheckoutErrorCode>> {
    for (let attempt = 1; ; attempt += 1) {
      const placed = await placeOnce(command, ctx, completion);
      if (placed === 'CART_NOT_OWNED') {
        // A cart that still has its owner has no order: placing one consumes it in the same
        // statement. Only a cart without (this) owner may be one already ordered.
        const previous = await repo.findByCart(command.cartId);
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
  ): Promise<Result<Placed, CheckoutErrorCode> | 'CART_CHANGED' | 'CART_NOT_OWNED'> {
    const details = command.paymentDetails;
    // The countries are in memory; with them the totals are read beside the cart (one wait).
    const countries = await catalog.listShippingCountries(ctx.lang);
    const shippingAddress = details.isBillingAndShippingEqual
      ? details.billingAddress
      : details.shippingAddress;
    const countryCode = countries.find((c) => c._id === shippingAddress?.countryId)?.countryCode;
    // The cart's stamp and lines, read for this owner only (the stamp is checked again when the
    // order's statement consumes the cart).
    const read = await cart.readForCheckout(
      command.cartId,
      ctx.principalId,
      {
        countryCode,
        isBusinessCustomer: command.isBusinessCustomer,
        shippingMethodId: details.shippingMethodId,
        discountCode: command.discountId,
      },
      ctx.lang,
    );
    if (read === null) return 'CART_NOT_OWNED';
    const { stamp, items, thumbnailKeys, totals } = read;
    if (items.length === 0) return err('CART_EMPTY', 'The cart is empty');
    const checked = validateCheckout(command, {
      countries,
      hasAttachments: items.some((item) => item.attachments.length > 0),
      isSignedIn: ctx.isSignedIn,
    });
    if (!checked.ok) return checked;
    if (!totals.ok) return totals;
    const voucher = totals.value.voucher;
    if (voucher !== null && !voucher.isApplied) {
      const { reason, minValueCents, missingCents } = voucher;
      return err(reason, `The voucher ${voucher.code} cannot be redeemed`, {
        code: voucher.code,
        ...(minValueCents === undefined ? {} : { minValueCents, missingCents }),
      });
    }
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
    const voucherCode = draft.order.voucher?.code ?? null;
    // The number and the voucher's use are taken together in one short statement before the
    // order's: no lock on the year's counter row or the voucher's row is held while the order is
    // written. A failed order leaves a gap in the numbers (rulings: gap-tolerant, never
    // duplicate) and gives the voucher's use back.
    const { sequence, voucherId } = await steps.takeNumberAndVoucherUse(year, voucherCode);
    if (voucherCode !== null && voucherId === null) {
      // A twin submit of this cart may hold the last use for a moment and have placed the order.
      const twin = await repo.findByCart(command.cartId);
      if (twin !== null && twin.ownerPrincipal === ctx.principalId) {
        return ok({ kind: 'existing', order: twin });
      }
      return err('VOUCHER_USED_UP', 'This voucher has been used up', { code: voucherCode });
    }
    const order = { ...draft.order, orderNumber: formatOrderNumber(year, sequence) };
    let outcome: Result<Placed, CheckoutErrorCode> | 'CART_CHANGED' | undefined;
    try {
      outcome = await placeIfCartUnchanged(
        command,
        ctx,
        stamp,
        order,
        draft,
        voucherId,
        completion,
      );
      return outcome;
    } catch (error) {
      // Two submits of one cart at once: the other one won; answer its order.
      if (!isUniqueViolation(error)) throw error;
      const winner = await repo.findByCart(command.cartId);
      if (winner === null || winner.ownerPrincipal !== ctx.principalId) throw error;
      outcome = ok({ kind: 'existing', order: winner });
      return outcome;
    } finally {
      const placedNew =
        outcome !== undefined &&
        outcome !== 'CART_CHANGED' &&
        outcome.ok &&
        outcome.value.kind === 'placed';
      if (voucherId !== null && !placedNew) {
        await steps.giveBackVoucher(db, voucherId);
      }
    }
  }

  /**
   * Consumes the cart and writes the order in one statement; when the cart was not consumed (a
   * line changed since the stamp, or a twin submit took it), the twin's order is the answer, or
   * the caller prices again.
   */
  async function placeIfCartUnchanged(
    command: CheckoutCommand,
    ctx: CheckoutContext,
    stamp: string,
    order: Parameters<OrdersRepository['placeOrder']>[1]['order'],
    draft: ReturnType<typeof buildOrderDraft>,
    voucherId: string | null,
    completion: IdempotencyCompletion | null,
  ): Promise<Result<Placed, CheckoutErrorCode> | 'CART_CHANGED'> {
    // The answer of an order without a payment to start is known now: the Idempotency-Key keeps
    // it in the order's own statement (a PayPal answer waits for its approval link).
    const response =
      completion !== null && order.paymentMethod !== 'paypal'
        ? answerWithoutPayment(order.id, order.orderNumber, order.paymentMethod)
        : null;
    const stored = await repo.placeOrder(db, {
      cart: { id: command.cartId, owner: ctx.principalId, stamp },
      order,
      lines: draft.lines,
      transition: draft.created,
      outboxEvent: order.paymentMethod === 'quote' ? 'quote' : 'ordered',
      voucherId,
      ...(completion !== null && response !== null ? { answer: { completion, response } } : {}),
    });
    if (stored !== null) {
      if (response !== null) completion?.stored();
      return ok({ kind: 'placed', order: stored } as const);
    }
    const raced = await repo.findByCart(command.cartId);
    if (raced === null || raced.ownerPrincipal !== ctx.principalId) return 'CART_CHANGED' as const;
    return ok({ kind: 'existing', order: raced } as const);
  }

  /** The answer for an order, new or found again: PayPal orders get (again) their approval link. */
  async function answer(order: OrderRow): Promise<Result<CheckoutResponse, CheckoutErrorCode>> {
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
      const request = {
        principalId: ctx.principalId,
        key: ctx.idempotencyKey,
        body: command,
        whileRunning: 'proceed' as const,
      };
      return runIdempotent(deps.idempotency, request, async (completion) => {
        const placed = await priceAndPlace(command, ctx, completion);
        if (placed.ok && placed.value.kind === 'placed') deps.outbox.kick();
        return placed.ok ? answer(placed.value.order) : placed;
      });
    },
  };
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;
