import { randomUUID } from 'node:crypto';
import {
  formatCalendarDate,
  nextReminderStep,
  openAmountCents,
  toZonedCalendarDate,
  type ReminderLevel,
  type ReminderSettings,
  type ReminderStep,
} from '@print/domain';
import type { Db } from '../../db/client.js';
import type { FileStorage } from '../../storage/file-storage.js';
import type { DocumentsService, ReminderDocumentInput } from '../documents/index.js';
import type { OrderAdmin, OrderReminderReads, ReminderOrder } from '../orders/index.js';
import type { PauseRow, ReminderRow, RemindersRepository } from './reminders.repository.js';

export interface ReminderDeps {
  readonly db: Db;
  readonly repo: RemindersRepository;
  readonly orders: Pick<OrderReminderReads, 'listOverdue' | 'findByIds' | 'paymentMethodOf'>;
  readonly mails: Pick<OrderAdmin, 'addStatusMail' | 'kickMails'>;
  /** Per order, the bank payments booked (modules/bank). */
  readonly receivedByOrder: (orderIds: readonly string[]) => Promise<Map<string, number>>;
  /** Per order, the gross its credit notes revoked (modules/accounting). */
  readonly creditedByOrder: (orderIds: readonly string[]) => Promise<Map<string, number>>;
  readonly documents: Pick<
    DocumentsService,
    'renderReminderPdf' | 'reminderMail' | 'reminderFileName'
  >;
  readonly storage: Pick<FileStorage, 'write' | 'remove'>;
  readonly settings: ReminderSettings;
  readonly now: () => Date;
  readonly logError: (error: unknown, message: string) => void;
}

/** An overdue invoice with its amounts, reminders, pause and the step the rule gives today. */
export interface ReminderSituation {
  readonly order: ReminderOrder;
  readonly paidCents: number;
  readonly creditedCents: number;
  readonly openCents: number;
  readonly reminders: readonly ReminderRow[];
  readonly isPaused: boolean;
  /** The latest pause or resumption, if staff ever changed it. */
  readonly pause: PauseRow | undefined;
  readonly step: ReminderStep;
}

export const shopDayOf = (at: Date) => formatCalendarDate(toZonedCalendarDate(at));

/** The situation of each order today: amounts from bank and credit notes, the domain's step. */
export async function situationsOf(
  deps: ReminderDeps,
  orders: readonly ReminderOrder[],
  today: string,
): Promise<ReminderSituation[]> {
  const ids = orders.map((order) => order.id);
  const [paid, credited, reminders, pauses] = await Promise.all([
    deps.receivedByOrder(ids),
    deps.creditedByOrder(ids),
    deps.repo.listOfOrders(ids),
    deps.repo.latestPauses(ids),
  ]);
  return orders.map((order) => {
    const paidCents = paid.get(order.id) ?? 0;
    const creditedCents = credited.get(order.id) ?? 0;
    const openCents = openAmountCents({ totalCents: order.totalCents, paidCents, creditedCents });
    const own = reminders.filter((row) => row.orderId === order.id);
    const pause = pauses.get(order.id);
    const isPaused = pause?.isPaused ?? false;
    const sent: Partial<Record<ReminderLevel, string>> = {};
    for (const row of own) if (row.level === 1 || row.level === 2) sent[row.level] = row.sentDay;
    const step = nextReminderStep(
      { dueDate: order.dueDate, today, openCents, isPaused, sent },
      deps.settings,
    );
    return { order, paidCents, creditedCents, openCents, reminders: own, isPaused, pause, step };
  });
}

/**
 * Sends one reminder: the PDF rendered and stored first, then in one transaction the reminder row
 * (once per order and level) and the mail in the order outbox with the PDF attached by its key.
 * A run that loses the race (another worker, a retry) removes its file and sends nothing.
 */
async function sendReminder(
  deps: ReminderDeps,
  situation: ReminderSituation,
  level: ReminderLevel,
  at: Date,
): Promise<boolean> {
  const { order } = situation;
  const document: ReminderDocumentInput = {
    language: order.language,
    level,
    orderNumber: order.orderNumber,
    invoiceDate: order.orderDate.toISOString(),
    dueDate: order.dueDate,
    issuedAt: at.toISOString(),
    email: order.email,
    billingAddress: order.billingAddress,
    referenceNumber: order.referenceNumber,
    totalCents: order.totalCents,
    paidCents: situation.paidCents,
    creditedCents: situation.creditedCents,
    openCents: situation.openCents,
  };
  const pdf = await deps.documents.renderReminderPdf(document);
  const pdfKey = `reminders/${order.id}/${level}-${randomUUID()}.pdf`;
  await deps.storage.write(pdfKey, pdf);
  const mail = deps.documents.reminderMail(document);
  const inserted = await deps.db.transaction(async (tx) => {
    const row = await deps.repo.insertOnce(tx, {
      id: randomUUID(),
      orderId: order.id,
      orderNumber: order.orderNumber,
      level,
      sentDay: shopDayOf(at),
      sentAt: at,
      totalCents: order.totalCents,
      paidCents: situation.paidCents,
      creditedCents: situation.creditedCents,
      openCents: situation.openCents,
      document,
      pdfKey,
    });
    if (row === null) return false;
    await deps.mails.addStatusMail(tx, order.id, `reminder-${level}`, {
      to: order.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: [
        {
          filename: deps.documents.reminderFileName(level, order.orderNumber),
          contentType: 'application/pdf',
          storageKey: pdfKey,
        },
      ],
    });
    return true;
  });
  if (!inserted) await deps.storage.remove(pdfKey);
  return inserted;
}

/**
 * The schedule's sweep: every overdue invoice whose step today is a reminder gets it. Idempotent:
 * a second run (or a second worker) finds the reminder stored and sends nothing again.
 */
export async function runReminders(deps: ReminderDeps): Promise<{ readonly sent: number }> {
  const at = deps.now();
  const today = shopDayOf(at);
  const situations = await situationsOf(deps, await deps.orders.listOverdue(today), today);
  let sent = 0;
  for (const situation of situations) {
    if (situation.step.kind !== 'send') continue;
    // One order's failure (its PDF, the storage) holds up no other; the next tick tries again.
    try {
      if (await sendReminder(deps, situation, situation.step.level, at)) sent += 1;
    } catch (error) {
      deps.logError(error, `reminders: order ${situation.order.orderNumber} not reminded`);
    }
  }
  if (sent > 0) deps.mails.kickMails();
  return { sent };
}
