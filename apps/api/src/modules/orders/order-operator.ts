import {
  checkOrderTransition,
  err,
  ok,
  parseOrderStatus,
  type OrderStatus,
  type PaymentMethodKey,
  type PaymentStatus,
  type Result,
} from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { VouchersService } from '../vouchers/index.js';
import type { OrderRow, OrdersRepository } from './orders.repository.js';

export type OperatorChangeErrorCode =
  'ORDER_NOT_FOUND' | 'ORDER_CHANGED' | 'ORDER_TRANSITION_NOT_ALLOWED';

/** The order as a staff change saw it and left it (audit before/after, status mail). */
export interface OperatorOrderState {
  readonly orderId: string;
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly version: number;
  readonly language: 'de' | 'en' | 'fr';
  readonly email: string;
  readonly customerName: string;
  readonly locked: boolean;
}

export interface OperatorStatusChange {
  readonly orderId: string;
  readonly to: OrderStatus;
  readonly reason: string;
  /** The version the staff member saw (409 ORDER_CHANGED when another change came first). */
  readonly version: number;
  readonly staff: { readonly id: string; readonly name: string };
  /** The staff member's role may set `to` (packages/domain mayStaffSetStatus). */
  readonly isRoleAllowed: boolean;
}

/** What the caller writes in the same transaction (audit row, status mail in the outbox). */
export type OperatorChangeHook = (
  tx: Executor,
  change: {
    readonly before: OperatorOrderState;
    readonly after: OperatorOrderState;
    readonly transitionId: number;
  },
) => Promise<void>;

function stateOf(order: OrderRow): OperatorOrderState {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    status: parseOrderStatus(order.status),
    version: order.version,
    language: order.language,
    email: order.email,
    customerName: order.customerName,
    locked: order.lockedAt !== null,
  };
}

/**
 * A staff member's status change (the desk): the domain's transition table with actor
 * 'operator' and the role's statuses, the version check in the UPDATE itself (two staff at once:
 * exactly one wins, the other gets ORDER_CHANGED with the current status and version), the
 * transition with the staff member and reason, IN_PRODUCTION's lock, and the caller's `hook`,
 * all in one transaction.
 */
export function createOperatorStatusChange(deps: {
  readonly db: Db;
  readonly repo: OrdersRepository;
  readonly vouchers: Pick<VouchersService, 'releaseUseOf'>;
  readonly now: () => Date;
}) {
  const { db, repo } = deps;

  /** The change in the caller's transaction, on the order row it has locked (FOR UPDATE). */
  async function changeLocked(
    tx: Executor,
    order: OrderRow,
    change: OperatorStatusChange,
    hook: OperatorChangeHook,
  ): Promise<Result<OperatorOrderState, OperatorChangeErrorCode>> {
    const before = stateOf(order);
    const current = { status: before.status, version: before.version };
    if (order.version !== change.version)
      return err('ORDER_CHANGED', 'The order was changed in the meantime', current);
    const checked = checkOrderTransition({
      from: before.status,
      to: change.to,
      actor: 'operator',
      paymentMethod: order.paymentMethod as PaymentMethodKey,
      paymentStatus: order.paymentStatus as PaymentStatus,
    });
    if (!checked.ok || !change.isRoleAllowed) {
      const message = checked.ok
        ? `This role may not set ${change.to}`
        : `${before.status} → ${change.to} is not in the transition table`;
      return err('ORDER_TRANSITION_NOT_ALLOWED', message, { from: before.status, to: change.to });
    }
    const version = await repo.updateByOperator(tx, order.id, {
      status: change.to,
      version: change.version,
      lock: change.to === 'IN_PRODUCTION',
    });
    if (version === null)
      return err('ORDER_CHANGED', 'The order was changed in the meantime', current);
    const transitionId = await repo.insertTransition(tx, {
      orderId: order.id,
      kind: 'status',
      at: deps.now(),
      actor: 'operator',
      fromStatus: before.status,
      toStatus: change.to,
      reason: change.reason,
      staffId: change.staff.id,
      staffName: change.staff.name,
    });
    if (change.to === 'ORDER_CANCELLED') await deps.vouchers.releaseUseOf(tx, order.id);
    const after: OperatorOrderState = {
      ...before,
      status: change.to,
      version,
      locked: before.locked || change.to === 'IN_PRODUCTION',
    };
    await hook(tx, { before, after, transitionId });
    return ok(after);
  }

  async function changeStatusByOperator(
    change: OperatorStatusChange,
    hook: OperatorChangeHook,
  ): Promise<Result<OperatorOrderState, OperatorChangeErrorCode>> {
    return db.transaction(async (tx) => {
      const order = await repo.lockById(tx, change.orderId);
      if (order === null) return err('ORDER_NOT_FOUND', 'No such order');
      return changeLocked(tx, order, change, hook);
    });
  }
  return Object.assign(changeStatusByOperator, { changeLocked, stateOf });
}

export type ChangeStatusByOperator = ReturnType<typeof createOperatorStatusChange>;
