import type { AdminBankTransaction, BankSettlement } from '@print/contracts';
import { err, ok, settleOrderPayment, type Result } from '@print/domain';
import type { Db, Executor } from '../../db/client.js';
import type { BankOrderFacts, BankPaymentPort } from '../orders/index.js';
import type { AuditEntryInput } from '../staff/index.js';
import type { BankRepository, BankTransactionRow } from './bank.repository.js';

export type BankQueueErrorCode =
  'BANK_TRANSACTION_NOT_FOUND' | 'BANK_TRANSACTION_NOT_OPEN' | 'ORDER_NOT_FOUND';

export type AuditWriter = (tx: Executor, entry: AuditEntryInput) => Promise<void>;

export interface BankQueueDeps {
  readonly db: Db;
  readonly repo: BankRepository;
  readonly orders: Pick<
    BankPaymentPort,
    'findByNumbers' | 'findByIds' | 'lockByIds' | 'recordPaid' | 'kickMails'
  >;
  readonly now: () => Date;
}

export interface StaffDecision {
  readonly staff: { readonly id: string; readonly name: string };
  readonly audit: AuditWriter;
}

/** A payment as the desk shows it, with its order's current facts. */
export function toAdminTransaction(
  row: BankTransactionRow,
  order: BankOrderFacts | undefined,
): AdminBankTransaction {
  return {
    id: row.id,
    importId: row.importId,
    bankReference: row.bankReference,
    amountCents: row.amountCents,
    currency: row.currency,
    bookingDate: row.bookingDate,
    valueDate: row.valueDate,
    qrReference: row.qrReference,
    creditorReference: row.creditorReference,
    remittanceText: row.remittanceText,
    debtorName: row.debtorName,
    debtorIban: row.debtorIban,
    state: row.state,
    matchKind: row.matchKind,
    settlement: row.settlement,
    order:
      order === undefined
        ? null
        : {
            id: order.id,
            orderNumber: order.orderNumber,
            totalCents: order.totalCents,
            status: order.status,
            paymentStatus: order.paymentStatus,
          },
    note: row.note,
    staffName: row.staffName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** The transaction row locked, or why it cannot be decided on. */
async function lockOpen(
  repo: BankRepository,
  tx: Executor,
  id: number,
): Promise<Result<BankTransactionRow, BankQueueErrorCode>> {
  const row = await repo.lockTransaction(tx, id);
  if (row === null) return err('BANK_TRANSACTION_NOT_FOUND', 'No such bank payment');
  if (row.state !== 'unmatched')
    return err('BANK_TRANSACTION_NOT_OPEN', 'Only an unmatched payment can be decided on', {
      state: row.state,
    });
  return ok(row);
}

/**
 * Staff assign an unmatched payment to an order by its number: the same settlement as an
 * automatic match (sums of all its bank payments count), the order paid when its total arrived
 * (actor `payment`, the staff member on the transition), audited; one transaction.
 */
export async function assignTransaction(
  deps: BankQueueDeps,
  id: number,
  request: { readonly orderNumber: string; readonly note?: string | undefined },
  decision: StaffDecision,
): Promise<Result<AdminBankTransaction, BankQueueErrorCode>> {
  const [found] = await deps.orders.findByNumbers(deps.db, [request.orderNumber]);
  if (found === undefined) return err('ORDER_NOT_FOUND', 'No order with this number');
  const result = await deps.db.transaction(async (tx) => {
    const open = await lockOpen(deps.repo, tx, id);
    if (!open.ok) return open;
    const order = (await deps.orders.lockByIds(tx, [found.id])).get(found.id);
    if (order === undefined) return err('ORDER_NOT_FOUND', 'No order with this number');
    const before = (await deps.repo.receivedByOrder(tx, [order.id])).get(order.id) ?? 0;
    const outcome = settleOrderPayment({
      totalCents: order.totalCents,
      receivedCents: before + open.value.amountCents,
      receivedBeforeCents: before,
      paymentStatus: order.paymentStatus,
      isCancelled: order.status === 'ORDER_CANCELLED',
    });
    const settlement: BankSettlement = outcome.settlement;
    const updated = await deps.repo.updateTransaction(tx, id, {
      state: 'matched',
      matchKind: 'manual',
      orderId: order.id,
      settlement,
      note: request.note ?? null,
      staffId: decision.staff.id,
      staffName: decision.staff.name,
      decidedAt: deps.now(),
    });
    if (updated === null) throw new Error('locked bank payment vanished');
    const paidIds = outcome.isNowPaid
      ? await deps.orders.recordPaid(tx, [
          {
            order,
            reason: `bank transfer assigned by hand: ${before + open.value.amountCents} cents (${open.value.bankReference})`,
            staff: decision.staff,
          },
        ])
      : [];
    await decision.audit(tx, {
      action: 'bank.assign',
      entityType: 'bank_transaction',
      entityId: String(id),
      orderId: order.id,
      before: { state: open.value.state },
      after: { state: 'matched', orderNumber: order.orderNumber, settlement, note: request.note },
    });
    return ok({ row: updated, orderId: order.id, isPaid: paidIds.length > 0 });
  });
  if (!result.ok) return result;
  if (result.value.isPaid) deps.orders.kickMails();
  // The order's status as it is now (a prepaid order moved on to READY_FOR_PROCESSING).
  const { row, orderId } = result.value;
  const current = await deps.orders.findByIds(deps.db, [orderId]);
  return ok(toAdminTransaction(row, current.get(orderId)));
}

/** Staff set an unmatched payment aside with a reason (audited); it leaves the queue. */
export async function ignoreTransaction(
  deps: BankQueueDeps,
  id: number,
  reason: string,
  decision: StaffDecision,
): Promise<Result<AdminBankTransaction, BankQueueErrorCode>> {
  return deps.db.transaction(async (tx) => {
    const open = await lockOpen(deps.repo, tx, id);
    if (!open.ok) return open;
    const updated = await deps.repo.updateTransaction(tx, id, {
      state: 'ignored',
      note: reason,
      staffId: decision.staff.id,
      staffName: decision.staff.name,
      decidedAt: deps.now(),
    });
    if (updated === null) throw new Error('locked bank payment vanished');
    await decision.audit(tx, {
      action: 'bank.ignore',
      entityType: 'bank_transaction',
      entityId: String(id),
      before: { state: open.value.state },
      after: { state: 'ignored', reason },
    });
    return ok(toAdminTransaction(updated, undefined));
  });
}
