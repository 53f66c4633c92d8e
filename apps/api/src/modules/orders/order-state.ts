import {
  canAnswerNotPrintable,
  checkOrderTransition,
  notPrintableChoiceStatus,
  checkPaymentTransition,
  err,
  isFinalOrderStatus,
  isFinalPaymentStatus,
  ok,
  parseOrderStatus,
  type OrderActor,
  type OrderStatus,
  type OrderTransitionErrorCode,
  type NotPrintableChoice,
  type PaymentMethodKey,
  type PaymentStatus,
  type Result,
} from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { OrderMailEvent } from '../documents/index.js';
import type { VouchersService } from '../vouchers/index.js';
import type { OrderMailOutbox } from './order-outbox.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

export type OrderStateErrorCode = 'ORDER_NOT_FOUND' | 'ORDER_TRANSITION_NOT_ALLOWED';
export type NotPrintableChoiceErrorCode = 'ORDER_NOT_FOUND' | 'NOT_PRINTABLE_CHOICE_CLOSED';

/** The transition's reason as the desk's timeline shows it (the customer's comment below it). */
const CHOICE_REASONS: Readonly<Record<NotPrintableChoice, string>> = {
  changed_quote: 'Customer asks for a changed quote (files not printable)',
  cancel: 'Customer cancels (files not printable)',
};

/** Work that joins the customer's answer's transaction, after the order moved. */
export type NotPrintableAfterMove = (
  tx: Executor,
  moved: { readonly orderId: string; readonly to: OrderStatus; readonly reason: string },
) => Promise<void>;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The cart module's give-back of an ordered cart (cart-restore.ts). */
export interface OrderCarts {
  restoreOrderedCart(tx: Executor, orderedCartId: string, owner: string): Promise<string>;
  findRestoredCart(ex: Executor, orderedCartId: string, owner: string): Promise<string | null>;
}

/**
 * The order mail of a paid order: a PayPal order's first mail is written only now (rulings:
 * no order mail before the capture is COMPLETED), with its receipt; a prepaid order got its
 * order mail at checkout and now hears that the payment arrived.
 */
function paidMailOf(paymentMethod: string): OrderMailEvent {
  return paymentMethod === 'paypal' ? 'ordered' : 'payment-received';
}

/**
 * Every change of an order's status or payment status: checked against packages/domain's
 * transition tables (ORDER_TRANSITIONS, PAYMENT_TRANSITIONS), stored with time, actor, from, to and reason, in one transaction with the
 * row lock. A cancelled order gives its voucher use back.
 */
