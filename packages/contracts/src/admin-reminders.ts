import { z } from 'zod';
import { CentsSchema, IdSchema } from './common.js';

/*
 * Payment reminders on the desk (issue 26 item 2): the order's reminders and pause, the list of
 * orders whose reminders are exhausted. Money in integer cents, computed on the server.
 */

export const REMINDER_PAUSE_REASON_MAX_LENGTH = 500;

/** One reminder sent: its level, when, the amount it asked for and its stored PDF. */
export const AdminReminderSchema = z.object({
  level: z.union([z.literal(1), z.literal(2)]),
  sentAt: z.iso.datetime(),
  openCents: CentsSchema,
  url: z.string(),
});
export type AdminReminder = z.infer<typeof AdminReminderSchema>;

/** An invoice order's reminders (null in the order detail for other orders). */
export const AdminOrderRemindersSchema = z.object({
  isPaused: z.boolean(),
  pause: z.object({ staffName: z.string(), at: z.iso.datetime(), reason: z.string() }).nullable(),
  reminders: z.array(AdminReminderSchema),
  /** YYYY-MM-DD from which the order is on the "reminders exhausted" list; null: not (yet). */
  exhaustedSince: z.iso.date().nullable(),
});
export type AdminOrderReminders = z.infer<typeof AdminOrderRemindersSchema>;

/** POST /admin/orders/:orderId/reminders/pause: why (shown on the timeline). */
export const AdminReminderPauseSchema = z.object({
  reason: z.string().trim().min(1, 'REQUIRED').max(REMINDER_PAUSE_REASON_MAX_LENGTH, 'TOO_LONG'),
});
export type AdminReminderPause = z.infer<typeof AdminReminderPauseSchema>;

/** GET /admin/reminders/exhausted: overdue invoices after reminder 2 and its further period. */
export const AdminExhaustedReminderListSchema = z.object({
  items: z.array(
    z.object({
      orderId: IdSchema,
      orderNumber: z.string(),
      customerName: z.string(),
      email: z.string(),
      dueDate: z.iso.date(),
      totalCents: CentsSchema,
      openCents: CentsSchema,
      reminder2At: z.iso.datetime(),
      exhaustedSince: z.iso.date(),
      isPaused: z.boolean(),
    }),
  ),
});
export type AdminExhaustedReminderList = z.infer<typeof AdminExhaustedReminderListSchema>;

/** A bank payment booked on the order (matched by reference or text, or assigned by staff). */
export const AdminOrderBankPaymentSchema = z.object({
  id: z.number().int(),
  bankReference: z.string(),
  amountCents: CentsSchema,
  bookingDate: z.iso.date(),
  debtorName: z.string().nullable(),
  matchKind: z.enum(['qr', 'scor', 'text', 'manual']).nullable(),
});

/** What the order's customer has paid by bank and what is still open (bank-paid orders only). */
export const AdminOrderMoneySchema = z.object({
  bankPayments: z.array(AdminOrderBankPaymentSchema),
  paidCents: CentsSchema,
  creditedCents: CentsSchema,
  openCents: CentsSchema,
  /** paid: nothing open; partial: some paid, some open; open: nothing paid yet. */
  state: z.enum(['paid', 'partial', 'open']),
});
export type AdminOrderMoney = z.infer<typeof AdminOrderMoneySchema>;
