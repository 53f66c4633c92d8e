import type { AdminOrderRefunds, AdminRefund } from '@print/contracts';
import {
  formatChf,
  isRefundStatus,
  refundFigures,
  type RefundFigures,
  type RefundStatus,
} from '@print/domain';
import type { Executor } from '../../db/client.js';
import type { AuditEntryInput } from '../staff/index.js';
import type { PayableOrder } from './payment-port.js';
import type { RefundRow, RefundsRepository } from './refunds.repository.js';

/** Writes the audit row of a staff action in the caller's transaction (the request's staff). */
export type RefundAudit = (tx: Executor, entry: AuditEntryInput) => Promise<void>;

/** How an order is refunded now, and what was paid (read before any transaction). */
export interface RefundSituation {
  readonly order: PayableOrder;
  /** null: nothing was paid (or a quote): no refund is possible. */
  readonly method: 'paypal' | 'bank' | null;
  readonly paidCents: number;
  /** PayPal: the completed capture refunds go against. */
  readonly captureId: string | null;
}

/**
 * PayPal orders: the completed capture's amount. Invoice and prepaid orders: the order total once
 * the payment is recorded as received (PAYMENT_RECEIVED). Anything else: nothing paid.
 */
export async function loadRefundSituation(
  deps: {
    readonly orders: { findOrderOfPayment(orderId: string): Promise<PayableOrder | null> };
    readonly repo: Pick<RefundsRepository, 'findPaidCapture'>;
  },
  orderId: string,
): Promise<RefundSituation | null> {
  const order = await deps.orders.findOrderOfPayment(orderId);
  if (order === null) return null;
  if (order.paymentMethod === 'paypal') {
    const capture = await deps.repo.findPaidCapture(orderId);
    return {
      order,
      method: capture === null ? null : 'paypal',
      paidCents: capture?.amountCents ?? 0,
      captureId: capture?.captureId ?? null,
    };
  }
  const isBank =
    (order.paymentMethod === 'billing' || order.paymentMethod === 'prepaid') &&
    order.paymentStatus === 'PAYMENT_RECEIVED';
  return {
    order,
    method: isBank ? 'bank' : null,
    paidCents: isBank ? order.amounts.totalCents : 0,
    captureId: null,
  };
}

export function statusOf(row: Pick<RefundRow, 'status'>): RefundStatus {
  if (!isRefundStatus(row.status)) throw new Error(`unknown refund status ${row.status}`);
  return row.status;
}

export function figuresOf(paidCents: number, rows: readonly RefundRow[]): RefundFigures {
  return refundFigures(
    paidCents,
    rows.map((row) => ({ amountCents: row.amountCents, status: statusOf(row) })),
  );
}

export function toAdminRefund(row: RefundRow): AdminRefund {
  return {
    id: row.id,
    kind: row.kind,
    status: statusOf(row),
    amountCents: row.amountCents,
    reason: row.reason,
    noteToPayer: row.noteToPayer,
    iban: row.iban,
    accountHolder: row.accountHolder,
    paypalRefundId: row.paypalRefundId,
    failure: row.failure,
    staffName: row.staffName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toOrderRefunds(
  situation: RefundSituation,
  rows: readonly RefundRow[],
): AdminOrderRefunds {
  const figures = figuresOf(situation.paidCents, rows);
  return {
    orderId: situation.order.orderId,
    method: situation.method,
    ...figures,
    refunds: rows.map(toAdminRefund),
  };
}

/** The order timeline's entries of its refunds (kind 'payment', the current status as `to`). */
export function refundTimeline(rows: readonly RefundRow[]) {
  return rows.map((row) => {
    const how = row.kind === 'paypal' ? 'PayPal' : `bank transfer to ${row.iban ?? ''}`;
    const failure = row.failure === null ? '' : ` (${row.failure})`;
    return {
      at: row.createdAt.toISOString(),
      kind: 'payment' as const,
      actor: row.staffName ?? 'payment',
      from: null,
      to: `REFUND_${row.status}`,
      text: `Refund ${formatChf(row.amountCents)} by ${how}${failure}: ${row.reason}`,
    };
  });
}