export function createOrderState(deps: {
  readonly db: Db;
  readonly repo: OrdersRepository;
  /** A cancelled order gives its voucher use back. */
  readonly vouchers: Pick<VouchersService, 'releaseUseOf'>;
  readonly outbox: OrderMailOutbox;
  /** An unpaid order's lines go back to its owner's cart (the cart module, idempotent). */
  readonly carts: OrderCarts;
  readonly now: () => Date;
}) {
  const { db, repo, vouchers, now } = deps;

  async function moveStatus(
    tx: Tx,
    order: OrderRow,
    to: OrderStatus,
    actor: OrderActor,
    reason: string,
    paymentStatus: PaymentStatus = order.paymentStatus as PaymentStatus,
  ): Promise<Result<OrderStatus, OrderTransitionErrorCode>> {
    const from = parseOrderStatus(order.status);
    const checked = checkOrderTransition({
      from,
      to,
      actor,
      paymentMethod: order.paymentMethod as PaymentMethodKey,
      paymentStatus,
    });
    if (!checked.ok) return checked;
    await repo.updateStatus(tx, order.id, { status: to });
    await repo.insertTransition(tx, {
      orderId: order.id,
      kind: 'status',
      at: now(),
      actor,
      fromStatus: from,
      toStatus: to,
      reason,
    });
    if (to === 'ORDER_CANCELLED') await vouchers.releaseUseOf(tx, order.id);
    return ok(to);
  }

  return {
    /** Moves the order's status (idempotent: already there → nothing changes). */
    async changeStatus(
      orderId: string,
      to: OrderStatus,
      actor: OrderActor,
      reason: string,
    ): Promise<Result<OrderStatus, OrderStateErrorCode>> {
      return db.transaction(async (tx) => {
        const order = await repo.lockById(tx, orderId);
        if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
        if (order.status === to) return ok(to);
        const moved = await moveStatus(tx, order, to, actor, reason);
        return moved.ok
          ? moved
          : err('ORDER_TRANSITION_NOT_ALLOWED', moved.error.message, moved.error.details);
      });
    },

    /**
     * The customer's answer to a not printable review (issue 25 item 6), by the domain's table
     * with actor 'customer': a changed quote puts the order back to QUOTE_GENERATED (the desk
     * answers it with an offer, the quotes module), a cancellation ends it (voucher use back).
     * `access`: the signed-in owner (anyone else gets ORDER_NOT_FOUND) or 'link', the holder of
     * the mailed answer link, resolved by the caller (order-answer-links.ts). An order no longer
     * waiting for the answer (staff moved it, another tab answered): NOT_PRINTABLE_CHOICE_CLOSED
     * with its status. `afterMove` joins the transaction (a paid order's credit note).
     */
    async answerNotPrintable(
      orderId: string,
      access: { readonly principalId: string | null } | 'link',
      choice: NotPrintableChoice,
      comment: string | undefined,
      afterMove?: NotPrintableAfterMove,
    ): Promise<Result<OrderStatus, NotPrintableChoiceErrorCode>> {
      return db.transaction(async (tx) => {
        const isAllowed = access === 'link' || access.principalId !== null;
        const order = isAllowed ? await repo.lockById(tx, orderId) : null;
        if (order === null || (access !== 'link' && order.ownerPrincipal !== access.principalId))
          return err('ORDER_NOT_FOUND', 'No such order');
        const status = parseOrderStatus(order.status);
        if (!canAnswerNotPrintable(status))
          return err('NOT_PRINTABLE_CHOICE_CLOSED', 'This order no longer waits for your answer', {
            status,
          });
        const note = comment?.trim() ?? '';
        const reason = note === '' ? CHOICE_REASONS[choice] : `${CHOICE_REASONS[choice]}\n${note}`;
        const moved = await moveStatus(
          tx,
          order,
          notPrintableChoiceStatus(choice),
          'customer',
          reason,
        );
        // The table allows both steps from FILES_NOT_PRINTABLE: a refusal is a broken invariant.
        if (!moved.ok) throw new Error(moved.error.message);
        await afterMove?.(tx, { orderId, to: moved.value, reason });
        return moved;
      });
    },

    /**
     * The payment arrived: PAYMENT_RECEIVED once (the domain's table refuses a second report of the
     * same or another capture: nothing changes), then an order waiting for it is ready for processing, and the "payment
     * received" mail is written to the outbox.
     */
    async markPaid(
      orderId: string,
      payment: { readonly captureId: string; readonly amountCents: number },
      actor: OrderActor,
    ): Promise<boolean> {
      const changed = await db.transaction(async (tx) => {
        const order = await repo.lockById(tx, orderId);
        if (order === null) return false;
        const from = order.paymentStatus as PaymentStatus;
        const moved = checkPaymentTransition({ from, to: 'PAYMENT_RECEIVED', actor });
        if (!moved.ok) return false;
        await repo.updateStatus(tx, orderId, {
          paymentStatus: moved.value,
          paymentCaptureId: payment.captureId,
        });
        await repo.insertTransition(tx, {
          orderId,
          kind: 'payment',
          at: now(),
          actor,
          fromStatus: order.paymentStatus,
          toStatus: moved.value,
          reason: `capture ${payment.captureId}: ${payment.amountCents} cents`,
        });
        if (order.status === 'ORDER_RECEIVED') {
          await moveStatus(
            tx,
            order,
            'READY_FOR_PROCESSING',
            'payment',
            'payment received',
            moved.value,
          );
        }
        await deps.outbox.add(tx, orderId, paidMailOf(order.paymentMethod));
        return true;
      });
      if (changed) deps.outbox.kick();
      return changed;
    },

    /**
     * Records a payment note (pending capture, decline…) once per distinct reason; `mail` (the
     * "payment is being checked" mail) is written once per order (the outbox's unique event).
     */
    async notePayment(
      orderId: string,
      reason: string,
      actor: OrderActor,
      mail?: OrderMailEvent,
    ): Promise<void> {
      const isMailed = await db.transaction(async (tx) => {
        const order = await repo.lockById(tx, orderId);
        if (order === null) return false;
        const from = order.paymentStatus as PaymentStatus;
        if (!checkPaymentTransition({ from, to: from, actor }).ok) return false;
        if (mail !== undefined && !isFinalOrderStatus(parseOrderStatus(order.status)))
          await deps.outbox.add(tx, orderId, mail);
        const history = await repo.listTransitions(orderId, tx);
        if (history.some((t) => t.kind === 'payment' && t.reason === reason))
          return mail !== undefined;
        await repo.insertTransition(tx, {
          orderId,
          kind: 'payment',
          at: now(),
          actor,
          fromStatus: order.paymentStatus,
          toStatus: order.paymentStatus,
          reason,
        });
        return mail !== undefined;
      });
      if (isMailed) deps.outbox.kick();
    },

    /**
     * An unpaid order ends (cancelled at PayPal, left there, a capture denied): the order is
     * cancelled by the domain's table (voucher use back), the payment noted, and its lines go back
     * to the owner's cart, all in one transaction and without a mail. Idempotent: an order
     * cancelled this way before answers its restored cart again. Answers the restored cart's id,
     * or null when nothing was (or is) to restore (a paid order, one cancelled otherwise).
     */
    async cancelUnpaid(orderId: string, reason: string, actor: OrderActor): Promise<string | null> {
      return db.transaction(async (tx) => {
        const order = await repo.lockById(tx, orderId);
        if (order === null) return null;
        const paymentStatus = order.paymentStatus as PaymentStatus;
        if (isFinalPaymentStatus(paymentStatus)) return null;
        if (order.status === 'ORDER_CANCELLED')
          return deps.carts.findRestoredCart(tx, order.cartId, order.ownerPrincipal);
        // Both steps by the domain's tables: the payment note first, so a refusal writes nothing.
        const noted = checkPaymentTransition({
          from: paymentStatus,
          to: paymentStatus,
          actor: 'payment',
        });
        if (!noted.ok) return null;
        const moved = await moveStatus(tx, order, 'ORDER_CANCELLED', actor, `payment: ${reason}`);
        if (!moved.ok) return null;
        await repo.insertTransition(tx, {
          orderId,
          kind: 'payment',
          at: now(),
          actor: 'payment',
          fromStatus: paymentStatus,
          toStatus: paymentStatus,
          reason: `failed: ${reason}`,
        });
        return deps.carts.restoreOrderedCart(tx, order.cartId, order.ownerPrincipal);
      });
    },
  };
}

export type OrderState = ReturnType<typeof createOrderState>;
