import { randomUUID } from 'node:crypto';
import type { AdminRefund, AdminRefundRequest } from '@print/contracts';
import {
  err,
  formatPaymentAmount,
  normalizeRefundIban,
  ok,
  planRefund,
  type RefundPlan,
  type RefundPlanErrorCode,
  type Result,
} from '@print/domain';
import type { Db } from '../../db/client.js';
import type { PayPalRefundBody } from './paypal-types.js';
import {
  sendPayPalRefund,
  type PayPalRefundErrorCode,
  type RefundSendDeps,
} from './refund-paypal.js';
import {
  figuresOf,
  loadRefundSituation,
  toAdminRefund,
  type RefundAudit,
  type RefundSituation,
} from './refund-view.js';
import type { NewRefundRow, RefundRow, RefundsRepository } from './refunds.repository.js';

export interface RefundActor {
  readonly id: string;
  readonly name: string;
}

export type RefundErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'REFUND_ORDER_NOT_PAID'
  | 'REFUND_METHOD_MISMATCH'
  | RefundPlanErrorCode
  | PayPalRefundErrorCode;

export interface RefundRequestDeps extends RefundSendDeps {
  readonly db: Db;
  readonly repo: RefundsRepository;
  readonly orders: Parameters<typeof loadRefundSituation>[0]['orders'];
}

/**
 * PayPal's body: empty (= the rest) for a refund of the whole capture with nothing refunded before,
 * else the amount in CHF; the note the payer reads when given.
 */
function paypalBodyOf(plan: RefundPlan, isFirst: boolean, noteToPayer?: string): PayPalRefundBody {
  const note = noteToPayer ? { note_to_payer: noteToPayer } : {};
  if (plan.isRest && isFirst) return note;
  return {
    amount: { currency_code: 'CHF', value: formatPaymentAmount(plan.amountCents) },
    ...note,
  };
}

function newRow(
  situation: RefundSituation,
  request: AdminRefundRequest,
  plan: RefundPlan,
  isFirst: boolean,
  actor: RefundActor,
): NewRefundRow {
  const common = {
    id: randomUUID(),
    orderId: situation.order.orderId,
    orderNumber: situation.order.orderNumber,
    amountCents: plan.amountCents,
    reason: request.reason,
    staffId: actor.id,
    staffName: actor.name,
  };
  if (request.kind === 'bank')
    return {
      ...common,
      kind: 'bank',
      status: 'COMPLETED',
      iban: normalizeRefundIban(request.iban),
      accountHolder: request.accountHolder,
    };
  return {
    ...common,
    kind: 'paypal',
    status: 'REQUESTED',
    noteToPayer:
      request.noteToPayer === undefined || request.noteToPayer === '' ? null : request.noteToPayer,
    captureId: situation.captureId,
    paypalRequestId: randomUUID(),
    requestBody: paypalBodyOf(plan, isFirst, request.noteToPayer),
  };
}

/**
 * One refund (POST /admin/orders/:orderId/refunds). Checked BEFORE PayPal is called: the order
 * is paid, the kind fits its payment method, and the amount is at most what is left (computed by
 * packages/domain under a per-order lock, so two staff members cannot both take the rest). The
 * row and its audit entry commit first — a PayPal refund with its PayPal-Request-Id, status
 * REQUESTED — then PayPal is called and its answer stored. A bank refund is a record: COMPLETED.
 */
export async function requestRefund(
  deps: RefundRequestDeps,
  actor: RefundActor,
  audit: RefundAudit,
  orderId: string,
  request: AdminRefundRequest,
): Promise<Result<AdminRefund, RefundErrorCode>> {
  // Read before the transaction: on the embedded database a query beside an open one waits forever.
  const situation = await loadRefundSituation(deps, orderId);
  if (situation === null) return err('ORDER_NOT_FOUND', 'No such order');
  if (situation.method === null)
    return err('REFUND_ORDER_NOT_PAID', 'Nothing was paid for this order');
  if (situation.method !== request.kind)
    return err('REFUND_METHOD_MISMATCH', `This order is refunded by ${situation.method}`, {
      method: situation.method,
    });
  const created = await deps.db.transaction(
    async (tx): Promise<Result<RefundRow, RefundPlanErrorCode>> => {
      await deps.repo.lockOrder(tx, orderId);
      const rows = await deps.repo.listOfOrder(orderId, tx);
      const figures = figuresOf(situation.paidCents, rows);
      const planned = planRefund(figures, request.amountCents ?? null);
      if (!planned.ok) return planned;
      const isFirst = figures.refundedCents + figures.openCents === 0;
      const row = await deps.repo.insert(
        newRow(situation, request, planned.value, isFirst, actor),
        tx,
      );
      await audit(tx, {
        action: request.kind === 'paypal' ? 'refund.paypal' : 'refund.bank',
        entityType: 'refund',
        entityId: row.id,
        orderId,
        before: { leftCents: figures.leftCents },
        after: {
          amountCents: row.amountCents,
          status: row.status,
          reason: row.reason,
          ...(row.iban === null ? {} : { iban: row.iban, accountHolder: row.accountHolder }),
          ...(row.paypalRequestId === null ? {} : { paypalRequestId: row.paypalRequestId }),
        },
      });
      return ok(row);
    },
  );
  if (!created.ok) return created;
  if (created.value.kind === 'bank') return ok(toAdminRefund(created.value));
  return sendPayPalRefund(deps, audit, created.value);
}
