import type { Readable } from 'node:stream';
import type {
  AdminExhaustedReminderList,
  AdminOrderReminders,
  AdminReminder,
} from '@print/contracts';
import { err, formatChf, ok, type Result } from '@print/domain';
import type { Executor } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { AuditEntryInput } from '../staff/index.js';
import { runReminders, shopDayOf, situationsOf, type ReminderDeps } from './reminder-run.js';
import type { PauseRow, ReminderRow } from './reminders.repository.js';

export type ReminderErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'REMINDERS_NOT_APPLICABLE'
  | 'REMINDERS_PAUSE_UNCHANGED'
  | 'REMINDER_NOT_FOUND';

/** The staff member deciding and the writer of their audit row (in the caller's transaction). */
export interface ReminderDecision {
  readonly staff: { readonly id: string; readonly name: string };
  readonly audit: (tx: Executor, entry: AuditEntryInput) => Promise<void>;
}

export const reminderPdfUrl = (orderId: string, level: number) =>
  `/api/admin/orders/${orderId}/reminders/${level}/pdf`;

function toAdminReminder(row: ReminderRow): AdminReminder {
  return {
    level: row.level === 2 ? 2 : 1,
    sentAt: row.sentAt.toISOString(),
    openCents: row.openCents,
    url: reminderPdfUrl(row.orderId, row.level),
  };
}

function pauseOf(row: PauseRow | undefined): AdminOrderReminders['pause'] {
  return row?.isPaused === true
    ? { staffName: row.staffName, at: row.at.toISOString(), reason: row.reason }
    : null;
}

/**
 * Payment reminders (issue 26 item 2): the worker's sweep, the desk's view of an order's
 * reminders, its pause and resume (audit-logged), the list of orders with reminders exhausted.
 */
export function createRemindersService(
  deps: ReminderDeps & { readonly storage: Pick<FileStorage, 'read'> },
) {
  async function setPaused(
    orderId: string,
    isPaused: boolean,
    reason: string,
    decision: ReminderDecision,
  ): Promise<Result<AdminOrderReminders, ReminderErrorCode>> {
    const method = await deps.orders.paymentMethodOf(orderId);
    if (method === null) return err('ORDER_NOT_FOUND', 'No such order');
    const [order] = await deps.orders.findByIds([orderId]);
    if (order === undefined)
      return err('REMINDERS_NOT_APPLICABLE', 'Only invoice orders are reminded');
    const changed = await deps.db.transaction(async (tx) => {
      await deps.repo.lockOrder(tx, orderId);
      const latest = (await deps.repo.latestPauses([orderId], tx)).get(orderId);
      if ((latest?.isPaused ?? false) === isPaused) return false;
      const row = await deps.repo.insertPause(tx, {
        orderId,
        isPaused,
        reason,
        staffId: decision.staff.id,
        staffName: decision.staff.name,
        at: deps.now(),
      });
      await decision.audit(tx, {
        action: isPaused ? 'order.reminders.pause' : 'order.reminders.resume',
        entityType: 'order',
        entityId: orderId,
        orderId,
        before: { isPaused: !isPaused },
        after: { isPaused, reason: row.reason },
      });
      return true;
    });
    if (!changed)
      return err(
        'REMINDERS_PAUSE_UNCHANGED',
        isPaused ? 'Reminders are paused already' : 'Reminders are not paused',
      );
    const state = await orderReminders(orderId);
    return state === null ? err('ORDER_NOT_FOUND', 'No such order') : ok(state);
  }

  /** An invoice order's reminders and pause; null for any other order. */
  async function orderReminders(orderId: string): Promise<AdminOrderReminders | null> {
    const [order] = await deps.orders.findByIds([orderId]);
    if (order === undefined) return null;
    const today = shopDayOf(deps.now());
    const [situation] = await situationsOf(deps, [order], today);
    if (situation === undefined) return null;
    const isOverdue =
      order.dueDate < today &&
      order.paymentStatus === 'PAYMENT_PENDING' &&
      order.status !== 'ORDER_COMPLETED' &&
      order.status !== 'ORDER_CANCELLED';
    return {
      isPaused: situation.isPaused,
      pause: pauseOf(situation.pause),
      reminders: situation.reminders.map(toAdminReminder),
      exhaustedSince:
        isOverdue && situation.step.kind === 'exhausted' ? situation.step.since : null,
    };
  }

  return {
    /** The worker's schedule. */
    run: () => runReminders(deps),
    orderReminders,
    pause: (orderId: string, reason: string, decision: ReminderDecision) =>
      setPaused(orderId, true, reason, decision),
    resume: (orderId: string, reason: string, decision: ReminderDecision) =>
      setPaused(orderId, false, reason, decision),
    /** Overdue invoices whose reminders are exhausted, oldest due date first. */
    async exhausted(): Promise<AdminExhaustedReminderList> {
      const today = shopDayOf(deps.now());
      const situations = await situationsOf(deps, await deps.orders.listOverdue(today), today);
      return {
        items: situations.flatMap((s) => {
          const second = s.reminders.find((row) => row.level === 2);
          if (s.step.kind !== 'exhausted' || second === undefined) return [];
          return [
            {
              orderId: s.order.id,
              orderNumber: s.order.orderNumber,
              customerName: s.order.customerName,
              email: s.order.email,
              dueDate: s.order.dueDate,
              totalCents: s.order.totalCents,
              openCents: s.openCents,
              reminder2At: second.sentAt.toISOString(),
              exhaustedSince: s.step.since,
              isPaused: s.isPaused,
            },
          ];
        }),
      };
    },
    /** The stored PDF of a reminder sent, as stored. */
    async pdfOf(
      orderId: string,
      level: number,
    ): Promise<Result<{ stream: Readable; fileName: string }, ReminderErrorCode>> {
      const row = await deps.repo.findOne(orderId, level);
      if (row === null) return err('REMINDER_NOT_FOUND', 'No such reminder');
      return ok({
        stream: deps.storage.read(row.pdfKey),
        fileName: deps.documents.reminderFileName(row.level, row.orderNumber),
      });
    },
    /** The order timeline's entries: reminders sent, pauses and resumptions. */
    async timelineOf(orderId: string) {
      const [reminders, pauses] = await Promise.all([
        deps.repo.listOfOrders([orderId]),
        deps.repo.listPausesOfOrder(orderId),
      ]);
      return [
        ...reminders.map((row) => ({
          at: row.sentAt.toISOString(),
          kind: 'document' as const,
          actor: 'system',
          from: null,
          to: `REMINDER_${row.level}`,
          text: `Reminder ${row.level}: ${formatChf(row.openCents)} open`,
        })),
        ...pauses.map((row) => ({
          at: row.at.toISOString(),
          kind: 'change' as const,
          actor: row.staffName,
          from: null,
          to: row.isPaused ? 'REMINDERS_PAUSED' : 'REMINDERS_RESUMED',
          text: `${row.isPaused ? 'Reminders paused' : 'Reminders resumed'}: ${row.reason}`,
        })),
      ];
    },
  };
}

export type RemindersService = ReturnType<typeof createRemindersService>;
